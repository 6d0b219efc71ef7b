// Stage 4: run a planned request in one transaction and describe the HTTP answer (PostgREST's
// Query + Response): reads with optional exact count, writes with WITH CHECK, return=
// representation read back in the same transaction, and .single() rolling a write back when
// it touched 0 or more than 1 rows. Blocking: call it on the worker pool.
#pragma once

#include <boost/json/value.hpp>
#include <expected>
#include <string>
#include <utility>
#include <vector>

#include "db/database.hpp"
#include "rest/error.hpp"
#include "rest/policy.hpp"
#include "rest/read_cache.hpp"
#include "rest/request_ast.hpp"

namespace emu::search {
class LiveShopIndex;
}
namespace emu::analytics {
class ShopCounters;
class ClientCap;
}  // namespace emu::analytics

namespace emu::rest {

struct Outcome {
  unsigned status = 200;
  std::string body;  // JSON text; empty with has_body=false
  bool has_body = true;
  std::vector<std::pair<std::string, std::string>> headers;
};

struct ExecEnv {
  db::Database& db;
  std::int64_t max_rows = 1000;
  std::string request_id;      // for the log line of an unexpected database error
  ReadCache* cache = nullptr;  // answers of reads; null: every read runs
  // Largest read answer (EMU_REST_MAX_RESPONSE_MB); larger ones are refused with 54000.
  std::size_t max_response_bytes = std::size_t{16} << 20;
  // EMU_STORAGE_DIR: the files of shop photos a write stopped using are removed there
  // (photo_cleanup.hpp); empty: no photo step (the realtime reader never writes).
  std::string storage_dir;
  // rpc/search_shops answers from it when set (EMU_SEARCH_INDEX); null: the SQL.
  search::LiveShopIndex* shop_index = nullptr;
  // rpc/search_shops counts search impressions there, at most impression_cap's per client
  // (client_ip); null: none are counted (search/answer.hpp).
  analytics::ShopCounters* shop_counters = nullptr;
  analytics::ClientCap* impression_cap = nullptr;
  std::string client_ip;
};

std::expected<Outcome, RestError> execute(ExecEnv& env, const ApiRequest& req, const Caller& caller,
                                          const boost::json::value* body);

}  // namespace emu::rest
