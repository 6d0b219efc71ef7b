// Every enumeration of the product in one place, with its English and Traditional Chinese
// labels. The values are what the database stores (the migrations' CHECK constraints list
// exactly these; domain_enums_test proves it) and what the API sends; the labels are for UIs
// and e-mails. to_json() hands the whole set to the SPA through /app-config.json.
#pragma once

#include <boost/json/object.hpp>
#include <span>
#include <string_view>

namespace emu::domain {

struct Option {
  std::string_view value, en, zh;
};

// Merchant onboarding and shops (spec section 3).
std::span<const Option> districts();              // the 18 districts; value = English name
std::span<const Option> business_types();         // value = English label
std::span<const Option> business_modes();         // chained, independent, freelancer
std::span<const Option> business_sizes();         // 1-5 ... 50+
std::span<const Option> how_heard();              // Instagram ... Other
std::span<const Option> rejection_reasons();      // preset reasons; Other means free text
std::span<const Option> country_codes();          // +852 first (the default)
std::span<const Option> application_statuses();   // draft, pending_review, approved, rejected
std::span<const Option> claim_statuses();         // pending, approved, rejected, duplicate
std::span<const Option> shop_claim_statuses();    // unclaimed, pending, approved, rejected
std::span<const Option> verification_statuses();  // verified, pending, rejected
std::span<const Option> booking_statuses();  // pending, confirmed, completed, cancelled, no_show,
                                             // awaiting_payment
std::span<const Option> weather_kinds();     // T8, BLACK_RAIN, EXTREME (weather_events.kind)
std::span<const Option> roles();                  // admin, merchant, user
std::span<const Option> verification_methods();   // whatsapp, facebook, instagram
std::span<const Option> email_outbox_statuses();  // pending, sending, sent, failed
std::span<const Option> languages();              // en, zh (e-mail language)

// Discovery (marketplace.md section 2).
std::span<const Option> categories();        // hair, nails, skincare, makeup, massage, spa
std::span<const Option> review_statuses();   // published, hidden, text_removed
std::span<const Option> time_off_reasons();  // leave, holiday, weather, other
// fake, not_first_hand, offensive, personal_data, other
std::span<const Option> review_report_reasons();
std::span<const Option> review_report_statuses();  // open, upheld, dismissed

// Identity (GoTrue-compatible) enumerations, also enforced by CHECK constraints.
std::span<const Option> mfa_factor_types();        // totp, phone
std::span<const Option> mfa_factor_statuses();     // unverified, verified
std::span<const Option> authenticator_levels();    // aal1, aal2, aal3
std::span<const Option> code_challenge_methods();  // s256, plain
std::span<const Option> one_time_token_types();    // confirmation_token, recovery_token, ...

inline constexpr std::string_view kDefaultCountryCode = "+852";

bool is_valid(std::span<const Option> options, std::string_view value);
// The option with this value, or nullptr.
const Option* find(std::span<const Option> options, std::string_view value);

// {"districts":[{"value":..,"en":..,"zh":..}, ...], "business_types": [...], ...}: the product
// enumerations (not the identity ones), keyed by the function names above.
boost::json::object to_json();

}  // namespace emu::domain
