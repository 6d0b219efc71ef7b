#include "shops/merchant_account.hpp"

#include "common/ids.hpp"
#include "db/cells.hpp"
#include "shops/sql.hpp"

namespace emu::shops {
db::Result<void> grant_merchant_role(db::Connection& conn, const std::string& user_id,
                                     const std::string& now) {
  return db::done(db::run(conn, sql::kGrantMerchantRole, {common::new_uuid(), user_id, now}));
}

db::Result<void> ensure_merchant(db::Connection& conn, const std::string& user_id,
                                 const std::string& business_name, const std::string& now) {
  return db::done(db::run(conn, sql::kEnsureMerchant,
                          {common::new_uuid(), user_id, business_name, false, now}));
}

db::Result<void> ensure_merchant_of_shop(db::Connection& conn, const std::string& user_id,
                                         const std::string& shop_id, const std::string& now) {
  return db::done(db::run(conn, sql::kEnsureMerchantOfShop,
                          {common::new_uuid(), user_id, false, now, shop_id}));
}

}  // namespace emu::shops
