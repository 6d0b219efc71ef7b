// One typed configuration struct with defaults, overridden by EMU_* environment variables
// (GoTrue's example.env idea): every variable is declared once in config.cpp, which also
// feeds `emu-server --help` and example.env.
#pragma once

#include <chrono>
#include <cstddef>
#include <expected>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace emu::app {

struct Config {
  std::string listen = "127.0.0.1:8080";
  std::string database_url = "sqlite:var/emu.db";
  std::string site_url;  // empty: http://<listen>
  std::vector<std::string> admin_emails;
  std::string contact_email = "hello@emu.hk";
  std::string smtp_url;
  std::string smtp_user;
  std::string smtp_password;
  std::string smtp_from = "Emu <no-reply@emu.hk>";
  std::string google_client_id;
  std::string google_client_secret;
  std::string google_issuer = "https://accounts.google.com";
  std::string storage_dir = "var/storage";
  std::string jwt_key_file = "var/jwt-key.pem";
  std::string web_dir = "web/dist";
  std::vector<std::string> cors_origins;
  std::size_t max_body = 1024 * 1024;
  std::size_t max_header_bytes = 8192;
  std::chrono::seconds request_timeout{30};
  std::chrono::seconds idle_timeout{75};
  unsigned io_threads = 0;      // 0: one per core
  unsigned worker_threads = 0;  // 0: two per core, at least 4
  std::size_t db_pool_size = 8;
  std::string log_level = "info";
  bool access_log = true;

  // The public origin the browser uses, without a trailing slash.
  [[nodiscard]] std::string public_url() const;
  [[nodiscard]] bool google_enabled() const { return !google_client_id.empty(); }
};

struct EnvVar {
  std::string_view name;
  std::string_view default_value;
  std::string_view description;
};

// Every variable Emu reads, in the order --help lists them.
std::span<const EnvVar> env_vars();

// Reads the environment; an invalid number or size answers an error naming the variable.
std::expected<Config, std::string> load_config_from_env();

}  // namespace emu::app
