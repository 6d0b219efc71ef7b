// MFA with TOTP (contract 2.3 "MFA"): POST /factors (enroll), POST /factors/{id}/challenge,
// POST /factors/{id}/verify (raises the current session to aal2 and answers a new Session),
// DELETE /factors/{id}. All need a signed-in, non-anonymous user.
//
// Secrets: mfa_factors.secret holds the base32 TOTP secret as is (the server must compute
// codes; anyone who can read the database could also mint sessions with the signing key file,
// which lives beside it). A used code is remembered per factor in rate_limits under the key
// "mfa-totp-used:<factor id>" with window_start = the code's time step, so the same code (or an
// older one) cannot be replayed while it is still inside the +-1 step window; those rows age
// out with the table's normal sweep.
#include "auth/factors.hpp"

#include <openssl/rand.h>

#include "auth/bearer.hpp"
#include "auth/clock.hpp"
#include "auth/handlers.hpp"
#include "auth/rate_limit.hpp"
#include "auth/sessions.hpp"
#include "auth/sql.hpp"
#include "auth/tokens.hpp"
#include "auth/totp.hpp"
#include "common/ids.hpp"
#include "common/qr_svg.hpp"

namespace emu::auth {
namespace {

constexpr std::size_t kMaxFactors = 10;
constexpr std::size_t kSecretBytes = 20;

constexpr std::string_view kFactorsOfUser = R"sql(
    SELECT id, friendly_name, factor_type, status, phone, last_challenged_at, created_at,
    updated_at FROM mfa_factors WHERE user_id = $1 ORDER BY created_at, id)sql";
constexpr std::string_view kFindFactor = R"sql(
    SELECT id, friendly_name, factor_type, status, secret FROM mfa_factors
    WHERE id = $1 AND user_id = $2)sql";
constexpr std::string_view kInsertFactor = R"sql(
    INSERT INTO mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at,
    updated_at) VALUES ($1, $2, $3, 'totp', 'unverified', $4, $5, $5))sql";
constexpr std::string_view kInsertChallenge = R"sql(
    INSERT INTO mfa_challenges (id, factor_id, created_at, ip_address) VALUES ($1, $2, $3, $4))sql";
constexpr std::string_view kTouchChallenged = R"sql(
    UPDATE mfa_factors SET last_challenged_at = $2 WHERE id = $1)sql";
constexpr std::string_view kFindChallenge = R"sql(
    SELECT id, created_at, verified_at, ip_address FROM mfa_challenges
    WHERE id = $1 AND factor_id = $2)sql";
constexpr std::string_view kChallengeVerified = R"sql(
    UPDATE mfa_challenges SET verified_at = $2 WHERE id = $1 AND verified_at IS NULL)sql";
constexpr std::string_view kFactorVerified = R"sql(
    UPDATE mfa_factors SET status = 'verified', updated_at = $2 WHERE id = $1)sql";
constexpr std::string_view kLastUsedStep = R"sql(
    SELECT window_start FROM rate_limits WHERE key = $1 ORDER BY window_start DESC LIMIT 1)sql";
constexpr std::string_view kRememberStep = R"sql(
    INSERT INTO rate_limits (key, window_start, count) VALUES ($1, $2, 1))sql";
constexpr std::string_view kSessionAal2 = R"sql(
    UPDATE sessions SET aal = 'aal2', factor_id = $2, updated_at = $3 WHERE id = $1)sql";
constexpr std::string_view kFactorAmr = R"sql(
    INSERT INTO mfa_amr_claims (id, session_id, authentication_method, created_at, updated_at)
    VALUES ($1, $2, $3, $4, $4) ON CONFLICT (session_id, authentication_method)
    DO UPDATE SET updated_at = excluded.updated_at)sql";
constexpr std::string_view kRevokeSessionTokens = R"sql(
    UPDATE refresh_tokens SET revoked = true, updated_at = $2
    WHERE session_id = $1 AND revoked = false)sql";
constexpr std::string_view kDropTotpAmr = R"sql(
    DELETE FROM mfa_amr_claims WHERE authentication_method = 'totp' AND session_id IN
    (SELECT id FROM sessions WHERE factor_id = $1))sql";
constexpr std::string_view kDowngradeSessions = R"sql(
    UPDATE sessions SET aal = 'aal1', factor_id = NULL, updated_at = $2 WHERE factor_id = $1)sql";
constexpr std::string_view kDeleteFactor = R"sql(DELETE FROM mfa_factors WHERE id = $1)sql";

struct FactorRow {
  std::string id;
  std::optional<std::string> friendly_name;
  std::string type;
  std::string status;
  std::string secret;
};

// Unreserved characters stay; everything else is %XX. `keep` lists extra characters to keep.
std::string percent_encode(std::string_view text, std::string_view keep = {}) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : text) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~' ||
        keep.find(static_cast<char>(c)) != std::string_view::npos) {
      out.push_back(static_cast<char>(c));
    } else {
      out.push_back('%');
      out.push_back(kHex[c >> 4]);
      out.push_back(kHex[c & 0x0f]);
    }
  }
  return out;
}

// The host (and port) of the site URL: the default TOTP issuer.
std::string site_host(const AuthCall& call) {
  std::string url = call.site_url();
  auto scheme = url.find("://");
  std::string rest = scheme == std::string::npos ? url : url.substr(scheme + 3);
  return rest.substr(0, rest.find('/'));
}

AuthResult<CurrentUser> require_real_user(AuthCall& call, db::Connection& conn) {
  AUTH_TRY(current, require_user(call, conn));
  if (current.user.is_anonymous) {
    return fail(AuthCode::no_authorization, "Anonymous user not allowed to perform these actions",
                403);
  }
  return current;
}

AuthResult<std::string> session_aal(db::Connection& conn, const std::string& session_id) {
  AUTH_TRY(session, find_session(conn, session_id));
  if (!session) {
    return fail(AuthCode::session_not_found, "Session from session_id claim in JWT does not exist",
                403);
  }
  return session->aal.empty() ? std::string("aal1") : session->aal;
}

AuthResult<FactorRow> find_factor(AuthCall& call, db::Connection& conn,
                                  const std::string& user_id) {
  auto id = std::string(call.req.param("id"));
  if (!is_uuid(id)) return fail(AuthCode::mfa_factor_not_found, "Factor not found");
  AUTH_TRY(rows, exec(conn, kFindFactor, {id, user_id}));
  if (rows.rows.empty()) return fail(AuthCode::mfa_factor_not_found, "Factor not found");
  const auto& r = rows.rows[0];
  return FactorRow{cell_string(r[0]), cell_optional(r[1]), cell_string(r[2]), cell_string(r[3]),
                   cell_string(r[4])};
}

std::string new_secret() {
  unsigned char bytes[kSecretBytes];
  if (RAND_bytes(bytes, sizeof bytes) != 1) throw std::runtime_error("RAND_bytes failed");
  return base32_encode(std::string_view(reinterpret_cast<const char*>(bytes), sizeof bytes));
}

}  // namespace

db::Result<boost::json::array> factors_json(db::Connection& conn, const std::string& user_id) {
  auto rows = exec(conn, kFactorsOfUser, {user_id});
  if (!rows) return std::unexpected(rows.error());
  boost::json::array out;
  for (const auto& r : rows->rows) {
    boost::json::object f{
        {"id", cell_string(r[0])},        {"factor_type", cell_string(r[2])},
        {"status", cell_string(r[3])},    {"phone", cell_optional(r[4]).value_or("")},
        {"last_challenged_at", nullptr},  {"created_at", cell_string(r[6])},
        {"updated_at", cell_string(r[7])}};
    if (auto name = cell_optional(r[1]); name && !name->empty()) f["friendly_name"] = *name;
    if (auto at = cell_optional(r[5])) f["last_challenged_at"] = *at;
    out.push_back(std::move(f));
  }
  return out;
}

db::Result<void> remove_factor(db::Connection& conn, const std::string& factor_id,
                               const std::string& now) {
  // Sessions this factor raised to aal2 fall back to aal1 (the schema keeps them).
  if (auto r = exec(conn, kDropTotpAmr, {factor_id}); !r) return std::unexpected(r.error());
  if (auto r = exec(conn, kDowngradeSessions, {factor_id, now}); !r) {
    return std::unexpected(r.error());
  }
  if (auto r = exec(conn, kDeleteFactor, {factor_id}); !r) return std::unexpected(r.error());
  return {};
}

db::Result<void> add_factors(db::Connection& conn, boost::json::object& user_object,
                             const std::string& user_id) {
  auto factors = factors_json(conn, user_id);
  if (!factors) return std::unexpected(factors.error());
  if (!factors->empty()) user_object["factors"] = std::move(*factors);
  return {};
}

AuthResult<http::Response> enroll_factor(AuthCall& call) {
  AUTH_TRY(fields, string_fields(call.body, {"factor_type", "friendly_name", "issuer"}));
  auto& [factor_type, friendly_name, issuer_field] = fields;
  if (factor_type && *factor_type == "phone") {
    return fail(AuthCode::mfa_phone_enroll_not_enabled, "Phone MFA is not enabled");
  }
  if (!factor_type || *factor_type != "totp") {
    return fail(AuthCode::validation_failed, "factor_type needs to be totp", 422);
  }
  std::string issuer = issuer_field && !issuer_field->empty() ? *issuer_field : site_host(call);
  auto secret = new_secret();
  auto factor_id = common::new_uuid();

  AUTH_TRY(
      body,
      in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<boost::json::object> {
        AUTH_TRY(current, require_real_user(call, conn));
        AUTH_TRY(aal, session_aal(conn, current.session_id));
        AUTH_TRY(factors, factors_json(conn, current.user.id));
        bool has_verified = false;
        for (const auto& f : factors) {
          if (f.as_object().at("status") == "verified") has_verified = true;
          const auto* name = f.as_object().if_contains("friendly_name");
          if (friendly_name && !friendly_name->empty() && name &&
              name->as_string() == *friendly_name) {
            return fail(AuthCode::mfa_factor_name_conflict, "A factor with the friendly name \"" +
                                                                *friendly_name +
                                                                "\" for this user already exists");
          }
        }
        if (has_verified && aal != "aal2") {
          return fail(AuthCode::insufficient_aal, "AAL2 required to enroll a new factor");
        }
        if (factors.size() >= kMaxFactors) {
          return fail(AuthCode::too_many_enrolled_mfa_factors,
                      "Maximum number of verified factors reached, unenroll to continue");
        }
        std::optional<std::string> name;
        if (friendly_name && !friendly_name->empty()) name = *friendly_name;
        auto inserted = exec(conn, kInsertFactor,
                             {factor_id, current.user.id,
                              name ? db::Param(*name) : db::Param(nullptr), secret, call.now});
        if (!inserted && inserted.error().sqlstate == "23505") {
          return fail(AuthCode::mfa_factor_name_conflict, "A factor with the friendly name \"" +
                                                              name.value_or("") +
                                                              "\" for this user already exists");
        }
        if (!inserted) return std::unexpected(to_auth_error(inserted.error()));
        std::string uri = "otpauth://totp/" + percent_encode(issuer, " ") + ":" +
                          percent_encode(current.user.email, "@+") + "?secret=" + secret +
                          "&issuer=" + percent_encode(issuer) +
                          "&algorithm=SHA1&digits=6&period=30";
        // The label keeps spaces and '@' readable for apps, but must stay a valid URI.
        for (std::size_t p; (p = uri.find(' ')) != std::string::npos;) uri.replace(p, 1, "%20");
        auto svg = common::qr_svg(uri);
        if (!svg) return internal_failure("enroll_factor", "QR code too large");
        boost::json::object out{{"id", factor_id}, {"type", "totp"}};
        out["friendly_name"] = name.value_or("");
        out["totp"] = {{"qr_code", *svg}, {"secret", secret}, {"uri", uri}};
        return out;
      }));
  return json_ok(body);
}

AuthResult<http::Response> challenge_factor(AuthCall& call) {
  auto challenge_id = common::new_uuid();
  AUTH_TRY(
      body,
      in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<boost::json::object> {
        AUTH_TRY(current, require_real_user(call, conn));
        AUTH_TRY(factor, find_factor(call, conn, current.user.id));
        if (factor.type != "totp") {
          return fail(AuthCode::mfa_factor_not_found, "Factor not found");
        }
        AUTH_CHECK(
            exec(conn, kInsertChallenge, {challenge_id, factor.id, call.now, call.req.remote_ip}));
        AUTH_CHECK(exec(conn, kTouchChallenged, {factor.id, call.now}));
        auto created = parse_utc(call.now).value_or(Clock::now());
        return boost::json::object{
            {"id", challenge_id},
            {"type", "totp"},
            {"expires_at", epoch_seconds(created + call.ctx.config.mfa_challenge_ttl)}};
      }));
  return json_ok(body);
}

AuthResult<http::Response> verify_factor(AuthCall& call) {
  AUTH_TRY(challenge_id, string_field(call.body, "challenge_id"));
  AUTH_TRY(code, string_field(call.body, "code"));
  if (!challenge_id || !code) {
    return fail(AuthCode::validation_failed, "challenge_id and code are required");
  }
  AUTH_TRY(
      body,
      in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<boost::json::object> {
        AUTH_TRY(current, require_real_user(call, conn));
        AUTH_TRY(factor, find_factor(call, conn, current.user.id));
        if (!is_uuid(*challenge_id)) {
          return fail(AuthCode::mfa_factor_not_found,
                      "MFA factor with the provided challenge ID not found");
        }
        AUTH_TRY(rows, exec(conn, kFindChallenge, {*challenge_id, factor.id}));
        if (rows.rows.empty()) {
          return fail(AuthCode::mfa_factor_not_found,
                      "MFA factor with the provided challenge ID not found");
        }
        const auto& ch = rows.rows[0];
        auto created_at = cell_string(ch[1]);
        if (cell_optional(ch[2]) ||
            expired(created_at, call.ctx.config.mfa_challenge_ttl, Clock::now())) {
          return fail(AuthCode::mfa_challenge_expired,
                      "MFA challenge " + *challenge_id +
                          " has expired, verify against another challenge or create a new "
                          "challenge.");
        }
        if (cell_string(ch[3]) != call.req.remote_ip) {
          return fail(AuthCode::mfa_ip_address_mismatch,
                      "Challenge and verify IP addresses mismatch");
        }
        auto key = base32_decode(factor.secret);
        if (!key) return internal_failure("verify_factor", "stored TOTP secret is not base32");
        auto step = totp_match(*key, *code, epoch_seconds(Clock::now()));
        if (!step) {
          return fail(AuthCode::mfa_verification_failed, "Invalid TOTP code entered");
        }
        // One use per code: refuse a step at or before the last one accepted for this factor.
        auto used_key = "mfa-totp-used:" + factor.id;
        auto step_at =
            common::format_utc(Clock::time_point(std::chrono::seconds(*step * kTotpStepSeconds)));
        AUTH_TRY(last, exec(conn, kLastUsedStep, {used_key}));
        if (!last.rows.empty()) {
          auto last_at = parse_utc(cell_string(last.rows[0][0]));
          if (last_at && epoch_seconds(*last_at) >= *step * kTotpStepSeconds) {
            return fail(AuthCode::mfa_verification_failed, "Invalid TOTP code entered");
          }
        }
        auto remembered = exec(conn, kRememberStep, {used_key, step_at});
        if (!remembered && remembered.error().sqlstate == "23505") {
          return fail(AuthCode::mfa_verification_failed, "Invalid TOTP code entered");
        }
        if (!remembered) return std::unexpected(to_auth_error(remembered.error()));

        AUTH_TRY(marked, exec(conn, kChallengeVerified, {*challenge_id, call.now}));
        if (marked.affected_rows != 1) {
          return fail(AuthCode::mfa_challenge_expired,
                      "MFA challenge " + *challenge_id + " has already been used");
        }
        AUTH_CHECK(exec(conn, kFactorVerified, {factor.id, call.now}));
        AUTH_CHECK(exec(conn, kSessionAal2, {current.session_id, factor.id, call.now}));
        AUTH_CHECK(
            exec(conn, kFactorAmr, {common::new_uuid(), current.session_id, "totp", call.now}));
        AUTH_CHECK(exec(conn, kRevokeSessionTokens, {current.session_id, call.now}));
        auto refresh = new_refresh_token();
        AUTH_CHECK(insert_refresh_token(conn, refresh, current.user.id, current.session_id,
                                        std::nullopt, call.now));
        AUTH_TRY(session, find_session(conn, current.session_id));
        if (!session) return internal_failure("verify_factor", "session vanished");
        return session_response(call, conn, current.user, *session, refresh);
      }));
  return json_ok(body);
}

AuthResult<http::Response> unenroll_factor(AuthCall& call) {
  AUTH_TRY(
      body,
      in_transaction(*call.ctx.db, [&](db::Connection& conn) -> AuthResult<boost::json::object> {
        AUTH_TRY(current, require_real_user(call, conn));
        AUTH_TRY(factor, find_factor(call, conn, current.user.id));
        AUTH_TRY(aal, session_aal(conn, current.session_id));
        if (factor.status == "verified" && aal != "aal2") {
          return fail(AuthCode::insufficient_aal, "AAL2 required to unenroll verified factor", 422);
        }
        AUTH_CHECK(remove_factor(conn, factor.id, call.now));
        return boost::json::object{{"id", factor.id}};
      }));
  return json_ok(body);
}

}  // namespace emu::auth
