#include "app/preview_cards.hpp"

#include <mutex>

#include "db/stamped_cache.hpp"
#include "db/transaction.hpp"
#include "http/responses.hpp"
#include "pages/og_card.hpp"
#include "storage/svg_raster.hpp"

namespace emu::app {
namespace bhttp = http::bhttp;
using boost::asio::awaitable;

namespace {

http::Response png_response(std::shared_ptr<const std::string> png) {
  http::Response res(bhttp::status::ok);
  res.set(bhttp::field::content_type, "image/png");
  res.set(bhttp::field::cache_control, "public, max-age=3600");
  res.shared_body = std::move(png);
  return res;
}

}  // namespace

void register_preview_cards(http::Router& router, runtime::Context& ctx) {
  auto cards = std::make_shared<db::StampedCache<std::string>>(std::size_t{32} << 20);
  // Emu's own card never changes: drawn once, on the worker pool (libvips is blocking CPU work),
  // by the first request that needs it.
  struct SiteCard {
    std::once_flag drawn;
    std::shared_ptr<const std::string> png;
  };
  auto site = std::make_shared<SiteCard>();
  router.add(bhttp::verb::get, "/og/site.png",
             [&ctx, site](http::Request& req) -> awaitable<http::Response> {
               auto png = co_await ctx.workers->run([&] {
                 std::call_once(site->drawn, [&] {
                   auto drawn = storage::svg_to_png(pages::og_site_svg());
                   site->png = std::make_shared<const std::string>(drawn ? std::move(*drawn)
                                                                         : std::string());
                 });
                 return site->png;
               });
               if (png->empty()) co_return http::Response(bhttp::status::service_unavailable);
               auto res = png_response(png);
               res.head_only = req.method() == bhttp::verb::head;
               co_return res;
             });
  router.add(
      bhttp::verb::get, "/og/shops/:file",
      [&ctx, cards](http::Request& req) -> awaitable<http::Response> {
        const std::string file(req.param("file"));
        const std::string id = file.ends_with(".png") ? file.substr(0, file.size() - 4) : "";
        auto drawn =
            co_await ctx.workers->run([&]() -> db::Result<std::shared_ptr<const std::string>> {
              if (id.size() != 36) return nullptr;
              return db::with_connection(
                  *ctx.db, [](const db::DbError& e) { return e; },
                  [&](db::Connection& conn) -> db::Result<std::shared_ptr<const std::string>> {
                    auto stamp = ctx.db->change_stamp(conn);
                    const db::Epoch epoch{stamp && *stamp ? **stamp : std::string()};
                    if (!epoch.stamp.empty()) {
                      if (auto held = cards->find(id, epoch)) return held;
                    }
                    auto card = pages::og_card_of(conn, id);
                    if (!card) return std::unexpected(card.error());
                    if (!*card) return nullptr;
                    auto png = storage::svg_to_png(pages::og_card_svg(**card));
                    if (!png) return nullptr;
                    auto shared = std::make_shared<const std::string>(std::move(*png));
                    if (!epoch.stamp.empty()) cards->store(id, epoch, shared, shared->size());
                    return shared;
                  });
            });
        if (!drawn) {
          co_return http::error_response(http::ErrorCode::not_ready,
                                         "The database is not reachable");
        }
        if (!*drawn) {
          co_return http::text_response(bhttp::status::not_found, "Not found\n",
                                        "text/plain; charset=utf-8");
        }
        auto res = png_response(*drawn);
        res.head_only = req.method() == bhttp::verb::head;
        co_return res;
      });
}

}  // namespace emu::app
