// The typed form of a /rest/v1 request, as the parser leaves it: names are still plain
// strings (the planner checks them against the schema registry) and values are still text
// (the value stage casts them to the column's type). Mirrors PostgREST's ApiRequest.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace emu::rest {

// A path of embed names/aliases from the top-level table; empty = the top level.
using EmbedPath = std::vector<std::string>;

struct SelectItem {
  enum class Kind { star, column, embed };
  Kind kind = Kind::column;
  std::string name;   // column name, or relation name for embeds
  std::string alias;  // output key; empty = name
  std::string cast;   // col::type output cast (column items only)
  // Embeds only:
  std::string hint;    // !<fk name or column>
  bool inner = false;  // !inner: keep only parents with a match
  std::vector<SelectItem> children;
};

enum class Op { eq, neq, gt, gte, lt, lte, like, ilike, is, in, cs, cd, ov, isdistinct };
enum class Quantifier { none, any, all };

struct Condition {
  std::string column;
  Op op = Op::eq;
  bool negated = false;
  Quantifier quantifier = Quantifier::none;  // like(any).{a,b}
  std::string value;                         // raw value (eq, like, is, cs as text, ...)
  std::vector<std::string> list;             // in.(...) items, quantified patterns
};

struct LogicTree;
using LogicItem = std::variant<Condition, LogicTree>;
struct LogicTree {
  bool is_or = false;
  bool negated = false;
  std::vector<LogicItem> items;
};

// One filter query parameter: `path.col=op.value` or `path.or=(...)`.
struct Filter {
  EmbedPath path;
  std::variant<Condition, LogicTree> expr;
};

struct OrderTerm {
  std::string column;
  bool desc = false;
  std::optional<bool> nulls_first;
};

enum class ReturnPref { minimal, representation, headers_only };
enum class CountPref { none, exact, planned, estimated };
enum class Resolution { none, merge_duplicates, ignore_duplicates };

struct Preferences {
  std::optional<ReturnPref> return_pref;
  CountPref count = CountPref::none;
  Resolution resolution = Resolution::none;
  bool missing_default = false;
  bool strict = false;
  bool tx_rollback = false;
  std::optional<std::int64_t> max_affected;
};

enum class Action { read, head, insert, update, upsert, remove, rpc };

struct ApiRequest {
  Action action = Action::read;
  bool head = false;   // HEAD: headers only (tables and rpc)
  std::string target;  // table name, or function name for rpc
  bool select_given = false;
  std::vector<SelectItem> select;  // empty and !select_given: `*`
  std::vector<Filter> filters;
  std::map<EmbedPath, std::vector<OrderTerm>> order;
  std::map<EmbedPath, std::int64_t> limit;
  std::map<EmbedPath, std::int64_t> offset;
  Preferences prefer;
  bool single_object = false;  // Accept: application/vnd.pgrst.object+json
  std::vector<std::string> on_conflict;
  std::optional<std::vector<std::string>> columns;  // columns="a","b"
  // Query parameters an RPC receives as arguments (GET /rpc/fn?a=1).
  std::map<std::string, std::string> rpc_args;
};

}  // namespace emu::rest
