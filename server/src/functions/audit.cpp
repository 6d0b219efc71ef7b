#include "functions/audit.hpp"

#include <array>
#include <boost/json/serialize.hpp>

#include "common/ids.hpp"

namespace emu::functions {

db::Result<void> write_audit(db::Connection& conn, const FnCall& call, std::string_view action,
                             std::string_view entity_type, const std::string& entity_id,
                             const boost::json::object& details) {
  constexpr std::string_view kInsert = R"sql(
      INSERT INTO audit_log (id, actor_id, actor_email, action, entity_type, entity_id, details,
      created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8))sql";
  const auto& p = call.principal;
  std::array<db::Param, 8> params{common::new_uuid(),
                                  p.user_id.empty() ? db::Param(nullptr) : db::Param(p.user_id),
                                  call.actor_email(),
                                  std::string(action),
                                  std::string(entity_type),
                                  entity_id,
                                  boost::json::serialize(details),
                                  call.now};
  auto r = conn.query(kInsert, params);
  if (!r) return std::unexpected(r.error());
  return {};
}

}  // namespace emu::functions
