#include "rest/column_rules.hpp"

#include "domain/opening_hours.hpp"

namespace emu::rest {

std::expected<void, ValueError> check_column_rules(
    const Table& table, const std::vector<const boost::json::object*>& rows) {
  if (table.name != "businesses") return {};
  for (const auto* row : rows) {
    const auto* hours = row ? row->if_contains("operating_hours") : nullptr;
    if (!hours) continue;
    if (auto problem = domain::operating_hours_problem(*hours)) {
      return std::unexpected(make_error<ValueError>(
          "23514",
          "new row for relation \"businesses\" violates check constraint "
          "\"businesses_operating_hours_check\"",
          *problem,
          "operating_hours is {\"mon\":\"10:00-13:00,14:00-20:00\",...,\"sun\":\"closed\"}"));
    }
  }
  return {};
}

}  // namespace emu::rest
