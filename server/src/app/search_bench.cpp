#include "app/search_bench.hpp"

#include <boost/json/parse.hpp>

#include "app/bench_loop.hpp"
#include "search/shop_search.hpp"

namespace emu::app {

std::expected<std::string, std::string> search_bench(db::Database& db, const std::string& body,
                                                     double seconds) {
  boost::system::error_code ec;
  auto json = boost::json::parse(body, ec);
  if (ec || !json.is_object()) return std::unexpected("--body must be a JSON object");
  auto params = search::parse_params(json.as_object());
  if (!params) return std::unexpected(params.error().field + ": " + params.error().message);
  auto conn = db.acquire();
  if (!conn) return std::unexpected(conn.error().message);
  std::int64_t total = -1;
  return bench_loop(
      seconds,
      [&]() -> std::expected<void, std::string> {
        auto r = search::search_shops(**conn, *params);
        if (!r) return std::unexpected(r.error().message);
        total = r->at("total").as_int64();
        return {};
      },
      [&] {
        return "search-bench: one thread, prepared statements, " + std::to_string(total) +
               " matching shops";
      });
}

}  // namespace emu::app
