// The admin API (contract 2.3 "Admin"): list, read, create, update and delete users. Allowed
// for the service key or a signed-in admin (the admin guard in auth_routes.cpp); everyone else
// 403 not_admin. Every change writes an audit_log row in the same transaction.
#include <boost/json/serialize.hpp>
#include <charconv>

#include "auth/admin_support.hpp"
#include "auth/ban_duration.hpp"
#include "auth/bearer.hpp"
#include "auth/clock.hpp"
#include "auth/handlers.hpp"
#include "auth/password.hpp"
#include "auth/password_rules.hpp"
#include "auth/sql.hpp"
#include "auth/user_json.hpp"
#include "common/ids.hpp"

namespace emu::auth {
namespace {

AuthResult<std::int64_t> positive_query(const AuthCall& call, std::string_view name,
                                        std::int64_t fallback) {
  auto text = call.query(name).value_or("");
  if (text.empty()) return fallback;
  std::int64_t value = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc{} || end != text.data() + text.size() || value < 1) {
    return fail(AuthCode::validation_failed, std::string(name) + " must be a positive number");
  }
  return value;
}

// The fields PUT and POST share, read and checked before any transaction; the password is
// hashed here too (slow work stays outside the transaction).
struct AdminFields {
  std::optional<std::string> email;
  std::optional<std::string> password_hash;
  std::optional<bool> email_confirm;
  std::optional<boost::json::object> user_metadata;
  std::optional<boost::json::object> app_metadata;
  std::optional<std::string> ban_duration;
  std::optional<std::string> role;
};

AuthResult<AdminFields> read_fields(const AuthCall& call) {
  AdminFields f;
  AUTH_TRY(email, string_field(call.body, "email"));
  AUTH_TRY(password, string_field(call.body, "password"));
  AUTH_TRY(confirm, bool_field(call.body, "email_confirm"));
  AUTH_TRY(user_meta, object_field(call.body, "user_metadata"));
  AUTH_TRY(app_meta, object_field(call.body, "app_metadata"));
  AUTH_TRY(ban, string_field(call.body, "ban_duration"));
  AUTH_TRY(role, string_field(call.body, "role"));
  if (email) {
    f.email = normalize_email(*email);
    if (!plausible_email(*f.email)) {
      return fail(AuthCode::validation_failed, "Unable to validate email address: invalid format");
    }
  }
  if (password) {
    AUTH_CHECK(check_password_strength(*password, call.ctx.config.password_min_length));
    f.password_hash = hash_password(*password);
  }
  if (ban && *ban != "none" && !parse_go_duration(*ban)) {
    return fail(AuthCode::validation_failed, "invalid format for ban duration");
  }
  f.email_confirm = confirm;
  f.user_metadata = std::move(user_meta);
  f.app_metadata = std::move(app_meta);
  f.ban_duration = std::move(ban);
  f.role = std::move(role);
  return f;
}

AuthResult<void> apply_fields(AuthCall& call, db::Connection& conn, UserRow& user,
                              const AdminFields& f) {
  if (f.email && *f.email != user.email) {
    AUTH_TRY(taken, email_taken(conn, *f.email, user.id));
    if (taken) return email_exists();
    user.email = *f.email;
  }
  if (f.password_hash) user.encrypted_password = *f.password_hash;
  if (f.email_confirm.value_or(false) && !user.email_confirmed_at)
    user.email_confirmed_at = call.now;
  if (f.user_metadata) merge_metadata(user.user_metadata, *f.user_metadata);
  if (f.app_metadata) merge_metadata(user.app_metadata, *f.app_metadata);
  if (f.ban_duration) {
    if (*f.ban_duration == "none") {
      user.banned_until.reset();
    } else {
      user.banned_until = common::format_utc(Clock::now() + *parse_go_duration(*f.ban_duration));
    }
  }
  if (f.role && !f.role->empty()) user.role = *f.role;
  user.updated_at = call.now;
  AUTH_CHECK(save_user(conn, user));
  AUTH_CHECK(sync_email_identity(conn, user, call.now));
  return {};
}

}  // namespace

AuthResult<http::Response> admin_list_users(AuthCall& call) {
  AUTH_TRY(page, positive_query(call, "page", 1));
  AUTH_TRY(per_page, positive_query(call, "per_page", 50));
  per_page = std::min<std::int64_t>(per_page, 1000);
  AUTH_TRY(conn, call.ctx.db->acquire());
  AUTH_TRY(total, count_users(*conn));
  AUTH_TRY(rows, list_users(*conn, per_page, (page - 1) * per_page));
  boost::json::array users;
  for (const auto& row : rows) {
    AUTH_TRY(object, user_object(*conn, row));
    users.push_back(std::move(object));
  }
  auto res = json_ok({{"users", std::move(users)}, {"aud", "authenticated"}});
  // page must come first in each link: auth-js reads the number right after the first '='.
  auto base = call.site_url() + "/auth/v1/admin/users?page=";
  auto last = std::max<std::int64_t>(1, (total + per_page - 1) / per_page);
  auto suffix = "&per_page=" + std::to_string(per_page) + ">; rel=";
  std::string links;
  if (page < last) links = "<" + base + std::to_string(page + 1) + suffix + "\"next\", ";
  links += "<" + base + std::to_string(last) + suffix + "\"last\"";
  res.set("X-Total-Count", std::to_string(total));
  res.set(http::bhttp::field::link, links);
  return res;
}

AuthResult<http::Response> admin_get_user(AuthCall& call) {
  AUTH_TRY(conn, call.ctx.db->acquire());
  AUTH_TRY(user, target_user(call, *conn));
  AUTH_TRY(body, user_object(*conn, user));
  return json_ok(body);
}

AuthResult<http::Response> admin_update_user(AuthCall& call) {
  AUTH_TRY(fields, read_fields(call));
  AUTH_TRY(
      body,
      in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<boost::json::object> {
        AUTH_TRY(user, target_user(call, conn));
        AUTH_CHECK(apply_fields(call, conn, user, fields));
        boost::json::object details = call.body;
        details.erase("password");  // never in the log
        AUTH_CHECK(audit(call, conn, call.actor, "admin.user.update", user.id, details));
        return user_object(conn, user);
      }));
  return json_ok(body);
}

AuthResult<http::Response> admin_delete_user(AuthCall& call) {
  AUTH_CHECK(in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<bool> {
    AUTH_TRY(user, target_user(call, conn));
    auto deleted = delete_user(conn, user.id);
    if (!deleted && deleted.error().sqlstate == "23503") {
      return fail(AuthCode::validation_failed, "The user is still referenced by other records",
                  409);
    }
    AUTH_CHECK(deleted);
    AUTH_CHECK(
        audit(call, conn, call.actor, "admin.user.delete", user.id, {{"email", user.email}}));
    return true;
  }));
  return json_ok(boost::json::object{});
}

AuthResult<http::Response> admin_create_user(AuthCall& call) {
  AUTH_TRY(fields, read_fields(call));
  if (!fields.email)
    return fail(AuthCode::validation_failed, "Unable to validate email address: invalid format");
  AUTH_TRY(
      body,
      in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<boost::json::object> {
        AUTH_TRY(taken, email_taken(conn, *fields.email, ""));
        if (taken) return email_exists();
        NewUser fresh{
            common::new_uuid(), *fields.email, fields.password_hash, false, {}, {}, call.now};
        AUTH_TRY(user, insert_user(conn, fresh));
        AUTH_CHECK(apply_fields(call, conn, user, fields));
        AUTH_CHECK(
            audit(call, conn, call.actor, "admin.user.create", user.id, {{"email", user.email}}));
        return user_object(conn, user);
      }));
  return json_ok(body);
}

}  // namespace emu::auth
