#include "runtime/context.hpp"

#include <spdlog/spdlog.h>

#include <thread>

#include "db/migrations.hpp"
#include "db/transaction.hpp"
#include "payments/stripe_gateway.hpp"
#include "search/grams.hpp"
#include "search/shop_search.hpp"

namespace emu::runtime {

std::expected<std::unique_ptr<Context>, std::string> open_context(const Config& config,
                                                                  bool migrate) {
  auto key = auth::SigningKey::load_or_create(config.jwt_key_file);
  if (!key) return std::unexpected(key.error());
  auto api_keys =
      auth::load_or_create_api_keys(*key, config.jwt_key_file, config.public_url() + "/auth/v1");
  if (!api_keys) return std::unexpected(api_keys.error());

  db::PoolOptions pool;
  pool.max_connections = config.db_pool_size;
  pool.sqlite_synchronous = config.sqlite_synchronous;
  pool.busy_timeout = config.db_lock_timeout;
  pool.statement_timeout = config.db_statement_timeout;
  auto database = db::Database::open(config.database_url, pool);
  if (!database) {
    return std::unexpected("cannot open the database " + config.database_url + ": " +
                           database.error().message);
  }
  if (migrate) {
    auto applied = db::migrate(**database);
    if (!applied) return std::unexpected("migrations failed: " + applied.error().message);
    if (*applied > 0) spdlog::info("applied {} migration(s)", *applied);
  }

  unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  unsigned workers = config.worker_threads ? config.worker_threads : std::max(4u, 2 * cores);
  auto ctx = std::unique_ptr<Context>(new Context{config, std::move(*database), std::move(*key),
                                                  std::move(*api_keys),
                                                  std::make_unique<http::WorkerPool>(workers)});
  if (config.slots_cache_bytes > 0) {
    ctx->slots_cache = std::make_unique<booking::SlotsCache>(config.slots_cache_bytes);
  }
  ctx->cards = payments::card_gateway_for({config.stripe_secret_key, config.stripe_api_base});
  if (config.search_index) ctx->shop_index = std::make_unique<search::LiveShopIndex>(*ctx->db);
  if (migrate) {
    // Shops written before search_grams existed (migration 0014) get theirs now.
    auto filled = db::in_transaction(*ctx->db, db::TxMode::write, [](db::Connection& c) {
      return search::fill_missing_grams(c);
    });
    if (!filled) {
      spdlog::error("search grams: {}", filled.error().message);
    } else if (*filled > 0) {
      spdlog::info("search grams written for {} shop(s)", *filled);
    }
  }
  if (migrate) {
    auto conn = ctx->db->acquire();
    auto ok = conn ? search::engine_can_search(**conn) : db::Result<bool>(false);
    search::set_engine_ready(ok && *ok);

    if (!search::engine_ready()) {
      spdlog::error(
          "search disabled: this PostgreSQL database cannot index Chinese text "
          "(show_trgm('美甲') is empty, or pg_trgm is missing). Create the database with a UTF-8 "
          "LC_CTYPE (e.g. initdb --locale=C.UTF-8 or CREATE DATABASE ... LC_CTYPE 'C.UTF-8'); "
          "search-shops answers 503 not_ready until then");
    }
  }
  return ctx;
}

}  // namespace emu::runtime
