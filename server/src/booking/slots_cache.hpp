// available-slots answers kept while the data behind them is unchanged. An answer is keyed by
// shop, service, date and staff, and belongs to the minute it was computed in (the notice rule
// moves with the clock), the database's change stamp (Database::change_stamp: SQLite's
// data_version, PostgreSQL's current snapshot; any commit anywhere moves it) and this
// process's write generation (db::local_write_generation), both taken before it was computed.
// The rule:
//   - for kRecheckAfter after it was computed or last confirmed, an answer is served while no
//     write transaction has committed on this instance (a booking, cancel, reschedule, response,
//     hours or staff edit, weather switch: any of them retires every answer at once), without
//     asking the database;
//   - after that it is served only once the database's stamp is confirmed unchanged.
// So a write on this instance is seen by the next request, and a write by another instance or a
// tool within kRecheckAfter. A slot shown free in that second is harmless: create-booking
// decides on the booking_slots key and answers 409 slot_taken.
//
// Everything held shares one minute, stamp and generation (the cache's epoch, kept by
// db::StampedCache): the moment a request brings a later minute, a new stamp or a later
// generation, every answer held is dead and is dropped then, not when room runs out. Within an
// epoch the answers are bounded by bytes (the least recently used go first).
#pragma once

#include <boost/json/value.hpp>
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>

#include "db/stamped_cache.hpp"

namespace emu::booking {

class SlotsCache {
 public:
  static constexpr std::chrono::milliseconds kRecheckAfter{1000};
  using Answer = std::shared_ptr<const boost::json::value>;
  using Counts = db::StampedCache<boost::json::value>::Counts;

  // What one request's answer belongs to; minute is the request's clock in whole minutes.
  struct Epoch {
    std::int64_t minute = 0;
    std::uint64_t generation = 0;
  };

  // max_bytes: the most held (answers as the heap holds them, keys and bookkeeping); 0: off.
  explicit SlotsCache(std::size_t max_bytes) : answers_(max_bytes, kRecheckAfter) {}
  SlotsCache(const SlotsCache&) = delete;
  SlotsCache& operator=(const SlotsCache&) = delete;

  // Served without the database: confirmed less than kRecheckAfter ago, and no local write since.
  Answer find_fresh(const std::string& key, Epoch epoch) {
    return answers_.find_fresh(key, epoch.minute, epoch.generation);
  }
  // Served because the database's stamp is the one the answer was computed under; confirms it.
  Answer find_stamped(const std::string& key, Epoch epoch, const std::string& stamp) {
    return answers_.find(key, db::Epoch{stamp, epoch.minute, epoch.generation});
  }
  void store(const std::string& key, Epoch epoch, const std::string& stamp,
             boost::json::value answer) {
    const std::size_t bytes = heap_bytes(answer);
    answers_.store(key, db::Epoch{stamp, epoch.minute, epoch.generation},
                   std::make_shared<const boost::json::value>(std::move(answer)), bytes);
  }
  [[nodiscard]] Counts counts() const { return answers_.counts(); }

  // The heap a JSON value holds, roughly (nodes, strings, containers' spare room).
  static std::size_t heap_bytes(const boost::json::value& v);

 private:
  db::StampedCache<boost::json::value> answers_;
};

}  // namespace emu::booking
