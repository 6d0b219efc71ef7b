// Converts PostgreSQL text-format result cells to typed JSON by column type OID, so a row reads
// the same on both engines (see ResultSet in database.hpp).
#pragma once

#include <boost/json/value.hpp>
#include <string>
#include <string_view>

namespace emu::db::postgres {

boost::json::value read_cell(unsigned int type_oid, std::string_view text);

// "2026-11-22 10:32:18.123456+00" (TimeZone=UTC, DateStyle=ISO) -> "2026-11-22T10:32:18.123456Z".
std::string to_rfc3339(std::string_view pg_timestamp);

// Appends one non-NULL cell as JSON text, as row_to_json() would write it, except timestamps:
// RFC 3339 in UTC with six fraction digits ("2026-11-22T10:32:18.123000Z").
void append_json_cell(std::string& out, unsigned int type_oid, std::string_view text);

}  // namespace emu::db::postgres
