#include "shops/shop_role.hpp"

#include "db/cells.hpp"
#include "shops/sql.hpp"

namespace emu::shops {
namespace {

bool enough(Role role, Access access) {
  switch (access) {
    case Access::owner_only:
    case Access::owner_or_admin:
      return role == Role::owner;
    case Access::managers_only:
    case Access::managers:
      return role == Role::owner || role == Role::manager;
    case Access::team:
      return role != Role::none;
  }
  return false;
}

Role role_named(std::string_view name) {
  if (name == "manager") return Role::manager;
  if (name == "staff") return Role::staff;
  return Role::none;
}

}  // namespace

Standing judge(const std::optional<Membership>& who, bool is_admin, Access access) {
  Standing s;
  if (!who) {
    s.verdict = Verdict::no_shop;
    return s;
  }
  s.role = who->role;
  s.staff_id = who->staff_id;
  if (enough(who->role, access)) {
    s.verdict = Verdict::allowed;
  } else if (is_admin && access != Access::owner_only && access != Access::managers_only) {
    s.verdict = Verdict::allowed;
    s.admin = true;
  }
  return s;
}

db::Result<std::optional<Membership>> membership(db::Connection& conn, const std::string& shop_id,
                                                 std::string_view user_id) {
  if (user_id.empty()) {
    auto owner = owner_of(conn, shop_id);
    if (!owner) return std::unexpected(owner.error());
    if (!*owner) return std::optional<Membership>();
    return std::optional<Membership>(Membership{});
  }
  auto r = db::run(conn, sql::kMembership, {shop_id, std::string(user_id)});
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty()) return std::optional<Membership>();
  const auto& row = r->rows[0];
  Membership m;
  if (db::text(row[0]) == user_id) {
    m.role = Role::owner;
  } else {
    m.role = role_named(db::text(row[1]));
    if (m.role == Role::staff) m.staff_id = db::text(row[2]);
  }
  return std::optional<Membership>(std::move(m));
}

db::Result<Standing> check_role(db::Connection& conn, const std::string& shop_id,
                                std::string_view user_id, bool is_admin, Access access) {
  auto who = membership(conn, shop_id, user_id);
  if (!who) return std::unexpected(who.error());
  return judge(*who, is_admin, access);
}

}  // namespace emu::shops
