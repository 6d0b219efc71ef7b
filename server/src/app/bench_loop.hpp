// The loop behind `emu-server search-bench` and `insert-bench`: one call after another on one
// thread for a number of seconds, then the latency percentiles and the rate printed the way
// wrk prints them, so bench/report.mjs reads the database's figures like the HTTP ones.
#pragma once

#include <expected>
#include <functional>
#include <string>

namespace emu::app {

// `once` returns an error to stop; the title's first line then names what was measured.
std::expected<std::string, std::string> bench_loop(
    double seconds, const std::function<std::expected<void, std::string>()>& once,
    const std::function<std::string()>& title);

}  // namespace emu::app
