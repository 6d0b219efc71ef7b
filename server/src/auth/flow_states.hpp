// PKCE flow states (contract 2.4): created with the challenge when a PKCE e-mail is sent,
// given a fresh auth code (stored hashed) when the link is followed, and deleted when the
// code is exchanged, so each code works once.
#pragma once

#include <optional>
#include <string>

#include "auth/params.hpp"
#include "db/database.hpp"

namespace emu::auth {

struct FlowState {
  std::string id;
  std::string user_id;
  std::string code_challenge;
  std::string code_challenge_method;
  std::string authentication_method;  // email/signup, recovery, magiclink, email_change, ...
  std::string created_at;
  std::optional<std::string> auth_code_issued_at;
};

db::Result<void> create_flow_state(db::Connection& conn, const std::string& user_id,
                                   const Pkce& pkce, std::string_view authentication_method,
                                   const std::string& redirect_to, const std::string& now);
// Gives the user's newest flow state of that method a new auth code and returns the code;
// nullopt when there is none.
db::Result<std::optional<std::string>> issue_auth_code(db::Connection& conn,
                                                       const std::string& user_id,
                                                       std::string_view authentication_method,
                                                       const std::string& now);
db::Result<std::optional<FlowState>> find_flow_state_by_code(db::Connection& conn,
                                                             const std::string& auth_code);
// True when this call deleted it (single use under concurrency).
db::Result<bool> delete_flow_state(db::Connection& conn, const std::string& id);

}  // namespace emu::auth
