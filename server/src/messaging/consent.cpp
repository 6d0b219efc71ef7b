#include "messaging/consent.hpp"

#include "common/ids.hpp"
#include "db/cells.hpp"
#include "domain/validation.hpp"
#include "messaging/sql.hpp"

namespace emu::messaging {
namespace {

using db::run;
using db::text;

db::Result<void> log_consent(db::Connection& conn, const std::string& user_id,
                             const std::string& shop_id, const std::string& phone,
                             std::string_view action, std::string_view source,
                             const std::string& now) {
  auto r = run(conn, sql::kLogConsent,
               {common::new_uuid(), user_id.empty() ? db::Param(nullptr) : db::Param(user_id),
                shop_id.empty() ? db::Param(nullptr) : db::Param(shop_id), phone,
                std::string(action), std::string(source), now});
  if (!r) return std::unexpected(r.error());
  return {};
}

std::string trimmed(std::string_view s) {
  while (!s.empty() &&
         (s.front() == ' ' || s.front() == '\n' || s.front() == '\t' || s.front() == '\r')) {
    s.remove_prefix(1);
  }
  while (!s.empty() && (s.back() == ' ' || s.back() == '\n' || s.back() == '\t' ||
                        s.back() == '\r' || s.back() == '.' || s.back() == '!')) {
    s.remove_suffix(1);
  }
  return std::string(s);
}

}  // namespace

std::optional<std::string> whatsapp_address(std::string_view phone) {
  if (!domain::is_hk_phone(phone)) return std::nullopt;
  std::string digits;
  for (char c : phone) {
    if (c >= '0' && c <= '9') digits += c;
  }
  return "852" + digits.substr(digits.size() - 8);
}

bool is_stop_reply(std::string_view body) {
  std::string word = trimmed(body);
  for (char& c : word) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  }
  return word == "STOP" || word == "UNSUBSCRIBE" || word == "停止";
}

db::Result<std::optional<CustomerWhatsApp>> customer_whatsapp(db::Connection& conn,
                                                              const std::string& user_id) {
  return db::first_row(conn, sql::kCustomerWhatsApp, {user_id}, [](const auto& row) {
    return CustomerWhatsApp{text(row[0]), db::boolean(row[1]), text(row[2]), text(row[3]),
                            text(row[4])};
  });
}

db::Result<std::optional<CustomerWhatsApp>> set_customer_whatsapp(
    db::Connection& conn, const std::string& user_id, const std::optional<std::string>& number,
    bool opt_in, const std::string& now) {
  auto before = customer_whatsapp(conn, user_id);
  if (!before || !*before) return before;
  const CustomerWhatsApp& was = **before;
  if (opt_in) {
    if (!number) return before;  // the caller checked: opting in needs a number
    if (!(was.opted_in && was.number == *number)) {
      auto r = run(conn, sql::kOptIn, {*number, true, now, user_id});
      if (!r) return std::unexpected(r.error());
      if (auto l = log_consent(conn, user_id, "", *number, "opt_in", "profile", now); !l) {
        return std::unexpected(l.error());
      }
    }
  } else {
    if (was.opted_in) {
      auto r = run(conn, sql::kOptOut, {false, now, std::string("profile"), user_id});
      if (!r) return std::unexpected(r.error());
      if (auto l = log_consent(conn, user_id, "", was.number, "opt_out", "profile", now); !l) {
        return std::unexpected(l.error());
      }
    }
    if (number && *number != was.number) {
      auto r = run(conn, sql::kSetNumber, {*number, now, user_id});
      if (!r) return std::unexpected(r.error());
    }
  }
  return customer_whatsapp(conn, user_id);
}

db::Result<int> opt_out_by_reply(db::Connection& conn, const std::string& number,
                                 const std::string& now) {
  int count = 0;
  auto people = run(conn, sql::kOptedInWith, {number, true});
  if (!people) return std::unexpected(people.error());
  for (const auto& row : people->rows) {
    const std::string user_id = text(row[0]);
    auto r = run(conn, sql::kOptOut, {false, now, std::string("stop"), user_id});
    if (!r) return std::unexpected(r.error());
    if (auto l = log_consent(conn, user_id, "", number, "opt_out", "stop", now); !l) {
      return std::unexpected(l.error());
    }
    ++count;
  }
  auto shops = run(conn, sql::kAlertsTo, {number, true});
  if (!shops) return std::unexpected(shops.error());
  for (const auto& row : shops->rows) {
    const std::string shop_id = text(row[0]);
    auto r = run(conn, sql::kAlertsOff, {false, now, shop_id});
    if (!r) return std::unexpected(r.error());
    if (auto l = log_consent(conn, "", shop_id, number, "opt_out", "stop", now); !l) {
      return std::unexpected(l.error());
    }
    ++count;
  }
  return count;
}

db::Result<std::optional<ShopAlerts>> shop_alerts(db::Connection& conn,
                                                  const std::string& shop_id) {
  return db::first_row(conn, sql::kShopAlerts, {shop_id}, [](const auto& row) {
    return ShopAlerts{text(row[0]), db::boolean(row[1]), text(row[2])};
  });
}

db::Result<ShopAlerts> save_shop_alerts(db::Connection& conn, const std::string& shop_id,
                                        const std::string& phone, bool enabled,
                                        const std::string& user_id, const std::string& now) {
  auto before = shop_alerts(conn, shop_id);
  if (!before) return std::unexpected(before.error());
  const bool was_on = *before && (*before)->enabled;
  const bool same_phone = *before && (*before)->phone == phone;
  // The time the alerts were turned on to this phone; kept while they stay on.
  std::string enabled_at = enabled ? (was_on && same_phone ? (*before)->enabled_at : now) : "";
  auto r =
      run(conn, sql::kSaveShopAlerts,
          {shop_id, phone, enabled, enabled_at.empty() ? db::Param(nullptr) : db::Param(enabled_at),
           user_id.empty() ? db::Param(nullptr) : db::Param(user_id), now});
  if (!r) return std::unexpected(r.error());
  if (enabled != was_on || (enabled && !same_phone)) {
    if (auto l = log_consent(conn, user_id, shop_id, phone, enabled ? "opt_in" : "opt_out",
                             "settings", now);
        !l) {
      return std::unexpected(l.error());
    }
  }
  return ShopAlerts{phone, enabled, enabled_at};
}

}  // namespace emu::messaging
