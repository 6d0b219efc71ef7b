#include "book/access.hpp"

#include "booking/cells.hpp"

namespace emu::book {
namespace {

constexpr std::string_view kShopOwner = "SELECT merchant_id FROM businesses WHERE id = $1";

}  // namespace

db::Result<Access> may_run_book(db::Connection& conn, const std::string& shop_id,
                                const auth::Principal& caller) {
  auto shop = booking::run(conn, kShopOwner, {shop_id});
  if (!shop) return std::unexpected(shop.error());
  if (shop->rows.empty()) return Access::no_shop;
  if (caller.is_admin()) return Access::allowed;
  const bool owner = !caller.user_id.empty() && booking::text(shop->rows[0][0]) == caller.user_id;
  return owner ? Access::allowed : Access::not_member;
}

}  // namespace emu::book
