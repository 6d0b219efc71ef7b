#include "functions/applicant_account.hpp"

#include "common/ids.hpp"

namespace emu::functions {

db::Result<auth::UserRow> find_or_create_applicant(db::Connection& conn, const std::string& email,
                                                   const std::string& name,
                                                   const std::string& now) {
  auto existing = auth::find_user_by_email(conn, email);
  if (!existing) return std::unexpected(existing.error());
  if (*existing) return std::move(**existing);
  auth::NewUser user{common::new_uuid(),
                     email,
                     std::nullopt,
                     false,
                     {{"name", name}, {"intendedRole", "merchant"}, {"onboarding_complete", false}},
                     {},
                     now};
  return auth::insert_user(conn, user);
}

db::Result<void> set_applicant_status(db::Connection& conn, auth::UserRow& user,
                                      std::string_view status, const std::string& now) {
  user.user_metadata["status"] = status;
  user.updated_at = now;
  return auth::save_user(conn, user);
}

}  // namespace emu::functions
