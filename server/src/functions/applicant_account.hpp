// The applicant's account (ARCHITECTURE 6): merchant-apply creates or finds the user of the
// contact e-mail; an approval needs one too when the draft was completed without it. Uses the
// auth room's repository, so a created account is the same as a signed-up one: it has no
// password yet and is set up through "forgot password" with the same e-mail.
#pragma once

#include <string>

#include "auth/users_repo.hpp"
#include "db/database.hpp"

namespace emu::functions {

// The user with this (normalized) e-mail, or a new unconfirmed one with user_metadata
// {name, intendedRole: "merchant", onboarding_complete: false}.
db::Result<auth::UserRow> find_or_create_applicant(db::Connection& conn, const std::string& email,
                                                   const std::string& name, const std::string& now);

// Sets user_metadata.status ("approved" | "rejected") as the admin screen did (spec 4).
db::Result<void> set_applicant_status(db::Connection& conn, auth::UserRow& user,
                                      std::string_view status, const std::string& now);

}  // namespace emu::functions
