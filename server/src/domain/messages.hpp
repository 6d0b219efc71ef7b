// The validation messages of the forms (spec section 5) in English and Traditional Chinese for
// Hong Kong, in one table so the two languages stay in step. The English texts are the spec's
// exact wording where the spec gives one; the zh texts of Quick Apply match the SPA's locale.
#pragma once

#include <string_view>

namespace emu::domain {

enum class Lang { en, zh };

// "zh", "zh-HK", "zh-Hant" -> zh; anything else (absent included) -> en.
Lang parse_lang(std::string_view text);
std::string_view to_string(Lang lang);

enum class Msg {
  business_name_required,
  email_required,
  email_invalid,
  whatsapp_required,
  hk_phone_invalid,
  district_required,
  business_type_required,
  business_mode_required,
  english_name_required,
  address_required,
  description_required,
  invalid_url,
  yes_no_required,
  contact_person_required,
  contact_person_role_required,
  name_length,
  name_characters,
  contact_whatsapp_required,
  contact_email_required,
  email_too_long_100,
  email_no_spaces,
  email_sample,
  how_heard_required,
  referee_name_letters,
  referee_required,
  agree_required,
  business_types_required,
  waitlist_email_too_long,
  quick_apply_summary,
  wizard_summary,
};

std::string_view message(Msg msg, Lang lang);
// True when the table holds every Msg at its own index (unit-tested).
bool messages_in_enum_order();

}  // namespace emu::domain
