#include "domain/enums.hpp"

#include <algorithm>
#include <boost/json/array.hpp>

namespace emu::domain {
namespace {

constexpr Option kDistricts[] = {
    {"Central and Western", "Central and Western", "中西區"},
    {"Eastern", "Eastern", "東區"},
    {"Islands", "Islands", "離島區"},
    {"Kowloon City", "Kowloon City", "九龍城區"},
    {"Kwai Tsing", "Kwai Tsing", "葵青區"},
    {"Kwun Tong", "Kwun Tong", "觀塘區"},
    {"North", "North", "北區"},
    {"Sai Kung", "Sai Kung", "西貢區"},
    {"Sha Tin", "Sha Tin", "沙田區"},
    {"Sham Shui Po", "Sham Shui Po", "深水埗區"},
    {"Southern", "Southern", "南區"},
    {"Tai Po", "Tai Po", "大埔區"},
    {"Tsuen Wan", "Tsuen Wan", "荃灣區"},
    {"Tuen Mun", "Tuen Mun", "屯門區"},
    {"Wan Chai", "Wan Chai", "灣仔區"},
    {"Wong Tai Sin", "Wong Tai Sin", "黃大仙區"},
    {"Yau Tsim Mong", "Yau Tsim Mong", "油尖旺區"},
    {"Yuen Long", "Yuen Long", "元朗區"},
};

constexpr Option kBusinessTypes[] = {
    {"Beauty", "Beauty", "美容"},
    {"Fitness", "Fitness", "健身"},
    {"Nail Salon", "Nail Salon", "美甲"},
    {"Wellness", "Wellness", "身心健康"},
    {"Massage", "Massage", "按摩"},
    {"Make Up", "Make Up", "化妝"},
    {"Tattoo", "Tattoo", "紋身"},
    {"Hair Salon", "Hair Salon", "髮型屋"},
    {"Brows & Lashes", "Brows & Lashes", "眉毛及睫毛"},
    {"Other", "Other", "其他"},
};

constexpr Option kBusinessModes[] = {
    {"chained", "Chained brand", "連鎖品牌"},
    {"independent", "Independent shop", "獨立店舖"},
    {"freelancer", "Freelancer", "自由工作者"},
};

constexpr Option kBusinessSizes[] = {
    {"1-5", "1-5 employees", "1-5 名員工"},       {"6-10", "6-10 employees", "6-10 名員工"},
    {"11-20", "11-20 employees", "11-20 名員工"}, {"21-50", "21-50 employees", "21-50 名員工"},
    {"50+", "50+ employees", "50+ 名員工"},
};

constexpr Option kHowHeard[] = {
    {"Instagram", "Instagram", "Instagram"}, {"Facebook", "Facebook", "Facebook"},
    {"WhatsApp", "WhatsApp", "WhatsApp"},    {"Friend", "Friend", "朋友介紹"},
    {"Google", "Google", "Google"},          {"Other", "Other", "其他"},
};

constexpr Option kRejectionReasons[] = {
    {"Incomplete or incorrect information", "Incomplete or incorrect information",
     "資料不完整或不正確"},
    {"Invalid or missing BR document", "Invalid or missing BR document", "商業登記文件無效或缺失"},
    {"Duplicate application", "Duplicate application", "重複申請"},
    {"Not a business in our target category", "Not a business in our target category",
     "不屬於我們的目標類別"},
    {"Other", "Other", "其他"},
};

constexpr Option kCountryCodes[] = {
    {"+852", "Hong Kong", "香港"},
    {"+86", "China", "中國內地"},
    {"+65", "Singapore", "新加坡"},
    {"+60", "Malaysia", "馬來西亞"},
    {"+66", "Thailand", "泰國"},
    {"+84", "Vietnam", "越南"},
    {"+63", "Philippines", "菲律賓"},
    {"+62", "Indonesia", "印尼"},
    {"+91", "India", "印度"},
    {"+1", "US/Canada", "美國/加拿大"},
    {"+44", "UK", "英國"},
    {"+61", "Australia", "澳洲"},
    {"+81", "Japan", "日本"},
    {"+82", "South Korea", "南韓"},
};

constexpr Option kApplicationStatuses[] = {
    {"draft", "Draft", "草稿"},
    {"pending_review", "Pending review", "待審核"},
    {"approved", "Approved", "已批准"},
    {"rejected", "Rejected", "已拒絕"},
};

constexpr Option kClaimStatuses[] = {
    {"pending", "Pending", "待審核"},
    {"approved", "Approved", "已批准"},
    {"rejected", "Rejected", "已拒絕"},
    {"duplicate", "Duplicate", "重複"},
};

constexpr Option kShopClaimStatuses[] = {
    {"unclaimed", "Unclaimed", "未認領"},
    {"pending", "Pending", "待審核"},
    {"approved", "Approved", "已批准"},
    {"rejected", "Rejected", "已拒絕"},
};

constexpr Option kVerificationStatuses[] = {
    {"verified", "Verified", "已驗證"},
    {"pending", "Pending", "待驗證"},
    {"rejected", "Rejected", "已拒絕"},
};

constexpr Option kBookingStatuses[] = {
    {"pending", "Pending", "待確認"},
    {"confirmed", "Confirmed", "已確認"},
    {"completed", "Completed", "已完成"},
    {"cancelled", "Cancelled", "已取消"},
    {"no_show", "No-show", "未有出席"},
    {"awaiting_payment", "Awaiting deposit", "等待付訂金"},
};

constexpr Option kWeatherKinds[] = {
    {"T8", "Typhoon Signal No. 8", "八號風球"},
    {"BLACK_RAIN", "Black Rainstorm Warning", "黑色暴雨警告"},
    {"EXTREME", "Extreme Conditions", "極端情況"},
};

constexpr Option kRoles[] = {
    {"admin", "Admin", "管理員"},
    {"merchant", "Merchant", "商戶"},
    {"user", "User", "用戶"},
};

constexpr Option kVerificationMethods[] = {
    {"whatsapp", "WhatsApp", "WhatsApp"},
    {"facebook", "Facebook message", "Facebook 訊息"},
    {"instagram", "Instagram DM", "Instagram 私訊"},
};

constexpr Option kEmailOutboxStatuses[] = {
    {"pending", "Pending", "待發送"},
    {"sending", "Sending", "發送中"},
    {"sent", "Sent", "已發送"},
    {"failed", "Failed", "發送失敗"},
};

constexpr Option kLanguages[] = {
    {"en", "English", "英文"},
    {"zh", "Traditional Chinese", "繁體中文"},
};

constexpr Option kCategories[] = {
    {"hair", "Hair", "髮型"},     {"nails", "Nails", "美甲"},     {"skincare", "Skincare", "護膚"},
    {"makeup", "Makeup", "化妝"}, {"massage", "Massage", "按摩"}, {"spa", "Spa", "水療"},
};

constexpr Option kReviewStatuses[] = {
    {"published", "Published", "已發佈"},
    {"hidden", "Hidden", "已隱藏"},
    {"text_removed", "Text removed", "已移除文字"},
};

constexpr Option kReviewReportReasons[] = {
    {"fake", "Fake review", "虛假評價"},
    {"not_first_hand", "Not a first-hand experience", "並非親身體驗"},
    {"offensive", "Offensive or abusive", "冒犯或辱罵內容"},
    {"personal_data", "Contains personal data", "包含個人資料"},
    {"other", "Other", "其他"},
};

constexpr Option kReviewReportStatuses[] = {
    {"open", "Open", "待處理"},
    {"upheld", "Upheld", "已處理"},
    {"dismissed", "Dismissed", "已駁回"},
};

constexpr Option kTimeOffReasons[] = {
    {"leave", "Leave", "休假"},
    {"holiday", "Public holiday", "公眾假期"},
    {"weather", "Bad weather", "惡劣天氣"},
    {"other", "Other", "其他"},
};

constexpr Option kMfaFactorTypes[] = {
    {"totp", "Authenticator app", "驗證器應用程式"},
    {"phone", "Phone", "電話"},
};

constexpr Option kMfaFactorStatuses[] = {
    {"unverified", "Unverified", "未驗證"},
    {"verified", "Verified", "已驗證"},
};

constexpr Option kAuthenticatorLevels[] = {
    {"aal1", "Single factor", "單一因素"},
    {"aal2", "Two factors", "雙重因素"},
    {"aal3", "Three factors", "三重因素"},
};

constexpr Option kCodeChallengeMethods[] = {
    {"s256", "SHA-256", "SHA-256"},
    {"plain", "Plain", "純文字"},
};

constexpr Option kOneTimeTokenTypes[] = {
    {"confirmation_token", "Sign-up confirmation", "註冊確認"},
    {"reauthentication_token", "Reauthentication", "重新驗證"},
    {"recovery_token", "Password recovery", "重設密碼"},
    {"email_change_token_new", "New e-mail confirmation", "新電郵確認"},
    {"email_change_token_current", "Current e-mail confirmation", "現有電郵確認"},
    {"phone_change_token", "Phone change", "更改電話"},
};

boost::json::array options_json(std::span<const Option> options) {
  boost::json::array out;
  for (const auto& o : options) out.push_back({{"value", o.value}, {"en", o.en}, {"zh", o.zh}});
  return out;
}

}  // namespace

std::span<const Option> districts() { return kDistricts; }
std::span<const Option> business_types() { return kBusinessTypes; }
std::span<const Option> business_modes() { return kBusinessModes; }
std::span<const Option> business_sizes() { return kBusinessSizes; }
std::span<const Option> how_heard() { return kHowHeard; }
std::span<const Option> rejection_reasons() { return kRejectionReasons; }
std::span<const Option> country_codes() { return kCountryCodes; }
std::span<const Option> application_statuses() { return kApplicationStatuses; }
std::span<const Option> claim_statuses() { return kClaimStatuses; }
std::span<const Option> shop_claim_statuses() { return kShopClaimStatuses; }
std::span<const Option> verification_statuses() { return kVerificationStatuses; }
std::span<const Option> booking_statuses() { return kBookingStatuses; }
std::span<const Option> weather_kinds() { return kWeatherKinds; }
std::span<const Option> roles() { return kRoles; }
std::span<const Option> verification_methods() { return kVerificationMethods; }
std::span<const Option> email_outbox_statuses() { return kEmailOutboxStatuses; }
std::span<const Option> languages() { return kLanguages; }
std::span<const Option> categories() { return kCategories; }
std::span<const Option> review_statuses() { return kReviewStatuses; }
std::span<const Option> time_off_reasons() { return kTimeOffReasons; }
std::span<const Option> review_report_reasons() { return kReviewReportReasons; }
std::span<const Option> review_report_statuses() { return kReviewReportStatuses; }
std::span<const Option> mfa_factor_types() { return kMfaFactorTypes; }
std::span<const Option> mfa_factor_statuses() { return kMfaFactorStatuses; }
std::span<const Option> authenticator_levels() { return kAuthenticatorLevels; }
std::span<const Option> code_challenge_methods() { return kCodeChallengeMethods; }
std::span<const Option> one_time_token_types() { return kOneTimeTokenTypes; }

const Option* find(std::span<const Option> options, std::string_view value) {
  const auto it = std::find_if(options.begin(), options.end(),
                               [&](const Option& o) { return o.value == value; });
  return it == options.end() ? nullptr : &*it;
}

bool is_valid(std::span<const Option> options, std::string_view value) {
  return find(options, value) != nullptr;
}

boost::json::object to_json() {
  return {
      {"districts", options_json(districts())},
      {"business_types", options_json(business_types())},
      {"business_modes", options_json(business_modes())},
      {"business_sizes", options_json(business_sizes())},
      {"how_heard", options_json(how_heard())},
      {"rejection_reasons", options_json(rejection_reasons())},
      {"country_codes", options_json(country_codes())},
      {"default_country_code", kDefaultCountryCode},
      {"application_statuses", options_json(application_statuses())},
      {"claim_statuses", options_json(claim_statuses())},
      {"shop_claim_statuses", options_json(shop_claim_statuses())},
      {"verification_statuses", options_json(verification_statuses())},
      {"booking_statuses", options_json(booking_statuses())},
      {"weather_kinds", options_json(weather_kinds())},
      {"roles", options_json(roles())},
      {"verification_methods", options_json(verification_methods())},
      {"email_outbox_statuses", options_json(email_outbox_statuses())},
      {"languages", options_json(languages())},
      {"categories", options_json(categories())},
      {"review_statuses", options_json(review_statuses())},
      {"time_off_reasons", options_json(time_off_reasons())},
      {"review_report_reasons", options_json(review_report_reasons())},
      {"review_report_statuses", options_json(review_report_statuses())},
  };
}

}  // namespace emu::domain
