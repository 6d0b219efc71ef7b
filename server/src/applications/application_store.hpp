// The merchant_applications and quick_applications rows (merchant-apply, quick-apply,
// review-merchant-application, application-status, send-email). Every function takes the
// caller's connection, so it runs inside the caller's transaction.
#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace emu::applications {

// A text column of an application row; "" when absent, NULL or not text.
std::string text_of(const boost::json::object& row, std::string_view key);

// "EMU-000123" from app_counters (see migration 0006).
db::Result<std::string> next_application_number(db::Connection& conn);

// The whole row as JSON (column name -> value), or nullopt.
db::Result<std::optional<boost::json::object>> find_application(db::Connection& conn,
                                                                const std::string& id);

// Inserts a row: `fields` maps column names to values (strings, bools, ints, null, arrays as
// JSON). Column names come from the callers' constant lists, never from a request.
db::Result<void> insert_application(db::Connection& conn, const boost::json::object& fields);
// Updates the named columns of one application; returns the rows changed (0 or 1).
db::Result<std::int64_t> update_application(db::Connection& conn, const std::string& id,
                                            const boost::json::object& fields);

// Another application (not `except_id`, not a draft) already tied to this e-mail, or this
// user: the "already associated with a merchant application" rule.
db::Result<bool> email_has_other_application(db::Connection& conn, const std::string& email,
                                             const std::string& except_id);

// Marks quick applications completed: the one the draft came from, or else the incomplete
// ones of this e-mail.
db::Result<void> complete_quick_applications(db::Connection& conn,
                                             const std::optional<std::string>& quick_id,
                                             const std::string& email, const std::string& now);

// The language of the applicant's earlier e-mails about this application ("en" if none):
// applications keep no language column, their outbox rows do.
db::Result<std::string> applicant_lang(db::Connection& conn, const std::string& application_id);

// An approved application's merchant: the merchant role, a merchants row and a shop made from
// the application (findable by search at once); returns the new shop's id.
db::Result<std::string> make_merchant(db::Connection& conn, const boost::json::object& app,
                                      const std::string& user_id, const std::string& now);

}  // namespace emu::applications
