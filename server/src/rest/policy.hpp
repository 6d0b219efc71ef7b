// Stage 2b: who may do what, like PostgreSQL row-level security. policy.cpp holds the one
// table implementing ARCHITECTURE section 5; this header is the vocabulary it is written in.
// A policy never writes SQL: it names predicates (column = the caller's id, column = value,
// shop owned by the caller, ...) that the SQL builder renders with bound values.
#pragma once

#include <expected>
#include <string>
#include <string_view>
#include <vector>

#include "rest/error.hpp"

namespace emu::rest {

enum class Operation { select, insert, update, remove };

// The caller as policies see it. Roles are cumulative: a merchant is also a signed-in user,
// and everyone has what anonymous visitors have.
struct Caller {
  bool service = false;    // service_role key: bypasses every policy (as in Supabase)
  bool signed_in = false;  // a user's access token
  bool merchant = false;   // user_roles has merchant
  bool admin = false;      // user_roles has admin
  bool member = false;     // active on some shop's team (shop_members; "team_member")
  std::string user_id;
};

struct Predicate {
  enum class Kind {
    column_is_me,        // column = caller's user id
    column_equals,       // column = values[0] (cast to the column's type)
    column_in,           // column IN values
    own_shop,            // column IN (businesses whose merchant_id = caller)
    booked_at_own_shop,  // column IN (bookings.user_id at the caller's shops)
    active_shop,         // column IN (businesses that are active): anyone, signed in or not
    active_staff,        // column IN (active staff of active shops): anyone
    own_staff,           // column IN (staff of the caller's shops)
    own_shop_review,     // column IN (reviews of the caller's shops)
    // Both sides of a link belong to one shop (issue 27): values[0] names the row's other
    // column. service_of_staff_shop: column IN (services of the shop of the staff member in
    // values[0]); staff_of_shop: column IS NULL or IN (staff of the shop in values[0]).
    service_of_staff_shop,
    staff_of_shop,
    // The shop's team (salon-day.md C.1), each one JOIN on the caller's active shop_members
    // rows. member_of_shop: column IN (shops where the caller's role is one of values);
    // staff_of_member_shop: column IN (staff of those shops); own_calendar: column IN (the
    // caller's own staff_id as a staff member); member_customer: column IN (bookings.user_id
    // at shops the caller manages, or of bookings with their own staff_id).
    member_of_shop,
    staff_of_member_shop,
    own_calendar,
    member_customer,
  };
  Kind kind;
  std::string_view column;
  std::vector<std::string_view> values;
};

// All predicates ANDed; none = TRUE. needs_exact_id: only when the request filters
// id=eq.<uuid> (the random id is the capability sent by link or e-mail).
struct Alternative {
  bool needs_exact_id = false;
  std::vector<Predicate> all;
};

struct Decision {
  bool bypass = false;
  // Rows visible / affected: OR of these (empty and !bypass: no row).
  std::vector<Alternative> visible;
  // New rows accepted (WITH CHECK): OR of these.
  std::vector<Alternative> check;
  // Columns a write may set; all_columns when some matching rule does not restrict them.
  bool all_columns = true;
  std::vector<std::string_view> writable;
  // An insert may carry one row only (a JSON object or a one-element array): every matching
  // insert rule is one_row (issue 27: the waitlist, whose rows each queue an e-mail).
  bool one_row = false;
};

struct PolicyContext {
  bool exact_id = false;  // the request filters id=eq.<uuid>
  bool embedded = false;  // deciding for an embedded resource (no exact-id there)
};

// 42501 when the caller has no right at all to this operation on this table.
std::expected<Decision, PolicyError> decide(const Caller& caller, std::string_view table,
                                            Operation op, PolicyContext context);

PolicyError permission_denied(std::string_view table);
PolicyError check_violation(std::string_view table);

}  // namespace emu::rest
