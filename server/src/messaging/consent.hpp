// Who may be messaged on WhatsApp (salon-day.md C.4): a customer who gave a Hong Kong number and
// ticked the opt-in on their profile (the time of consent is the server's), until they untick it
// or reply STOP; a shop whose owner or manager turned on alerts of new bookings to a phone.
// Every consent given or withdrawn is also kept in whatsapp_consents.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "db/database.hpp"

namespace emu::messaging {

// A Hong Kong number as the spec's rule accepts it (+852 optional, 4 digits, optional space or
// dash, 4 digits) as WhatsApp addresses it: "852" and the 8 digits. nullopt otherwise.
std::optional<std::string> whatsapp_address(std::string_view phone);
// A reply that withdraws consent: STOP (any case), UNSUBSCRIBE or 停止, alone on the message.
bool is_stop_reply(std::string_view body);

struct CustomerWhatsApp {
  std::string number;  // 852XXXXXXXX, "" when none given
  bool opted_in = false;
  std::string opted_in_at, opted_out_at, opt_out_source;  // "" when none
};

// nullopt without a profile row.
db::Result<std::optional<CustomerWhatsApp>> customer_whatsapp(db::Connection& conn,
                                                              const std::string& user_id);
// The profile's choice: opt in with `number` (a whatsapp_address), or opt out (the number kept
// when given). Consent is logged when it changes; opting in again with the same number keeps
// the first time of consent. nullopt without a profile row.
db::Result<std::optional<CustomerWhatsApp>> set_customer_whatsapp(
    db::Connection& conn, const std::string& user_id, const std::optional<std::string>& number,
    bool opt_in, const std::string& now);
// A STOP reply from `number`: every customer opted in with it is opted out (source 'stop') and
// every shop alerted on it stops its alerts. Returns how many were opted out.
db::Result<int> opt_out_by_reply(db::Connection& conn, const std::string& number,
                                 const std::string& now);

struct ShopAlerts {
  std::string phone;  // 852XXXXXXXX
  bool enabled = false;
  std::string enabled_at;  // "" when off
};
db::Result<std::optional<ShopAlerts>> shop_alerts(db::Connection& conn, const std::string& shop_id);
db::Result<ShopAlerts> save_shop_alerts(db::Connection& conn, const std::string& shop_id,
                                        const std::string& phone, bool enabled,
                                        const std::string& user_id, const std::string& now);

}  // namespace emu::messaging
