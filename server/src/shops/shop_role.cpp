#include "shops/shop_role.hpp"

namespace emu::shops {

Verdict judge(const std::optional<std::string>& owner, std::string_view user_id, bool is_admin,
              Access access) {
  if (!owner) return Verdict::no_shop;
  if (!user_id.empty() && *owner == user_id) return Verdict::allowed;
  if (is_admin && access == Access::owner_or_admin) return Verdict::allowed;
  return Verdict::forbidden;
}

db::Result<Verdict> check_role(db::Connection& conn, const std::string& shop_id,
                               std::string_view user_id, bool is_admin, Access access) {
  auto owner = owner_of(conn, shop_id);
  if (!owner) return std::unexpected(owner.error());
  return judge(*owner, user_id, is_admin, access);
}

}  // namespace emu::shops
