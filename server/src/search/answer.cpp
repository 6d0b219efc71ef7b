#include "search/answer.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <future>
#include <map>
#include <mutex>
#include <vector>

#include "db/transaction.hpp"

namespace emu::search {
namespace {

db::Result<boost::json::value> run_search(AnswerEnv& env, const SearchParams& params) {
  if (env.index != nullptr) {
    auto found = env.index->search(params);
    if (!found) return std::unexpected(found.error());
    return boost::json::value(std::move(*found));
  }
  return db::in_transaction(
      env.db, db::TxOptions{db::TxMode::read, true}, [](const db::DbError& e) { return e; },
      [&](db::Connection& conn) -> db::Result<boost::json::value> {
        auto found = search_shops(conn, params);
        if (!found) return std::unexpected(found.error());
        return boost::json::value(std::move(*found));
      });
}

// One computation per (body, stamp) at a time. Any commit retires every cached answer (the
// analytics flush commits every few seconds); without this, every search in flight at that
// moment would run the same query at once. A request that misses while another one computes
// the same body at the same stamp waits for that answer instead.
class InFlight {
 public:
  using Answer = std::shared_future<std::optional<std::string>>;
  // The running computation of `key`, or nullopt after registering the caller as its runner.
  std::optional<Answer> join_or_lead(const std::string& key,
                                     std::promise<std::optional<std::string>>& promise) {
    std::lock_guard lock(mutex_);
    if (auto it = running_.find(key); it != running_.end()) return it->second;
    running_.emplace(key, promise.get_future().share());
    return std::nullopt;
  }
  void finish(const std::string& key) {
    std::lock_guard lock(mutex_);
    running_.erase(key);
  }

 private:
  std::mutex mutex_;
  std::map<std::string, Answer> running_;
};

InFlight& in_flight() {
  static InFlight instance;
  return instance;
}

db::Result<boost::json::value> cached_search(AnswerEnv& env, const boost::json::object& args,
                                             const SearchParams& params) {
  auto* cache = env.cache;
  std::string key = "search-shops\n" + boost::json::serialize(args);
  if (cache == nullptr || !cache->admit(key)) return run_search(env, params);
  std::optional<std::string> stamp;
  {
    auto conn = env.db.acquire();
    if (!conn) return std::unexpected(conn.error());
    auto taken = env.db.change_stamp(**conn);
    if (taken) stamp = std::move(*taken);
  }
  if (!stamp) return run_search(env, params);
  if (auto hit = cache->find(key, *stamp)) return std::move(*hit);

  const std::string flight = *stamp + "\n" + key;
  std::promise<std::optional<std::string>> promise;
  if (auto running = in_flight().join_or_lead(flight, promise)) {
    if (auto json = running->get()) return boost::json::parse(*json);
    return run_search(env, params);  // the runner failed: try on our own
  }
  // The runner: always settle the promise and leave the table, whatever happens.
  struct Settle {
    std::promise<std::optional<std::string>>& promise;
    const std::string& flight;
    std::optional<std::string> json;
    ~Settle() {
      promise.set_value(std::move(json));
      in_flight().finish(flight);
    }
  } settle{promise, flight, std::nullopt};
  auto answer = run_search(env, params);
  if (!answer) return answer;
  auto text = boost::json::serialize(*answer);
  settle.json = text;
  cache->store(std::move(key), std::move(*stamp), std::move(text));
  return answer;
}

// Each shop of the answer appeared in search results once; a claim search (unclaimed=true,
// /merchant/claim) is a merchant looking for its own shop, not an impression.
void count_impressions(const CountImpressions& count, const SearchParams& params,
                       const boost::json::value& answer) {
  if (!count || params.unclaimed_only || !answer.is_object()) return;
  const auto* shops = answer.as_object().if_contains("shops");
  if (shops == nullptr || !shops->is_array() || shops->as_array().empty()) return;
  std::vector<std::string> ids;
  ids.reserve(shops->as_array().size());
  for (const auto& s : shops->as_array()) {
    const auto* id = s.is_object() ? s.as_object().if_contains("id") : nullptr;
    if (id != nullptr && id->is_string()) ids.emplace_back(id->as_string());
  }
  count(std::move(ids));
}

}  // namespace

db::Result<boost::json::value> answer(AnswerEnv& env, const boost::json::object& args,
                                      const SearchParams& params) {
  auto found = cached_search(env, args, params);
  if (found) count_impressions(env.count_impressions, params, *found);
  return found;
}

}  // namespace emu::search
