#include "auth/admin_account.hpp"

#include <boost/json/serialize.hpp>

#include <algorithm>
#include <array>

#include "auth/password.hpp"
#include "common/ids.hpp"
#include "db/transaction.hpp"

namespace emu::auth {
namespace {

constexpr std::string_view kFindUser = R"sql(SELECT id FROM users WHERE email = $1)sql";
constexpr std::string_view kAdminUser = R"sql(
    INSERT INTO users (id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
    VALUES ($1, 'authenticated', 'authenticated', $2, $3, $4, $5, $6, $4, $4, $7))sql";
constexpr std::string_view kAdminIdentity = R"sql(
    INSERT INTO identities (id, provider_id, user_id, identity_data, provider, email,
    created_at, updated_at) VALUES ($1, $2, $6, $3, 'email', $4, $5, $5))sql";
constexpr std::string_view kUpdatePassword = R"sql(
    UPDATE users SET encrypted_password = $2, email_confirmed_at = COALESCE(email_confirmed_at,
    $3), banned_until = NULL, updated_at = $3 WHERE id = $1)sql";
constexpr std::string_view kAdminRole = R"sql(
    INSERT INTO user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT (user_id, role) DO NOTHING
)sql";
constexpr std::string_view kAdminProfile = R"sql(
    INSERT INTO user_profiles (user_id, email, name, created_at) VALUES ($1, $2, $3, $4)
    ON CONFLICT (user_id) DO NOTHING)sql";

bool plausible_admin_email(std::string_view email) {
  auto at = email.find('@');
  return email.size() <= 254 && at != std::string_view::npos && at > 0 &&
         email.find('.', at) != std::string_view::npos && email.find(' ') == std::string_view::npos;
}

}  // namespace

std::expected<CreateAdminResult, std::string> create_admin(db::Database& db, std::string email,
                                                           std::string password) {
  std::ranges::transform(email, email.begin(), [](unsigned char c) { return std::tolower(c); });
  if (!plausible_admin_email(email)) return std::unexpected("'" + email + "' is not an e-mail address");
  bool generated = password.empty();
  if (generated) password = common::random_token(12);
  if (password.size() < 8) return std::unexpected("the password needs at least 8 characters");
  std::string hash = hash_password(password);  // before the transaction: it takes a while
  std::string now = common::now_utc();

  CreateAdminResult result;
  auto done = db::in_transaction(db, db::TxMode::write, [&](db::Connection& conn) -> db::Result<bool> {
    std::array<db::Param, 1> find{email};
    auto found = conn.query(kFindUser, find);
    if (!found) return std::unexpected(found.error());
    if (found->rows.empty()) {
      result.user_id = common::new_uuid();
      result.created = true;
      boost::json::object app_meta{{"provider", "email"}, {"providers", boost::json::array{"email"}}};
      boost::json::object user_meta{{"name", "Admin"}, {"email_verified", true},
                                    {"onboarding_complete", true}};
      std::array<db::Param, 7> user{result.user_id, email, hash, now,
                                    boost::json::serialize(app_meta),
                                    boost::json::serialize(user_meta), false};
      if (auto r = conn.query(kAdminUser, user); !r) return std::unexpected(r.error());
      boost::json::object identity{{"sub", result.user_id}, {"email", email},
                                   {"email_verified", true}, {"phone_verified", false}};
      // provider_id is text and user_id a uuid: PostgreSQL wants one parameter per type.
      std::array<db::Param, 6> ident{common::new_uuid(), result.user_id,
                                     boost::json::serialize(identity), email, now, result.user_id};
      if (auto r = conn.query(kAdminIdentity, ident); !r) return std::unexpected(r.error());
      std::array<db::Param, 4> profile{result.user_id, email, std::string("Admin"), now};
      if (auto r = conn.query(kAdminProfile, profile); !r) return std::unexpected(r.error());
    } else {
      result.user_id = found->rows[0][0].as_string().c_str();
      std::array<db::Param, 3> update{result.user_id, hash, now};
      if (auto r = conn.query(kUpdatePassword, update); !r) return std::unexpected(r.error());
    }
    for (std::string role : {"admin", "user"}) {
      std::array<db::Param, 2> params{result.user_id, role};
      if (auto r = conn.query(kAdminRole, params); !r) return std::unexpected(r.error());
    }
    return true;
  });
  if (!done) return std::unexpected("cannot save the admin account: " + done.error().message);

  result.summary = (result.created ? "Created admin account " : "Admin account exists; password reset for ") +
                   email + (generated ? " with password: " + password : "") +
                   "\nSign in at /admin/login with this e-mail and password.";
  return result;
}

}  // namespace emu::auth
