#include "auth/one_time_tokens.hpp"

#include "auth/sql.hpp"
#include "common/ids.hpp"

namespace emu::auth {
namespace {

constexpr std::string_view kUpsert = R"sql(
    INSERT INTO one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at,
    updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (user_id, token_type) DO UPDATE
    SET token_hash = excluded.token_hash, relates_to = excluded.relates_to,
    created_at = excluded.created_at, updated_at = excluded.updated_at)sql";
constexpr std::string_view kFind = R"sql(
    SELECT id, user_id, token_type, token_hash, relates_to, created_at FROM one_time_tokens
    WHERE token_hash = $1 AND token_type = $2)sql";
constexpr std::string_view kConsume = R"sql(DELETE FROM one_time_tokens WHERE id = $1)sql";
constexpr std::string_view kDeleteOfUser = R"sql(
    DELETE FROM one_time_tokens WHERE user_id = $1)sql";

}  // namespace

db::Result<void> store_one_time_token(db::Connection& conn, const std::string& user_id,
                                      std::string_view token_type, const std::string& hash,
                                      const std::string& relates_to, const std::string& now) {
  auto r = exec(conn, kUpsert,
                {common::new_uuid(), user_id, std::string(token_type), hash, relates_to, now});
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<std::optional<OneTimeToken>> find_one_time_token(db::Connection& conn,
                                                            const std::string& hash,
                                                            std::string_view token_type) {
  auto rows = exec(conn, kFind, {hash, std::string(token_type)});
  if (!rows) return std::unexpected(rows.error());
  if (rows->rows.empty()) return std::optional<OneTimeToken>();
  const auto& r = rows->rows[0];
  return OneTimeToken{cell_string(r[0]), cell_string(r[1]), cell_string(r[2]),
                      cell_string(r[3]), cell_string(r[4]), cell_string(r[5])};
}

db::Result<bool> consume_one_time_token(db::Connection& conn, const std::string& id) {
  auto r = exec(conn, kConsume, {id});
  if (!r) return std::unexpected(r.error());
  return r->affected_rows > 0;
}

db::Result<void> delete_one_time_tokens(db::Connection& conn, const std::string& user_id) {
  if (auto r = exec(conn, kDeleteOfUser, {user_id}); !r) return std::unexpected(r.error());
  return {};
}

}  // namespace emu::auth
