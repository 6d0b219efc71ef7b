#include "rest/column_rules.hpp"

#include <fmt/format.h>

#include "domain/booking_time.hpp"
#include "domain/opening_hours.hpp"

namespace emu::rest {
namespace {

ValueError constraint_violation(std::string_view table, std::string_view constraint,
                                std::string details, std::string hint) {
  return make_error<ValueError>(
      "23514",
      fmt::format("new row for relation \"{}\" violates check constraint \"{}\"", table,
                  constraint),
      std::move(details), std::move(hint));
}

std::expected<void, ValueError> check_opening_hours(const boost::json::object& row) {
  const auto* hours = row.if_contains("operating_hours");
  if (!hours) return {};
  if (auto problem = domain::operating_hours_problem(*hours)) {
    return std::unexpected(constraint_violation(
        "businesses", "businesses_operating_hours_check", *problem,
        "operating_hours is {\"mon\":\"10:00-13:00,14:00-20:00\",...,\"sun\":\"closed\"}"));
  }
  return {};
}

// A service lasts at most a day and so does its buffer (migrations/0016_service_bounds.sql
// holds the same for every writer; this answers first, saying which value is out of bounds).
std::expected<void, ValueError> check_service_minutes(const boost::json::object& row) {
  const struct {
    std::string_view column;
    std::int64_t max;
  } bounded[] = {{"duration", domain::kMaxServiceMin}, {"buffer_after_min", domain::kMaxBufferMin}};
  for (const auto& [column, max] : bounded) {
    const auto* v = row.if_contains(column);
    if (!v || v->is_null()) continue;
    const auto n =
        v->is_int64() ? v->as_int64()
        : v->is_uint64()
            ? static_cast<std::int64_t>(std::min<std::uint64_t>(v->as_uint64(), INT64_MAX))
        : v->is_double() ? static_cast<std::int64_t>(v->as_double())
                         : 0;
    if (n > max) {
      return std::unexpected(constraint_violation(
          "services", "services_occupied_check",
          fmt::format("{} is {}, more than {} minutes (one day)", column, n, max),
          "A service and its buffer each last at most 1440 minutes"));
    }
  }
  return {};
}

}  // namespace

std::expected<void, ValueError> check_column_rules(
    const Table& table, const std::vector<const boost::json::object*>& rows) {
  const auto rule = table.name == "businesses" ? check_opening_hours
                    : table.name == "services" ? check_service_minutes
                                               : nullptr;
  if (!rule) return {};
  for (const auto* row : rows) {
    if (!row) continue;
    if (auto ok = rule(*row); !ok) return ok;
  }
  return {};
}

}  // namespace emu::rest
