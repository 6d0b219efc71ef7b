#include "domain/messages.hpp"

#include <array>

namespace emu::domain {
namespace {

struct Text {
  Msg msg;
  std::string_view en, zh;
};

// Ordered like the enum; messages_test checks that every entry sits at its own index.
constexpr std::array kTexts{
    Text{Msg::business_name_required, "Business name is required", "請輸入商戶名稱"},
    Text{Msg::email_required, "Email is required", "請輸入電郵"},
    Text{Msg::email_invalid, "Please enter a valid email address", "請輸入有效的電郵地址"},
    Text{Msg::whatsapp_required, "WhatsApp number is required", "請輸入 WhatsApp 號碼"},
    Text{Msg::hk_phone_invalid, "Please enter a valid Hong Kong phone number",
         "請輸入有效的香港電話號碼"},
    Text{Msg::district_required, "Please select a district", "請選擇地區"},
    Text{Msg::business_type_required, "Please select a business type", "請選擇業務類型"},
    Text{Msg::business_mode_required, "Please select a business mode", "請選擇經營模式"},
    Text{Msg::english_name_required, "English name is required", "請輸入英文名稱"},
    Text{Msg::address_required, "Detailed address is required", "請輸入詳細地址"},
    Text{Msg::description_required, "Business description is required", "請輸入商戶簡介"},
    Text{Msg::invalid_url, "Invalid URL", "網址無效"},
    Text{Msg::yes_no_required, "Please select yes or no", "請選擇是或否"},
    Text{Msg::contact_person_required, "Contact person is required", "請輸入聯絡人姓名"},
    Text{Msg::contact_person_role_required, "Contact person role is required", "請輸入聯絡人職位"},
    Text{Msg::name_length, "Must be between 2 and 50 characters", "長度須為 2 至 50 個字"},
    Text{Msg::name_characters, "Only letters, spaces and Chinese characters are allowed",
         "只可輸入英文字母、空格及中文字"},
    Text{Msg::contact_whatsapp_required, "Contact WhatsApp is required",
         "請輸入聯絡人 WhatsApp 號碼"},
    Text{Msg::contact_email_required, "Contact email is required", "請輸入聯絡電郵"},
    Text{Msg::email_too_long_100, "Email must be at most 100 characters",
         "電郵地址不可超過 100 個字元"},
    Text{Msg::email_no_spaces, "Email must not contain spaces", "電郵地址不可包含空格"},
    Text{Msg::email_sample, "Please enter a real email address", "請輸入真實的電郵地址"},
    Text{Msg::how_heard_required, "Please select how you heard about us", "請選擇你從哪裏得知 Emu"},
    Text{Msg::referee_name_letters, "Referee name can only contain letters",
         "推薦人姓名只可包含文字"},
    Text{Msg::referee_required, "Referee name and phone are required when \"Friend\" is selected",
         "選擇「朋友介紹」時，必須填寫推薦人姓名及電話"},
    Text{Msg::agree_required, "You must agree to the terms and conditions", "你必須同意條款及細則"},
    Text{Msg::business_types_required, "Business types are required", "請選擇最少一種業務類型"},
    Text{Msg::waitlist_email_too_long, "Email is too long", "電郵地址過長"},
    Text{Msg::quick_apply_summary, "Please fix the highlighted fields", "請修正標示的欄位"},
    Text{Msg::wizard_summary, "Validation Error: Please fix the errors before submitting.",
         "驗證錯誤：提交前請修正錯誤。"},
};

}  // namespace

Lang parse_lang(std::string_view text) { return text.starts_with("zh") ? Lang::zh : Lang::en; }

std::string_view to_string(Lang lang) { return lang == Lang::zh ? "zh" : "en"; }

std::string_view message(Msg msg, Lang lang) {
  const Text& t = kTexts.at(static_cast<std::size_t>(msg));
  return lang == Lang::zh ? t.zh : t.en;
}

bool messages_in_enum_order() {
  for (std::size_t i = 0; i < kTexts.size(); ++i) {
    if (static_cast<std::size_t>(kTexts[i].msg) != i) return false;
  }
  return kTexts.size() == static_cast<std::size_t>(Msg::wizard_summary) + 1;
}

}  // namespace emu::domain
