#include "app/page_routes.hpp"

#include <array>

#include "app/preview_cards.hpp"
#include "db/stamped_cache.hpp"
#include "db/transaction.hpp"
#include "pages/page_head.hpp"
#include "pages/render_index.hpp"

namespace emu::app {
namespace bhttp = http::bhttp;
using boost::asio::awaitable;

void register_page_routes(http::Router& router, runtime::Context& ctx,
                          const http::StaticSite& site) {
  auto index = site.index_html();
  if (!index || !ctx.config.marketplace) return;  // pre-launch: every page is /comingsoon's
  // Rendered pages kept per language and path while the database is unchanged (the slots
  // cache's rule, db/stamped_cache.hpp): served for a second without asking the database while
  // this process commits nothing, then once the stamp is confirmed. A shop page then costs what
  // the plain index.html costs, give or take a map lookup.
  struct Rendered {
    unsigned status;
    std::string html;
  };
  auto pages_held =
      std::make_shared<db::StampedCache<Rendered>>(std::size_t{32} << 20, std::chrono::seconds(1));
  auto page = [&ctx, &site, index, pages_held](http::Request& req) -> awaitable<http::Response> {
    const auto lang = pages::language_of(req.query, req.header(bhttp::field::cookie));
    const std::string key = (lang == pages::Lang::zh ? "zh " : "en ") + req.path;
    const auto generation = db::local_write_generation();
    auto rendered = pages_held->find_fresh(key, 0, generation);
    if (!rendered) {
      auto fresh = co_await ctx.workers->run([&]() -> db::Result<std::shared_ptr<const Rendered>> {
        return db::with_connection(
            *ctx.db, [](const db::DbError& e) { return e; },
            [&](db::Connection& conn) -> db::Result<std::shared_ptr<const Rendered>> {
              auto stamp = ctx.db->change_stamp(conn);
              const db::Epoch epoch{stamp && *stamp ? **stamp : std::string(), 0, generation};
              if (!epoch.stamp.empty()) {
                if (auto held = pages_held->find(key, epoch)) return held;
              }
              auto head = pages::page_head(conn, req.path, lang, ctx.config.public_url());
              if (!head) return std::unexpected(head.error());
              if (!*head) return nullptr;
              auto out = std::make_shared<const Rendered>(Rendered{
                  (*head)->status, pages::render_index(*index, **head, ctx.config.public_url())});
              if (!epoch.stamp.empty()) pages_held->store(key, epoch, out, out->html.size());
              return out;
            });
      });
      if (fresh) rendered = std::move(*fresh);
    }
    if (!rendered) {
      // The database is away (or not a page it knows): the app's own head still works.
      if (auto plain = site.serve(req)) co_return std::move(*plain);
      co_return http::Response(bhttp::status::not_found);
    }
    http::Response res(static_cast<bhttp::status>(rendered->status));
    res.set(bhttp::field::content_type, "text/html; charset=utf-8");
    res.set(bhttp::field::cache_control, "no-cache");
    res.set(bhttp::field::vary, "Cookie");
    res.shared_body = std::shared_ptr<const std::string>(rendered, &rendered->html);
    res.head_only = req.method() == bhttp::verb::head;
    co_return res;
  };
  for (const char* path : {"/", "/services", "/services/category/:category", "/shops/:id",
                           "/experts", "/about", "/for-business"}) {
    router.add(bhttp::verb::get, path, page);
  }
  register_preview_cards(router, ctx);
}

}  // namespace emu::app
