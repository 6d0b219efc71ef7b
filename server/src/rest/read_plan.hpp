// Stage 2d: a read request resolved against the registry and the policies (PostgREST's
// Plan): which table each embed reaches through which relation, which filters, order and
// limits apply where, and the policy decision for every table occurrence.
#pragma once

#include <cstdint>
#include <expected>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "rest/error.hpp"
#include "rest/policy.hpp"
#include "rest/request_ast.hpp"
#include "rest/schema_registry.hpp"

namespace emu::rest {

struct ReadNode;

struct OutputItem {
  std::string key;
  const Column* column = nullptr;  // a column, or
  std::string cast;                // its output cast (text / integer)
  int child = -1;                  // an embed: index into children
};

struct Embed {
  Link link;
  bool inner = false;
  std::optional<bool> must_be_null;  // rel=is.null (true) / rel=not.is.null (false)
  std::unique_ptr<ReadNode> node;
};

struct ReadNode {
  const Table* table = nullptr;
  std::vector<OutputItem> items;
  std::vector<Embed> children;
  std::vector<std::string> child_keys;  // alias or name, how filters address the embed
  Decision policy;
  std::vector<const Condition*> conditions;
  std::vector<const LogicTree*> trees;
  std::vector<OrderTerm> order;
  std::optional<std::int64_t> limit;
  std::optional<std::int64_t> offset;
};

struct ReadOptions {
  std::int64_t max_rows = 1000;
  bool exact_id_granted = false;  // representation of rows the caller just wrote
};

// True when the top-level filters include id=eq.<uuid> (the "by exact id" capability).
bool filters_by_exact_id(const ApiRequest& req, const Table& table);

std::expected<std::unique_ptr<ReadNode>, RestError> plan_read(const ApiRequest& req,
                                                              const Table& table,
                                                              const Caller& caller,
                                                              const ReadOptions& options);

}  // namespace emu::rest
