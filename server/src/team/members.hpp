// The shop's team (salon-day.md C.1): inviting a manager or a staff member by e-mail (a one-use
// link that expires in 7 days; only its hash is stored), accepting it, changing a member's role
// or staff member, and removing them. Who may do each is the C.1 table: the owner (the shop's
// merchant_id) and admins any member; a manager staff members only; nobody the owner, who is no
// row here. The invitation e-mail is queued in the same transaction as the row it announces.
#pragma once

#include <boost/json/object.hpp>
#include <chrono>
#include <expected>
#include <optional>
#include <string>
#include <string_view>

#include "db/database.hpp"

namespace emu::team {

inline constexpr auto kInvitationLifetime = std::chrono::days(7);

enum class Refusal {
  no_shop,             // 404: no such shop
  not_member,          // 403 not_member: the caller may not manage this shop's team
  staff_only,          // 403: a manager invites, changes and removes staff only
  staff_not_found,     // 404: the staff member is not one of the shop's
  already_member,      // 409: the person is already on the team (or owns the shop)
  invitation_invalid,  // 410: expired, used, revoked or unknown
  member_not_found,    // 404: no such (live) member
};

template <class T>
using Outcome = db::Result<std::expected<T, Refusal>>;

// The caller as the team sees them.
struct Actor {
  std::string user_id;
  std::string email;
  bool admin = false;
};

// The rule of the C.1 table: `manager_only` callers (a manager, not the owner nor an admin) may
// touch staff only; a role is manager or staff.
bool valid_role(std::string_view role);
bool may_manage(bool manager_only, std::string_view member_role);

struct Invite {
  std::string shop_id;
  std::string email;  // normalized
  std::string role;   // manager | staff
  std::optional<std::string> staff_id;
  Actor by;
  std::chrono::system_clock::time_point now;
  std::string site_url;
};

// The member row (invited; an invited address invited again gets a new link, the old one
// dies), with the e-mail queued. Re-inviting an active member or the owner: already_member.
Outcome<boost::json::object> invite(db::Connection& conn, const Invite& invite);

// The invitation of `token` binds `user_id`: the member row becomes active and the link is
// spent. invitation_invalid when it expired, was used or never was; already_member when the
// account is already on that shop's team or owns it.
Outcome<boost::json::object> accept(db::Connection& conn, const std::string& token,
                                    const std::string& user_id,
                                    std::chrono::system_clock::time_point now);

struct Change {
  std::string member_id;
  std::optional<std::string> role;
  bool staff_given = false;             // staffId present in the request
  std::optional<std::string> staff_id;  // its value: nullopt unlinks
  bool remove = false;
  Actor by;
  std::chrono::system_clock::time_point now;
};

// The member after the change (removed: status removed, and their open link dies).
Outcome<boost::json::object> update(db::Connection& conn, const Change& change);

}  // namespace emu::team
