#include "auth/flow_states.hpp"

#include "auth/sql.hpp"
#include "auth/tokens.hpp"
#include "common/ids.hpp"

namespace emu::auth {
namespace {

constexpr std::string_view kInsert = R"sql(
    INSERT INTO flow_states (id, user_id, auth_code_hash, code_challenge_method, code_challenge,
    provider_type, created_at, updated_at, authentication_method, redirect_to)
    VALUES ($1, $2, $3, $4, $5, 'email', $6, $6, $7, $8))sql";
constexpr std::string_view kNewest = R"sql(
    SELECT id FROM flow_states WHERE user_id = $1 AND authentication_method = $2
    ORDER BY created_at DESC LIMIT 1)sql";
constexpr std::string_view kIssue = R"sql(
    UPDATE flow_states SET auth_code_hash = $2, auth_code_issued_at = $3, updated_at = $3
    WHERE id = $1)sql";
constexpr std::string_view kByCode = R"sql(
    SELECT id, user_id, code_challenge, code_challenge_method, authentication_method,
    created_at, auth_code_issued_at FROM flow_states WHERE auth_code_hash = $1)sql";
constexpr std::string_view kDelete = R"sql(DELETE FROM flow_states WHERE id = $1)sql";

}  // namespace

db::Result<void> create_flow_state(db::Connection& conn, const std::string& user_id,
                                   const Pkce& pkce, std::string_view authentication_method,
                                   const std::string& redirect_to, const std::string& now) {
  // auth_code_hash is NOT NULL UNIQUE: a random placeholder until a code is issued.
  auto r = exec(conn, kInsert,
                {common::new_uuid(), user_id, token_hash(common::random_token(24)), pkce.method,
                 pkce.challenge, now, std::string(authentication_method), redirect_to});
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<std::optional<std::string>> issue_auth_code(db::Connection& conn,
                                                       const std::string& user_id,
                                                       std::string_view authentication_method,
                                                       const std::string& now) {
  auto rows = exec(conn, kNewest, {user_id, std::string(authentication_method)});
  if (!rows) return std::unexpected(rows.error());
  if (rows->rows.empty()) return std::optional<std::string>();
  std::string code = common::new_uuid();
  auto r = exec(conn, kIssue, {cell_string(rows->rows[0][0]), token_hash(code), now});
  if (!r) return std::unexpected(r.error());
  return std::optional<std::string>(code);
}

db::Result<std::optional<FlowState>> find_flow_state_by_code(db::Connection& conn,
                                                             const std::string& auth_code) {
  auto rows = exec(conn, kByCode, {token_hash(auth_code)});
  if (!rows) return std::unexpected(rows.error());
  if (rows->rows.empty()) return std::optional<FlowState>();
  const auto& r = rows->rows[0];
  return FlowState{cell_string(r[0]), cell_string(r[1]), cell_string(r[2]),  cell_string(r[3]),
                   cell_string(r[4]), cell_string(r[5]), cell_optional(r[6])};
}

db::Result<bool> delete_flow_state(db::Connection& conn, const std::string& id) {
  auto r = exec(conn, kDelete, {id});
  if (!r) return std::unexpected(r.error());
  return r->affected_rows > 0;
}

}  // namespace emu::auth
