// The configuration table (runtime/config.cpp) is the one place a variable is declared: these
// tests hold its defaults to Config's, its readers to the old behaviour, and example.env to
// what `emu-server example-env` writes.
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "runtime/config.hpp"

namespace emu::runtime {
namespace {

std::expected<Config, std::string> with(std::map<std::string, std::string, std::less<>> vars) {
  return apply_env(Config{}, [&](std::string_view name) -> const char* {
    auto it = vars.find(name);
    return it == vars.end() ? nullptr : it->second.c_str();
  });
}

TEST(AppConfig, EveryDefaultInTheTableIsConfigsDefault) {
  for (const auto& var : env_vars()) {
    ASSERT_NE(var.read, nullptr) << var.name;
    if (var.default_value.find('<') != std::string_view::npos) continue;  // EMU_SITE_URL
    Config c;
    ASSERT_TRUE(var.read(var.name, var.default_value, c)) << var.name;
    EXPECT_TRUE(c == Config{}) << var.name << "=" << var.default_value
                               << " differs from Config's default";
  }
}

TEST(AppConfig, ReadsValuesAndNamesTheBadOne) {
  auto c = with({{"EMU_LISTEN", "0.0.0.0:9000"},
                 {"EMU_ADMIN_EMAILS", " a@emu.hk, b@emu.hk "},
                 {"EMU_REQUEST_TIMEOUT", "5"},
                 {"EMU_OUTBOX_POLL_MS", "250"},
                 {"EMU_RATE_SIGNIN_IP", "5/60"},
                 {"EMU_RATE_RECOVER_IP", "0"},
                 {"EMU_REST_CACHE_MB", "2"},
                 {"EMU_ACCESS_LOG", "0"},
                 {"EMU_AUTOCONFIRM", "1"},
                 {"EMU_MAX_BODY", ""}});
  ASSERT_TRUE(c) << c.error();
  EXPECT_EQ(c->listen, "0.0.0.0:9000");
  EXPECT_EQ(c->admin_emails, (std::vector<std::string>{"a@emu.hk", "b@emu.hk"}));
  EXPECT_EQ(c->request_timeout, std::chrono::seconds(5));
  EXPECT_EQ(c->outbox_poll, std::chrono::milliseconds(250));
  EXPECT_EQ(c->rate_signin_ip, (RateRule{5, std::chrono::seconds(60)}));
  EXPECT_EQ(c->rate_recover_ip.limit, 0u);
  EXPECT_EQ(c->rest_cache_bytes, std::size_t{2} << 20);
  EXPECT_FALSE(c->access_log);
  EXPECT_TRUE(c->autoconfirm);
  EXPECT_EQ(c->max_body, Config{}.max_body);  // empty keeps the default

  EXPECT_EQ(with({{"EMU_MAX_BODY", "12x"}}).error(),
            "EMU_MAX_BODY must be a whole number, got '12x'");
  EXPECT_EQ(with({{"EMU_RATE_SIGNUP_IP", "5"}}).error(),
            "EMU_RATE_SIGNUP_IP must look like <count>/<seconds>, got '5'");
  EXPECT_EQ(with({{"EMU_REST_CACHE_MB", "70000"}}).error(),
            "EMU_REST_CACHE_MB must be at most 65536");
  EXPECT_EQ(with({{"EMU_DB_POOL_SIZE", "0"}}).error(), "EMU_DB_POOL_SIZE must be at least 1");
}

TEST(AppConfig, ExampleEnvIsCurrent) {
  std::ifstream in(std::string(EMU_SOURCE_DIR) + "/example.env");
  ASSERT_TRUE(in)
      << "example.env is missing: run build/release/emu-server example-env > example.env";
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_EQ(text.str(), example_env())
      << "example.env is stale: run build/release/emu-server example-env > example.env";
  for (const auto& var : env_vars()) {
    EXPECT_NE(text.str().find("# " + std::string(var.name) + "="), std::string::npos) << var.name;
  }
}

}  // namespace
}  // namespace emu::runtime
