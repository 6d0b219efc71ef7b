#include "payments/deposits.hpp"

#include "booking/booking_store.hpp"
#include "booking/cells.hpp"
#include "common/ids.hpp"
#include "common/qr_svg.hpp"
#include "domain/fps_qr.hpp"
#include "payments/ledger.hpp"
#include "payments/moves.hpp"
#include "payments/rules.hpp"
#include "payments/sql.hpp"

namespace emu::payments {
namespace {

using booking::boolean;
using booking::integer;
using booking::real;
using booking::run;
using booking::text;

struct ShopMoney {
  std::string rule;
  std::optional<double> value;
  int window_min = 30;
  std::string proxy_type, proxy_value, bank_code;
  bool accept_card = false;
  std::string name;

  [[nodiscard]] bool fps_ok() const {
    return !proxy_type.empty() && domain::fps_proxy(proxy_type, proxy_value).has_value();
  }
};

db::Result<std::optional<ShopMoney>> shop_deposit_account(db::Connection& conn,
                                                          const std::string& shop_id) {
  auto r = run(conn, sql::kShopSettings, {shop_id});
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty()) return std::optional<ShopMoney>{};
  const auto& row = r->rows[0];
  ShopMoney s;
  s.rule = text(row[0]);
  if (!row[1].is_null()) s.value = real(row[1]);
  s.window_min = static_cast<int>(integer(row[2], 30));
  s.proxy_type = text(row[3]);
  s.proxy_value = text(row[4]);
  s.bank_code = text(row[5]);
  s.accept_card = boolean(row[6]);
  s.name = text(row[8]);
  return std::optional<ShopMoney>{std::move(s)};
}

template <class T>
Answer<T> refuse(Refusal why) {
  return std::expected<T, Refusal>(std::unexpected(why));
}

template <class T>
Answer<T> give(T value) {
  return std::expected<T, Refusal>(std::move(value));
}

db::Result<Payment> reread(db::Connection& conn, const std::string& id) {
  auto p = find_payment(conn, id);
  if (!p) return std::unexpected(p.error());
  if (!*p) return std::unexpected(db::DbError{"XX000", "payment vanished", ""});
  return std::move(**p);
}

// The booking's deadline has passed, or it was released unpaid.
bool window_closed(const boost::json::object& b, domain::Minute now) {
  if (text(b.at("cancel_reason")) == "unpaid") return true;
  const auto due = booking::instant(b.at("payment_due_at"));
  return due && *due <= now;
}

}  // namespace

db::Result<bool> require_deposit(db::Connection& conn, const std::string& booking_id,
                                 domain::Minute now, const std::string& now_text, bool cards_on) {
  auto b = booking::find_booking(conn, booking_id);
  if (!b) return std::unexpected(b.error());
  if (!*b) return false;
  const auto& row = **b;
  auto shop = shop_deposit_account(conn, text(row.at("shop_id")));
  if (!shop) return std::unexpected(shop.error());
  if (!*shop) return false;
  const auto& s = **shop;
  const auto& price = row.at("price_hkd");
  const auto cents = deposit_cents(
      s.rule, s.value, price.is_null() ? std::nullopt : std::optional<double>(real(price)));
  if (!cents || !(s.fps_ok() || (cards_on && s.accept_card))) return false;
  const auto due = now + s.window_min;
  return db::changed_one(
      run(conn, sql::kAwaitPayment,
          {to_hkd(*cents), domain::format_utc_minute(due), now_text, booking_id}));
}

Answer<Started> start_payment(db::Connection& conn, const std::string& booking_id,
                              const std::string& user_id, const std::string& method, bool cards_on,
                              domain::Minute now, const std::string& now_text) {
  auto found = booking::find_booking(conn, booking_id);
  if (!found) return std::unexpected(found.error());
  if (!*found) return refuse<Started>(Refusal::not_found);
  const auto& b = **found;
  if (text(b.at("user_id")) != user_id) return refuse<Started>(Refusal::not_yours);
  auto existing = find_by_method(conn, booking_id, method);
  if (!existing) return std::unexpected(existing.error());
  if (b.at("deposit_hkd").is_null()) return refuse<Started>(Refusal::payment_not_needed);
  const bool awaiting = text(b.at("status")) == "awaiting_payment";
  const bool open =
      *existing && ((*existing)->status == "pending" || (*existing)->status == "reported");
  if (!awaiting && !(*existing && !open && (*existing)->status != "expired" &&
                     (*existing)->status != "cancelled")) {
    return refuse<Started>(window_closed(b, now) ? Refusal::payment_window_closed
                                                 : Refusal::payment_not_needed);
  }
  if (awaiting && window_closed(b, now)) return refuse<Started>(Refusal::payment_window_closed);
  auto shop = shop_deposit_account(conn, text(b.at("shop_id")));
  if (!shop) return std::unexpected(shop.error());
  if (!*shop) return refuse<Started>(Refusal::not_found);
  const auto& s = **shop;
  if (method == "card" && !(cards_on && s.accept_card)) {
    return refuse<Started>(Refusal::card_unavailable);
  }
  if (method == "fps" && !s.fps_ok()) return refuse<Started>(Refusal::fps_unavailable);

  Started out;
  if (*existing) {
    out.payment = std::move(**existing);
  } else {
    const auto id = common::new_uuid();
    const auto cents = to_cents(real(b.at("deposit_hkd")));
    const auto due = booking::instant(b.at("payment_due_at")).value_or(now);
    for (int attempt = 0; attempt < 4; ++attempt) {
      auto ins = run(conn, sql::kInsertPayment,
                     {id, booking_id, text(b.at("shop_id")), user_id, method, cents,
                      new_reference(), domain::format_utc_minute(due), now_text});
      if (!ins) return std::unexpected(ins.error());
      auto made = find_by_method(conn, booking_id, method);
      if (!made) return std::unexpected(made.error());
      if (*made) {
        out.payment = std::move(**made);
        break;
      }
      // The reference was taken (one in a trillion): another one.
    }
    if (out.payment.id.empty()) {
      return std::unexpected(db::DbError{"XX000", "no payment reference found", ""});
    }
  }
  out.due_unix = booking::instant(b.at("payment_due_at")).value_or(now) * 60;
  out.description = "Deposit · " + s.name + " · " + out.payment.reference;
  if (method == "fps") {
    out.fps = FpsPayee{s.proxy_type, s.proxy_value, s.bank_code, s.name};
    out.payload = domain::fps_payload({s.proxy_type, s.proxy_value, s.bank_code, s.name},
                                      out.payment.amount_cents, out.payment.reference)
                      .value_or("");
  }
  return give(std::move(out));
}

db::Result<Payment> store_session(db::Connection& conn, const std::string& payment_id,
                                  const CheckoutSession& session, const std::string& now) {
  auto r = run(conn, sql::kSetSession, {session.id, session.url, now, payment_id});
  if (!r) return std::unexpected(r.error());
  return reread(conn, payment_id);
}

Answer<Payment> report_payment(db::Connection& conn, const std::string& payment_id,
                               const std::string& user_id,
                               const std::optional<std::string>& proof_path, domain::Minute now,
                               const std::string& now_text) {
  auto p = find_payment(conn, payment_id);
  if (!p) return std::unexpected(p.error());
  if (!*p) return refuse<Payment>(Refusal::not_found);
  if ((*p)->user_id != user_id) return refuse<Payment>(Refusal::not_yours);
  if ((*p)->method != "fps") return refuse<Payment>(Refusal::invalid_transition);
  auto b = booking::find_booking(conn, (*p)->booking_id);
  if (!b) return std::unexpected(b.error());
  if (!*b) return refuse<Payment>(Refusal::not_found);
  if (window_closed(**b, now)) return refuse<Payment>(Refusal::payment_window_closed);
  auto r = run(conn, sql::kReport,
               {proof_path ? db::Param(*proof_path) : db::Param(nullptr), now_text, payment_id});
  if (!r) return std::unexpected(r.error());
  if (r->affected_rows != 1) return refuse<Payment>(Refusal::invalid_transition);
  auto out = reread(conn, payment_id);
  if (!out) return std::unexpected(out.error());
  return give(std::move(*out));
}

Answer<Payment> confirm_payment(db::Connection& conn, const Payment& p, bool received,
                                const std::string& now, const Settings& settings) {
  if (p.method != "fps") return refuse<Payment>(Refusal::invalid_transition);
  if (received) {
    auto paid = mark_paid(conn, p, {}, now);
    if (!paid) return std::unexpected(paid.error());
    if (!*paid) return refuse<Payment>(Refusal::invalid_transition);
    auto moved = booking_paid(conn, p, now, settings);
    if (!moved) return std::unexpected(moved.error());
  } else {
    auto r = run(conn, sql::kFpsNotReceived, {now, p.id});
    if (!r) return std::unexpected(r.error());
    if (r->affected_rows != 1) return refuse<Payment>(Refusal::invalid_transition);
  }
  auto out = reread(conn, p.id);
  if (!out) return std::unexpected(out.error());
  return give(std::move(*out));
}

Answer<Payment> mark_refunded(db::Connection& conn, const Payment& p,
                              const std::optional<std::string>& reference, const std::string& now) {
  if (p.method != "fps") return refuse<Payment>(Refusal::invalid_transition);
  auto done = refund_settled(conn, p, reference, now);
  if (!done) return std::unexpected(done.error());
  if (!*done) return refuse<Payment>(Refusal::invalid_transition);
  auto out = reread(conn, p.id);
  if (!out) return std::unexpected(out.error());
  return give(std::move(*out));
}

boost::json::object started_json(const Started& s) {
  auto out = payment_json(s.payment);
  if (s.fps) {
    out["fps_payload"] = s.payload;
    auto svg = s.payload.empty() ? std::nullopt : common::qr_svg(s.payload);
    out["fps_qr_svg"] = svg ? boost::json::value(*svg) : boost::json::value(nullptr);
    out["fps"] = boost::json::object{
        {"proxy_type", s.fps->proxy_type},
        {"proxy_value", s.fps->proxy_value},
        {"bank_code", s.fps->bank_code.empty() ? boost::json::value(nullptr)
                                               : boost::json::value(s.fps->bank_code)},
        {"payee_name", s.fps->payee_name}};
  }
  return out;
}

}  // namespace emu::payments
