// POST|GET /rest/v1/rpc/<fn>: Emu's one function, get_all_users_with_roles (admins only):
// every account with id, email, name (user metadata name, else user_profiles.name), roles
// (array), created_at and last_sign_in_at, newest first. It is the only /rest/v1 path that
// reads the identity table users, and it reads only these columns.
// search_shops (anyone): the search-shops function's query (search/shop_search.hpp), with the
// same arguments and answer; 400 code 22023 on an invalid argument.
#pragma once

#include "rest/executor.hpp"

namespace emu::rest {

std::expected<Outcome, RestError> execute_rpc(ExecEnv& env, const ApiRequest& req,
                                              const Caller& caller, const boost::json::value* body);

}  // namespace emu::rest
