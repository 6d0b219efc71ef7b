// What a running server holds: configuration, the database, keys and shared services.
// Built once by open_context(); every room receives what it needs from here.
#pragma once

#include <expected>
#include <memory>
#include <string>

#include "analytics/client_cap.hpp"
#include "analytics/shop_counters.hpp"
#include "app/config.hpp"
#include "auth/api_keys.hpp"
#include "auth/signing_key.hpp"
#include "db/database.hpp"
#include "http/metrics.hpp"
#include "http/worker_pool.hpp"
#include "rest/read_cache.hpp"
#include "search/live_shop_index.hpp"

namespace emu::app {

struct Context {
  Config config;
  std::unique_ptr<db::Database> db;
  auth::SigningKey signing_key;
  auth::ApiKeys api_keys;
  std::unique_ptr<http::WorkerPool> workers;
  http::Metrics metrics;
  std::unique_ptr<rest::ReadCache> read_cache;
  // Shop page views and search impressions waiting to be added to shop_daily_stats (issue 16).
  std::unique_ptr<analytics::ShopCounters> shop_counters =
      std::make_unique<analytics::ShopCounters>();
  // Search impressions counted per shop from one client IP (EMU_RATE_IMPRESSION_IP).
  std::unique_ptr<analytics::ClientCap> impression_cap = std::make_unique<analytics::ClientCap>(
      config.rate_impression_ip.limit, config.rate_impression_ip.window);
  // search-shops answered from memory (EMU_SEARCH_INDEX=1, the default); null: the SQL.
  std::unique_ptr<search::LiveShopIndex> shop_index;
};

// Opens the database and the keys; with migrate=true also applies pending migrations.
std::expected<std::unique_ptr<Context>, std::string> open_context(const Config& config,
                                                                  bool migrate);

}  // namespace emu::app
