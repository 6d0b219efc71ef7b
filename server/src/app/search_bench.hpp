// `emu-server search-bench --body JSON --seconds N`: the search-shops query (the same SQL,
// search/shop_search.hpp) run directly on the database, one thread, one connection whose
// statements are prepared once and reused, for N seconds. bench/run.sh puts its rate next to
// the HTTP rate of the same body (the "emu/db" ratio). Prints wrk-like lines (Requests/sec,
// latency percentiles) so bench/report.mjs reads both alike.
#pragma once

#include <expected>
#include <string>

#include "db/database.hpp"

namespace emu::app {

std::expected<std::string, std::string> search_bench(db::Database& db, const std::string& body,
                                                     double seconds);

}  // namespace emu::app
