#include "domain/shop_rules.hpp"

#include <algorithm>

namespace emu::domain {
namespace {

bool on_grid(Minute at) { return at % kCellMin == 0; }

Minute floor_cell(Minute at) {
  const Minute r = ((at % kCellMin) + kCellMin) % kCellMin;
  return at - r;
}

}  // namespace

bool is_manual_source(std::string_view source) {
  for (std::string_view s : {"walk_in", "phone", "whatsapp", "instagram", "other"}) {
    if (s == source) return true;
  }
  return false;
}

bool is_contact_phone(std::string_view phone) {
  int digits = 0;
  for (char c : phone) {
    if (c >= '0' && c <= '9') {
      ++digits;
    } else if (c != '+' && c != ' ' && c != '-' && c != '(' && c != ')') {
      return false;
    }
  }
  return digits >= 6 && digits <= 15;
}

StartRefusal check_shop_start(const ShopDay& day, const StaffDay& staff, Minute start,
                              bool outside_hours_allowed) {
  // The cells are the shop's grid whatever its online step: a walk-in may start at 10:05.
  if (!on_grid(start)) return StartRefusal::outside_hours;
  if (outside_hours_allowed) return StartRefusal::none;
  if (day.shop_hours && day.shop_hours->empty()) return StartRefusal::shop_closed;
  const auto working = working_intervals(day, staff);
  const bool inside = std::any_of(working.begin(), working.end(), [&](const Interval& i) {
    return i.start <= start && start + day.duration_min <= i.end;
  });
  return inside ? StartRefusal::none : StartRefusal::outside_hours;
}

std::expected<Interval, BlockProblem> block_span(Minute start, Minute end) {
  if (end <= start) return std::unexpected(BlockProblem::empty);
  const Interval span{floor_cell(start), floor_cell(end + kCellMin - 1)};
  if (span.end - span.start > kMaxBlockMin) return std::unexpected(BlockProblem::too_long);
  return span;
}

}  // namespace emu::domain
