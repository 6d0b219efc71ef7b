// What a running server holds: configuration, the database, keys and shared services.
// Built once by open_context() (the data API's read cache is attached by the composition root,
// main.cpp, as rest/ stands above this floor); every room receives what it needs from here.
#pragma once

#include <expected>
#include <memory>
#include <string>

#include "analytics/client_cap.hpp"
#include "analytics/shop_counters.hpp"
#include "booking/slots_cache.hpp"
#include "db/database.hpp"
#include "http/metrics.hpp"
#include "http/worker_pool.hpp"
#include "identity/api_keys.hpp"
#include "identity/signing_key.hpp"
#include "payments/card_gateway.hpp"
#include "payments/settlement.hpp"
#include "runtime/config.hpp"
#include "search/live_shop_index.hpp"

namespace emu::rest {
class ReadCache;
}

namespace emu::runtime {

struct Context {
  Config config;
  std::unique_ptr<db::Database> db;
  auth::SigningKey signing_key;
  auth::ApiKeys api_keys;
  std::unique_ptr<http::WorkerPool> workers;
  http::Metrics metrics;
  // Data API answers kept while the database is unchanged (rest/read_cache.hpp); null: off. A
  // shared_ptr, so this floor needs only the class's name.
  std::shared_ptr<rest::ReadCache> read_cache;
  // Shop page views and search impressions waiting to be added to shop_daily_stats (issue 16).
  std::unique_ptr<analytics::ShopCounters> shop_counters =
      std::make_unique<analytics::ShopCounters>();
  // Search impressions counted per shop from one client IP (EMU_RATE_IMPRESSION_IP).
  std::unique_ptr<analytics::ClientCap> impression_cap = std::make_unique<analytics::ClientCap>(
      config.rate_impression_ip.limit, config.rate_impression_ip.window);
  // search-shops answered from memory (EMU_SEARCH_INDEX=1, the default); null: the SQL.
  std::unique_ptr<search::LiveShopIndex> shop_index;
  // available-slots answers (EMU_SLOTS_CACHE_MB); null: every request computes its answer.
  std::unique_ptr<booking::SlotsCache> slots_cache;
  // Card deposits (salon-day.md C.3): Stripe's gateway when EMU_STRIPE_SECRET_KEY is set;
  // otherwise no_card_gateway() (configured() false: card payment is off).
  std::shared_ptr<payments::CardGateway> cards = payments::no_card_gateway();
};

// What settling a payment needs of the configuration (payments/settlement.hpp).
inline payments::Settings payment_settings(const Config& c) {
  return {c.public_url(), c.commission_bps};
}

// Opens the database and the keys; with migrate=true also applies pending migrations.
std::expected<std::unique_ptr<Context>, std::string> open_context(const Config& config,
                                                                  bool migrate);

}  // namespace emu::runtime
