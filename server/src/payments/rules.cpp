#include "payments/rules.hpp"

#include <cmath>

#include "common/ids.hpp"

namespace emu::payments {

std::int64_t to_cents(double hkd) { return static_cast<std::int64_t>(std::llround(hkd * 100.0)); }

double to_hkd(std::int64_t cents) { return static_cast<double>(cents) / 100.0; }

std::optional<std::int64_t> deposit_cents(std::string_view rule, std::optional<double> value,
                                          std::optional<double> price_hkd) {
  if (!value || *value <= 0) return std::nullopt;
  std::int64_t cents = 0;
  if (rule == "fixed") {
    cents = to_cents(*value);
  } else if (rule == "percent") {
    if (!price_hkd || *price_hkd <= 0) return std::nullopt;
    // price in cents times the percent, rounded once: 33% of HK$99.99 is HK$33.00 (3299.67).
    cents = static_cast<std::int64_t>(
        std::llround(static_cast<double>(to_cents(*price_hkd)) * *value / 100.0));
  } else {
    return std::nullopt;
  }
  if (price_hkd && *price_hkd > 0) cents = std::min(cents, to_cents(*price_hkd));
  if (cents < 1) return std::nullopt;
  return cents;
}

std::string new_reference() {
  static constexpr std::string_view kAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";  // 32
  const auto bytes = common::random_token(12);  // base64url: 64 symbols, so % 32 is even
  std::string out = "EMU";
  for (std::size_t i = 0; i < 6 && i < bytes.size(); ++i) {
    out += kAlphabet[static_cast<unsigned char>(bytes[i]) % kAlphabet.size()];
  }
  return out;
}

Outcome outcome_of(const OutcomeFacts& f) {
  if (f.status == "completed" || f.status == "no_show") return Outcome::keep;
  if (f.status != "cancelled") return Outcome::none;
  if (f.weather_affected || f.cancel_reason != "customer") return Outcome::refund;
  if (f.cancelled_at && f.start_at &&
      *f.cancelled_at > *f.start_at - static_cast<domain::Minute>(f.cancel_notice_hours) * 60) {
    return Outcome::keep;
  }
  return Outcome::refund;
}

}  // namespace emu::payments
