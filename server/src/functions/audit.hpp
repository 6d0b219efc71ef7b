// audit_log rows for every admin decision (ARCHITECTURE 7), written in the decision's own
// transaction so a decision without its record cannot exist.
#pragma once

#include <boost/json/object.hpp>
#include <string>
#include <string_view>

#include "db/database.hpp"
#include "functions/function_call.hpp"

namespace emu::functions {

// action e.g. "merchant_application.approve"; entity_type e.g. "merchant_application".
db::Result<void> write_audit(db::Connection& conn, const FnCall& call, std::string_view action,
                             std::string_view entity_type, const std::string& entity_id,
                             const boost::json::object& details);

}  // namespace emu::functions
