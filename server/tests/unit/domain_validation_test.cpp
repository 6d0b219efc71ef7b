// The server's copy of the form rules (spec 5) and the completion percentage (spec 4).
#include <gtest/gtest.h>

#include "domain/completion.hpp"
#include "domain/messages.hpp"
#include "domain/validation.hpp"

namespace emu::domain {
namespace {

std::string error_of(const FieldErrors& errors, std::string_view field) {
  for (const auto& e : errors) {
    if (e.field == field) return e.message;
  }
  return {};
}

QuickApplyInput valid_quick() {
  return {"Glow", "a@b.hk", "+852 9123 4567", "Sha Tin", "Beauty", "independent", std::nullopt};
}

OnboardingDraft valid_draft() {
  OnboardingDraft d;
  d.business_name = "Glow";
  d.district = "Wan Chai";
  d.address = "1 Road";
  d.whatsapp = "91234567";
  d.description = "Nails";
  d.interested_in_content = "yes";
  d.open_to_free_trials = "no";
  d.contact_person = "Mary Chan";
  d.contact_person_role = "Owner";
  d.contact_whatsapp = "+852-9123-4567";
  d.contact_email = "mary@glow.hk";
  d.how_did_you_hear = "Google";
  d.agree = true;
  return d;
}

TEST(Messages, TableHasEveryMessageInOrder) { EXPECT_TRUE(messages_in_enum_order()); }

TEST(Messages, LanguageParsing) {
  EXPECT_EQ(parse_lang("zh"), Lang::zh);
  EXPECT_EQ(parse_lang("zh-HK"), Lang::zh);
  EXPECT_EQ(parse_lang("en"), Lang::en);
  EXPECT_EQ(parse_lang(""), Lang::en);
  EXPECT_EQ(message(Msg::business_name_required, Lang::en), "Business name is required");
  EXPECT_EQ(message(Msg::business_name_required, Lang::zh), "請輸入商戶名稱");
}

TEST(Validation, HongKongPhonePattern) {
  for (auto ok :
       {"91234567", "9123 4567", "9123-4567", "+85291234567", "+852 9123 4567", "+852-9123-4567"}) {
    EXPECT_TRUE(is_hk_phone(ok)) << ok;
  }
  for (auto bad : {"", "9123456", "912345678", "+86 9123 4567", "9123  4567", "abcd efgh",
                   "+852  91234567", "9123 4567 "}) {
    EXPECT_FALSE(is_hk_phone(bad)) << bad;
  }
}

TEST(Validation, EmailAndUrlAndNames) {
  EXPECT_TRUE(is_email("a.b+c@d-e.hk"));
  EXPECT_FALSE(is_email("a@b"));
  EXPECT_FALSE(is_email("a b@c.hk"));
  EXPECT_TRUE(is_url("https://maps.google.com/?q=x"));
  EXPECT_FALSE(is_url("not a url"));
  EXPECT_TRUE(is_person_name("陳大文"));
  EXPECT_TRUE(is_person_name("Mary Chan"));
  EXPECT_FALSE(is_person_name("M"));
  EXPECT_FALSE(is_person_name("Mary 2"));
  EXPECT_FALSE(is_person_name(std::string(51, 'a')));
  EXPECT_TRUE(is_sample_email("Example@Example.com"));
  EXPECT_EQ(trim("  x \t"), "x");
}

TEST(Validation, QuickApplyAcceptsValidInput) {
  EXPECT_TRUE(validate_quick_apply(valid_quick(), Lang::en).empty());
  auto in = valid_quick();
  in.whatsapp = "+65 9123-4567";  // the Hong Kong pattern whatever the code
  EXPECT_TRUE(validate_quick_apply(in, Lang::en).empty());
}

TEST(Validation, QuickApplyMessagesInBothLanguages) {
  QuickApplyInput empty{};
  auto en = validate_quick_apply(empty, Lang::en);
  EXPECT_EQ(en.size(), 6u);
  EXPECT_EQ(error_of(en, "whatsapp"), "WhatsApp number is required");
  EXPECT_EQ(error_of(en, "business_mode"), "Please select a business mode");
  auto zh = validate_quick_apply(empty, Lang::zh);
  EXPECT_EQ(error_of(zh, "email"), "請輸入電郵");
  auto in = valid_quick();
  in.whatsapp = "+852 ";
  EXPECT_EQ(error_of(validate_quick_apply(in, Lang::en), "whatsapp"),
            "WhatsApp number is required");
  in.whatsapp = "+999 9123 4567";
  EXPECT_EQ(error_of(validate_quick_apply(in, Lang::en), "whatsapp"),
            "Please enter a valid Hong Kong phone number");
}

TEST(Validation, WizardStepsUseTheSpecMessages) {
  EXPECT_TRUE(validate_wizard(valid_draft(), Lang::en).empty());
  auto d = valid_draft();
  d.business_name.clear();
  d.google_map_url = "nope";
  d.open_to_free_trials = "";
  d.how_did_you_hear = "Friend";
  d.referee_name = "Ann";
  d.agree = false;
  auto errors = validate_wizard(d, Lang::en);
  EXPECT_EQ(error_of(errors, "businessName"), "English name is required");
  EXPECT_EQ(error_of(errors, "googleMapUrl"), "Invalid URL");
  EXPECT_EQ(error_of(errors, "openToFreeTrials"), "Please select yes or no");
  EXPECT_EQ(error_of(errors, "refereePhone"),
            "Referee name and phone are required when \"Friend\" is selected");
  EXPECT_EQ(error_of(errors, "agree"), "You must agree to the terms and conditions");
  d = valid_draft();
  d.contact_email = "example@example.com";
  EXPECT_EQ(error_of(validate_wizard_step3(d, Lang::zh), "contactEmail"), "請輸入真實的電郵地址");
}

TEST(Validation, Waitlist) {
  EXPECT_EQ(check_waitlist_email(""), Msg::email_required);
  EXPECT_EQ(check_waitlist_email(std::string(250, 'a') + "@b.hk"), Msg::waitlist_email_too_long);
  EXPECT_EQ(check_waitlist_email("nope"), Msg::email_invalid);
  EXPECT_EQ(check_waitlist_email("a@b.hk"), std::nullopt);
}

TEST(Completion, TwentyFieldsFivePercentEach) {
  EXPECT_EQ(completion_required_fields().size(), 11u);
  EXPECT_EQ(completion_optional_fields().size(), 9u);
  EXPECT_EQ(completion_percentage({}), 0);
  boost::json::object row{{"business_name", "Glow"},
                          {"district", "  "},
                          {"business_types", boost::json::array{}},
                          {"instagram", "@g"},
                          {"whatsapp", nullptr}};
  EXPECT_EQ(completion_percentage(row), 10);
  row["business_types"] = boost::json::array{"Beauty"};
  EXPECT_EQ(completion_percentage(row), 15);
  boost::json::object full;
  for (auto f : completion_required_fields()) full[f] = "x";
  for (auto f : completion_optional_fields()) full[f] = "x";
  full["business_types"] = boost::json::array{"Beauty"};
  EXPECT_EQ(completion_percentage(full), 100);
}

}  // namespace
}  // namespace emu::domain
