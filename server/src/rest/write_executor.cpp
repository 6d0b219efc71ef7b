#include "rest/write_executor.hpp"

#include "rest/column_rules.hpp"
#include "rest/photo_cleanup.hpp"
#include "rest/read_plan.hpp"
#include "rest/response_shape.hpp"
#include "rest/tx_runner.hpp"
#include "rest/write_sql.hpp"
#include "search/search_text.hpp"

namespace emu::rest {
namespace {

struct Written {
  std::vector<db::Param> ids;
  std::vector<std::string> shops;      // whose search_text the write changed
  std::string body;                    // representation (JSON array text), when asked for
  std::optional<PhotoCleanup> photos;  // shop photos the write stopped using
};

using Step = std::expected<void, RestError>;

Step collect_ids(db::Connection& conn, const SqlStatement& st, const StatementContext& sctx,
                 std::vector<db::Param>& ids, std::vector<std::string>* shops = nullptr,
                 std::size_t shop_index = 0) {
  auto rs = run_statement(conn, st, sctx);
  if (!rs) return std::unexpected(rs.error());
  for (const auto& row : rs->rows) {
    if (!row.empty() && row[0].is_string()) ids.emplace_back(std::string(row[0].as_string()));
    if (!shops || row.size() <= shop_index) continue;
    const auto& shop = row[shop_index];
    if (!shop.is_string()) continue;
    std::string id(shop.as_string());
    if (std::ranges::find(*shops, id) == shops->end()) shops->push_back(std::move(id));
  }
  return {};
}

// The post-write step of search (search/search_text.hpp): the written shops' search_text and
// min_price are rebuilt in the same transaction.
Step refresh_search(db::Connection& conn, const std::vector<std::string>& shops,
                    const StatementContext& sctx) {
  if (shops.empty()) return {};
  if (auto r = search::refresh_shops(conn, shops); !r) {
    return std::unexpected(statement_error(r.error(), sctx));
  }
  return {};
}

// WITH CHECK: every written row must satisfy the policy, else the whole write is undone.
Step check_rows(db::Connection& conn, const WriteContext& wctx, const Decision& d,
                const std::vector<db::Param>& ids, const StatementContext& sctx) {
  auto st = build_check(wctx, d, ids);
  if (!st) return {};
  auto rs = run_statement(conn, *st, sctx);
  if (!rs) return std::unexpected(rs.error());
  const auto& cell = rs->rows.at(0).at(0);
  const auto n = cell.is_int64() ? cell.as_int64() : 0;
  if (n != static_cast<std::int64_t>(ids.size()))
    return std::unexpected(check_violation(wctx.table.name));
  return {};
}

// return=representation: the written rows read back through the select builder, with the
// caller's select policy (the rows' ids stand in for the exact-id capability).
Step represent(db::Connection& conn, ExecEnv& env, const ApiRequest& req, const Table& table,
               const Caller& caller, Written& out, const StatementContext& sctx) {
  ApiRequest shape = req;
  std::erase_if(shape.filters, [](const Filter& f) { return f.path.empty(); });
  shape.limit.erase(EmbedPath{});
  shape.offset.erase(EmbedPath{});
  auto plan = plan_read(shape, table, caller, ReadOptions{env.max_rows, true});
  if (!plan) return std::unexpected(plan.error());
  auto sql = build_read_sql(**plan, caller, env.db.dialect(),
                            ReadSqlOptions{env.max_rows, false, out.ids});
  if (!sql) return std::unexpected(sql.error());
  auto rows = run_read_rows(conn, *sql, sctx, env.max_response_bytes);
  if (!rows) return std::unexpected(rows.error());
  out.body = std::move(rows->json);
  return {};
}

bool wants_representation(const ApiRequest& req) {
  return req.prefer.return_pref == ReturnPref::representation;
}

Step single_rule(const ApiRequest& req, const Written& w) {
  if (!req.single_object) return {};
  if (w.ids.size() != 1) {
    return std::unexpected(
        make_error<ExecError>("PGRST116", "Cannot coerce the result to a single JSON object",
                              "The result contains " + std::to_string(w.ids.size()) + " rows"));
  }
  return {};
}

Step max_affected(const ApiRequest& req, const Written& w) {
  if (req.prefer.strict && req.prefer.max_affected &&
      static_cast<std::int64_t>(w.ids.size()) > *req.prefer.max_affected) {
    return std::unexpected(
        make_error<ExecError>("PGRST124", "Query result exceeds max-affected preference constraint",
                              "The query affects " + std::to_string(w.ids.size()) + " rows"));
  }
  return {};
}

}  // namespace

std::expected<Outcome, RestError> execute_write(ExecEnv& env, const ApiRequest& req,
                                                const Table& table, const Caller& caller,
                                                const boost::json::value* body) {
  const WriteContext wctx{table, req, caller, env.db.dialect()};
  const bool exact = filters_by_exact_id(req, table);
  const bool representation = wants_representation(req);
  StatementContext sctx{&table, {}, env.request_id};

  std::vector<SqlStatement> statements;
  std::vector<Decision> checks;
  std::optional<Decision> delete_policy;
  if (req.action == Action::insert || req.action == Action::upsert) {
    auto rows = body_rows(body, true);
    if (!rows) return std::unexpected(rows.error());
    if (auto ok = check_column_rules(table, *rows); !ok) return std::unexpected(ok.error());
    sctx.rows = *rows;
    auto ins = decide(caller, table.name, Operation::insert, {});
    if (!ins) return std::unexpected(ins.error());
    if (ins->one_row && rows->size() > 1) {
      return std::unexpected(make_error<PolicyError>(
          "42501", "permission denied for table " + std::string(table.name),
          "Insert one row per request: this table takes a single JSON object"));
    }
    std::optional<Decision> upd;
    if (req.action == Action::upsert && req.prefer.resolution != Resolution::ignore_duplicates) {
      auto u = decide(caller, table.name, Operation::update, PolicyContext{exact, false});
      if (!u) return std::unexpected(u.error());
      upd = std::move(*u);
    }
    auto built = build_insert(wctx, *rows, *ins, upd ? &*upd : nullptr);
    if (!built) return std::unexpected(built.error());
    statements = std::move(*built);
    checks.push_back(std::move(*ins));
    if (upd) checks.push_back(std::move(*upd));
  } else if (req.action == Action::update) {
    auto rows = body_rows(body, false);
    if (!rows) return std::unexpected(rows.error());
    if (auto ok = check_column_rules(table, *rows); !ok) return std::unexpected(ok.error());
    sctx.rows = *rows;
    auto upd = decide(caller, table.name, Operation::update, PolicyContext{exact, false});
    if (!upd) return std::unexpected(upd.error());
    auto st = build_update(wctx, *rows->front(), *upd);
    if (!st) return std::unexpected(st.error());
    statements.push_back(std::move(*st));
    checks.push_back(std::move(*upd));
  } else {
    auto del = decide(caller, table.name, Operation::remove, PolicyContext{exact, false});
    if (!del) return std::unexpected(del.error());
    auto st = build_delete(wctx, *del, representation);
    if (!st) return std::unexpected(st.error());
    statements.push_back(std::move(*st));
    delete_policy = std::move(*del);
  }

  auto written = in_transaction(
      env.db, db::TxMode::write, !req.prefer.tx_rollback, sctx,
      [&](db::Connection& conn) -> std::expected<Written, RestError> {
        Written w;
        if (!env.storage_dir.empty()) {
          auto photos = photos_before(conn, table, req, caller, sctx);
          if (!photos) return std::unexpected(photos.error());
          w.photos = std::move(*photos);
        }
        const auto shop = search::shop_column(table.name);
        const std::size_t shop_index = shop == table.primary_key ? 0 : 1;
        for (const auto& st : statements) {
          if (auto r =
                  collect_ids(conn, st, sctx, w.ids, shop.empty() ? nullptr : &w.shops, shop_index);
              !r) {
            return std::unexpected(r.error());
          }
        }
        for (const auto& d : checks) {
          if (auto r = check_rows(conn, wctx, d, w.ids, sctx); !r)
            return std::unexpected(r.error());
        }
        if (!delete_policy || !representation) {
          if (auto r = refresh_search(conn, w.shops, sctx); !r) return std::unexpected(r.error());
        }
        if (auto r = single_rule(req, w); !r) return std::unexpected(r.error());
        if (auto r = max_affected(req, w); !r) return std::unexpected(r.error());
        if (representation) {
          if (auto r = represent(conn, env, req, table, caller, w, sctx); !r) {
            return std::unexpected(r.error());
          }
        }
        if (delete_policy && representation && !w.ids.empty()) {
          // The rows were read above; now remove exactly those.
          std::vector<db::Param> none;
          if (auto r = collect_ids(conn, build_delete_ids(wctx, w.ids), sctx, none); !r) {
            return std::unexpected(r.error());
          }
          if (auto r = refresh_search(conn, w.shops, sctx); !r) return std::unexpected(r.error());
        }
        if (w.photos) {
          if (auto r = photos_after(conn, *w.photos, sctx); !r) return std::unexpected(r.error());
        }
        return w;
      });
  if (!written) return std::unexpected(written.error());
  if (written->photos && !req.prefer.tx_rollback) {
    remove_photo_files(env.storage_dir, written->photos->files);
  }

  Outcome out;
  const auto n = static_cast<std::int64_t>(written->ids.size());
  const bool counted = req.prefer.count != CountPref::none;
  const bool is_insert = req.action == Action::insert || req.action == Action::upsert;
  if (req.action == Action::update && n > 0) {
    out.headers.emplace_back(
        "Content-Range", "0-" + std::to_string(n - 1) + "/" + (counted ? std::to_string(n) : "*"));
  } else {
    out.headers.emplace_back("Content-Range",
                             "*/" + (counted ? std::to_string(n) : std::string("*")));
  }
  if (representation) {
    out.status = is_insert ? 201 : 200;
    if (req.single_object) {
      auto one = single_object(written->body, n);
      if (!one) return std::unexpected(one.error());
      out.body = std::move(*one);
    } else {
      out.body = std::move(written->body);
    }
    out.headers.emplace_back("Preference-Applied", "return=representation");
    return out;
  }
  out.has_body = false;
  out.status = is_insert ? 201 : 204;
  if (req.prefer.return_pref == ReturnPref::headers_only && is_insert && n >= 1) {
    const auto& id = std::get<std::string>(written->ids.front());
    out.headers.emplace_back("Location", "/" + std::string(table.name) + "?" +
                                             std::string(table.primary_key) + "=eq." + id);
  }
  return out;
}

}  // namespace emu::rest
