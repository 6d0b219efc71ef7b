// The one rule of Emu's caches of what the database holds (the data API's reads and search
// answers in rest/read_cache, available-slots answers in booking/slots_cache, the sitemap, the
// live shop index's looks): an answer is served only while what it was read under still holds:
//   - the database's change stamp (Database::change_stamp: SQLite's data_version, PostgreSQL's
//     snapshot; any commit by any process moves it), taken *before* the read;
//   - for answers that depend on the clock, the minute they were computed in;
//   - for answers served for a moment without reading the stamp (find_fresh), this process's
//     write generation (db::local_write_generation): any local commit retires them at once.
// Everything held shares one epoch: the first request that brings a newer one drops every entry
// (none can be served again), so memory falls back as soon as anything commits instead of
// waiting to be pushed out. A request that brings an older epoch (it read its stamp before a
// commit another request has seen since) is neither served nor stored. Within an epoch the
// entries are bounded by bytes, least recently used first; one entry may take an eighth at most.
#pragma once

#include <chrono>
#include <cstdint>
#include <future>
#include <list>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <variant>

namespace emu::db {

// What the database looked like to one request.
struct Epoch {
  std::string stamp;             // Database::change_stamp; "" when it was not read
  std::int64_t minute = 0;       // the request's clock in whole minutes; 0: does not matter
  std::uint64_t generation = 0;  // db::local_write_generation(); 0: does not matter
};

// The epoch a cache (or any reader of the database, such as the live shop index) holds, and the
// rule for moving it.
class EpochHeld {
 public:
  enum class Move { behind, same, moved };
  // minute and generation only grow: an older request is `behind`; a newer one moves the epoch.
  Move enter_clock(std::int64_t minute, std::uint64_t generation) {
    if (minute < minute_ || generation < generation_) return Move::behind;
    if (minute == minute_ && generation == generation_) return Move::same;
    minute_ = minute;
    generation_ = generation;
    return Move::moved;
  }
  // A stamp is opaque: any other one than the one held moves the epoch.
  Move enter_stamp(std::string_view stamp) {
    if (stamp == stamp_) return Move::same;
    stamp_ = std::string(stamp);
    return Move::moved;
  }
  [[nodiscard]] const std::string& stamp() const { return stamp_; }

 private:
  std::string stamp_;
  std::int64_t minute_ = 0;
  std::uint64_t generation_ = 0;
};

template <class V>
class StampedCache {
 public:
  using Clock = std::chrono::steady_clock;
  using Value = std::shared_ptr<const V>;
  struct Counts {
    std::uint64_t hits = 0, misses = 0;
    std::size_t entries = 0, bytes = 0;
  };

  // max_bytes: the most held (values' bytes as the caller counts them, keys, bookkeeping); 0 turns
  // the cache off. fresh_for: how long after it was stored or confirmed an entry may be served by
  // find_fresh; zero: never.
  explicit StampedCache(std::size_t max_bytes, Clock::duration fresh_for = {})
      : max_bytes_(max_bytes), fresh_for_(fresh_for) {}
  StampedCache(const StampedCache&) = delete;
  StampedCache& operator=(const StampedCache&) = delete;

  [[nodiscard]] bool enabled() const { return max_bytes_ > 0; }

  // Without reading the database: within fresh_for of the entry's last confirmation and while no
  // local write committed since. A miss here is not counted: the caller goes on to find().
  Value find_fresh(const std::string& key, std::int64_t minute, std::uint64_t generation) {
    const auto now = Clock::now();
    std::lock_guard lock(mutex_);
    if (!enter_clock_locked(minute, generation)) return nullptr;
    auto it = entries_.find(key);
    if (it == entries_.end() || now - it->second.confirmed >= fresh_for_) return nullptr;
    touch_locked(it);
    ++hits_;
    return it->second.value;
  }

  // With the stamp just read: served when the entry was read under the same epoch, which also
  // confirms it (fresh for another fresh_for).
  Value find(const std::string& key, const Epoch& epoch) {
    const auto now = Clock::now();
    std::lock_guard lock(mutex_);
    if (!enter_clock_locked(epoch.minute, epoch.generation)) {
      ++misses_;
      return nullptr;
    }
    if (held_.enter_stamp(epoch.stamp) == EpochHeld::Move::moved) clear_locked();
    auto it = entries_.find(key);
    if (it == entries_.end()) {
      ++misses_;
      return nullptr;
    }
    it->second.confirmed = now;
    touch_locked(it);
    ++hits_;
    return it->second.value;
  }

  // Kept only under the epoch held (find() with the same epoch came first, or nothing was ever
  // held); bytes: what the value holds, as the caller counts it.
  void store(const std::string& key, const Epoch& epoch, Value value, std::size_t bytes) {
    const std::size_t size = bytes + key.size() * 2 + kPerEntry;
    if (!enabled() || size > max_bytes_ / 8) return;  // one entry may not crowd out the rest
    const auto now = Clock::now();
    std::lock_guard lock(mutex_);
    if (!enter_clock_locked(epoch.minute, epoch.generation)) return;
    if (epoch.stamp != held_.stamp()) {
      if (!held_.stamp().empty()) return;  // read before a commit another request has seen since
      held_.enter_stamp(epoch.stamp);      // the first entry ever (nothing to clear)
    }
    if (auto it = entries_.find(key); it != entries_.end()) evict_locked(it);
    while (bytes_ + size > max_bytes_ && !recent_.empty())
      evict_locked(entries_.find(recent_.back()));
    recent_.push_front(key);
    bytes_ += size;
    entries_.emplace(key, Entry{std::move(value), now, size, recent_.begin()});
  }

  [[nodiscard]] Counts counts() const {
    std::lock_guard lock(mutex_);
    return Counts{hits_, misses_, entries_.size(), bytes_};
  }

 private:
  // Per entry beyond its value: the key twice (map and list), their nodes, the shared pointer's
  // control block.
  static constexpr std::size_t kPerEntry = 160;
  struct Entry {
    Value value;
    Clock::time_point confirmed;
    std::size_t bytes = 0;
    std::list<std::string>::iterator recent;  // position in recent_
  };
  using Entries = std::unordered_map<std::string, Entry>;

  bool enter_clock_locked(std::int64_t minute, std::uint64_t generation) {
    const auto move = held_.enter_clock(minute, generation);
    if (move == EpochHeld::Move::moved) clear_locked();
    return move != EpochHeld::Move::behind;
  }
  void touch_locked(typename Entries::iterator it) {
    recent_.splice(recent_.begin(), recent_, it->second.recent);
  }
  void clear_locked() {
    entries_.clear();
    recent_.clear();
    bytes_ = 0;
  }
  void evict_locked(typename Entries::iterator it) {
    bytes_ -= it->second.bytes;
    recent_.erase(it->second.recent);
    entries_.erase(it);
  }

  const std::size_t max_bytes_;
  const Clock::duration fresh_for_;
  mutable std::mutex mutex_;
  EpochHeld held_;
  Entries entries_;
  std::list<std::string> recent_;  // keys, most recently used first
  std::size_t bytes_ = 0;
  std::uint64_t hits_ = 0, misses_ = 0;
};

// One computation per key at a time. When a commit retires a cache, every request in flight
// would otherwise run the same work at once; a request that misses while another computes the
// same key (the stamp belongs in the key) waits for that answer instead.
template <class V>
class SingleFlight {
 public:
  using Shared = std::shared_future<std::optional<V>>;

  // The caller computes; whatever happens, its destructor hands the waiters the value given to
  // share() (or nothing: they then compute on their own) and leaves the table.
  class Lead {
   public:
    Lead(SingleFlight& flights, std::string key, std::promise<std::optional<V>> promise)
        : flights_(&flights), key_(std::move(key)), promise_(std::move(promise)) {}
    Lead(Lead&& other) noexcept = default;
    Lead(const Lead&) = delete;
    Lead& operator=(const Lead&) = delete;
    Lead& operator=(Lead&&) = delete;
    ~Lead() {
      if (flights_ == nullptr) return;
      promise_.set_value(std::move(value_));
      flights_->finish(key_);
    }
    void share(V value) { value_ = std::move(value); }

   private:
    struct Detach {
      void operator()(SingleFlight*) const {}
    };
    std::unique_ptr<SingleFlight, Detach> flights_;  // null once moved from
    std::string key_;
    std::promise<std::optional<V>> promise_;
    std::optional<V> value_;
  };

  // The computation of `key` already running (wait on it), or the lead of a new one.
  std::variant<Shared, Lead> join_or_lead(const std::string& key) {
    std::lock_guard lock(mutex_);
    if (auto it = running_.find(key); it != running_.end()) return it->second;
    std::promise<std::optional<V>> promise;
    running_.emplace(key, promise.get_future().share());
    return Lead(*this, key, std::move(promise));
  }

 private:
  void finish(const std::string& key) {
    std::lock_guard lock(mutex_);
    running_.erase(key);
  }
  std::mutex mutex_;
  std::map<std::string, Shared> running_;
};

}  // namespace emu::db
