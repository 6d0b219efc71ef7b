// The realtime room's SQL, named (issue 26).
#pragma once

#include <string_view>

namespace emu::realtime::sql {

inline constexpr std::string_view kLastChange =
    "SELECT COALESCE(MAX(seq), 0) FROM realtime_changes";

inline constexpr std::string_view kChangesAfter =
    "SELECT seq, table_name, op, row_id, at FROM realtime_changes WHERE seq > $1 "
    "ORDER BY seq LIMIT 1000";

inline constexpr std::string_view kForgetChangesUpTo =
    "DELETE FROM realtime_changes WHERE seq <= $1";

}  // namespace emu::realtime::sql
