// Stage 4b: POST (insert, upsert), PATCH and DELETE in one write transaction each.
#pragma once

#include "rest/executor.hpp"
#include "rest/schema_registry.hpp"

namespace emu::rest {

std::expected<Outcome, RestError> execute_write(ExecEnv& env, const ApiRequest& req,
                                                const Table& table, const Caller& caller,
                                                const boost::json::value* body);

}  // namespace emu::rest
