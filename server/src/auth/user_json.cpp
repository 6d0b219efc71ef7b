#include "auth/user_json.hpp"

#include <algorithm>

#include "common/ids.hpp"

namespace emu::auth {
namespace {

void put_optional(boost::json::object& o, std::string_view name,
                  const std::optional<std::string>& value) {
  if (value && !value->empty()) o[name] = *value;
}

// The earliest confirmation of e-mail or phone.
std::optional<std::string> confirmed_at(const UserRow& u) {
  if (u.email_confirmed_at && u.phone_confirmed_at) {
    return std::min(*u.email_confirmed_at, *u.phone_confirmed_at);
  }
  return u.email_confirmed_at ? u.email_confirmed_at : u.phone_confirmed_at;
}

}  // namespace

boost::json::object identity_json(const IdentityRow& i) {
  boost::json::object o{{"identity_id", i.id},       {"id", i.provider_id},
                        {"user_id", i.user_id},      {"identity_data", i.identity_data},
                        {"provider", i.provider},    {"created_at", i.created_at},
                        {"updated_at", i.updated_at}};
  if (!i.email.empty()) o["email"] = i.email;
  put_optional(o, "last_sign_in_at", i.last_sign_in_at);
  return o;
}

boost::json::object app_metadata_with_providers(boost::json::object app,
                                                const std::vector<IdentityRow>& identities) {
  if (identities.empty()) return app;
  boost::json::array providers;
  for (const auto& i : identities) {
    if (std::ranges::none_of(providers,
                             [&](const auto& p) { return p.as_string() == i.provider; })) {
      providers.emplace_back(i.provider);
    }
  }
  app["provider"] = identities.front().provider;
  app["providers"] = std::move(providers);
  return app;
}

boost::json::object user_json(const UserRow& u, const std::vector<IdentityRow>& identities) {
  boost::json::object o{{"id", u.id},
                        {"aud", u.aud},
                        {"role", u.role},
                        {"email", u.email},
                        {"phone", u.phone.value_or("")}};
  put_optional(o, "email_confirmed_at", u.email_confirmed_at);
  put_optional(o, "phone_confirmed_at", u.phone_confirmed_at);
  put_optional(o, "confirmed_at", confirmed_at(u));
  put_optional(o, "confirmation_sent_at", u.confirmation_sent_at);
  put_optional(o, "recovery_sent_at", u.recovery_sent_at);
  put_optional(o, "email_change_sent_at", u.email_change_sent_at);
  put_optional(o, "new_email", u.email_change);
  put_optional(o, "invited_at", u.invited_at);
  put_optional(o, "last_sign_in_at", u.last_sign_in_at);
  o["app_metadata"] = app_metadata_with_providers(u.app_metadata, identities);
  o["user_metadata"] = u.user_metadata;
  boost::json::array list;
  for (const auto& i : identities) list.push_back(identity_json(i));
  o["identities"] = std::move(list);
  o["created_at"] = u.created_at;
  o["updated_at"] = u.updated_at;
  put_optional(o, "banned_until", u.banned_until);
  o["is_anonymous"] = u.is_anonymous;
  return o;
}

boost::json::object obfuscated_user_json(const std::string& email,
                                         const boost::json::object& user_metadata,
                                         const std::string& now) {
  return {{"id", common::new_uuid()},
          {"aud", "authenticated"},
          {"role", "authenticated"},
          {"email", email},
          {"phone", ""},
          {"confirmation_sent_at", now},
          {"app_metadata", {{"provider", "email"}, {"providers", boost::json::array{"email"}}}},
          {"user_metadata", user_metadata},
          {"identities", boost::json::array{}},
          {"created_at", now},
          {"updated_at", now},
          {"is_anonymous", false}};
}

void merge_metadata(boost::json::object& target, const boost::json::object& patch) {
  for (const auto& [key, value] : patch) {
    if (value.is_null()) {
      target.erase(key);
    } else {
      target[key] = value;
    }
  }
}

}  // namespace emu::auth
