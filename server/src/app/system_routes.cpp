#include "app/system_routes.hpp"

#include <array>
#include <filesystem>
#include <string_view>

#include "app/seed_catalogue.hpp"
#include "app/sitemap.hpp"
#include "db/migrations.hpp"
#include "http/responses.hpp"
#include "rest/read_cache.hpp"

namespace emu::app {
namespace bhttp = http::bhttp;
using boost::asio::awaitable;

namespace {

std::string robots_txt(const std::string& origin) {
  return "User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /merchant/\nAllow: "
         "/merchant/terms\nDisallow: /auth/\nDisallow: /user/\nDisallow: /rest/\nDisallow: "
         "/functions/\nDisallow: /storage/\n\nSitemap: " +
         origin + "/sitemap.xml\n";
}

}  // namespace

void register_system_routes(http::Router& router, runtime::Context& ctx) {
  // Realtime over HTTP: the WebSocket is the only Realtime API here (realtime/); its REST
  // broadcast is refused in JSON rather than answered by the web app (issue 27).
  router.add(bhttp::verb::post, "/realtime/v1/api/broadcast",
             [](http::Request&) -> awaitable<http::Response> {
               co_return http::error_response(
                   http::ErrorCode::not_implemented,
                   "Broadcast is not available on this server: only postgres_changes channels are");
             });
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
    http::ReadCacheGauges slots;
    if (ctx.slots_cache) {
      const auto s = ctx.slots_cache->counts();
      slots = {s.hits, s.misses, s.entries, s.bytes};
    }
    co_return http::text_response(bhttp::status::ok, ctx.metrics.render(gauges, cache, slots),
                                  "text/plain; version=0.0.4; charset=utf-8");
  });

  // The SPA reads this at start, so one build serves every deployment. Never the service key.
  router.add(bhttp::verb::get, "/app-config.json",
             [&ctx](http::Request&) -> awaitable<http::Response> {
               auto res = http::json_response(
                   bhttp::status::ok,
                   {{"supabaseUrl", ctx.config.public_url()},
                    {"anonKey", ctx.api_keys.anon},
                    {"providers", {{"email", true}, {"google", ctx.config.google_enabled()}}},
                    {"whatsappNumber", ctx.config.whatsapp_number.empty()
                                           ? boost::json::value(nullptr)
                                           : boost::json::value(ctx.config.whatsapp_number)},
                    {"reviewBusinessDays", ctx.config.review_business_days},
                    {"commissionPercent", ctx.config.commission_percent},
                    // Card deposits are offered (a shop's "accept card") only when Stripe is
                    // configured (salon-day.md C.3).
                    {"cardPayments", ctx.cards && ctx.cards->configured()},
                    {"marketplace", ctx.config.marketplace}});
               res.set(bhttp::field::cache_control, "no-store");
               co_return res;
             });

  // Crawlers: the public pages only; back office, merchant screens and the API stay out. A
  // The demo catalogue's covers (app/seed_catalogue.hpp), drawn on request, cached a day.
  router.add(bhttp::verb::get, "/demo/covers/:file",
             [](http::Request& req) -> awaitable<http::Response> {
               auto svg = demo_cover_svg(req.param("file"));
               if (!svg) {
                 co_return http::text_response(bhttp::status::not_found, "Not found\n",
                                               "text/plain; charset=utf-8");
               }
               auto res = http::text_response(bhttp::status::ok, *svg, "image/svg+xml");
               res.set(bhttp::field::cache_control, "public, max-age=86400");
               co_return res;
             });

  // robots.txt or sitemap.xml shipped in EMU_WEB_DIR wins (checked once, at start).
  const std::filesystem::path web_dir(ctx.config.web_dir);
  std::error_code ec;
  if (!std::filesystem::exists(web_dir / "robots.txt", ec)) {
    router.add(
        bhttp::verb::get, "/robots.txt", [&ctx](http::Request&) -> awaitable<http::Response> {
          auto res = http::text_response(bhttp::status::ok, robots_txt(ctx.config.public_url()),
                                         "text/plain; charset=utf-8");
          res.set(bhttp::field::cache_control, "public, max-age=3600");
          co_return res;
        });
  }
  if (!std::filesystem::exists(web_dir / "sitemap.xml", ec)) {
    router.add(bhttp::verb::get, "/sitemap.xml",
               [&ctx, sitemap = std::make_shared<Sitemap>(ctx.config.public_url(),
                                                          ctx.config.marketplace)](
                   http::Request&) -> awaitable<http::Response> {
                 auto xml = co_await ctx.workers->run([&] { return sitemap->xml(*ctx.db); });
                 if (!xml) {
                   co_return http::error_response(http::ErrorCode::not_ready,
                                                  "The database is not reachable");
                 }
                 auto res = http::text_response(bhttp::status::ok, **xml,
                                                "application/xml; charset=utf-8");
                 res.set(bhttp::field::cache_control, "public, max-age=3600");
                 co_return res;
               });
  }
}

}  // namespace emu::app
