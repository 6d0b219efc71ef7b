// The payments table (salon-day.md C.3): one row per booking and method, read and written by
// the payments room only (the data API lets the paying customer and the shop's owner and
// managers read it: rest/policy.cpp).
#pragma once

#include <boost/json/object.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace emu::payments {

struct Payment {
  std::string id, booking_id, shop_id, user_id, method, reference, status;
  std::string provider_session_id, checkout_url, provider_intent;
  std::int64_t amount_cents = 0, refunded_cents = 0;
  boost::json::object row;  // every column as stored
};

db::Result<std::optional<Payment>> find_payment(db::Connection& conn, const std::string& id);
db::Result<std::optional<Payment>> find_by_method(db::Connection& conn,
                                                  const std::string& booking_id,
                                                  const std::string& method);
db::Result<std::vector<Payment>> payments_of(db::Connection& conn, const std::string& booking_id);

// The shops whose payments name `proof_path` (an object of the payment-proofs bucket).
db::Result<std::vector<std::string>> shops_of_proof(db::Connection& conn,
                                                    const std::string& proof_path);

// The answer's shape: {id, booking_id, method, amount_hkd, reference, status, due_at (HKT),
// proof_path, reported_at, paid_at, refunded_hkd, refund_reference, refunded_at, kept_at,
// checkout_url (card)}.
boost::json::object payment_json(const Payment& p);

}  // namespace emu::payments
