#include "auth/admin_support.hpp"

#include <boost/json/serialize.hpp>

#include "auth/sql.hpp"
#include "auth/user_json.hpp"
#include "common/ids.hpp"

namespace emu::auth {
namespace {

constexpr std::string_view kAudit = R"sql(
    INSERT INTO audit_log (id, actor_id, action, entity_type, entity_id, details, created_at)
    VALUES ($1, $2, $3, 'user', $4, $5, $6))sql";

}  // namespace

AuthResult<void> audit(AuthCall& call, db::Connection& conn, const std::string& actor,
                       std::string_view action, const std::string& user_id,
                       const boost::json::object& details) {
  AUTH_CHECK(exec(conn, kAudit,
                  {common::new_uuid(), actor.empty() ? db::Param(nullptr) : db::Param(actor),
                   std::string(action), user_id, boost::json::serialize(details), call.now}));
  return {};
}

AuthResult<UserRow> target_user(AuthCall& call, db::Connection& conn) {
  auto id = std::string(call.req.param("id"));
  if (!is_uuid(id)) return fail(AuthCode::validation_failed, "user_id must be an UUID", 404);
  AUTH_TRY(user, find_user_by_id(conn, id));
  if (!user) return fail(AuthCode::user_not_found, "User not found");
  return std::move(*user);
}

AuthResult<boost::json::object> user_object(db::Connection& conn, const UserRow& user) {
  AUTH_TRY(identities, identities_of(conn, user.id));
  return user_json(user, identities);
}

}  // namespace emu::auth
