// WhatsApp consent and alerts (salon-day.md C.4):
// whatsapp-opt-in {optIn, number?} (signed in): the caller's own choice on their profile. Opting
// in needs a Hong Kong number (the spec's phone rule); the server keeps the time of consent and
// logs it; opting out keeps the number. 200 {whatsapp}.
// shop-whatsapp-alerts {shopId, enabled?, phone?}: the shop's alerts of new bookings and
// requests to a phone, for its owner, managers and admins (shops::check_role); without
// `enabled` it only reads them. 200 {alerts: {phone, enabled, enabledAt} | null}.
#include "functions/body_fields.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"
#include "functions/shop_access.hpp"
#include "messaging/consent.hpp"

namespace emu::functions {
namespace {

constexpr std::string_view kPhoneInvalid = "Please enter a valid Hong Kong phone number";
constexpr std::string_view kPhoneRequired = "WhatsApp number is required";

boost::json::value phone_or_null(const std::string& s) {
  return s.empty() ? boost::json::value(nullptr) : boost::json::value(s);
}

// The number field: nullopt when blank; a refusal when it breaks the phone rule.
FnResult<std::optional<std::string>> number_field(const FnCall& call, std::string_view key,
                                                  bool required) {
  const auto given = text_field(call.body, key);
  if (given.empty()) {
    if (!required) return std::optional<std::string>();
    return fail(Code::validation_failed, std::string(kPhoneRequired),
                boost::json::object{{key, kPhoneRequired}});
  }
  auto address = messaging::whatsapp_address(given);
  if (!address) {
    return fail(Code::validation_failed, std::string(kPhoneInvalid),
                boost::json::object{{key, kPhoneInvalid}});
  }
  return address;
}

}  // namespace

FnResult<boost::json::value> whatsapp_opt_in(FnCall& call) {
  const auto* flag = call.body.if_contains("optIn");
  if (!flag || !flag->is_bool()) {
    return fail(Code::validation_failed, "The request is incomplete",
                boost::json::object{{"optIn", "optIn must be true or false"}});
  }
  const bool opt_in = flag->as_bool();
  FN_TRY(number, number_field(call, "number", opt_in));
  FN_TRY(saved,
         in_transaction(
             *call.ctx.db,
             [&](db::Connection& conn) -> FnResult<std::optional<messaging::CustomerWhatsApp>> {
               FN_TRY(done, messaging::set_customer_whatsapp(conn, call.principal.user_id, number,
                                                             opt_in, call.now));
               return done;
             }));
  if (!saved) return fail(Code::not_found, "Profile not found");
  return boost::json::object{{"whatsapp",
                              {{"number", phone_or_null(saved->number)},
                               {"optIn", saved->opted_in},
                               {"optedInAt", phone_or_null(saved->opted_in_at)},
                               {"optedOutAt", phone_or_null(saved->opted_out_at)},
                               {"optOutSource", phone_or_null(saved->opt_out_source)}}}};
}

FnResult<boost::json::value> shop_whatsapp_alerts(FnCall& call) {
  FN_TRY(shop_id, id_field(call.body, "shopId", "a shop id"));
  const auto* flag = call.body.if_contains("enabled");
  if (flag && !flag->is_bool()) {
    return fail(Code::validation_failed, "The request is incomplete",
                boost::json::object{{"enabled", "enabled must be true or false"}});
  }
  const bool saving = flag != nullptr;
  std::optional<std::string> phone;
  if (saving) {
    FN_TRY(given, number_field(call, "phone", true));
    phone = std::move(given);
  }
  FN_TRY(alerts, in_transaction(
                     *call.ctx.db,
                     [&](db::Connection& conn) -> FnResult<std::optional<messaging::ShopAlerts>> {
                       FN_CHECK(require_shop_role(
                           conn, call, shop_id, shops::Access::managers,
                           "Only the shop's owner and managers can change its WhatsApp alerts"));
                       if (!saving) {
                         FN_TRY(now, messaging::shop_alerts(conn, shop_id));
                         return now;
                       }
                       FN_TRY(saved,
                              messaging::save_shop_alerts(conn, shop_id, *phone, flag->as_bool(),
                                                          call.principal.user_id, call.now));
                       return std::optional<messaging::ShopAlerts>(std::move(saved));
                     }));
  if (!alerts) return boost::json::object{{"alerts", nullptr}};
  return boost::json::object{{"alerts",
                              {{"phone", alerts->phone},
                               {"enabled", alerts->enabled},
                               {"enabledAt", phone_or_null(alerts->enabled_at)}}}};
}

}  // namespace emu::functions
