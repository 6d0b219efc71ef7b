#include "booking/cells.hpp"

namespace emu::booking {

std::optional<domain::Minute> instant(const boost::json::value& v) {
  if (!v.is_string()) return std::nullopt;
  return domain::parse_db_instant(v.as_string());
}

}  // namespace emu::booking
