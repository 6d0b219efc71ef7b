#include "app/config.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <ranges>

namespace emu::app {
namespace {

constexpr std::array kEnvVars{
    EnvVar{"EMU_LISTEN", "127.0.0.1:8080", "Address and port to listen on"},
    EnvVar{"EMU_DATABASE_URL", "sqlite:var/emu.db",
           "sqlite:<file> or postgres://user:pass@host:port/db"},
    EnvVar{"EMU_SITE_URL", "http://<EMU_LISTEN>",
           "Public origin of the site: links in e-mails, supabaseUrl, token issuer"},
    EnvVar{"EMU_ADMIN_EMAILS", "", "Comma-separated e-mails that get the admin role on sign-in"},
    EnvVar{"EMU_CONTACT_EMAIL", "hello@emu.hk", "Mailbox that receives admin notices"},
    EnvVar{"EMU_WHATSAPP_NUMBER", "",
           "Merchant team's WhatsApp, digits with the country code (85261234567); empty hides "
           "the WhatsApp links"},
    EnvVar{"EMU_REVIEW_BUSINESS_DAYS", "5",
           "Business days an application review takes, as promised on screens and in e-mails"},
    EnvVar{"EMU_MARKETPLACE", "0",
           "1 when the marketplace is open; 0 shows the pre-launch texts (launch badge)"},
    EnvVar{"EMU_SMTP_URL", "",
           "smtp://host:port or smtps://host:port; empty keeps e-mail in "
           "the outbox and logs its links"},
    EnvVar{"EMU_SMTP_USER", "", "SMTP user name"},
    EnvVar{"EMU_SMTP_PASSWORD", "", "SMTP password"},
    EnvVar{"EMU_SMTP_FROM", "Emu <no-reply@emu.hk>", "Sender of every e-mail"},
    EnvVar{"EMU_OUTBOX_POLL_MS", "1000", "How often the outbox worker looks for e-mail to send"},
    EnvVar{"EMU_OUTBOX_MAX_ATTEMPTS", "8", "Delivery attempts before an e-mail is marked failed"},
    EnvVar{"EMU_OUTBOX_BACKOFF_MS", "30000",
           "Wait before the first retry of a failed delivery; doubles per attempt (max 6 h)"},
    EnvVar{"EMU_OUTBOX_LEASE_MS", "300000",
           "An e-mail left 'sending' by a crashed server is retried after this long"},
    EnvVar{"EMU_GOOGLE_CLIENT_ID", "", "Google OAuth client id; empty turns Google sign-in off"},
    EnvVar{"EMU_GOOGLE_CLIENT_SECRET", "", "Google OAuth client secret"},
    EnvVar{"EMU_GOOGLE_ISSUER", "https://accounts.google.com",
           "OpenID issuer (tests point it at a local provider)"},
    EnvVar{"EMU_GOOGLE_AUTH_URL", "https://accounts.google.com/o/oauth2/v2/auth",
           "Google authorization endpoint (tests point it at a local provider)"},
    EnvVar{"EMU_GOOGLE_TOKEN_URL", "https://oauth2.googleapis.com/token",
           "Google token endpoint (tests point it at a local provider)"},
    EnvVar{"EMU_GOOGLE_JWKS_URL", "https://www.googleapis.com/oauth2/v3/certs",
           "Google id_token signing keys (tests point it at a local provider)"},
    EnvVar{"EMU_STORAGE_DIR", "var/storage", "Folder for uploaded files"},
    EnvVar{"EMU_UPLOAD_MAX_BYTES", "10485760",
           "Largest uploaded file; storage uploads get this limit instead of EMU_MAX_BODY"},
    EnvVar{"EMU_JWT_KEY_FILE", "var/jwt-key.pem",
           "ES256 signing key (PEM); created on first start"},
    EnvVar{"EMU_WEB_DIR", "web/dist", "Built SPA served for every non-API path"},
    EnvVar{"EMU_CORS_ORIGINS", "", "Comma-separated origins allowed cross-origin (split deploys)"},
    EnvVar{"EMU_MAX_BODY", "1048576", "Largest request body in bytes (413 above)"},
    EnvVar{"EMU_MAX_HEADER_BYTES", "8192", "Largest request header block in bytes (431 above)"},
    EnvVar{"EMU_REQUEST_TIMEOUT", "30", "Seconds a client has to send a whole request (408)"},
    EnvVar{"EMU_IDLE_TIMEOUT", "75", "Seconds an idle keep-alive connection stays open"},
    EnvVar{"EMU_IO_THREADS", "0", "I/O threads; 0 means one per core"},
    EnvVar{"EMU_WORKER_THREADS", "0", "Worker threads for blocking work; 0 means 2 per core"},
    EnvVar{"EMU_DB_POOL_SIZE", "8", "Database connections per server"},
    EnvVar{"EMU_REST_MAX_ROWS", "1000",
           "Most rows one /rest/v1 response returns, and one embedded list per parent row"},
    EnvVar{"EMU_REST_MAX_RESPONSE_MB", "16",
           "Largest /rest/v1 read answer in MiB (400, code 54000, above)"},
    EnvVar{"EMU_SQLITE_SYNCHRONOUS", "FULL",
           "SQLite PRAGMA synchronous: FULL (a commit survives power loss), NORMAL or EXTRA"},
    EnvVar{"EMU_REST_CACHE_MB", "64",
           "Megabytes of /rest/v1 read answers kept until the next commit; 0 off"},
    EnvVar{"EMU_LOG_LEVEL", "info", "trace, debug, info, warn, error"},
    EnvVar{"EMU_ACCESS_LOG", "1", "1 logs every request, 0 turns the access log off"},
    EnvVar{"EMU_AUTOCONFIRM", "0", "1 confirms sign-ups at once (no confirmation e-mail)"},
    EnvVar{"EMU_DISABLE_SIGNUP", "0", "1 refuses new sign-ups (signup_disabled)"},
    EnvVar{"EMU_ANONYMOUS_SIGNIN", "0",
           "1 allows anonymous sign-in (POST /auth/v1/signup without e-mail or phone)"},
    EnvVar{"EMU_MANUAL_LINKING", "1",
           "0 refuses linkIdentity / unlinkIdentity (manual_linking_disabled)"},
    EnvVar{"EMU_SECURE_PASSWORD_CHANGE", "0",
           "1 makes a password change from a session older than 24 hours need the nonce "
           "e-mailed by GET /auth/v1/reauthenticate"},
    EnvVar{"EMU_PASSWORD_MIN_LENGTH", "8", "Fewest characters a password may have (6 to 72)"},
    EnvVar{"EMU_REDIRECT_ALLOW_LIST", "",
           "Comma-separated origins allowed in redirect_to besides EMU_SITE_URL"},
    EnvVar{"EMU_JWT_EXPIRY", "3600", "Access token lifetime in seconds"},
    EnvVar{"EMU_OTP_TTL", "3600", "Seconds an e-mail link (confirm, recovery, ...) stays valid"},
    EnvVar{"EMU_FLOW_STATE_TTL", "300", "Seconds a PKCE auth code stays valid"},
    EnvVar{"EMU_MFA_CHALLENGE_TTL", "300", "Seconds an MFA challenge stays valid"},
    EnvVar{"EMU_REFRESH_REUSE_INTERVAL", "10",
           "Seconds a rotated refresh token may be replayed (lost response) before reuse "
           "revokes the session"},
    EnvVar{"EMU_RATE_SIGNIN_IP", "30/300", "Password sign-ins per IP: <count>/<seconds>; 0 off"},
    EnvVar{"EMU_RATE_SIGNIN_EMAIL", "10/300",
           "Password sign-ins per e-mail from one IP: <count>/<seconds>"},
    EnvVar{"EMU_RATE_SIGNUP_IP", "30/300", "Sign-ups per IP: <count>/<seconds>"},
    EnvVar{"EMU_RATE_RECOVER_IP", "30/300", "Recovery, resend and OTP requests per IP"},
    EnvVar{"EMU_RATE_VERIFY_IP", "30/300", "E-mail link verifications per IP"},
    EnvVar{"EMU_RATE_EMAIL_SEND", "3/60", "Identity e-mails per address: <count>/<seconds>"},
    EnvVar{"EMU_RATE_MAIL_IP", "20/3600",
           "Anonymous requests that queue e-mail (quick-apply, merchant-apply, send-email) per IP"},
    EnvVar{"EMU_RATE_MAIL_TO", "5/3600",
           "E-mails those anonymous requests may queue to one recipient address"},
};

const char* env(std::string_view name) {
  return std::getenv(std::string(name).c_str());  // NOLINT(concurrency-mt-unsafe): startup only
}

std::vector<std::string> split_list(std::string_view text) {
  std::vector<std::string> out;
  for (auto part : text | std::views::split(',')) {
    std::string item(part.begin(), part.end());
    auto first = item.find_first_not_of(" \t");
    auto last = item.find_last_not_of(" \t");
    if (first != std::string::npos) out.push_back(item.substr(first, last - first + 1));
  }
  return out;
}

// "<count>/<seconds>", or "0" to turn the limit off.
std::expected<void, std::string> read_rate(std::string_view name, RateRule& out) {
  const char* value = env(name);
  if (value == nullptr || *value == '\0') return {};
  std::string_view text(value);
  if (text == "0") {
    out.limit = 0;
    return {};
  }
  auto slash = text.find('/');
  unsigned limit = 0;
  long long seconds = 0;
  auto bad = [&] {
    return std::unexpected(std::string(name) + " must look like <count>/<seconds>, got '" +
                           std::string(text) + "'");
  };
  if (slash == std::string_view::npos) return bad();
  auto a = std::from_chars(text.data(), text.data() + slash, limit);
  auto b = std::from_chars(text.data() + slash + 1, text.data() + text.size(), seconds);
  if (a.ec != std::errc{} || a.ptr != text.data() + slash || b.ec != std::errc{} ||
      b.ptr != text.data() + text.size() || seconds <= 0) {
    return bad();
  }
  out = RateRule{limit, std::chrono::seconds(seconds)};
  return {};
}

template <class T>
std::expected<void, std::string> read_number(std::string_view name, T& out) {
  const char* value = env(name);
  if (value == nullptr || *value == '\0') return {};
  std::string_view text(value);
  T parsed{};
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), parsed);
  if (ec != std::errc{} || end != text.data() + text.size()) {
    return std::unexpected(std::string(name) + " must be a whole number, got '" +
                           std::string(text) + "'");
  }
  out = parsed;
  return {};
}

void read_string(std::string_view name, std::string& out) {
  if (const char* value = env(name)) out = value;
}

}  // namespace

std::span<const EnvVar> env_vars() { return kEnvVars; }

std::string Config::public_url() const {
  std::string url = site_url.empty() ? "http://" + listen : site_url;
  while (!url.empty() && url.back() == '/') url.pop_back();
  return url;
}

std::expected<Config, std::string> load_config_from_env() {
  Config c;
  read_string("EMU_LISTEN", c.listen);
  read_string("EMU_DATABASE_URL", c.database_url);
  read_string("EMU_SITE_URL", c.site_url);
  if (const char* v = env("EMU_ADMIN_EMAILS")) c.admin_emails = split_list(v);
  read_string("EMU_CONTACT_EMAIL", c.contact_email);
  read_string("EMU_WHATSAPP_NUMBER", c.whatsapp_number);
  if (!c.whatsapp_number.empty() &&
      (c.whatsapp_number.size() < 8 || c.whatsapp_number.size() > 15 ||
       !std::ranges::all_of(c.whatsapp_number, [](char ch) { return ch >= '0' && ch <= '9'; }))) {
    return std::unexpected(
        "EMU_WHATSAPP_NUMBER must be 8 to 15 digits with the country code, got '" +
        c.whatsapp_number + "'");
  }
  if (const char* v = env("EMU_MARKETPLACE")) c.marketplace = std::string_view(v) == "1";
  read_string("EMU_SMTP_URL", c.smtp_url);
  read_string("EMU_SMTP_USER", c.smtp_user);
  read_string("EMU_SMTP_PASSWORD", c.smtp_password);
  read_string("EMU_SMTP_FROM", c.smtp_from);
  read_string("EMU_GOOGLE_CLIENT_ID", c.google_client_id);
  read_string("EMU_GOOGLE_CLIENT_SECRET", c.google_client_secret);
  read_string("EMU_GOOGLE_ISSUER", c.google_issuer);
  read_string("EMU_GOOGLE_AUTH_URL", c.google_auth_url);
  read_string("EMU_GOOGLE_TOKEN_URL", c.google_token_url);
  read_string("EMU_GOOGLE_JWKS_URL", c.google_jwks_url);
  read_string("EMU_STORAGE_DIR", c.storage_dir);
  read_string("EMU_JWT_KEY_FILE", c.jwt_key_file);
  read_string("EMU_WEB_DIR", c.web_dir);
  if (const char* v = env("EMU_CORS_ORIGINS")) c.cors_origins = split_list(v);
  read_string("EMU_LOG_LEVEL", c.log_level);
  if (const char* v = env("EMU_ACCESS_LOG")) c.access_log = std::string_view(v) != "0";
  if (const char* v = env("EMU_AUTOCONFIRM")) c.autoconfirm = std::string_view(v) == "1";
  if (const char* v = env("EMU_DISABLE_SIGNUP")) c.disable_signup = std::string_view(v) == "1";
  if (const char* v = env("EMU_ANONYMOUS_SIGNIN")) c.anonymous_signin = std::string_view(v) == "1";
  if (const char* v = env("EMU_MANUAL_LINKING")) c.manual_linking = std::string_view(v) != "0";
  if (const char* v = env("EMU_SECURE_PASSWORD_CHANGE")) {
    c.secure_password_change = std::string_view(v) == "1";
  }
  if (auto r = read_number("EMU_PASSWORD_MIN_LENGTH", c.password_min_length); !r) {
    return std::unexpected(r.error());
  }
  if (c.password_min_length < 6 || c.password_min_length > 72) {
    return std::unexpected("EMU_PASSWORD_MIN_LENGTH must be between 6 and 72");
  }
  if (const char* v = env("EMU_REDIRECT_ALLOW_LIST")) c.redirect_allow_list = split_list(v);

  long long request_timeout = c.request_timeout.count();
  long long idle_timeout = c.idle_timeout.count();
  std::size_t rest_cache_mb = c.rest_cache_bytes >> 20;
  std::size_t rest_response_mb = c.rest_max_response_bytes >> 20;
  for (auto result :
       {read_number("EMU_MAX_BODY", c.max_body),
        read_number("EMU_MAX_HEADER_BYTES", c.max_header_bytes),
        read_number("EMU_REQUEST_TIMEOUT", request_timeout),
        read_number("EMU_IDLE_TIMEOUT", idle_timeout), read_number("EMU_IO_THREADS", c.io_threads),
        read_number("EMU_WORKER_THREADS", c.worker_threads),
        read_number("EMU_DB_POOL_SIZE", c.db_pool_size),
        read_number("EMU_REST_MAX_ROWS", c.rest_max_rows),
        read_number("EMU_REST_CACHE_MB", rest_cache_mb),
        read_number("EMU_REST_MAX_RESPONSE_MB", rest_response_mb),
        read_number("EMU_REVIEW_BUSINESS_DAYS", c.review_business_days)}) {
    if (!result) return std::unexpected(result.error());
  }
  if (c.review_business_days < 1 || c.review_business_days > 60) {
    return std::unexpected("EMU_REVIEW_BUSINESS_DAYS must be between 1 and 60");
  }
  if (rest_cache_mb > 65536) return std::unexpected("EMU_REST_CACHE_MB must be at most 65536");
  c.rest_cache_bytes = rest_cache_mb << 20;
  if (rest_response_mb < 1 || rest_response_mb > 4096) {
    return std::unexpected("EMU_REST_MAX_RESPONSE_MB must be between 1 and 4096");
  }
  c.rest_max_response_bytes = rest_response_mb << 20;
  if (const char* v = env("EMU_SQLITE_SYNCHRONOUS"); v != nullptr && *v != '\0') {
    std::string mode(v);
    std::ranges::transform(mode, mode.begin(), [](unsigned char ch) { return std::toupper(ch); });
    if (mode != "NORMAL" && mode != "FULL" && mode != "EXTRA") {
      return std::unexpected("EMU_SQLITE_SYNCHRONOUS must be NORMAL, FULL or EXTRA, got '" +
                             std::string(v) + "'");
    }
    c.sqlite_synchronous = mode;
  }
  long long jwt_expiry = c.jwt_expiry.count();
  long long otp_ttl = c.otp_ttl.count();
  long long flow_ttl = c.flow_state_ttl.count();
  long long mfa_ttl = c.mfa_challenge_ttl.count();
  long long reuse = c.refresh_reuse_interval.count();
  for (auto result :
       {read_number("EMU_JWT_EXPIRY", jwt_expiry), read_number("EMU_OTP_TTL", otp_ttl),
        read_number("EMU_FLOW_STATE_TTL", flow_ttl), read_number("EMU_MFA_CHALLENGE_TTL", mfa_ttl),
        read_number("EMU_REFRESH_REUSE_INTERVAL", reuse),
        read_rate("EMU_RATE_SIGNIN_IP", c.rate_signin_ip),
        read_rate("EMU_RATE_SIGNIN_EMAIL", c.rate_signin_email),
        read_rate("EMU_RATE_SIGNUP_IP", c.rate_signup_ip),
        read_rate("EMU_RATE_RECOVER_IP", c.rate_recover_ip),
        read_rate("EMU_RATE_VERIFY_IP", c.rate_verify_ip),
        read_rate("EMU_RATE_EMAIL_SEND", c.rate_email_send),
        read_rate("EMU_RATE_MAIL_IP", c.rate_mail_ip),
        read_rate("EMU_RATE_MAIL_TO", c.rate_mail_to)}) {
    if (!result) return std::unexpected(result.error());
  }
  long long poll_ms = c.outbox_poll.count();
  long long backoff_ms = c.outbox_backoff.count();
  long long lease_ms = c.outbox_lease.count();
  for (auto result : {read_number("EMU_OUTBOX_POLL_MS", poll_ms),
                      read_number("EMU_OUTBOX_MAX_ATTEMPTS", c.outbox_max_attempts),
                      read_number("EMU_OUTBOX_BACKOFF_MS", backoff_ms),
                      read_number("EMU_OUTBOX_LEASE_MS", lease_ms),
                      read_number("EMU_UPLOAD_MAX_BYTES", c.upload_max_bytes)}) {
    if (!result) return std::unexpected(result.error());
  }
  if (poll_ms <= 0 || backoff_ms <= 0 || lease_ms <= 0 || c.outbox_max_attempts <= 0 ||
      c.upload_max_bytes <= 0) {
    return std::unexpected(
        "EMU_OUTBOX_POLL_MS, EMU_OUTBOX_MAX_ATTEMPTS, EMU_OUTBOX_BACKOFF_MS, EMU_OUTBOX_LEASE_MS "
        "and EMU_UPLOAD_MAX_BYTES must be positive");
  }
  c.outbox_poll = std::chrono::milliseconds(poll_ms);
  c.outbox_backoff = std::chrono::milliseconds(backoff_ms);
  c.outbox_lease = std::chrono::milliseconds(lease_ms);
  if (jwt_expiry <= 0 || otp_ttl <= 0 || flow_ttl <= 0 || mfa_ttl <= 0 || reuse < 0) {
    return std::unexpected(
        "EMU_JWT_EXPIRY, EMU_OTP_TTL, EMU_FLOW_STATE_TTL and EMU_MFA_CHALLENGE_TTL must be "
        "positive");
  }
  c.mfa_challenge_ttl = std::chrono::seconds(mfa_ttl);
  c.jwt_expiry = std::chrono::seconds(jwt_expiry);
  c.otp_ttl = std::chrono::seconds(otp_ttl);
  c.flow_state_ttl = std::chrono::seconds(flow_ttl);
  c.refresh_reuse_interval = std::chrono::seconds(reuse);
  if (request_timeout <= 0 || idle_timeout <= 0) {
    return std::unexpected("EMU_REQUEST_TIMEOUT and EMU_IDLE_TIMEOUT must be positive");
  }
  if (c.db_pool_size == 0) return std::unexpected("EMU_DB_POOL_SIZE must be at least 1");
  if (c.rest_max_rows <= 0) return std::unexpected("EMU_REST_MAX_ROWS must be at least 1");
  c.request_timeout = std::chrono::seconds(request_timeout);
  c.idle_timeout = std::chrono::seconds(idle_timeout);
  return c;
}

}  // namespace emu::app
