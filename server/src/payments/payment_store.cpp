#include "payments/payment_store.hpp"

#include "booking/cells.hpp"
#include "payments/rules.hpp"
#include "payments/sql.hpp"

namespace emu::payments {
namespace {

using booking::integer;
using booking::run;
using booking::text;

Payment to_payment(const db::ResultSet& rs, std::size_t i) {
  Payment p;
  for (std::size_t c = 0; c < rs.columns.size(); ++c) p.row[rs.columns[c]] = rs.rows[i][c];
  p.id = text(p.row.at("id"));
  p.booking_id = text(p.row.at("booking_id"));
  p.shop_id = text(p.row.at("shop_id"));
  p.user_id = text(p.row.at("user_id"));
  p.method = text(p.row.at("method"));
  p.reference = text(p.row.at("reference"));
  p.status = text(p.row.at("status"));
  p.provider_session_id = text(p.row.at("provider_session_id"));
  p.checkout_url = text(p.row.at("checkout_url"));
  p.provider_intent = text(p.row.at("provider_intent"));
  p.amount_cents = integer(p.row.at("amount_cents"));
  p.refunded_cents = integer(p.row.at("refunded_cents"));
  return p;
}

db::Result<std::optional<Payment>> first(db::Result<db::ResultSet> r) {
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty()) return std::optional<Payment>{};
  return std::optional<Payment>{to_payment(*r, 0)};
}

boost::json::value hkt(const boost::json::value& v) {
  if (auto at = booking::instant(v)) return boost::json::value(domain::format_hkt(*at));
  return v;
}

}  // namespace

db::Result<std::optional<Payment>> find_payment(db::Connection& conn, const std::string& id) {
  return first(run(conn, sql::kFindPayment, {id}));
}

db::Result<std::optional<Payment>> find_by_method(db::Connection& conn,
                                                  const std::string& booking_id,
                                                  const std::string& method) {
  return first(run(conn, sql::kFindByMethod, {booking_id, method}));
}

db::Result<std::vector<Payment>> payments_of(db::Connection& conn, const std::string& booking_id) {
  auto r = run(conn, sql::kPaymentsOfBooking, {booking_id});
  if (!r) return std::unexpected(r.error());
  std::vector<Payment> out;
  for (std::size_t i = 0; i < r->rows.size(); ++i) out.push_back(to_payment(*r, i));
  return out;
}

db::Result<std::vector<std::string>> shops_of_proof(db::Connection& conn,
                                                    const std::string& proof_path) {
  auto r = run(conn, sql::kShopsOfProof, {proof_path});
  if (!r) return std::unexpected(r.error());
  std::vector<std::string> out;
  for (const auto& row : r->rows) out.push_back(text(row[0]));
  return out;
}

boost::json::object payment_json(const Payment& p) {
  const auto& r = p.row;
  boost::json::object out{{"id", p.id},
                          {"booking_id", p.booking_id},
                          {"method", p.method},
                          {"amount_hkd", to_hkd(p.amount_cents)},
                          {"reference", p.reference},
                          {"status", p.status},
                          {"due_at", hkt(r.at("due_at"))},
                          {"proof_path", r.at("proof_path")},
                          {"reported_at", r.at("reported_at")},
                          {"paid_at", r.at("paid_at")},
                          {"refunded_hkd", to_hkd(p.refunded_cents)},
                          {"refund_reference", r.at("refund_reference")},
                          {"refunded_at", r.at("refunded_at")},
                          {"kept_at", r.at("kept_at")}};
  if (p.method == "card") {
    out["checkout_url"] =
        p.checkout_url.empty() ? boost::json::value(nullptr) : boost::json::value(p.checkout_url);
  }
  return out;
}

}  // namespace emu::payments
