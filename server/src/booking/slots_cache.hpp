// available-slots answers kept while the database is unchanged (the data API's read cache rule,
// rest/read_cache.hpp): an answer is keyed by shop, service, date, staff and the current minute
// (the notice rule moves with the clock), and served only while Database::change_stamp equals
// the stamp taken before it was computed, so any commit (a booking, a cancel, an hours edit, a
// weather switch) retires every answer at once.
#pragma once

#include <boost/json/value.hpp>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

namespace emu::booking {

class SlotsCache {
 public:
  static SlotsCache& instance();
  std::shared_ptr<const boost::json::value> find(const std::string& key, const std::string& stamp);
  void store(const std::string& key, std::string stamp, boost::json::value answer);

 private:
  static constexpr std::size_t kMaxEntries = 4096;  // then everything is dropped
  struct Entry {
    std::string stamp;
    std::shared_ptr<const boost::json::value> answer;
  };
  std::mutex mutex_;
  std::unordered_map<std::string, Entry> entries_;
};

}  // namespace emu::booking
