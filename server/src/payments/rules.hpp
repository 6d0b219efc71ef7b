// The deposit rules as plain functions (salon-day.md C.3): the amount a shop's rule asks for a
// service, a payment's reference, and what happens to a paid deposit when its booking ends.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "domain/booking_time.hpp"

namespace emu::payments {

// HKD with two decimals <-> whole cents (rounded half away from zero).
std::int64_t to_cents(double hkd);
double to_hkd(std::int64_t cents);

// The deposit in cents for a service at `price_hkd`: fixed `value` HKD, or `value` percent of
// the price rounded to a cent. nullopt: no deposit (rule none, no value, a percent of a
// service without a price, or a result under one cent). Never more than a known price.
std::optional<std::int64_t> deposit_cents(std::string_view rule, std::optional<double> value,
                                          std::optional<double> price_hkd);

// A short reference the customer can type in a banking app: "EMU" and 6 characters of an
// alphabet without 0/O, 1/I (e.g. EMU7K3F9Q).
std::string new_reference();

enum class Outcome {
  none,    // the booking is still open
  keep,    // completed, no-show, or cancelled by the customer inside the notice window
  refund,  // cancelled in time, declined, cancelled by the shop, weather, released
};

struct OutcomeFacts {
  std::string status;         // the booking's
  std::string cancel_reason;  // customer | declined | expired | weather | merchant | unpaid
  std::optional<domain::Minute> cancelled_at, start_at;
  bool weather_affected = false;
  int cancel_notice_hours = 24;
};

Outcome outcome_of(const OutcomeFacts& f);

}  // namespace emu::payments
