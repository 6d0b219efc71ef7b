// Stage 4a: a driver error turned into the PostgreSQL-coded body PostgREST would send. Both
// drivers report PostgreSQL sqlstates; the message is rebuilt here from registry names and
// the request's own values, so no driver text (and nothing about other rows) is ever sent.
#pragma once

#include <boost/json/object.hpp>
#include <vector>

#include "db/database.hpp"
#include "rest/error.hpp"
#include "rest/schema_registry.hpp"

namespace emu::rest {

// rows: the objects the request tried to write (for `Key (email)=(x) already exists.`).
ExecError map_db_error(const db::DbError& error, const Table* table,
                       const std::vector<const boost::json::object*>& rows);

}  // namespace emu::rest
