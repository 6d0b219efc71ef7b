#include "payments/money.hpp"

#include <boost/json.hpp>
#include <cstdio>
#include <map>
#include <vector>

#include "db/cells.hpp"
#include "domain/booking_time.hpp"
#include "payments/ledger.hpp"
#include "payments/money_sql.hpp"
#include "payments/rules.hpp"

namespace emu::payments {
namespace {

boost::json::value nullable(const boost::json::value& cell) {
  return cell.is_null() ? boost::json::value(nullptr) : boost::json::value(db::text(cell));
}

boost::json::array payments_json(const db::ResultSet& rs) {
  boost::json::array out;
  for (const auto& r : rs.rows) {
    out.push_back(boost::json::object{
        {"id", db::text(r[0])},
        {"booking_id", db::text(r[1])},
        {"method", db::text(r[2])},
        {"amount_hkd", to_hkd(db::integer(r[3]))},
        {"reference", db::text(r[4])},
        {"status", db::text(r[5])},
        {"due_at", nullable(r[6])},
        {"reported_at", nullable(r[7])},
        {"proof_path", nullable(r[8])},
        {"paid_at", nullable(r[9])},
        {"created_at", nullable(r[10])},
        {"booking_start_at", nullable(r[11])},
        {"customer_name", nullable(r[12])},
    });
  }
  return out;
}

boost::json::object payout_row(const std::vector<boost::json::value>& r) {
  boost::system::error_code ec;
  auto lines = boost::json::parse(db::text(r[10]), ec);
  boost::json::array shown;
  if (!ec && lines.is_array()) {
    for (const auto& l : lines.as_array()) {
      if (!l.is_object()) continue;
      const auto& o = l.as_object();
      const auto* cents = o.if_contains("amount_cents");
      shown.push_back(boost::json::object{
          {"payment_id", o.contains("payment_id") ? o.at("payment_id") : nullptr},
          {"booking_id", o.contains("booking_id") ? o.at("booking_id") : nullptr},
          {"amount_hkd", to_hkd(cents && cents->is_int64() ? cents->as_int64() : 0)},
          {"kept_at", o.contains("kept_at") ? o.at("kept_at") : nullptr},
      });
    }
  }
  return boost::json::object{
      {"id", db::text(r[0])},
      {"shop_id", db::text(r[1])},
      {"shop_name", db::text(r[2])},
      {"amount_hkd", to_hkd(db::integer(r[3]))},
      {"status", db::text(r[4])},
      {"due_by", nullable(r[5])},
      {"created_at", nullable(r[6])},
      {"sent_at", nullable(r[7])},
      {"bank_reference", nullable(r[8])},
      {"earliest_kept_at", nullable(r[9])},
      {"lines", std::move(shown)},
  };
}

boost::json::array payouts_json(const db::ResultSet& rs) {
  boost::json::array out;
  for (const auto& r : rs.rows) out.push_back(payout_row(r));
  return out;
}

// Balances per account (debit positive).
std::map<std::string, std::int64_t, std::less<>> totals_of(const db::ResultSet& rs) {
  std::map<std::string, std::int64_t, std::less<>> out;
  for (const auto& r : rs.rows) out[db::text(r[0])] = db::integer(r[1]);
  return out;
}

std::int64_t balance(const std::map<std::string, std::int64_t, std::less<>>& totals,
                     std::string_view account) {
  auto it = totals.find(account);
  return it == totals.end() ? 0 : it->second;
}

std::string csv_field(std::string_view text) {
  if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
  std::string out = "\"";
  for (char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  out += '"';
  return out;
}

std::string money_text(std::int64_t cents) {
  char buf[32];
  const std::int64_t a = cents < 0 ? -cents : cents;
  std::snprintf(buf, sizeof buf, "%s%lld.%02lld", cents < 0 ? "-" : "",
                static_cast<long long>(a / 100), static_cast<long long>(a % 100));
  return buf;
}

struct StatementLine {
  std::string at, booking_id, reference, kind;
  std::int64_t cents = 0;
};

}  // namespace

db::Result<boost::json::object> shop_money(db::Connection& conn, const std::string& shop_id) {
  auto open = db::run(conn, sql::kShopOpenPayments, {shop_id});
  if (!open) return std::unexpected(open.error());
  auto owed = db::run(conn, sql::kShopRefundsOwed, {shop_id});
  if (!owed) return std::unexpected(owed.error());
  auto payouts = db::run(conn, sql::kShopPayouts, {shop_id});
  if (!payouts) return std::unexpected(payouts.error());
  auto accounts = db::run(conn, sql::kShopAccountTotals, {shop_id});
  if (!accounts) return std::unexpected(accounts.error());
  const auto totals = totals_of(*accounts);
  return boost::json::object{
      {"payments_open", payments_json(*open)},
      {"refunds_owed", payments_json(*owed)},
      {"payouts", payouts_json(*payouts)},
      {"held_hkd", to_hkd(-balance(totals, account::deposits_held))},
      {"payable_hkd", to_hkd(-balance(totals, account::shop_payable))},
  };
}

std::optional<std::chrono::year_month> parse_month(std::string_view text) {
  if (text.size() != 7 || text[4] != '-') return std::nullopt;
  auto day = domain::parse_date(std::string(text) + "-01");
  if (!day) return std::nullopt;
  return day->year() / day->month();
}

db::Result<boost::json::object> shop_statement(db::Connection& conn, const std::string& shop_id,
                                               std::chrono::year_month month) {
  using namespace std::chrono;
  const auto from = domain::hk_midnight(month / day{1});
  const auto to = domain::hk_midnight((month + months{1}) / day{1});
  auto rows = db::run(conn, sql::kShopStatement,
                      {shop_id, domain::format_utc_minute(from), domain::format_utc_minute(to)});
  if (!rows) return std::unexpected(rows.error());
  // The entries of one ledger transaction, in order; each transaction becomes 0-2 lines.
  struct Txn {
    std::string at, booking_id, reference;
    std::map<std::string, std::int64_t, std::less<>> debit, credit;  // per account, cents
  };
  std::vector<std::pair<std::string, Txn>> txns;
  for (const auto& r : rows->rows) {
    const std::string txn_id = db::text(r[6]);
    if (txns.empty() || txns.back().first != txn_id) {
      txns.emplace_back(txn_id, Txn{db::text(r[0]), db::text(r[1]), db::text(r[2]), {}, {}});
    }
    auto& t = txns.back().second;
    if (t.booking_id.empty()) t.booking_id = db::text(r[1]);
    if (t.reference.empty()) t.reference = db::text(r[2]);
    const std::int64_t amount = db::integer(r[4]);
    (amount >= 0 ? t.debit : t.credit)[db::text(r[3])] += amount >= 0 ? amount : -amount;
  }
  std::vector<StatementLine> lines;
  for (const auto& [id, t] : txns) {
    auto has = [](const auto& m, std::string_view a) { return m.find(a) != m.end(); };
    auto get = [](const auto& m, std::string_view a) -> std::int64_t {
      auto it = m.find(a);
      return it == m.end() ? 0 : it->second;
    };
    auto add = [&](std::string kind, std::int64_t cents, bool payout = false) {
      lines.push_back({t.at, payout ? std::string() : t.booking_id,
                       payout ? std::string() : t.reference, std::move(kind), cents});
    };
    if (has(t.debit, account::shop_cash) && has(t.credit, account::deposits_held)) {
      add("fps_received", get(t.debit, account::shop_cash));
    } else if (has(t.credit, account::shop_revenue)) {
      add("deposit_kept", get(t.credit, account::shop_revenue));
    } else if (has(t.credit, account::shop_payable) && has(t.debit, account::deposits_held)) {
      add("deposit_kept", get(t.debit, account::deposits_held));
      if (has(t.credit, account::commission) && get(t.credit, account::commission) > 0) {
        add("commission", -get(t.credit, account::commission));
      }
    } else if (has(t.credit, account::refunds_pending) || has(t.credit, account::refunds_owed)) {
      add("refund",
          -(has(t.credit, account::refunds_pending) ? get(t.credit, account::refunds_pending)
                                                    : get(t.credit, account::refunds_owed)));
    } else if (has(t.credit, account::payouts_due)) {
      add("payout", get(t.credit, account::payouts_due), true);
    }
  }
  std::map<std::string, std::int64_t, std::less<>> totals{
      {"deposit_kept", 0}, {"refund", 0}, {"commission", 0}, {"payout", 0}, {"fps_received", 0}};
  boost::json::array json_lines;
  std::string csv =
      "\xEF\xBB\xBF"
      "date_hkt,kind,reference,booking_id,amount_hkd\r\n";
  for (const auto& l : lines) {
    totals[l.kind] += l.cents;
    // Hong Kong time: 2026-12-01T16:15:00+08:00 in the JSON, 2026-12-01 16:15 in the CSV.
    const auto minute = domain::parse_db_instant(l.at);
    const std::string at = minute ? domain::format_hkt(*minute) : l.at;
    std::string csv_at = at.substr(0, 16);
    if (csv_at.size() > 10) csv_at[10] = ' ';
    json_lines.push_back(boost::json::object{
        {"at", at},
        {"booking_id",
         l.booking_id.empty() ? boost::json::value(nullptr) : boost::json::value(l.booking_id)},
        {"reference",
         l.reference.empty() ? boost::json::value(nullptr) : boost::json::value(l.reference)},
        {"kind", l.kind},
        {"amount_hkd", to_hkd(l.cents)},
    });
    csv += csv_at + "," + l.kind + "," + csv_field(l.reference) + "," + csv_field(l.booking_id) +
           "," + money_text(l.cents) + "\r\n";
  }
  boost::json::object totals_json;
  for (const auto& [kind, cents] : totals) totals_json[kind + "_hkd"] = to_hkd(cents);
  char month_text[8];
  std::snprintf(month_text, sizeof month_text, "%04d-%02u", static_cast<int>(month.year()),
                static_cast<unsigned>(month.month()));
  return boost::json::object{{"month", month_text},
                             {"lines", std::move(json_lines)},
                             {"totals", std::move(totals_json)},
                             {"csv", csv}};
}

db::Result<boost::json::object> admin_money(db::Connection& conn) {
  auto accounts = db::run(conn, sql::kAccountTotals);
  if (!accounts) return std::unexpected(accounts.error());
  auto payouts = db::run(conn, sql::kAllPayouts);
  if (!payouts) return std::unexpected(payouts.error());
  auto unbalanced = db::run(conn, sql::kUnbalancedTxns);
  if (!unbalanced) return std::unexpected(unbalanced.error());
  const auto totals = totals_of(*accounts);
  return boost::json::object{
      {"held_hkd", to_hkd(-balance(totals, account::deposits_held))},
      {"refunds_pending_hkd", to_hkd(-balance(totals, account::refunds_pending))},
      {"payouts_due_hkd", to_hkd(-balance(totals, account::payouts_due))},
      {"payable_hkd", to_hkd(-balance(totals, account::shop_payable))},
      {"commission_hkd", to_hkd(-balance(totals, account::commission))},
      {"platform_cash_hkd", to_hkd(balance(totals, account::platform_cash))},
      {"unbalanced_txns", unbalanced->rows.empty() ? 0 : db::integer(unbalanced->rows[0][0])},
      {"payouts", payouts_json(*payouts)},
  };
}

db::Result<std::optional<boost::json::object>> payout_json(db::Connection& conn,
                                                           const std::string& payout_id) {
  auto row = db::run(conn, sql::kPayoutRow, {payout_id});
  if (!row) return std::unexpected(row.error());
  if (row->rows.empty()) return std::nullopt;
  return payout_row(row->rows[0]);
}

}  // namespace emu::payments
