#include "domain/validation.hpp"

#include <algorithm>
#include <array>
#include <boost/url/parse.hpp>
#include <cctype>
#include <regex>

#include "domain/enums.hpp"

namespace emu::domain {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Decodes UTF-8 into code points; false on malformed input.
bool decode_utf8(std::string_view text, std::vector<char32_t>& out) {
  for (std::size_t i = 0; i < text.size();) {
    auto c = static_cast<unsigned char>(text[i]);
    int extra = c < 0x80           ? 0
                : (c >> 5) == 0x6  ? 1
                : (c >> 4) == 0xE  ? 2
                : (c >> 3) == 0x1E ? 3
                                   : -1;
    if (extra < 0 || i + extra >= text.size()) return false;
    char32_t cp = extra == 0 ? c : c & (0x3F >> extra);
    for (int k = 1; k <= extra; ++k) {
      auto next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (next & 0x3F);
    }
    out.push_back(cp);
    i += extra + 1;
  }
  return true;
}

bool is_chinese(char32_t cp) {
  return (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0x3400 && cp <= 0x4DBF) ||
         (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0x20000 && cp <= 0x2EBEF) || cp == 0x3007;
}
bool is_ascii_letter(char32_t cp) { return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z'); }

// Letters (Latin, with accents), spaces and Chinese characters.
bool name_characters_ok(std::string_view text) {
  std::vector<char32_t> cps;
  if (!decode_utf8(text, cps)) return false;
  return std::ranges::all_of(cps, [](char32_t cp) {
    return cp == ' ' || is_ascii_letter(cp) ||
           (cp >= 0xC0 && cp <= 0x24F && cp != 0xD7 && cp != 0xF7) || is_chinese(cp);
  });
}

std::size_t length_in_characters(std::string_view text) {
  return static_cast<std::size_t>(std::ranges::count_if(
      text, [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

void add(FieldErrors& errors, std::string_view field, Msg msg, Lang lang) {
  errors.push_back({std::string(field), std::string(message(msg, lang))});
}

// A Hong Kong number field: required (when `required`) and matching the pattern.
void check_phone(FieldErrors& errors, std::string_view field, const std::string& value,
                 bool required, Msg required_msg, Lang lang) {
  if (value.empty()) {
    if (required) add(errors, field, required_msg, lang);
  } else if (!is_hk_phone(value)) {
    add(errors, field, Msg::hk_phone_invalid, lang);
  }
}

void check_person(FieldErrors& errors, std::string_view field, const std::string& value,
                  Msg required_msg, Lang lang) {
  if (value.empty()) {
    add(errors, field, required_msg, lang);
  } else if (std::size_t n = length_in_characters(value); n < 2 || n > 50) {
    add(errors, field, Msg::name_length, lang);
  } else if (!name_characters_ok(value)) {
    add(errors, field, Msg::name_characters, lang);
  }
}

// National significant number lengths (ITU-T E.164 national plans) of the country codes Quick
// Apply offers besides +852. A plausibility check: the browser validates the number fully
// with libphonenumber-js (ARCHITECTURE 9: Debian's libphonenumber-dev cannot be installed
// beside Boost 1.81, so the server keeps this table).
struct NumberLengths {
  std::string_view code;
  std::size_t min, max;
};
constexpr std::array<NumberLengths, 13> kNumberLengths{{{"+86", 10, 11},
                                                        {"+65", 8, 8},
                                                        {"+60", 9, 10},
                                                        {"+66", 8, 9},
                                                        {"+84", 9, 10},
                                                        {"+63", 9, 10},
                                                        {"+62", 9, 12},
                                                        {"+91", 10, 10},
                                                        {"+1", 10, 10},
                                                        {"+44", 9, 10},
                                                        {"+61", 9, 9},
                                                        {"+81", 9, 10},
                                                        {"+82", 8, 10}}};

// Digits with single spaces or hyphens between groups, of a plausible length for `code`.
bool plausible_number(std::string_view code, std::string_view number) {
  const auto* lengths = std::ranges::find(kNumberLengths, code, &NumberLengths::code);
  if (lengths == kNumberLengths.end() || number.empty() || !is_digit(number.front()) ||
      !is_digit(number.back())) {
    return false;
  }
  std::size_t digits = 0;
  char previous = '0';
  for (char c : number) {
    if (is_digit(c)) {
      ++digits;
    } else if ((c != ' ' && c != '-') || !is_digit(previous)) {
      return false;
    }
    previous = c;
  }
  if (number.front() == '0') --digits;  // a trunk prefix (0 in +44, +60, +66...) is not counted
  return digits >= lengths->min && digits <= lengths->max;
}

}  // namespace

std::string trim(std::string_view text) {
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return std::string(text);
}

bool is_email(std::string_view text) {
  // Compiled once; matching a const std::regex is safe from several threads.
  static const std::regex kEmail(R"(^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$)");
  return text.size() <= 254 && std::regex_match(text.begin(), text.end(), kEmail);
}

bool is_hk_phone(std::string_view t) {
  if (t.starts_with("+852")) {
    t.remove_prefix(4);
    if (!t.empty() && (t.front() == '-' || t.front() == ' ')) t.remove_prefix(1);
  }
  auto four_digits = [&t] {
    if (t.size() < 4 || !std::all_of(t.begin(), t.begin() + 4, is_digit)) return false;
    t.remove_prefix(4);
    return true;
  };
  if (!four_digits()) return false;
  if (!t.empty() && (t.front() == '-' || t.front() == ' ')) t.remove_prefix(1);
  return four_digits() && t.empty();
}

bool is_url(std::string_view text) {
  auto parsed = boost::urls::parse_absolute_uri(text);
  return parsed.has_value() && !text.empty();
}

bool is_person_name(std::string_view text) {
  std::size_t n = length_in_characters(text);
  return n >= 2 && n <= 50 && name_characters_ok(text);
}

bool is_sample_email(std::string_view email) {
  constexpr std::array<std::string_view, 5> kSamples{"example@example.com", "test@example.com",
                                                     "email@example.com", "your@email.com",
                                                     "name@example.com"};
  std::string lower(email);
  std::ranges::transform(lower, lower.begin(),
                         [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return std::ranges::find(kSamples, lower) != kSamples.end();
}

FieldErrors validate_quick_apply(const QuickApplyInput& in, Lang lang) {
  FieldErrors errors;
  if (in.business_name.empty()) add(errors, "business_name", Msg::business_name_required, lang);
  if (in.email.empty()) {
    add(errors, "email", Msg::email_required, lang);
  } else if (!is_email(in.email)) {
    add(errors, "email", Msg::email_invalid, lang);
  }
  // "<country code> <number>": a known code, then the number (a bare number is fine too).
  const std::string& w = in.whatsapp;
  auto space = w.find(' ');
  if (w.empty() ||
      (w.starts_with('+') && space == std::string::npos && is_valid(country_codes(), w))) {
    add(errors, "whatsapp", Msg::whatsapp_required, lang);
  } else if (!is_hk_phone(w)) {
    bool with_code = w.starts_with('+') && space != std::string::npos;
    std::string number = with_code ? trim(std::string_view(w).substr(space + 1)) : std::string();
    const std::string code = with_code ? w.substr(0, space) : std::string();
    const Option* country = with_code ? find(country_codes(), code) : nullptr;
    if (with_code && number.empty()) {
      add(errors, "whatsapp", Msg::whatsapp_required, lang);
    } else if (country != nullptr && code != "+852") {
      // Other countries: their own numbering plan, and a message naming the country.
      if (!plausible_number(code, number)) {
        errors.push_back({"whatsapp", lang == Lang::zh
                                          ? "請輸入有效的" + std::string(country->zh) + "電話號碼"
                                          : "Please enter a valid " + std::string(country->en) +
                                                " phone number"});
      }
    } else if (country == nullptr || !is_hk_phone(number)) {
      add(errors, "whatsapp", Msg::hk_phone_invalid, lang);
    }
  }
  if (!is_valid(districts(), in.district)) add(errors, "district", Msg::district_required, lang);
  if (!is_valid(business_types(), in.business_type)) {
    add(errors, "business_type", Msg::business_type_required, lang);
  }
  if (!is_valid(business_modes(), in.business_mode)) {
    add(errors, "business_mode", Msg::business_mode_required, lang);
  }
  return errors;
}

FieldErrors validate_wizard_step1(const OnboardingDraft& d, Lang lang) {
  FieldErrors errors;
  if (d.business_name.empty()) add(errors, "businessName", Msg::english_name_required, lang);
  if (!is_valid(districts(), d.district)) add(errors, "district", Msg::district_required, lang);
  if (d.address.empty()) add(errors, "address", Msg::address_required, lang);
  check_phone(errors, "whatsapp", d.whatsapp, true, Msg::whatsapp_required, lang);
  if (d.description.empty()) add(errors, "description", Msg::description_required, lang);
  check_phone(errors, "phone", d.phone, false, Msg::whatsapp_required, lang);
  if (!d.google_map_url.empty() && !is_url(d.google_map_url)) {
    add(errors, "googleMapUrl", Msg::invalid_url, lang);
  }
  return errors;
}

FieldErrors validate_wizard_step2(const OnboardingDraft& d, Lang lang) {
  FieldErrors errors;
  auto yes_no = [](const std::string& v) { return v == "yes" || v == "no"; };
  if (!yes_no(d.interested_in_content)) {
    add(errors, "interestedInContent", Msg::yes_no_required, lang);
  }
  if (!yes_no(d.open_to_free_trials)) add(errors, "openToFreeTrials", Msg::yes_no_required, lang);
  return errors;
}

FieldErrors validate_wizard_step3(const OnboardingDraft& d, Lang lang) {
  FieldErrors errors;
  check_person(errors, "contactPerson", d.contact_person, Msg::contact_person_required, lang);
  check_person(errors, "contactPersonRole", d.contact_person_role,
               Msg::contact_person_role_required, lang);
  check_phone(errors, "contactWhatsapp", d.contact_whatsapp, true, Msg::contact_whatsapp_required,
              lang);
  const std::string& email = d.contact_email;
  if (email.empty()) {
    add(errors, "contactEmail", Msg::contact_email_required, lang);
  } else if (email.find_first_of(" \t") != std::string::npos) {
    add(errors, "contactEmail", Msg::email_no_spaces, lang);
  } else if (email.size() > 100) {
    add(errors, "contactEmail", Msg::email_too_long_100, lang);
  } else if (!is_email(email)) {
    add(errors, "contactEmail", Msg::email_invalid, lang);
  } else if (is_sample_email(email)) {
    add(errors, "contactEmail", Msg::email_sample, lang);
  }
  if (!is_valid(how_heard(), d.how_did_you_hear)) {
    add(errors, "howDidYouHear", Msg::how_heard_required, lang);
  }
  if (!d.referee_name.empty() && !name_characters_ok(d.referee_name)) {
    add(errors, "refereeName", Msg::referee_name_letters, lang);
  }
  if (!d.referee_phone.empty() && !is_hk_phone(d.referee_phone)) {
    add(errors, "refereePhone", Msg::hk_phone_invalid, lang);
  }
  if (d.how_did_you_hear == "Friend" && (d.referee_name.empty() || d.referee_phone.empty())) {
    add(errors, d.referee_name.empty() ? "refereeName" : "refereePhone", Msg::referee_required,
        lang);
  }
  if (!d.agree) add(errors, "agree", Msg::agree_required, lang);
  return errors;
}

FieldErrors validate_wizard(const OnboardingDraft& d, Lang lang) {
  FieldErrors all = validate_wizard_step1(d, lang);
  for (auto step : {validate_wizard_step2(d, lang), validate_wizard_step3(d, lang)}) {
    all.insert(all.end(), step.begin(), step.end());
  }
  return all;
}

std::optional<Msg> check_waitlist_email(std::string_view email) {
  if (email.empty()) return Msg::email_required;
  if (email.size() > 254) return Msg::waitlist_email_too_long;
  if (!is_email(email)) return Msg::email_invalid;
  return std::nullopt;
}

}  // namespace emu::domain
