// Answers of data API reads kept in memory, so the same read does not run again while the
// database is unchanged. An entry is keyed by the statement itself (SQL, bound values, the
// JSON keys), which already carries everything of the caller that the policy looks at, and is
// served only while Database::change_stamp still equals the stamp taken before it was read: any
// commit, by this process or another, retires every entry at once (db/stamped_cache.hpp states
// the rule). Reads inside write transactions never come here (their rows may yet be rolled
// back). A read is kept only the second time it is asked for (admit()), so one-off reads (a
// search, a page nobody reopens) cost neither a stamp nor a copy.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "db/stamped_cache.hpp"
#include "rest/read_sql.hpp"

namespace emu::rest {

class ReadCache {
 public:
  struct Answer {
    std::string stamp;
    std::string json;  // the response array
    std::int64_t rows = 0;
  };
  using Counts = db::StampedCache<Answer>::Counts;

  // max_bytes: the most answer text held; 0 turns the cache off.
  explicit ReadCache(std::size_t max_bytes) : answers_(max_bytes) {}
  ReadCache(const ReadCache&) = delete;
  ReadCache& operator=(const ReadCache&) = delete;

  [[nodiscard]] bool enabled() const { return answers_.enabled(); }
  static std::string key_of(const ReadSql& sql);

  // True when `key` was asked for recently (it may be cached); otherwise remembers it, counts
  // a miss, and the caller reads without the cache.
  bool admit(const std::string& key);

  // The answer stored under `key` when it was read at `stamp`; null otherwise. `stamp` is the
  // database's stamp just taken: when it differs from the one held, everything held is dropped.
  std::shared_ptr<const Answer> find(const std::string& key, std::string_view stamp) {
    return answers_.find(key, db::Epoch{std::string(stamp)});
  }
  // Kept only while the answer's stamp is still the one held (find() with it came first).
  void store(const std::string& key, std::shared_ptr<const Answer> answer) {
    const std::size_t bytes = answer->json.size() + answer->stamp.size();
    const db::Epoch epoch{answer->stamp};
    answers_.store(key, epoch, std::move(answer), bytes);
  }
  // Searches of one body under one stamp run once at a time (search/answer.cpp).
  db::SingleFlight<std::string>& flights() { return flights_; }

  [[nodiscard]] Counts counts() const;

 private:
  db::StampedCache<Answer> answers_;
  db::SingleFlight<std::string> flights_;
  // Hashes of recently asked keys, one per slot; a collision only costs a miss.
  std::array<std::atomic<std::uint64_t>, 4096> asked_{};
  std::atomic<std::uint64_t> first_asks_{0};
};

}  // namespace emu::rest
