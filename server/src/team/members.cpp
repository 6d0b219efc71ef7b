#include "team/members.hpp"

#include "common/ids.hpp"
#include "db/cells.hpp"
#include "domain/messages.hpp"
#include "mail/team_emails.hpp"
#include "shops/shop_role.hpp"
#include "team/sql.hpp"

namespace emu::team {
namespace {

template <class T>
Outcome<T> refuse(Refusal r) {
  return std::expected<T, Refusal>(std::unexpect, r);
}

db::Result<std::optional<boost::json::object>> find_member(db::Connection& conn,
                                                           const std::string& id) {
  return db::first_object(conn, sql::kFindMember, {id});
}

db::Result<boost::json::object> member_row(db::Connection& conn, const std::string& id) {
  auto found = find_member(conn, id);
  if (!found) return std::unexpected(found.error());
  return std::move(*found).value_or(boost::json::object{});
}

// Who the caller is for the team of `shop_id`: a refusal, or whether they are a manager only.
db::Result<std::expected<bool, Refusal>> manager_only(db::Connection& conn,
                                                      const std::string& shop_id, const Actor& by) {
  auto standing = shops::check_role(conn, shop_id, by.user_id, by.admin, shops::Access::managers);
  if (!standing) return std::unexpected(standing.error());
  switch (standing->verdict) {
    case shops::Verdict::no_shop:
      return std::expected<bool, Refusal>(std::unexpect, Refusal::no_shop);
    case shops::Verdict::forbidden:
      return std::expected<bool, Refusal>(std::unexpect, Refusal::not_member);
    case shops::Verdict::allowed:
      break;
  }
  return standing->role == shops::Role::manager && !standing->admin;
}

db::Param nullable(const std::optional<std::string>& v) {
  if (v) return *v;
  return nullptr;
}

}  // namespace

bool valid_role(std::string_view role) { return role == "manager" || role == "staff"; }

bool may_manage(bool manager_only, std::string_view member_role) {
  return !manager_only || member_role == "staff";
}

Outcome<boost::json::object> invite(db::Connection& conn, const Invite& in) {
  using Out = boost::json::object;
  auto limited = manager_only(conn, in.shop_id, in.by);
  if (!limited) return std::unexpected(limited.error());
  if (!*limited) return refuse<Out>(limited->error());
  if (!may_manage(**limited, in.role)) return refuse<Out>(Refusal::staff_only);

  auto shop = db::run(conn, sql::kShopForInvite, {in.shop_id});
  if (!shop) return std::unexpected(shop.error());
  if (shop->rows.empty()) return refuse<Out>(Refusal::no_shop);
  mail::InvitationMail m;
  m.shop_id = in.shop_id;
  m.shop_name = db::text(shop->rows[0][0]);
  m.shop_name_zh = db::text(shop->rows[0][1]);
  if (db::text(shop->rows[0][2]) == in.email) return refuse<Out>(Refusal::already_member);
  if (in.staff_id) {
    auto name = db::first_text(conn, sql::kStaffName, {*in.staff_id, in.shop_id});
    if (!name) return std::unexpected(name.error());
    if (!*name) return refuse<Out>(Refusal::staff_not_found);
    m.staff_name = **name;
  }

  const auto now = common::format_utc(in.now);
  auto live = db::run(conn, sql::kLiveMemberByEmail, {in.shop_id, in.email});
  if (!live) return std::unexpected(live.error());
  std::string member_id;
  if (!live->rows.empty()) {
    // Invited before and not yet joined: a new link replaces the old one (which may have
    // expired); someone who joined is already on the team.
    if (db::text(live->rows[0][1]) != "invited") return refuse<Out>(Refusal::already_member);
    member_id = db::text(live->rows[0][0]);
    auto changed = db::run(conn, sql::kReinviteMember,
                           {member_id, in.role, nullable(in.staff_id), in.by.user_id});
    if (!changed) return std::unexpected(changed.error());
    auto spent = db::run(conn, sql::kSpendInvitations, {member_id, now});
    if (!spent) return std::unexpected(spent.error());
  } else {
    member_id = common::new_uuid();
    auto made = db::run(
        conn, sql::kInsertMember,
        {member_id, in.shop_id, in.email, in.role, nullable(in.staff_id), in.by.user_id, now});
    if (!made) {
      // Two invitations of one address racing: the partial unique index keeps one.
      if (made.error().sqlstate == "23505") return refuse<Out>(Refusal::already_member);
      return std::unexpected(made.error());
    }
  }
  m.member_id = member_id;
  m.role = in.role;
  m.inviter_email = in.by.email;
  m.token = common::random_token(32);
  m.expires_at = common::format_utc(in.now + kInvitationLifetime);
  auto stored =
      db::run(conn, sql::kInsertInvitation,
              {common::new_uuid(), member_id, common::sha256_hex(m.token), m.expires_at, now});
  if (!stored) return std::unexpected(stored.error());

  auto lang = db::first_text(conn, sql::kLangOfEmail, {in.email});
  if (!lang) return std::unexpected(lang.error());
  if (!*lang) {
    lang = db::first_text(conn, sql::kLangOfUser, {in.by.user_id});
    if (!lang) return std::unexpected(lang.error());
  }
  const auto email =
      mail::team_invitation(domain::parse_lang(lang->value_or("en")), in.email, m, in.site_url);
  auto queued = mail::enqueue_email(conn, email);
  if (!queued) return std::unexpected(queued.error());
  auto row = member_row(conn, member_id);
  if (!row) return std::unexpected(row.error());
  return std::move(*row);
}

Outcome<boost::json::object> accept(db::Connection& conn, const std::string& token,
                                    const std::string& user_id,
                                    std::chrono::system_clock::time_point now) {
  using Out = boost::json::object;
  const auto at = common::format_utc(now);
  auto open = db::run(conn, sql::kOpenInvitation, {common::sha256_hex(token), at});
  if (!open) return std::unexpected(open.error());
  if (open->rows.empty()) return refuse<Out>(Refusal::invitation_invalid);
  const auto invitation_id = db::text(open->rows[0][0]);
  const auto member_id = db::text(open->rows[0][1]);
  const auto shop_id = db::text(open->rows[0][2]);

  auto role = shops::membership(conn, shop_id, user_id);
  if (!role) return std::unexpected(role.error());
  if (!*role) return refuse<Out>(Refusal::invitation_invalid);
  if ((*role)->role != shops::Role::none) return refuse<Out>(Refusal::already_member);
  auto live = db::first_text(conn, sql::kLiveMemberByUser, {shop_id, user_id});
  if (!live) return std::unexpected(live.error());
  if (*live) return refuse<Out>(Refusal::already_member);

  // Spending the link first makes a second, concurrent acceptance find it used.
  auto used = db::run(conn, sql::kUseInvitation, {invitation_id, at});
  if (!used) return std::unexpected(used.error());
  if (used->affected_rows != 1) return refuse<Out>(Refusal::invitation_invalid);
  auto joined = db::run(conn, sql::kActivateMember, {member_id, user_id});
  if (!joined) {
    if (joined.error().sqlstate == "23505") return refuse<Out>(Refusal::already_member);
    return std::unexpected(joined.error());
  }
  if (joined->affected_rows != 1) return refuse<Out>(Refusal::invitation_invalid);
  auto row = member_row(conn, member_id);
  if (!row) return std::unexpected(row.error());
  return std::move(*row);
}

Outcome<boost::json::object> update(db::Connection& conn, const Change& c) {
  using Out = boost::json::object;
  auto found = find_member(conn, c.member_id);
  if (!found) return std::unexpected(found.error());
  if (!*found || db::text((*found)->at("status")) == "removed") {
    return refuse<Out>(Refusal::member_not_found);
  }
  const auto& member = **found;
  const auto shop_id = db::text(member.at("shop_id"));
  auto limited = manager_only(conn, shop_id, c.by);
  if (!limited) return std::unexpected(limited.error());
  if (!*limited) return refuse<Out>(limited->error());
  const auto current_role = db::text(member.at("role"));
  if (!may_manage(**limited, current_role) || (c.role && !may_manage(**limited, *c.role))) {
    return refuse<Out>(Refusal::staff_only);
  }
  if (c.remove) {
    auto removed = db::run(conn, sql::kRemoveMember, {c.member_id});
    if (!removed) return std::unexpected(removed.error());
    auto spent = db::run(conn, sql::kSpendInvitations, {c.member_id, common::format_utc(c.now)});
    if (!spent) return std::unexpected(spent.error());
  } else {
    std::optional<std::string> staff_id;
    if (c.staff_given) {
      staff_id = c.staff_id;
    } else if (!member.at("staff_id").is_null()) {
      staff_id = db::text(member.at("staff_id"));
    }
    if (c.staff_given && staff_id) {
      auto name = db::first_text(conn, sql::kStaffName, {*staff_id, shop_id});
      if (!name) return std::unexpected(name.error());
      if (!*name) return refuse<Out>(Refusal::staff_not_found);
    }
    auto changed = db::run(conn, sql::kUpdateMember,
                           {c.member_id, c.role.value_or(current_role), nullable(staff_id)});
    if (!changed) return std::unexpected(changed.error());
  }
  auto row = member_row(conn, c.member_id);
  if (!row) return std::unexpected(row.error());
  return std::move(*row);
}

}  // namespace emu::team
