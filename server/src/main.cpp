// emu-server: serve | migrate | create-admin | seed-demo | keys | example-env | gen-types |
// whatsapp-templates.
// Configuration comes from EMU_* environment variables only (listed by --help), so one binary
// runs in every environment.
#include <malloc.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <CLI/CLI.hpp>
#include <fstream>
#include <iostream>

#include "messaging/whatsapp_templates.hpp"
#include "runtime/config.hpp"
#include "rest/read_cache.hpp"
#include "runtime/context.hpp"
#include "app/gen_types.hpp"
#include "app/insert_bench.hpp"
#include "app/search_bench.hpp"
#include "app/seed_demo.hpp"
#include "app/serve.hpp"
#include "auth/admin_account.hpp"
#include "db/migrations.hpp"
#include "db/transaction.hpp"
#include "payments/payouts.hpp"

namespace {

std::string environment_help() {
  std::string text = "\nEnvironment variables:\n";
  for (const auto& var : emu::runtime::env_vars()) {
    text += "  " + std::string(var.name);
    text.append(var.name.size() < 26 ? 26 - var.name.size() : 1, ' ');
    text += std::string(var.description);
    if (!var.default_value.empty()) text += " (default: " + std::string(var.default_value) + ")";
    text += "\n";
  }
  return text;
}

// glibc hands a freed block at the top of a thread's heap back to the kernel once 128 KiB
// are free there, and serves blocks over 128 KiB with mmap: a worker building and freeing
// one response of tens of kilobytes after another then pays page faults and madvise calls
// on every request (measured: about a tenth of a cached data API list's throughput). Keep
// up to 16 MiB per heap, and take blocks up to 1 MiB from the heap.
void tune_allocator() {
  mallopt(M_TRIM_THRESHOLD, 16 << 20);
  mallopt(M_MMAP_THRESHOLD, 1 << 20);
}

// gen-types: database.types.ts from the schema registry, the migrations and the enumerations.
int write_types(const std::string& path) {
  auto text = emu::app::database_types_ts();
  if (!text) {
    std::cerr << "emu-server: gen-types: " << text.error() << "\n";
    return 1;
  }
  if (path == "-") {
    std::cout << *text;
    return 0;
  }
  std::ofstream out(path, std::ios::binary);
  out << *text;
  if (!out.flush()) {
    std::cerr << "emu-server: cannot write " << path << "\n";
    return 1;
  }
  std::cout << "wrote " << path << "\n";
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  tune_allocator();
  CLI::App cli{"Emu server: the API and the web app of Emu, one binary."};
  cli.footer(environment_help());
  cli.require_subcommand(0, 1);
  auto* serve_cmd = cli.add_subcommand("serve", "Apply migrations and serve HTTP (default)");
  auto* migrate_cmd = cli.add_subcommand("migrate", "Apply pending database migrations and exit");
  auto* admin_cmd = cli.add_subcommand("create-admin", "Create (or reset) a confirmed admin account");
  std::string admin_email;
  std::string admin_password;
  admin_cmd->add_option("--email", admin_email, "E-mail of the admin")->required();
  admin_cmd->add_option("--password", admin_password,
                        "Password (at least 8 characters); generated and printed when omitted");
  auto* seed_cmd = cli.add_subcommand("seed-demo", "Fill the database with bilingual demo data");
  emu::app::SeedOptions seed_options;
  seed_cmd->add_option("--scale", seed_options.scale, "Multiplies the amount of demo data (1-100)")
      ->default_val(1);
  seed_cmd->add_option("--applications", seed_options.applications,
                       "Extra submitted merchant applications (performance data)")
      ->default_val(0);
  std::int64_t seed_shops = 0;
  seed_cmd->add_option("--shops", seed_shops,
                       "Marketplace catalogue shops (default 200 on a new demo database; "
                       "50000 for ./emu bench)");
  seed_cmd->add_option("--password", seed_options.password,
                       "Password of every demo account (default: " +
                           std::string(emu::app::kDemoPassword) + ")");
  auto* search_bench_cmd = cli.add_subcommand(
      "search-bench", "Run the search-shops query directly on the database (bench/run.sh)");
  std::string search_body = "{}";
  double search_seconds = 5;
  search_bench_cmd->add_option("--body", search_body, "The search-shops body (JSON)");
  search_bench_cmd->add_option("--seconds", search_seconds, "How long to run");
  auto* insert_bench_cmd = cli.add_subcommand(
      "insert-bench",
      "Run single-row booking inserts directly on the database (bench/booking.mjs baseline)");
  std::string insert_shop, insert_user;
  double insert_seconds = 5;
  insert_bench_cmd->add_option("--shop", insert_shop, "The shop id of the rows")->required();
  insert_bench_cmd->add_option("--user", insert_user, "The user id of the rows")->required();
  insert_bench_cmd->add_option("--seconds", insert_seconds, "How long to run");
  auto* keys_cmd = cli.add_subcommand("keys", "Print the anon and service API keys");
  auto* payouts_cmd = cli.add_subcommand(
      "payouts", "Create the shops' payouts due now (the booking jobs also do, every sweep)");
  auto* env_cmd = cli.add_subcommand(
      "example-env", "Print example.env: every environment variable, its help and its default");
  auto* types_cmd = cli.add_subcommand(
      "gen-types", "Write the web app's row types and enumerations (database.types.ts)");
  std::string types_out = "web/src/lib/database.types.ts";
  types_cmd->add_option("--out", types_out, "Where to write; - prints to stdout")
      ->capture_default_str();
  auto* templates_cmd = cli.add_subcommand(
      "whatsapp-templates",
      "Print the WhatsApp message templates: as Meta's message_templates requests to submit for "
      "approval (json) or as a page to read (markdown)");
  std::string templates_format = "json";
  templates_cmd->add_option("--format", templates_format, "json or markdown")
      ->check(CLI::IsMember({"json", "markdown"}))
      ->capture_default_str();
  CLI11_PARSE(cli, argc, argv);
  if (templates_cmd->parsed()) {
    std::cout << (templates_format == "markdown" ? emu::messaging::templates_markdown()
                                                 : emu::messaging::submission_json());
    return 0;
  }
  if (env_cmd->parsed()) {
    std::cout << emu::runtime::example_env();
    return 0;
  }
  if (types_cmd->parsed()) return write_types(types_out);

  auto config = emu::runtime::load_config_from_env();
  if (!config) {
    std::cerr << "emu-server: " << config.error() << "\n";
    return 2;
  }
  // Logs go to stderr: stdout carries what a command prints (keys, a generated password).
  spdlog::set_default_logger(spdlog::stderr_color_mt("emu"));
  spdlog::set_level(spdlog::level::from_str(config->log_level));
  spdlog::set_pattern("%Y-%m-%dT%H:%M:%S.%e %^%l%$ %v");

  // `keys` needs no database work; `migrate` applies and reports the migrations itself.
  bool migrate_first = !keys_cmd->parsed() && !migrate_cmd->parsed();
  // The statement timeout bounds what a request can hold; the one-off commands (seeding tens
  // of thousands of shops, benchmarks) may run statements as long as they need.
  if (admin_cmd->parsed() || search_bench_cmd->parsed() || insert_bench_cmd->parsed() ||
      seed_cmd->parsed()) {
    config->db_statement_timeout = std::chrono::milliseconds(0);
  }
  auto ctx = emu::runtime::open_context(*config, migrate_first);
  if (!ctx) {
    std::cerr << "emu-server: " << ctx.error() << "\n";
    return 1;
  }
  (*ctx)->read_cache = std::make_shared<emu::rest::ReadCache>(config->rest_cache_bytes);
  if (migrate_cmd->parsed()) {
    auto applied = emu::db::migrate(*(*ctx)->db);
    auto status = applied ? emu::db::migration_status(*(*ctx)->db)
                          : std::unexpected(applied.error());
    if (!status) {
      std::cerr << "emu-server: migrations failed: " << status.error().message << "\n";
      return 1;
    }
    std::cout << "applied " << *applied << " migration(s); schema at " << status->applied
              << " of " << status->latest << "\n";
    return 0;
  }
  if (keys_cmd->parsed()) {
    std::cout << "EMU_ANON_KEY=" << (*ctx)->api_keys.anon << "\n"
              << "EMU_SERVICE_KEY=" << (*ctx)->api_keys.service << "\n";
    return 0;
  }
  if (admin_cmd->parsed()) {
    auto result = emu::auth::create_admin(*(*ctx)->db, admin_email, admin_password);
    if (!result) {
      std::cerr << "emu-server: " << result.error() << "\n";
      return 1;
    }
    std::cout << result->summary << "\n";
    return 0;
  }
  if (search_bench_cmd->parsed()) {
    auto result = emu::app::search_bench(*(*ctx)->db, search_body, search_seconds);
    if (!result) {
      std::cerr << "emu-server: " << result.error() << "\n";
      return 1;
    }
    std::cout << *result;
    return 0;
  }
  if (insert_bench_cmd->parsed()) {
    auto result = emu::app::insert_bench(*(*ctx)->db, insert_shop, insert_user, insert_seconds);
    if (!result) {
      std::cerr << "emu-server: " << result.error() << "\n";
      return 1;
    }
    std::cout << *result;
    return 0;
  }
  if (seed_cmd->parsed()) {
    if (seed_cmd->count("--shops") > 0) seed_options.shops = seed_shops;
    auto result = emu::app::seed_demo(*(*ctx)->db, seed_options);
    if (!result) {
      std::cerr << "emu-server: " << result.error() << "\n";
      return 1;
    }
    std::cout << result->summary;
    return 0;
  }
  if (payouts_cmd->parsed()) {
    auto run = emu::db::in_transaction(*(*ctx)->db, emu::db::TxMode::write, [](emu::db::Connection& conn) {
      return emu::payments::create_payouts(conn, std::chrono::system_clock::now());
    });
    if (!run) {
      std::cerr << "emu-server: payouts failed: " << run.error().message << "\n";
      return 1;
    }
    std::cout << run->payouts << " payout(s) created, " << run->amount_cents << " cents\n";
    return 0;
  }
  (void)serve_cmd;
  if ((*ctx)->config.demo) {
    auto seeded = emu::app::seed_demo_if_new(*(*ctx)->db);
    if (!seeded) {
      std::cerr << "emu-server: EMU_DEMO: " << seeded.error() << "\n";
      return 1;
    }
    if (*seeded) std::cout << "EMU_DEMO=1, new database: " << (*seeded)->summary << std::flush;
  }
  return emu::app::serve(**ctx);
}
