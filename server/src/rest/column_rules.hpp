// Stage 2d: formats a column's SQL type cannot state, checked on the written rows before any SQL
// runs, on both engines alike: businesses.operating_hours in the strict format
// (domain/opening_hours.hpp), and services' duration and buffer_after_min at most a day each
// (services_occupied_check, also held by migrations/0016 for every writer). A refusal is 400 with
// PostgreSQL's check_violation code, as a CHECK constraint would answer: code 23514, message naming
// businesses_operating_hours_check, details saying what is wrong.
#pragma once

#include <boost/json/object.hpp>
#include <expected>
#include <vector>

#include "rest/error.hpp"
#include "rest/schema_registry.hpp"

namespace emu::rest {

std::expected<void, ValueError> check_column_rules(
    const Table& table, const std::vector<const boost::json::object*>& rows);

}  // namespace emu::rest
