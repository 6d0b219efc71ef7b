// Answers of data API reads kept in memory, so the same read does not run again while the
// database is unchanged. An entry is keyed by the statement itself (SQL, bound values, the
// JSON keys), which already carries everything of the caller that the policy looks at, and
// is served only while Database::change_stamp still equals the stamp taken before it was
// read: any commit, by this process or another, retires every entry at once. Reads inside
// write transactions never come here (their rows may yet be rolled back). A read is kept
// only the second time it is asked for (admit()), so one-off reads (a search, a page nobody
// reopens) cost neither a stamp nor a copy. Everything held shares one stamp: the first find()
// under a new stamp drops every entry at once (they can never be served again), so the bytes
// held fall back as soon as anything commits, instead of waiting to be pushed out.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <list>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_map>

#include "rest/read_sql.hpp"

namespace emu::rest {

class ReadCache {
 public:
  struct Answer {
    std::string stamp;
    std::string json;  // the response array
    std::int64_t rows = 0;
  };

  // max_bytes: the most answer text held; 0 turns the cache off.
  explicit ReadCache(std::size_t max_bytes) : max_bytes_(max_bytes) {}
  ReadCache(const ReadCache&) = delete;
  ReadCache& operator=(const ReadCache&) = delete;

  [[nodiscard]] bool enabled() const { return max_bytes_ > 0; }
  static std::string key_of(const ReadSql& sql);

  // True when `key` was asked for recently (it may be cached); otherwise remembers it, counts
  // a miss, and the caller reads without the cache.
  bool admit(const std::string& key);

  // The answer stored under `key` when it was read at `stamp`; null otherwise. `stamp` is the
  // database's stamp just taken: when it differs from the one held, everything held is dropped.
  std::shared_ptr<const Answer> find(const std::string& key, std::string_view stamp);
  // Kept only while the answer's stamp is still the one held (find() with it came first).
  void store(std::string key, std::shared_ptr<const Answer> answer);

  struct Counts {
    std::uint64_t hits = 0, misses = 0;
    std::size_t entries = 0, bytes = 0;
  };
  [[nodiscard]] Counts counts() const;

 private:
  struct Slot {
    std::shared_ptr<const Answer> answer;
    std::list<std::string>::iterator recent;  // position in recent_
  };
  void evict_locked(const std::string& key);

  const std::size_t max_bytes_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, Slot> slots_;
  std::list<std::string> recent_;  // keys, most recently used first
  std::string stamp_;              // the stamp every held answer was read at
  std::size_t bytes_ = 0;
  std::uint64_t hits_ = 0, misses_ = 0;
  // Hashes of recently asked keys, one per slot; a collision only costs a miss.
  std::array<std::atomic<std::uint64_t>, 4096> asked_{};
  std::atomic<std::uint64_t> first_asks_{0};
};

}  // namespace emu::rest
