// One poll of the Observatory's warning summary (app/serve.cpp runs it every
// EMU_HKO_POLL_SECONDS on the worker pool): fetch it, and in one transaction compare its signals
// with what the last poll saw. A signal that came up opens its weather event (source 'hko', the
// affected bookings marked as set-weather marks them); one that went down closes it. Only a
// change acts, so an administrator's switch holds until the feed next changes. An unreachable
// or malformed feed changes nothing: the error is kept on the feed's row (the admin screen shows
// it with the last poll) and reported as new only when it first appears, so it is logged once.
#pragma once

#include <chrono>
#include <string>
#include <string_view>

#include "db/database.hpp"

namespace emu::observatory {

struct PollReport {
  std::string error;       // "" when the feed was read
  bool new_error = false;  // the error was not there at the last poll (log it)
  bool recovered = false;  // the last poll had failed, this one did not
  int switched = 0;        // weather events opened or closed
  std::int64_t affected = 0;
};

db::Result<PollReport> poll_once(db::Database& db, const std::string& url,
                                 std::chrono::system_clock::time_point now);

// GET of `url` (10 s at most), the body of a 200, else why not. Blocking: worker pool only.
std::expected<std::string, std::string> fetch_feed(const std::string& url);

}  // namespace emu::observatory
