#include "auth/users_repo.hpp"

#include <boost/json/serialize.hpp>

#include "auth/sql.hpp"
#include "common/ids.hpp"
#include "reviews/review_store.hpp"

namespace emu::auth {
namespace {

// Column order is what read_user() expects.
#define EMU_USER_COLUMNS                                                                          \
  "id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, "                    \
  "confirmation_sent_at, recovery_sent_at, email_change, email_change_sent_at, last_sign_in_at, " \
  "phone, phone_confirmed_at, banned_until, raw_app_meta_data, raw_user_meta_data, created_at, "  \
  "updated_at, is_anonymous"

constexpr std::string_view kUserById =
    "SELECT " EMU_USER_COLUMNS " FROM users WHERE id = $1 AND deleted_at IS NULL";
constexpr std::string_view kUserByEmail =
    "SELECT " EMU_USER_COLUMNS " FROM users WHERE email = $1 AND deleted_at IS NULL";
constexpr std::string_view kListUsers = "SELECT " EMU_USER_COLUMNS
                                        " FROM users WHERE deleted_at IS NULL "
                                        "ORDER BY created_at DESC, id LIMIT $1 OFFSET $2";
constexpr std::string_view kCountUsers = R"sql(
    SELECT COUNT(*) FROM users WHERE deleted_at IS NULL)sql";
constexpr std::string_view kIdentities = R"sql(
    SELECT id, provider_id, user_id, provider, email, identity_data, last_sign_in_at,
    created_at, updated_at FROM identities WHERE user_id = $1 ORDER BY created_at, id)sql";
constexpr std::string_view kInsertUser = R"sql(
    INSERT INTO users (id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
    VALUES ($1, 'authenticated', 'authenticated', $2, $3, $4, $5, $6, $7, $7, false))sql";
constexpr std::string_view kInsertIdentity = R"sql(
    INSERT INTO identities (id, provider_id, user_id, identity_data, provider, email,
    created_at, updated_at) VALUES ($1, $2, $3, $4, 'email', $5, $6, $6))sql";
constexpr std::string_view kInsertProfile = R"sql(
    INSERT INTO user_profiles (user_id, email, name, created_at, updated_at)
    VALUES ($1, $2, $3, $4, $4) ON CONFLICT (user_id) DO NOTHING)sql";
constexpr std::string_view kSaveUser = R"sql(
    UPDATE users SET email = $2, encrypted_password = $3, email_confirmed_at = $4,
    confirmation_sent_at = $5, recovery_sent_at = $6, email_change = $7,
    email_change_sent_at = $8, banned_until = $9, raw_app_meta_data = $10,
    raw_user_meta_data = $11, updated_at = $12, role = $13, is_anonymous = $14,
    invited_at = $15 WHERE id = $1)sql";
constexpr std::string_view kInsertAnonymous = R"sql(
    INSERT INTO users (id, aud, role, email, encrypted_password, raw_app_meta_data,
    raw_user_meta_data, created_at, updated_at, is_anonymous)
    VALUES ($1, 'authenticated', 'authenticated', NULL, NULL, '{}', $2, $3, $3, true))sql";
constexpr std::string_view kInsertAnonymousProfile = R"sql(
    INSERT INTO user_profiles (user_id, email, name, created_at, updated_at)
    VALUES ($1, NULL, NULL, $2, $2) ON CONFLICT (user_id) DO NOTHING)sql";
constexpr std::string_view kSyncIdentity = R"sql(
    UPDATE identities SET identity_data = $2, email = $3, updated_at = $4
    WHERE user_id = $1 AND provider = 'email')sql";
constexpr std::string_view kTouchUser = R"sql(
    UPDATE users SET last_sign_in_at = $2 WHERE id = $1)sql";
constexpr std::string_view kTouchIdentity = R"sql(
    UPDATE identities SET last_sign_in_at = $2 WHERE user_id = $1 AND provider = 'email')sql";
constexpr std::string_view kDeleteUser = R"sql(DELETE FROM users WHERE id = $1)sql";
constexpr std::string_view kEmailTaken = R"sql(
    SELECT id FROM users WHERE email = $1 AND id <> $2)sql";

boost::json::object as_object(const boost::json::value& v) {
  return v.is_object() ? v.as_object() : boost::json::object{};
}

UserRow read_user(const std::vector<boost::json::value>& r) {
  UserRow u;
  u.id = cell_string(r[0]);
  u.aud = cell_string(r[1]);
  u.role = cell_string(r[2]);
  u.email = cell_string(r[3]);
  u.encrypted_password = cell_string(r[4]);
  u.email_confirmed_at = cell_optional(r[5]);
  u.invited_at = cell_optional(r[6]);
  u.confirmation_sent_at = cell_optional(r[7]);
  u.recovery_sent_at = cell_optional(r[8]);
  u.email_change = cell_optional(r[9]);
  u.email_change_sent_at = cell_optional(r[10]);
  u.last_sign_in_at = cell_optional(r[11]);
  u.phone = cell_optional(r[12]);
  u.phone_confirmed_at = cell_optional(r[13]);
  u.banned_until = cell_optional(r[14]);
  u.app_metadata = as_object(r[15]);
  u.user_metadata = as_object(r[16]);
  u.created_at = cell_string(r[17]);
  u.updated_at = cell_string(r[18]);
  u.is_anonymous = r[19].is_bool() ? r[19].as_bool() : (r[19].is_int64() && r[19].as_int64() != 0);
  return u;
}

db::Result<std::optional<UserRow>> one_user(db::Result<db::ResultSet> rows) {
  if (!rows) return std::unexpected(rows.error());
  if (rows->rows.empty()) return std::optional<UserRow>();
  return std::optional<UserRow>(read_user(rows->rows[0]));
}

db::Param opt(const std::optional<std::string>& v) {
  return v ? db::Param(*v) : db::Param(nullptr);
}

boost::json::object email_identity_data(const std::string& user_id, const std::string& email,
                                        bool verified) {
  return {
      {"sub", user_id}, {"email", email}, {"email_verified", verified}, {"phone_verified", false}};
}

}  // namespace

db::Result<std::optional<UserRow>> find_user_by_email(db::Connection& conn,
                                                      const std::string& email) {
  return one_user(exec(conn, kUserByEmail, {email}));
}

db::Result<std::optional<UserRow>> find_user_by_id(db::Connection& conn, const std::string& id) {
  return one_user(exec(conn, kUserById, {id}));
}

db::Result<std::vector<IdentityRow>> identities_of(db::Connection& conn,
                                                   const std::string& user_id) {
  auto rows = exec(conn, kIdentities, {user_id});
  if (!rows) return std::unexpected(rows.error());
  std::vector<IdentityRow> out;
  for (const auto& r : rows->rows) {
    out.push_back(IdentityRow{cell_string(r[0]), cell_string(r[1]), cell_string(r[2]),
                              cell_string(r[3]), cell_string(r[4]), as_object(r[5]),
                              cell_optional(r[6]), cell_string(r[7]), cell_string(r[8])});
  }
  return out;
}

db::Result<std::vector<UserRow>> list_users(db::Connection& conn, std::int64_t limit,
                                            std::int64_t offset) {
  auto rows = exec(conn, kListUsers, {limit, offset});
  if (!rows) return std::unexpected(rows.error());
  std::vector<UserRow> out;
  for (const auto& r : rows->rows) out.push_back(read_user(r));
  return out;
}

db::Result<std::int64_t> count_users(db::Connection& conn) {
  auto rows = exec(conn, kCountUsers);
  if (!rows) return std::unexpected(rows.error());
  const auto& v = rows->rows.at(0).at(0);
  return v.is_int64() ? v.as_int64() : 0;
}

db::Result<UserRow> insert_user(db::Connection& conn, const NewUser& n) {
  auto app =
      n.app_metadata.empty()
          ? boost::json::object{{"provider", "email"}, {"providers", boost::json::array{"email"}}}
          : n.app_metadata;
  std::optional<std::string> confirmed;
  if (n.confirmed) confirmed = n.now;
  if (auto r = exec(conn, kInsertUser,
                    {n.id, n.email, opt(n.password_hash), opt(confirmed),
                     boost::json::serialize(app), boost::json::serialize(n.user_metadata), n.now});
      !r) {
    return std::unexpected(r.error());
  }
  auto identity = email_identity_data(n.id, n.email, n.confirmed);
  if (auto r =
          exec(conn, kInsertIdentity,
               {common::new_uuid(), n.id, n.id, boost::json::serialize(identity), n.email, n.now});
      !r) {
    return std::unexpected(r.error());
  }
  db::Param name(nullptr);
  if (auto it = n.user_metadata.find("name");
      it != n.user_metadata.end() && it->value().is_string()) {
    name = std::string(it->value().as_string());
  }
  if (auto r = exec(conn, kInsertProfile, {n.id, n.email, name, n.now}); !r) {
    return std::unexpected(r.error());
  }
  auto user = find_user_by_id(conn, n.id);
  if (!user) return std::unexpected(user.error());
  return **user;
}

db::Result<UserRow> insert_anonymous_user(db::Connection& conn, const std::string& id,
                                          const boost::json::object& user_metadata,
                                          const std::string& now) {
  if (auto r = exec(conn, kInsertAnonymous, {id, boost::json::serialize(user_metadata), now}); !r) {
    return std::unexpected(r.error());
  }
  if (auto r = exec(conn, kInsertAnonymousProfile, {id, now}); !r) {
    return std::unexpected(r.error());
  }
  auto user = find_user_by_id(conn, id);
  if (!user) return std::unexpected(user.error());
  return **user;
}

db::Result<void> save_user(db::Connection& conn, const UserRow& u) {
  std::optional<std::string> hash;
  if (!u.encrypted_password.empty()) hash = u.encrypted_password;
  auto r = exec(conn, kSaveUser,
                {u.id, u.email.empty() ? db::Param(nullptr) : db::Param(u.email), opt(hash),
                 opt(u.email_confirmed_at), opt(u.confirmation_sent_at), opt(u.recovery_sent_at),
                 opt(u.email_change), opt(u.email_change_sent_at), opt(u.banned_until),
                 boost::json::serialize(u.app_metadata), boost::json::serialize(u.user_metadata),
                 u.updated_at, u.role, u.is_anonymous, opt(u.invited_at)});
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<void> sync_email_identity(db::Connection& conn, const UserRow& u,
                                     const std::string& now) {
  auto data = email_identity_data(u.id, u.email, u.email_confirmed_at.has_value());
  auto r = exec(conn, kSyncIdentity, {u.id, boost::json::serialize(data), u.email, now});
  if (!r) return std::unexpected(r.error());
  // A user who signed in anonymously has no email identity until an address is confirmed.
  if (r->affected_rows == 0 && !u.email.empty()) {
    auto inserted =
        exec(conn, kInsertIdentity,
             {common::new_uuid(), u.id, u.id, boost::json::serialize(data), u.email, now});
    if (!inserted) return std::unexpected(inserted.error());
  }
  return {};
}

db::Result<void> touch_sign_in(db::Connection& conn, const std::string& user_id,
                               const std::string& now) {
  if (auto r = exec(conn, kTouchUser, {user_id, now}); !r) return std::unexpected(r.error());
  if (auto r = exec(conn, kTouchIdentity, {user_id, now}); !r) return std::unexpected(r.error());
  return {};
}

db::Result<void> delete_user(db::Connection& conn, const std::string& user_id) {
  // The account's reviews go with it (ON DELETE CASCADE): the shops it reviewed get their
  // rating recomputed in the same transaction (marketplace.md C.4.2).
  auto shops = reviews::shops_reviewed_by(conn, user_id);
  if (!shops) return std::unexpected(shops.error());
  if (auto r = exec(conn, kDeleteUser, {user_id}); !r) return std::unexpected(r.error());
  for (const auto& shop : *shops) {
    if (auto r = reviews::recompute_rating(conn, shop); !r) return std::unexpected(r.error());
  }
  return {};
}

db::Result<bool> email_taken(db::Connection& conn, const std::string& email,
                             const std::string& except_user_id) {
  // A nil uuid when nobody is excepted: PostgreSQL refuses '' as a uuid.
  std::string except =
      except_user_id.empty() ? "00000000-0000-0000-0000-000000000000" : except_user_id;
  auto r = exec(conn, kEmailTaken, {email, except});
  if (!r) return std::unexpected(r.error());
  return !r->rows.empty();
}

}  // namespace emu::auth
