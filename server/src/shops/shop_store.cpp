#include "shops/shop_store.hpp"

#include "db/cells.hpp"
#include "shops/sql.hpp"

namespace emu::shops {

db::Result<std::optional<std::string>> owner_of(db::Connection& conn, const std::string& shop_id) {
  return db::first_text(conn, sql::kOwner, {shop_id});
}

db::Result<std::string> name_of(db::Connection& conn, const std::string& shop_id) {
  auto r = db::run(conn, sql::kName, {shop_id});
  if (!r) return std::unexpected(r.error());
  return r->rows.empty() ? std::string() : db::text(r->rows[0][0]);
}

}  // namespace emu::shops
