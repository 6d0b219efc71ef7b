#include "rest/read_plan.hpp"

#include "rest/values.hpp"
#include "rest/where_builder.hpp"

namespace emu::rest {
namespace {

using NodeResult = std::expected<std::unique_ptr<ReadNode>, RestError>;

SchemaError no_relationship(const Table& parent, std::string_view name) {
  return make_error<SchemaError>(
      "PGRST200",
      "Could not find a relationship between '" + std::string(parent.name) + "' and '" +
          std::string(name) + "' in the schema cache",
      "Searched for a foreign key relationship between '" + std::string(parent.name) + "' and '" +
          std::string(name) + "' in the schema 'public', but no matches were found.");
}

SchemaError ambiguous(const Table& parent, std::string_view name, const std::vector<Link>& links) {
  std::string details;
  for (const auto& l : links) {
    if (!details.empty()) details += ", ";
    details += std::string(l.relation->name);
  }
  return make_error<SchemaError>(
      "PGRST201",
      "Could not embed because more than one relationship was found for '" +
          std::string(parent.name) + "' and '" + std::string(name) + "'",
      details, "Try changing '" + std::string(name) + "' to one of: " + details);
}

NodeResult plan_node(const Table& table, const std::vector<SelectItem>& select, bool embedded,
                     const Caller& caller, PolicyContext context) {
  auto node = std::make_unique<ReadNode>();
  node->table = &table;
  auto decision = decide(caller, table.name, Operation::select, context);
  if (!decision) return std::unexpected(decision.error());
  node->policy = std::move(*decision);
  std::vector<SelectItem> items = select;
  if (items.empty() && !embedded) items.push_back(SelectItem{SelectItem::Kind::star});
  for (const auto& item : items) {
    if (item.kind == SelectItem::Kind::star) {
      for (const auto& c : table.columns) node->items.push_back({std::string(c.name), &c, "", -1});
      continue;
    }
    if (item.kind == SelectItem::Kind::column) {
      const Column* c = table.column(item.name);
      if (c == nullptr) return std::unexpected(unknown_column(table, item.name));
      if (!item.cast.empty() && item.cast != "text" && item.cast != "integer" &&
          item.cast != "int") {
        return std::unexpected(make_error<ParseError>(
            "PGRST100", "\"failed to parse select parameter\"", "casts supported: text, integer"));
      }
      node->items.push_back({item.alias.empty() ? item.name : item.alias, c, item.cast, -1});
      continue;
    }
    auto links = Registry::instance().links(table, item.name, item.hint);
    if (links.empty()) return std::unexpected(no_relationship(table, item.name));
    if (links.size() > 1) return std::unexpected(ambiguous(table, item.name, links));
    auto child =
        plan_node(*links.front().target, item.children, true, caller, PolicyContext{false, true});
    if (!child) return std::unexpected(child.error());
    const std::string key = item.alias.empty() ? item.name : item.alias;
    node->child_keys.push_back(key);
    node->children.push_back(Embed{links.front(), item.inner, std::nullopt, std::move(*child)});
    node->items.push_back({key, nullptr, "", static_cast<int>(node->children.size() - 1)});
  }
  return node;
}

std::expected<ReadNode*, RestError> find(ReadNode& root, const EmbedPath& path) {
  ReadNode* node = &root;
  for (const auto& step : path) {
    bool found = false;
    for (std::size_t i = 0; i < node->child_keys.size(); ++i) {
      if (node->child_keys[i] == step) {
        node = node->children[i].node.get();
        found = true;
        break;
      }
    }
    if (!found) {
      return std::unexpected(make_error<SchemaError>(
          "PGRST108", "'" + step + "' is not an embedded resource in this request", std::nullopt,
          "Verify that '" + step + "' is included in the 'select' query parameter."));
    }
  }
  return node;
}

}  // namespace

bool filters_by_exact_id(const ApiRequest& req, const Table& table) {
  if (table.column("id") == nullptr) return false;
  for (const auto& f : req.filters) {
    const auto* c = std::get_if<Condition>(&f.expr);
    if (f.path.empty() && c && c->column == "id" && c->op == Op::eq && !c->negated &&
        c->quantifier == Quantifier::none && value_from_text(Type::uuid, c->value)) {
      return true;
    }
  }
  return false;
}

std::expected<std::unique_ptr<ReadNode>, RestError> plan_read(const ApiRequest& req,
                                                              const Table& table,
                                                              const Caller& caller,
                                                              const ReadOptions& options) {
  const bool exact = options.exact_id_granted || filters_by_exact_id(req, table);
  auto root = plan_node(table, req.select, false, caller, PolicyContext{exact, false});
  if (!root) return root;
  for (const auto& f : req.filters) {
    auto node = find(**root, f.path);
    if (!node) return std::unexpected(node.error());
    if (const auto* tree = std::get_if<LogicTree>(&f.expr)) {
      (*node)->trees.push_back(tree);
      continue;
    }
    const auto& c = std::get<Condition>(f.expr);
    // rel=is.null / rel=not.is.null on an embed: anti- / semi-join.
    bool on_embed = false;
    for (std::size_t i = 0; i < (*node)->child_keys.size(); ++i) {
      if ((*node)->child_keys[i] != c.column || (*node)->table->column(c.column)) continue;
      on_embed = true;
      const bool null_test = c.op == Op::is && (c.value == "null" || c.value == "not_null");
      if (!null_test || c.quantifier != Quantifier::none) {
        return std::unexpected(make_error<ParseError>(
            "PGRST120", "Only is null or not is null filters are allowed on embedded resources"));
      }
      const bool wants_null = (c.value == "null") != c.negated;
      (*node)->children[i].must_be_null = wants_null;
    }
    if (!on_embed) (*node)->conditions.push_back(&c);
  }
  for (const auto& [path, terms] : req.order) {
    auto node = find(**root, path);
    if (!node) return std::unexpected(node.error());
    for (const auto& t : terms) {
      if (!(*node)->table->column(t.column)) {
        return std::unexpected(unknown_column(*(*node)->table, t.column));
      }
    }
    (*node)->order = terms;
  }
  for (const auto& [path, n] : req.limit) {
    auto node = find(**root, path);
    if (!node) return std::unexpected(node.error());
    (*node)->limit = n;
  }
  for (const auto& [path, n] : req.offset) {
    auto node = find(**root, path);
    if (!node) return std::unexpected(node.error());
    (*node)->offset = n;
  }
  return root;
}

}  // namespace emu::rest
