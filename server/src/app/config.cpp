#include "app/config.hpp"

#include <array>
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
    EnvVar{"EMU_SMTP_URL", "", "smtp://host:port or smtps://host:port; empty keeps e-mail in "
                               "the outbox and logs its links"},
    EnvVar{"EMU_SMTP_USER", "", "SMTP user name"},
    EnvVar{"EMU_SMTP_PASSWORD", "", "SMTP password"},
    EnvVar{"EMU_SMTP_FROM", "Emu <no-reply@emu.hk>", "Sender of every e-mail"},
    EnvVar{"EMU_GOOGLE_CLIENT_ID", "", "Google OAuth client id; empty turns Google sign-in off"},
    EnvVar{"EMU_GOOGLE_CLIENT_SECRET", "", "Google OAuth client secret"},
    EnvVar{"EMU_GOOGLE_ISSUER", "https://accounts.google.com",
           "OpenID issuer (tests point it at a local provider)"},
    EnvVar{"EMU_STORAGE_DIR", "var/storage", "Folder for uploaded files"},
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
    EnvVar{"EMU_LOG_LEVEL", "info", "trace, debug, info, warn, error"},
    EnvVar{"EMU_ACCESS_LOG", "1", "1 logs every request, 0 turns the access log off"},
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
  read_string("EMU_SMTP_URL", c.smtp_url);
  read_string("EMU_SMTP_USER", c.smtp_user);
  read_string("EMU_SMTP_PASSWORD", c.smtp_password);
  read_string("EMU_SMTP_FROM", c.smtp_from);
  read_string("EMU_GOOGLE_CLIENT_ID", c.google_client_id);
  read_string("EMU_GOOGLE_CLIENT_SECRET", c.google_client_secret);
  read_string("EMU_GOOGLE_ISSUER", c.google_issuer);
  read_string("EMU_STORAGE_DIR", c.storage_dir);
  read_string("EMU_JWT_KEY_FILE", c.jwt_key_file);
  read_string("EMU_WEB_DIR", c.web_dir);
  if (const char* v = env("EMU_CORS_ORIGINS")) c.cors_origins = split_list(v);
  read_string("EMU_LOG_LEVEL", c.log_level);
  if (const char* v = env("EMU_ACCESS_LOG")) c.access_log = std::string_view(v) != "0";

  long long request_timeout = c.request_timeout.count();
  long long idle_timeout = c.idle_timeout.count();
  for (auto result : {read_number("EMU_MAX_BODY", c.max_body),
                      read_number("EMU_MAX_HEADER_BYTES", c.max_header_bytes),
                      read_number("EMU_REQUEST_TIMEOUT", request_timeout),
                      read_number("EMU_IDLE_TIMEOUT", idle_timeout),
                      read_number("EMU_IO_THREADS", c.io_threads),
                      read_number("EMU_WORKER_THREADS", c.worker_threads),
                      read_number("EMU_DB_POOL_SIZE", c.db_pool_size)}) {
    if (!result) return std::unexpected(result.error());
  }
  if (request_timeout <= 0 || idle_timeout <= 0) {
    return std::unexpected("EMU_REQUEST_TIMEOUT and EMU_IDLE_TIMEOUT must be positive");
  }
  if (c.db_pool_size == 0) return std::unexpected("EMU_DB_POOL_SIZE must be at least 1");
  c.request_timeout = std::chrono::seconds(request_timeout);
  c.idle_timeout = std::chrono::seconds(idle_timeout);
  return c;
}

}  // namespace emu::app
