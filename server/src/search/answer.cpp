#include "search/answer.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <variant>
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

  // One computation per (body, stamp): concurrent misses wait for the leader's answer.
  auto flight = cache->flights().join_or_lead(*stamp + "\n" + key);
  if (auto* running = std::get_if<db::SingleFlight<std::string>::Shared>(&flight)) {
    if (auto json = running->get()) return boost::json::parse(*json);
    return run_search(env, params);  // the leader failed: try on our own
  }
  auto& lead = std::get<db::SingleFlight<std::string>::Lead>(flight);
  auto answer = run_search(env, params);
  if (!answer) return answer;
  auto text = boost::json::serialize(*answer);
  lead.share(text);
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
