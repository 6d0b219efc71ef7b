// `emu-server insert-bench --shop ID --user ID --seconds N`: the baseline of the booking-race
// figure (issue 14: "the booking rate as a ratio to a raw single-row insert on the same
// database in the same run"): one thread, one connection whose statement is prepared once and
// reused, inserting one legacy booking row per statement (each its own commit, so each pays
// the database's durability like a booking does) for N seconds. Prints wrk-like lines
// (Requests/sec, latency percentiles), as search-bench does.
#pragma once

#include <expected>
#include <string>

#include "db/database.hpp"

namespace emu::app {

std::expected<std::string, std::string> insert_bench(db::Database& db, const std::string& shop_id,
                                                     const std::string& user_id, double seconds);

}  // namespace emu::app
