// The realtime room's SQL, named (issue 26).
#pragma once

#include <string_view>

namespace emu::realtime::sql {

inline constexpr std::string_view kLastChange = R"sql(
    SELECT COALESCE(MAX(seq), 0) FROM realtime_changes)sql";

inline constexpr std::string_view kChangesAfter = R"sql(
    SELECT seq, table_name, op, row_id, at FROM realtime_changes WHERE seq > $1
    ORDER BY seq LIMIT 1000)sql";

inline constexpr std::string_view kForgetChangesUpTo = R"sql(
    DELETE FROM realtime_changes WHERE seq <= $1)sql";

}  // namespace emu::realtime::sql
