// Anonymous sign-in (POST /auth/v1/signup without e-mail or phone), see anonymous.cpp.
#pragma once

#include "auth/endpoint.hpp"
#include "auth/users_repo.hpp"

namespace emu::auth {

// True when the sign-up body names neither an e-mail nor a phone number (bad_json when
// either is not a string).
AuthResult<bool> wants_anonymous_signup(const AuthCall& call);
AuthResult<http::Response> anonymous_signup(AuthCall& call);
// Once an anonymous user's e-mail is confirmed the user is permanent: is_anonymous false and
// app_metadata provider "email" (the email identity follows in sync_email_identity).
void end_anonymity(UserRow& user);

}  // namespace emu::auth
