// available-slots answers kept while the data behind them is unchanged. An answer is keyed by
// shop, service, date, staff and the current minute (the notice rule moves with the clock) and
// remembers the database's change stamp (Database::change_stamp: SQLite's data_version,
// PostgreSQL's current snapshot; any commit anywhere moves it) and this process's write
// generation (db::local_write_generation), both taken before it was computed. The rule:
//   - for kRecheckAfter after it was computed or last confirmed, an answer is served while no
//     write transaction has committed on this instance (a booking, cancel, reschedule, response,
//     hours or staff edit, weather switch: any of them retires every answer at once), without
//     asking the database;
//   - after that it is served only once the database's stamp is confirmed unchanged.
// So a write on this instance is seen by the next request, and a write by another instance or a
// tool within kRecheckAfter. A slot shown free in that second is harmless: create-booking
// decides on the booking_slots key and answers 409 slot_taken.
#pragma once

#include <boost/json/value.hpp>
#include <chrono>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

namespace emu::booking {

class SlotsCache {
 public:
  using Clock = std::chrono::steady_clock;
  static constexpr std::chrono::milliseconds kRecheckAfter{1000};
  using Answer = std::shared_ptr<const boost::json::value>;

  static SlotsCache& instance();
  // Served without the database: confirmed less than kRecheckAfter ago, and no local write since.
  Answer find_fresh(const std::string& key, std::uint64_t generation);
  // Served because the database's stamp is the one the answer was computed under; confirms it.
  Answer find_stamped(const std::string& key, const std::string& stamp, std::uint64_t generation);
  void store(const std::string& key, std::string stamp, std::uint64_t generation,
             boost::json::value answer);

 private:
  static constexpr std::size_t kMaxEntries = 4096;  // then everything is dropped
  struct Entry {
    std::string stamp;
    std::uint64_t generation = 0;
    Clock::time_point confirmed;
    Answer answer;
  };
  std::mutex mutex_;
  std::unordered_map<std::string, Entry> entries_;
};

}  // namespace emu::booking
