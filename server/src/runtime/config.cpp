#include "runtime/config.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <functional>
#include <ranges>

namespace emu::runtime {
namespace {

using Status = std::expected<void, std::string>;

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

// A whole number; an empty value keeps the default.
template <class T>
Status parse_number(std::string_view name, std::string_view text, T& out) {
  if (text.empty()) return {};
  T parsed{};
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), parsed);
  if (ec != std::errc{} || end != text.data() + text.size()) {
    return std::unexpected(std::string(name) + " must be a whole number, got '" +
                           std::string(text) + "'");
  }
  out = parsed;
  return {};
}

template <auto Member>
Status text(std::string_view, std::string_view value, Config& c) {
  c.*Member = std::string(value);
  return {};
}

template <auto Member>
Status list(std::string_view, std::string_view value, Config& c) {
  c.*Member = split_list(value);
  return {};
}

template <auto Member>
Status flag_if_1(std::string_view, std::string_view value, Config& c) {
  c.*Member = value == "1";
  return {};
}

template <auto Member>
Status flag_unless_0(std::string_view, std::string_view value, Config& c) {
  c.*Member = value != "0";
  return {};
}

template <auto Member>
Status number(std::string_view name, std::string_view value, Config& c) {
  return parse_number(name, value, c.*Member);
}

template <auto Member>
Status seconds(std::string_view name, std::string_view value, Config& c) {
  long long n = (c.*Member).count();
  if (auto r = parse_number(name, value, n); !r) return r;
  c.*Member = std::chrono::seconds(n);
  return {};
}

template <auto Member>
Status millis(std::string_view name, std::string_view value, Config& c) {
  long long n = (c.*Member).count();
  if (auto r = parse_number(name, value, n); !r) return r;
  c.*Member = std::chrono::milliseconds(n);
  return {};
}

// "<count>/<seconds>", or "0" to turn the limit off.
template <auto Member>
Status rate(std::string_view name, std::string_view text, Config& c) {
  if (text.empty()) return {};
  RateRule& out = c.*Member;
  if (text == "0") {
    out.limit = 0;
    return {};
  }
  auto slash = text.find('/');
  unsigned limit = 0;
  long long secs = 0;
  auto bad = [&] {
    return std::unexpected(std::string(name) + " must look like <count>/<seconds>, got '" +
                           std::string(text) + "'");
  };
  if (slash == std::string_view::npos) return bad();
  auto a = std::from_chars(text.data(), text.data() + slash, limit);
  auto b = std::from_chars(text.data() + slash + 1, text.data() + text.size(), secs);
  if (a.ec != std::errc{} || a.ptr != text.data() + slash || b.ec != std::errc{} ||
      b.ptr != text.data() + text.size() || secs <= 0) {
    return bad();
  }
  out = RateRule{limit, std::chrono::seconds(secs)};
  return {};
}

Status rest_max_response_mb(std::string_view name, std::string_view value, Config& c) {
  std::size_t mb = c.rest_max_response_bytes >> 20;
  if (auto r = parse_number(name, value, mb); !r) return r;
  if (mb < 1 || mb > 4096) {
    return std::unexpected("EMU_REST_MAX_RESPONSE_MB must be between 1 and 4096");
  }
  c.rest_max_response_bytes = mb << 20;
  return {};
}

// NORMAL, FULL or EXTRA, in any case; an empty value keeps the default.
Status sqlite_synchronous(std::string_view, std::string_view value, Config& c) {
  if (value.empty()) return {};
  std::string mode(value);
  std::ranges::transform(mode, mode.begin(), [](unsigned char ch) { return std::toupper(ch); });
  if (mode != "NORMAL" && mode != "FULL" && mode != "EXTRA") {
    return std::unexpected("EMU_SQLITE_SYNCHRONOUS must be NORMAL, FULL or EXTRA, got '" +
                           std::string(value) + "'");
  }
  c.sqlite_synchronous = mode;
  return {};
}

// Digits with the country code (85261234567); empty hides every WhatsApp link.
Status whatsapp_number(std::string_view, std::string_view value, Config& c) {
  const std::string number(value);
  if (!number.empty() &&
      (number.size() < 8 || number.size() > 15 ||
       !std::ranges::all_of(number, [](char ch) { return ch >= '0' && ch <= '9'; }))) {
    return std::unexpected(
        "EMU_WHATSAPP_NUMBER must be 8 to 15 digits with the country code, got '" + number + "'");
  }
  c.whatsapp_number = number;
  return {};
}

Status review_business_days(std::string_view name, std::string_view value, Config& c) {
  if (auto r = parse_number(name, value, c.review_business_days); !r) return r;
  if (c.review_business_days < 1 || c.review_business_days > 60) {
    return std::unexpected("EMU_REVIEW_BUSINESS_DAYS must be between 1 and 60");
  }
  return {};
}

Status commission_percent(std::string_view name, std::string_view value, Config& c) {
  if (auto r = parse_number(name, value, c.commission_percent); !r) return r;
  if (c.commission_percent < 0 || c.commission_percent > 50) {
    return std::unexpected("EMU_COMMISSION_PERCENT must be between 0 and 50");
  }
  return {};
}

Status commission_bps(std::string_view name, std::string_view value, Config& c) {
  if (auto r = parse_number(name, value, c.commission_bps); !r) return r;
  if (c.commission_bps < 0 || c.commission_bps > 10000) {
    return std::unexpected("EMU_COMMISSION_BPS must be between 0 and 10000");
  }
  return {};
}

template <auto Member>
Status megabytes(std::string_view name, std::string_view value, Config& c) {
  std::size_t mb = c.*Member >> 20;
  if (auto r = parse_number(name, value, mb); !r) return r;
  if (mb > 65536) return std::unexpected(std::string(name) + " must be at most 65536");
  c.*Member = mb << 20;
  return {};
}

constexpr std::array kEnvVars{
    EnvVar{"EMU_LISTEN", "127.0.0.1:8080", "Address and port to listen on", text<&Config::listen>},
    EnvVar{"EMU_DATABASE_URL", "sqlite:var/emu.db",
           "sqlite:<file> or postgres://user:pass@host:port/db", text<&Config::database_url>},
    EnvVar{"EMU_SITE_URL", "http://<EMU_LISTEN>",
           "Public origin of the site: links in e-mails, supabaseUrl, token issuer",
           text<&Config::site_url>},
    EnvVar{"EMU_ADMIN_EMAILS", "", "Comma-separated e-mails that get the admin role on sign-in",
           list<&Config::admin_emails>},
    EnvVar{"EMU_CONTACT_EMAIL", "hello@emu.hk", "Mailbox that receives admin notices",
           text<&Config::contact_email>},
    EnvVar{"EMU_WHATSAPP_NUMBER", "",
           "Merchant team's WhatsApp, digits with the country code (85261234567); empty hides "
           "the WhatsApp links",
           whatsapp_number},
    EnvVar{"EMU_COMMISSION_PERCENT", "8",
           "Launch-phase booking commission in percent of a completed online booking, as the "
           "for-business page states it",
           commission_percent},
    EnvVar{"EMU_COMMISSION_BPS", "500",
           "The platform's commission on a kept card deposit, in basis points (500 = 5%); a "
           "shop's own commission_bps overrides it",
           commission_bps},
    EnvVar{"EMU_REVIEW_BUSINESS_DAYS", "5",
           "Business days an application review takes, as promised on screens and in e-mails",
           review_business_days},
    EnvVar{"EMU_MARKETPLACE", "1",
           "1: the marketplace is open (home, search, shop pages, favourites); 0: the pre-launch "
           "site (every path outside the spec's route table goes to /comingsoon)",
           flag_if_1<&Config::marketplace>},
    EnvVar{"EMU_DEMO", "0",
           "1 loads the demo accounts and a catalogue of about 200 bilingual shops into a new "
           "database at start-up (./emu run sets 1 unless EMU_DEMO=0)",
           flag_if_1<&Config::demo>},
    EnvVar{"EMU_SMTP_URL", "",
           "smtp://host:port or smtps://host:port; empty keeps e-mail in "
           "the outbox and logs its links",
           text<&Config::smtp_url>},
    EnvVar{"EMU_SMTP_USER", "", "SMTP user name", text<&Config::smtp_user>},
    EnvVar{"EMU_SMTP_PASSWORD", "", "SMTP password", text<&Config::smtp_password>},
    EnvVar{"EMU_SMTP_FROM", "Emu <no-reply@emu.hk>", "Sender of every e-mail",
           text<&Config::smtp_from>},
    EnvVar{"EMU_OUTBOX_POLL_MS", "1000", "How often the outbox worker looks for e-mail to send",
           millis<&Config::outbox_poll>},
    EnvVar{"EMU_OUTBOX_MAX_ATTEMPTS", "8", "Delivery attempts before an e-mail is marked failed",
           number<&Config::outbox_max_attempts>},
    EnvVar{"EMU_OUTBOX_BACKOFF_MS", "30000",
           "Wait before the first retry of a failed delivery; doubles per attempt (max 6 h)",
           millis<&Config::outbox_backoff>},
    EnvVar{"EMU_OUTBOX_LEASE_MS", "300000",
           "An e-mail left 'sending' by a crashed server is retried after this long",
           millis<&Config::outbox_lease>},
    EnvVar{"EMU_BOOKING_SWEEP_MS", "60000",
           "How often the booking jobs run (request expiry, 24 h reminders, auto-completion)",
           millis<&Config::booking_sweep>},
    EnvVar{"EMU_HKO_WARNSUM_URL",
           "https://data.weather.gov.hk/weatherAPI/opendata/weather.php?dataType=warnsum&lang=en",
           "The Hong Kong Observatory's warning summary (JSON); T8 and above and the Black "
           "Rainstorm signal switch the weather mode on and off by themselves",
           text<&Config::hko_warnsum_url>},
    EnvVar{"EMU_HKO_POLL_SECONDS", "60", "How often the Observatory's feed is read; 0 turns it off",
           seconds<&Config::hko_poll>},
    EnvVar{"EMU_WHATSAPP_TOKEN", "",
           "WhatsApp Cloud API access token (a system user's); empty turns WhatsApp messages off "
           "and the e-mails go out as before",
           text<&Config::whatsapp_token>},
    EnvVar{"EMU_WHATSAPP_PHONE_NUMBER_ID", "",
           "The WhatsApp Business phone number id messages are sent from",
           text<&Config::whatsapp_phone_number_id>},
    EnvVar{"EMU_WHATSAPP_APP_SECRET", "",
           "The Meta app's secret: POST /webhooks/whatsapp must carry X-Hub-Signature-256 made "
           "with it (401 otherwise)",
           text<&Config::whatsapp_app_secret>},
    EnvVar{"EMU_WHATSAPP_VERIFY_TOKEN", "",
           "The token GET /webhooks/whatsapp expects in hub.verify_token when Meta subscribes the "
           "webhook (403 otherwise)",
           text<&Config::whatsapp_verify_token>},
    EnvVar{"EMU_WHATSAPP_API_BASE", "https://graph.facebook.com/v21.0",
           "The Cloud API's base URL (tests point it at a local stand-in)",
           text<&Config::whatsapp_api_base>},
    EnvVar{"EMU_STRIPE_SECRET_KEY", "",
           "Stripe secret key (sk_test_… for test mode); empty turns card payment off",
           text<&Config::stripe_secret_key>},
    EnvVar{"EMU_STRIPE_WEBHOOK_SECRET", "",
           "Signing secret of the Stripe webhook endpoint /webhooks/stripe (whsec_…)",
           text<&Config::stripe_webhook_secret>},
    EnvVar{"EMU_STRIPE_API_BASE", "https://api.stripe.com",
           "Stripe's API origin (tests point it at a local stand-in)",
           text<&Config::stripe_api_base>},
    EnvVar{"EMU_ANALYTICS_FLUSH_MS", "5000",
           "How often counted shop page views and search impressions are written to the database",
           millis<&Config::analytics_flush>},
    EnvVar{"EMU_BOOKING_REQUEST_TTL", "43200",
           "Seconds a booking request waits for the shop before it expires (also expires at the "
           "shop's minimum notice before the start)",
           seconds<&Config::booking_request_ttl>},
    EnvVar{"EMU_BOOKING_REMINDER_BEFORE", "86400",
           "Seconds before a confirmed booking that its reminder e-mail goes out",
           seconds<&Config::booking_reminder_before>},
    EnvVar{"EMU_BOOKING_COMPLETE_AFTER", "86400",
           "Seconds after its end that a confirmed booking becomes completed (unless no-show)",
           seconds<&Config::booking_complete_after>},
    EnvVar{"EMU_REVIEW_INVITE_AFTER", "10800",
           "Seconds after a booking is completed that the review invitation e-mail goes out",
           seconds<&Config::review_invite_after>},
    EnvVar{"EMU_GOOGLE_CLIENT_ID", "", "Google OAuth client id; empty turns Google sign-in off",
           text<&Config::google_client_id>},
    EnvVar{"EMU_GOOGLE_CLIENT_SECRET", "", "Google OAuth client secret",
           text<&Config::google_client_secret>},
    EnvVar{"EMU_GOOGLE_ISSUER", "https://accounts.google.com",
           "OpenID issuer (tests point it at a local provider)", text<&Config::google_issuer>},
    EnvVar{"EMU_GOOGLE_AUTH_URL", "https://accounts.google.com/o/oauth2/v2/auth",
           "Google authorization endpoint (tests point it at a local provider)",
           text<&Config::google_auth_url>},
    EnvVar{"EMU_GOOGLE_TOKEN_URL", "https://oauth2.googleapis.com/token",
           "Google token endpoint (tests point it at a local provider)",
           text<&Config::google_token_url>},
    EnvVar{"EMU_GOOGLE_JWKS_URL", "https://www.googleapis.com/oauth2/v3/certs",
           "Google id_token signing keys (tests point it at a local provider)",
           text<&Config::google_jwks_url>},
    EnvVar{"EMU_STORAGE_DIR", "var/storage", "Folder for uploaded files",
           text<&Config::storage_dir>},
    EnvVar{"EMU_UPLOAD_MAX_BYTES", "10485760",
           "Largest uploaded file; storage uploads get this limit instead of EMU_MAX_BODY",
           number<&Config::upload_max_bytes>},
    EnvVar{"EMU_JWT_KEY_FILE", "var/jwt-key.pem", "ES256 signing key (PEM); created on first start",
           text<&Config::jwt_key_file>},
    EnvVar{"EMU_WEB_DIR", "web/dist", "Built SPA served for every non-API path",
           text<&Config::web_dir>},
    EnvVar{"EMU_CORS_ORIGINS", "", "Comma-separated origins allowed cross-origin (split deploys)",
           list<&Config::cors_origins>},
    EnvVar{"EMU_MAX_BODY", "1048576", "Largest request body in bytes (413 above)",
           number<&Config::max_body>},
    EnvVar{"EMU_MAX_HEADER_BYTES", "8192", "Largest request header block in bytes (431 above)",
           number<&Config::max_header_bytes>},
    EnvVar{"EMU_REQUEST_TIMEOUT", "30", "Seconds a client has to send a whole request (408)",
           seconds<&Config::request_timeout>},
    EnvVar{"EMU_IDLE_TIMEOUT", "75", "Seconds an idle keep-alive connection stays open",
           seconds<&Config::idle_timeout>},
    EnvVar{"EMU_DRAIN_MS", "5000",
           "Milliseconds from SIGTERM to exit: requests under way are answered (503 when they "
           "cannot finish) and unfinished database work is rolled back within it",
           millis<&Config::drain>},
    EnvVar{"EMU_IO_THREADS", "0", "I/O threads; 0 means one per core", number<&Config::io_threads>},
    EnvVar{"EMU_WORKER_THREADS", "0", "Worker threads for blocking work; 0 means 2 per core",
           number<&Config::worker_threads>},
    EnvVar{"EMU_DB_POOL_SIZE", "8", "Database connections per server",
           number<&Config::db_pool_size>},
    EnvVar{"EMU_DB_LOCK_TIMEOUT_MS", "5000",
           "Milliseconds a statement waits for a lock held by another connection (SQLite busy "
           "wait, PostgreSQL lock_timeout); then 503",
           millis<&Config::db_lock_timeout>},
    EnvVar{"EMU_DB_STATEMENT_TIMEOUT_MS", "30000",
           "PostgreSQL statement_timeout in milliseconds (then 503); 0 means none",
           millis<&Config::db_statement_timeout>},
    EnvVar{"EMU_REST_MAX_ROWS", "1000",
           "Most rows one /rest/v1 response returns, and one embedded list per parent row",
           number<&Config::rest_max_rows>},
    EnvVar{"EMU_REST_MAX_RESPONSE_MB", "16",
           "Largest /rest/v1 read answer in MiB (400, code 54000, above)", rest_max_response_mb},
    EnvVar{"EMU_SQLITE_SYNCHRONOUS", "FULL",
           "SQLite PRAGMA synchronous: FULL (a commit survives power loss), NORMAL or EXTRA",
           sqlite_synchronous},
    EnvVar{"EMU_REALTIME_MAX_CONNECTIONS", "10000",
           "Most /realtime/v1 WebSocket connections one server keeps open (503 above)",
           number<&Config::realtime_max_connections>},
    EnvVar{"EMU_REALTIME_SEND_QUEUE", "256",
           "Realtime frames queued for one slow client before it is disconnected",
           number<&Config::realtime_send_queue>},
    EnvVar{"EMU_REALTIME_EVENTS_PER_SECOND", "10",
           "Realtime change events sent per channel per second; more are dropped",
           number<&Config::realtime_events_per_second>},
    EnvVar{"EMU_SEARCH_INDEX", "1",
           "1 answers shop searches from an in-memory index kept in step with the database; 0 "
           "runs the SQL every time (less memory, ~12 ms per broad search at 50,000 shops)",
           flag_unless_0<&Config::search_index>},
    EnvVar{"EMU_REST_CACHE_MB", "64",
           "Megabytes of /rest/v1 read answers kept until the next commit; 0 off",
           megabytes<&Config::rest_cache_bytes>},
    EnvVar{"EMU_SLOTS_CACHE_MB", "16",
           "Megabytes of available-slots answers kept until the next commit or minute; 0 off",
           megabytes<&Config::slots_cache_bytes>},
    EnvVar{"EMU_LOG_LEVEL", "info", "trace, debug, info, warn, error", text<&Config::log_level>},
    EnvVar{"EMU_ACCESS_LOG", "1", "1 logs every request, 0 turns the access log off",
           flag_unless_0<&Config::access_log>},
    EnvVar{"EMU_AUTOCONFIRM", "0", "1 confirms sign-ups at once (no confirmation e-mail)",
           flag_if_1<&Config::autoconfirm>},
    EnvVar{"EMU_DISABLE_SIGNUP", "0", "1 refuses new sign-ups (signup_disabled)",
           flag_if_1<&Config::disable_signup>},
    EnvVar{"EMU_ANONYMOUS_SIGNIN", "0",
           "1 allows anonymous sign-in (POST /auth/v1/signup without e-mail or phone)",
           flag_if_1<&Config::anonymous_signin>},
    EnvVar{"EMU_MANUAL_LINKING", "1",
           "0 refuses linkIdentity / unlinkIdentity (manual_linking_disabled)",
           flag_unless_0<&Config::manual_linking>},
    EnvVar{"EMU_SECURE_PASSWORD_CHANGE", "0",
           "1 makes a password change from a session older than 24 hours need the nonce "
           "e-mailed by GET /auth/v1/reauthenticate",
           flag_if_1<&Config::secure_password_change>},
    EnvVar{"EMU_PASSWORD_MIN_LENGTH", "8", "Fewest characters a password may have (6 to 72)",
           number<&Config::password_min_length>},
    EnvVar{"EMU_REDIRECT_ALLOW_LIST", "",
           "Comma-separated origins allowed in redirect_to besides EMU_SITE_URL",
           list<&Config::redirect_allow_list>},
    EnvVar{"EMU_JWT_EXPIRY", "3600", "Access token lifetime in seconds",
           seconds<&Config::jwt_expiry>},
    EnvVar{"EMU_OTP_TTL", "3600", "Seconds an e-mail link (confirm, recovery, ...) stays valid",
           seconds<&Config::otp_ttl>},
    EnvVar{"EMU_FLOW_STATE_TTL", "300", "Seconds a PKCE auth code stays valid",
           seconds<&Config::flow_state_ttl>},
    EnvVar{"EMU_MFA_CHALLENGE_TTL", "300", "Seconds an MFA challenge stays valid",
           seconds<&Config::mfa_challenge_ttl>},
    EnvVar{"EMU_REFRESH_REUSE_INTERVAL", "10",
           "Seconds a rotated refresh token may be replayed (lost response) before reuse "
           "revokes the session",
           seconds<&Config::refresh_reuse_interval>},
    EnvVar{"EMU_RATE_SIGNIN_IP", "30/300", "Password sign-ins per IP: <count>/<seconds>; 0 off",
           rate<&Config::rate_signin_ip>},
    EnvVar{"EMU_RATE_SIGNIN_EMAIL", "10/300",
           "Password sign-ins per e-mail from one IP: <count>/<seconds>",
           rate<&Config::rate_signin_email>},
    EnvVar{"EMU_RATE_SIGNUP_IP", "30/300", "Sign-ups per IP: <count>/<seconds>",
           rate<&Config::rate_signup_ip>},
    EnvVar{"EMU_RATE_RECOVER_IP", "30/300", "Recovery, resend and OTP requests per IP",
           rate<&Config::rate_recover_ip>},
    EnvVar{"EMU_RATE_VERIFY_IP", "30/300", "E-mail link verifications per IP",
           rate<&Config::rate_verify_ip>},
    EnvVar{"EMU_RATE_EMAIL_SEND", "3/60", "Identity e-mails per address: <count>/<seconds>",
           rate<&Config::rate_email_send>},
    EnvVar{"EMU_RATE_MAIL_IP", "20/3600",
           "Anonymous requests that queue e-mail (quick-apply, merchant-apply, send-email) per IP",
           rate<&Config::rate_mail_ip>},
    EnvVar{"EMU_RATE_MAIL_TO", "5/3600",
           "E-mails those anonymous requests may queue to one recipient address",
           rate<&Config::rate_mail_to>},
    EnvVar{"EMU_RATE_SHOP_VIEW_IP", "10/3600",
           "Shop page views counted for one shop from one IP (shop-view); more are answered but "
           "not counted",
           rate<&Config::rate_shop_view_ip>},
    EnvVar{"EMU_RATE_IMPRESSION_IP", "10/3600",
           "Search impressions counted for one shop from one IP (search-shops; per instance, in "
           "memory); more searches are answered but not counted",
           rate<&Config::rate_impression_ip>},
};

}  // namespace

std::span<const EnvVar> env_vars() { return kEnvVars; }

std::string Config::public_url() const {
  std::string url = site_url.empty() ? "http://" + listen : site_url;
  while (!url.empty() && url.back() == '/') url.pop_back();
  return url;
}

std::expected<Config, std::string> apply_env(
    Config c, const std::function<const char*(std::string_view)>& get) {
  for (const auto& var : kEnvVars) {
    if (const char* value = get(var.name)) {
      if (auto read = var.read(var.name, value, c); !read) return std::unexpected(read.error());
    }
  }
  // Rules across variables.
  if (c.outbox_poll.count() <= 0 || c.outbox_backoff.count() <= 0 || c.outbox_lease.count() <= 0 ||
      c.outbox_max_attempts <= 0 || c.upload_max_bytes <= 0 || c.booking_sweep.count() <= 0 ||
      c.analytics_flush.count() <= 0 || c.booking_request_ttl.count() <= 0 ||
      c.booking_reminder_before.count() < 0 || c.booking_complete_after.count() < 0 ||
      c.review_invite_after.count() < 0) {
    return std::unexpected(
        "EMU_OUTBOX_POLL_MS, EMU_OUTBOX_MAX_ATTEMPTS, EMU_OUTBOX_BACKOFF_MS, EMU_OUTBOX_LEASE_MS, "
        "EMU_UPLOAD_MAX_BYTES, EMU_BOOKING_SWEEP_MS, EMU_ANALYTICS_FLUSH_MS and "
        "EMU_BOOKING_REQUEST_TTL must be positive");
  }
  if (c.jwt_expiry.count() <= 0 || c.otp_ttl.count() <= 0 || c.flow_state_ttl.count() <= 0 ||
      c.mfa_challenge_ttl.count() <= 0 || c.refresh_reuse_interval.count() < 0) {
    return std::unexpected(
        "EMU_JWT_EXPIRY, EMU_OTP_TTL, EMU_FLOW_STATE_TTL and EMU_MFA_CHALLENGE_TTL must be "
        "positive");
  }
  if (c.request_timeout.count() <= 0 || c.idle_timeout.count() <= 0) {
    return std::unexpected("EMU_REQUEST_TIMEOUT and EMU_IDLE_TIMEOUT must be positive");
  }
  if (c.password_min_length < 6 || c.password_min_length > 72) {
    return std::unexpected("EMU_PASSWORD_MIN_LENGTH must be between 6 and 72");
  }
  if (c.db_pool_size == 0) return std::unexpected("EMU_DB_POOL_SIZE must be at least 1");
  // The stop keeps a fifth of the window (at least 250 ms) to answer and roll back.
  if (c.drain.count() < 500) return std::unexpected("EMU_DRAIN_MS must be at least 500");
  if (c.db_lock_timeout.count() <= 0 || c.db_statement_timeout.count() < 0) {
    return std::unexpected(
        "EMU_DB_LOCK_TIMEOUT_MS must be positive and EMU_DB_STATEMENT_TIMEOUT_MS not negative");
  }
  if (c.rest_max_rows <= 0) return std::unexpected("EMU_REST_MAX_ROWS must be at least 1");
  return c;
}

std::expected<Config, std::string> load_config_from_env() { return apply_env(Config{}, env); }

std::string example_env() {
  std::string text =
      "# Emu's environment variables, written by `emu-server example-env` from the one table in\n"
      "# server/src/runtime/config.cpp (a unit test fails when this file is stale). Every line is\n"
      "# commented out: the value shown is the default.\n";
  for (const auto& var : kEnvVars) {
    text += "\n# " + std::string(var.description) + "\n";
    text += "# " + std::string(var.name) + "=" + std::string(var.default_value) + "\n";
  }
  return text;
}

}  // namespace emu::runtime
