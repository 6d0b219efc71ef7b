// The users, identities and user_profiles rows the auth room reads and writes. Every function
// takes the caller's connection, so it runs inside the caller's transaction.
#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace emu::auth {

struct UserRow {
  std::string id;
  std::string aud = "authenticated";
  std::string role = "authenticated";
  std::string email;
  std::string encrypted_password;
  std::optional<std::string> email_confirmed_at, invited_at, confirmation_sent_at, recovery_sent_at,
      email_change, email_change_sent_at, last_sign_in_at, phone, phone_confirmed_at, banned_until;
  boost::json::object app_metadata;
  boost::json::object user_metadata;
  std::string created_at;
  std::string updated_at;
  bool is_anonymous = false;
};

struct IdentityRow {
  std::string id;
  std::string provider_id;
  std::string user_id;
  std::string provider;
  std::string email;
  boost::json::object identity_data;
  std::optional<std::string> last_sign_in_at;
  std::string created_at;
  std::string updated_at;
};

db::Result<std::optional<UserRow>> find_user_by_email(db::Connection& conn,
                                                      const std::string& email);
db::Result<std::optional<UserRow>> find_user_by_id(db::Connection& conn, const std::string& id);
db::Result<std::vector<IdentityRow>> identities_of(db::Connection& conn,
                                                   const std::string& user_id);
// Newest first; page is 1-based.
db::Result<std::vector<UserRow>> list_users(db::Connection& conn, std::int64_t limit,
                                            std::int64_t offset);
db::Result<std::int64_t> count_users(db::Connection& conn);

struct NewUser {
  std::string id;
  std::string email;
  std::optional<std::string> password_hash;
  bool confirmed = false;
  boost::json::object user_metadata;
  boost::json::object app_metadata;  // empty: {"provider":"email","providers":["email"]}
  std::string now;
};
// users + the email identity + a user_profiles row (name from user_metadata.name).
db::Result<UserRow> insert_user(db::Connection& conn, const NewUser& user);

// An anonymous user (is_anonymous, no e-mail, no identity, app_metadata {}) and its profile.
db::Result<UserRow> insert_anonymous_user(db::Connection& conn, const std::string& id,
                                          const boost::json::object& user_metadata,
                                          const std::string& now);

// Writes every mutable column of `user` back (the caller edits the struct).
db::Result<void> save_user(db::Connection& conn, const UserRow& user);
// Keeps the email identity in step with the user's e-mail and confirmation; creates it when
// a user without one (anonymous) now has an address.
db::Result<void> sync_email_identity(db::Connection& conn, const UserRow& user,
                                     const std::string& now);
db::Result<void> touch_sign_in(db::Connection& conn, const std::string& user_id,
                               const std::string& now);
// Deletes the account (its rows go with it) and recomputes the rating of the shops it reviewed.
db::Result<void> delete_user(db::Connection& conn, const std::string& user_id);
db::Result<bool> email_taken(db::Connection& conn, const std::string& email,
                             const std::string& except_user_id);

}  // namespace emu::auth
