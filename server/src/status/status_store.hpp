// What system-status reads besides the outbox (mail/outbox_store.hpp): the admin accounts,
// the latest audit rows and how a commit is made durable.
#pragma once

#include <boost/json/array.hpp>
#include <string>

#include "db/database.hpp"

namespace emu::status {

// The e-mails of accounts with the admin role, sorted, at most 100.
db::Result<boost::json::array> admin_accounts(db::Connection& conn);
// The latest 10 audit_log rows, newest first.
db::Result<boost::json::array> recent_activity(db::Connection& conn);
// In the engine's own words: SQLite's PRAGMA synchronous (EMU_SQLITE_SYNCHRONOUS), e.g.
// "synchronous=FULL", or PostgreSQL's "synchronous_commit=on".
db::Result<std::string> durability(db::Connection& conn);

}  // namespace emu::status
