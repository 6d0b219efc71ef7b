#include "app/system_routes.hpp"

#include "db/migrations.hpp"
#include "http/responses.hpp"

namespace emu::app {
namespace bhttp = http::bhttp;
using boost::asio::awaitable;

void register_system_routes(http::Router& router, Context& ctx) {
  // Process up: no database call, so a slow database never fails the liveness probe.
  router.add(bhttp::verb::get, "/healthz", [](http::Request&) -> awaitable<http::Response> {
    auto res = http::json_response(bhttp::status::ok, {{"status", "ok"}});
    res.set(bhttp::field::cache_control, "no-store");
    co_return res;
  });

  // Ready: the database answers and every embedded migration is applied.
  router.add(bhttp::verb::get, "/readyz", [&ctx](http::Request&) -> awaitable<http::Response> {
    auto status = co_await ctx.workers->run([&ctx] { return db::migration_status(*ctx.db); });
    std::string kind = ctx.db->dialect() == db::Dialect::sqlite ? "sqlite" : "postgres";
    if (!status) {
      co_return http::error_response(http::ErrorCode::not_ready, "The database is not reachable");
    }
    if (status->applied != status->latest) {
      co_return http::error_response(http::ErrorCode::not_ready,
                                     "Migrations are not current: run emu-server migrate");
    }
    auto res = http::json_response(
        bhttp::status::ok,
        {{"status", "ready"},
         {"database", kind},
         {"migrations", {{"applied", status->applied}, {"latest", status->latest}}}});
    res.set(bhttp::field::cache_control, "no-store");
    co_return res;
  });

  router.add(bhttp::verb::get, "/metrics", [&ctx](http::Request&) -> awaitable<http::Response> {
    auto stats = ctx.db->stats();
    http::PoolGauges gauges{stats.in_use, stats.size - std::min(stats.size, stats.in_use),
                            stats.capacity, stats.waiting};
    const auto c = ctx.read_cache->counts();
    const http::ReadCacheGauges cache{c.hits, c.misses, c.entries, c.bytes};
    co_return http::text_response(bhttp::status::ok, ctx.metrics.render(gauges, cache),
                                  "text/plain; version=0.0.4; charset=utf-8");
  });

  // The SPA reads this at start, so one build serves every deployment. Never the service key.
  router.add(bhttp::verb::get, "/app-config.json",
             [&ctx](http::Request&) -> awaitable<http::Response> {
               auto res = http::json_response(
                   bhttp::status::ok,
                   {{"supabaseUrl", ctx.config.public_url()},
                    {"anonKey", ctx.api_keys.anon},
                    {"providers", {{"email", true}, {"google", ctx.config.google_enabled()}}}});
               res.set(bhttp::field::cache_control, "no-store");
               co_return res;
             });
}

}  // namespace emu::app
