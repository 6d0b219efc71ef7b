// One committed row change as the change feed reports it: which row, not its contents (each
// subscriber's server re-reads the row under that subscriber's policies).
#pragma once

#include <string>

namespace emu::realtime {

struct Change {
  std::string table;  // e.g. "bookings"
  std::string op;     // INSERT, UPDATE or DELETE
  std::string id;     // the row's primary key
  std::string at;     // commit time, RFC 3339 UTC
};

}  // namespace emu::realtime
