// One typed configuration struct with defaults, overridden by EMU_* environment variables
// (GoTrue's example.env idea): every variable is declared once, in the table in config.cpp,
// which reads it and feeds `emu-server --help` and example.env (`emu-server example-env`).
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <expected>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace emu::runtime {

// A fixed-window rate limit: at most `limit` events per `window`; limit 0 turns it off.
struct RateRule {
  unsigned limit = 0;
  std::chrono::seconds window{300};
  bool operator==(const RateRule&) const = default;
};

struct Config {
  std::string listen = "127.0.0.1:8080";
  std::string database_url = "sqlite:var/emu.db";
  std::string site_url;  // empty: http://<listen>
  std::vector<std::string> admin_emails;
  std::string contact_email = "hello@emu.hk";
  // The merchant team's WhatsApp: digits with the country code (85261234567); empty hides
  // every WhatsApp link of the SPA.
  std::string whatsapp_number;
  // The launch-phase booking commission the for-business page states, in percent of a
  // completed online booking.
  int commission_percent = 8;
  // The platform's commission on kept card deposits, in basis points (a shop's
  // businesses.commission_bps overrides it; salon-day.md C.3).
  int commission_bps = 500;
  // The review time every screen and e-mail promises, in business days.
  int review_business_days = 5;
  // The marketplace is open (shops listed, bookings); off: the pre-launch screens.
  bool marketplace = true;
  // Load the demo data and the marketplace catalogue into a new database (no shops yet) at
  // start-up; `./emu run` turns it on unless EMU_DEMO=0.
  bool demo = false;
  std::string smtp_url;
  std::string smtp_user;
  std::string smtp_password;
  std::string smtp_from = "Emu <no-reply@emu.hk>";
  // The e-mail outbox worker (mail/outbox_worker.hpp).
  std::chrono::milliseconds outbox_poll{1000};
  std::int64_t outbox_max_attempts = 8;
  std::chrono::milliseconds outbox_backoff{30'000};  // first retry; doubles per attempt
  std::chrono::milliseconds outbox_lease{300'000};   // a crashed delivery is retried after this
  // The booking jobs (booking/booking_jobs.hpp): request expiry, the 24 h reminder and
  // auto-completion, run every booking_sweep by every server (each step is idempotent).
  std::chrono::milliseconds booking_sweep{60'000};
  // The Observatory's warnsum feed (observatory/): polled every hko_poll (0: off).
  std::string hko_warnsum_url =
      "https://data.weather.gov.hk/weatherAPI/opendata/weather.php?dataType=warnsum&lang=en";
  std::chrono::seconds hko_poll{60};
  // WhatsApp Business Platform, Cloud API (messaging/): template messages to customers who
  // opted in and alerts to shops; off while the token is empty. The app secret checks the
  // webhook's signature, the verify token answers its subscription challenge.
  std::string whatsapp_token;
  std::string whatsapp_phone_number_id;
  std::string whatsapp_app_secret;
  std::string whatsapp_verify_token;
  std::string whatsapp_api_base = "https://graph.facebook.com/v21.0";
  // Card payments through Stripe Checkout (payments/stripe_gateway.hpp): off while the secret
  // key is empty; the webhook secret verifies POST /webhooks/stripe.
  std::string stripe_secret_key;
  std::string stripe_webhook_secret;
  std::string stripe_api_base = "https://api.stripe.com";
  // How often shop page views and search impressions held in memory are added to
  // shop_daily_stats (analytics/shop_counters.hpp).
  std::chrono::milliseconds analytics_flush{5'000};
  std::chrono::seconds booking_request_ttl{12 * 3600};      // an unanswered request expires
  std::chrono::seconds booking_reminder_before{24 * 3600};  // the reminder goes out this early
  std::chrono::seconds booking_complete_after{24 * 3600};   // confirmed -> completed after the end
  std::chrono::seconds review_invite_after{3 * 3600};       // completed -> review invitation e-mail
  std::string google_client_id;
  std::string google_client_secret;
  std::string google_issuer = "https://accounts.google.com";
  std::string google_auth_url = "https://accounts.google.com/o/oauth2/v2/auth";
  std::string google_token_url = "https://oauth2.googleapis.com/token";
  std::string google_jwks_url = "https://www.googleapis.com/oauth2/v3/certs";
  std::string storage_dir = "var/storage";
  std::int64_t upload_max_bytes = 10 * 1024 * 1024;  // largest upload (also per-bucket limits)
  std::string jwt_key_file = "var/jwt-key.pem";
  std::string web_dir = "web/dist";
  std::vector<std::string> cors_origins;
  std::size_t max_body = 1024 * 1024;
  std::size_t max_header_bytes = 8192;
  std::chrono::seconds request_timeout{30};
  std::chrono::seconds idle_timeout{75};
  // SIGTERM to exit, whatever clients and the database do (app/serve.cpp: the stop).
  std::chrono::milliseconds drain{5'000};
  std::chrono::milliseconds db_lock_timeout{5'000};        // SQLite busy wait, PG lock_timeout
  std::chrono::milliseconds db_statement_timeout{30'000};  // PostgreSQL statement_timeout; 0 none
  unsigned io_threads = 0;      // 0: one per core
  unsigned worker_threads = 0;  // 0: two per core, at least 4
  std::size_t db_pool_size = 8;
  std::int64_t rest_max_rows = 1000;                // most rows one /rest/v1 response returns
  std::size_t rest_cache_bytes = 64u << 20;         // answers of /rest/v1 reads kept; 0: none
  std::size_t slots_cache_bytes = 16u << 20;        // available-slots answers kept; 0: none
  bool search_index = true;  // search-shops from memory (search/live_shop_index.hpp); false: SQL
  std::size_t rest_max_response_bytes = 16u << 20;  // largest /rest/v1 read answer
  std::size_t realtime_max_connections = 10000;     // open /realtime/v1 WebSockets
  std::size_t realtime_send_queue = 256;            // frames queued per socket before a drop
  std::size_t realtime_events_per_second = 10;      // per channel; more are dropped
  std::string sqlite_synchronous = "FULL";          // PRAGMA synchronous: NORMAL, FULL, EXTRA
  std::string log_level = "info";
  bool access_log = true;

  // Identity (/auth/v1).
  bool autoconfirm = false;  // sign-ups are confirmed at once (no e-mail)
  bool disable_signup = false;
  bool anonymous_signin = false;        // POST /signup without e-mail or phone
  bool manual_linking = true;           // linkIdentity / unlinkIdentity
  bool secure_password_change = false;  // PUT /user password needs a /reauthenticate nonce
  std::size_t password_min_length = 8;
  std::vector<std::string> redirect_allow_list;  // extra origins allowed in redirect_to
  std::chrono::seconds jwt_expiry{3600};
  std::chrono::seconds otp_ttl{3600};           // e-mail links
  std::chrono::seconds flow_state_ttl{300};     // PKCE auth codes
  std::chrono::seconds mfa_challenge_ttl{300};  // MFA challenges (POST /factors/{id}/challenge)
  std::chrono::seconds refresh_reuse_interval{10};
  RateRule rate_signin_ip{30, std::chrono::seconds(300)};
  RateRule rate_signin_email{10, std::chrono::seconds(300)};
  RateRule rate_signup_ip{30, std::chrono::seconds(300)};
  RateRule rate_recover_ip{30, std::chrono::seconds(300)};
  RateRule rate_verify_ip{30, std::chrono::seconds(300)};
  RateRule rate_email_send{3, std::chrono::seconds(60)};
  // Anonymous functions that queue e-mail (quick-apply, merchant-apply, send-email).
  RateRule rate_mail_ip{20, std::chrono::seconds(3600)};
  RateRule rate_mail_to{5, std::chrono::seconds(3600)};
  // shop-view's beacon: views of one shop counted from one client IP (more are not counted).
  RateRule rate_shop_view_ip{10, std::chrono::seconds(3600)};
  // search-shops: appearances of one shop in the results counted for one client IP.
  RateRule rate_impression_ip{10, std::chrono::seconds(3600)};

  // The public origin the browser uses, without a trailing slash.
  [[nodiscard]] std::string public_url() const;
  [[nodiscard]] bool google_enabled() const { return !google_client_id.empty(); }
  [[nodiscard]] bool whatsapp_enabled() const { return !whatsapp_token.empty(); }
  bool operator==(const Config&) const = default;
};

// One environment variable, declared once: its name, its default as written in example.env
// and --help, what it does, and how its text is read into Config.
struct EnvVar {
  std::string_view name;
  std::string_view default_value;
  std::string_view description;
  std::expected<void, std::string> (*read)(std::string_view name, std::string_view value,
                                           Config& config) = nullptr;
};

// Every variable Emu reads, in the order --help and example.env list them.
std::span<const EnvVar> env_vars();

// Applies the variables `get` returns (null: unset) over `base`; an invalid value answers an
// error naming the variable.
std::expected<Config, std::string> apply_env(
    Config base, const std::function<const char*(std::string_view)>& get);
// The same from the process environment.
std::expected<Config, std::string> load_config_from_env();

// The text of example.env: every variable, its help and its default, commented out.
std::string example_env();

}  // namespace emu::runtime
