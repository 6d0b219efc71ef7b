// GoTrue's pure rules Emu now follows: the e-mail format check (checkmail), validateEmail's
// messages, the configurable password length message, the hashed_token of e-mail codes, the
// invite and reauthentication e-mails in both languages, and the error wire shapes of the
// switched-off features.
#include <gtest/gtest.h>

#include <boost/json/parse.hpp>

#include "auth/email_otp.hpp"
#include "auth/errors.hpp"
#include "auth/params.hpp"
#include "auth/password_rules.hpp"
#include "mail/identity_emails.hpp"

namespace emu::auth {
namespace {

TEST(GoTrueEmailFormat, RefusesWhatCheckmailRefuses) {
  EXPECT_FALSE(plausible_email("xx:;x@x.x"));
  EXPECT_FALSE(plausible_email("a@-b.hk"));
  EXPECT_FALSE(plausible_email("a@b-.hk"));
  EXPECT_FALSE(plausible_email("a@b..hk"));
  EXPECT_FALSE(plausible_email("a@b_c.hk"));
  EXPECT_FALSE(plausible_email("a@"));
  EXPECT_FALSE(plausible_email(std::string(64, 'a') + "@" + std::string(64, 'b') + ".hk"));
  EXPECT_TRUE(plausible_email("o'brien+spa@mail-1.example.hk"));
  EXPECT_TRUE(plausible_email("x@x.x"));
  EXPECT_TRUE(plausible_email("a@localhost"));
}

TEST(GoTrueEmailFormat, ValidateEmailMessages) {
  auto check = [](std::string_view input, std::string_view message) {
    auto r = validate_email(input);
    ASSERT_FALSE(r) << input;
    EXPECT_EQ(r.error().code, AuthCode::validation_failed);
    EXPECT_EQ(status_of(r.error()), 400u);
    EXPECT_EQ(r.error().message, message);
  };
  check("", "An email address is required");
  check(std::string(251, 'a') + "@b.hk", "An email address is too long");  // 256
  check("xx:;x@x.x", "Unable to validate email address: invalid format");
  EXPECT_EQ(*validate_email("  Mei@Example.HK "), "mei@example.hk");
}

TEST(GoTruePasswordLength, MessageNamesTheConfiguredLength) {
  auto weak = check_password_strength("123456789", 10);
  ASSERT_FALSE(weak);
  EXPECT_EQ(weak.error().message, "Password should be at least 10 characters.");
  EXPECT_EQ(weak.error().weak_reasons, std::vector<std::string>{"length"});
  EXPECT_TRUE(check_password_strength("123456", 6));
}

TEST(GoTrueEmailOtp, HashedTokenIsSha224OfAddressAndCode) {
  EXPECT_EQ(otp_token_hash("mei@example.hk", "123456"),
            "a55ec49753c01ef2898f5dfd73181e1a66f7da3dd1996411f888edff");
  for (int i = 0; i < 50; ++i) {
    auto code = new_email_otp();
    ASSERT_EQ(code.size(), kEmailOtpLength);
    EXPECT_EQ(code.find_first_not_of("0123456789"), std::string::npos);
  }
}

TEST(GoTrueErrors, SwitchedOffFeaturesHaveGoTrueStatuses) {
  auto status = [](AuthCode code) { return status_of(AuthError{code, "", 0, {}}); };
  EXPECT_EQ(status(AuthCode::anonymous_provider_disabled), 422u);
  EXPECT_EQ(status(AuthCode::manual_linking_disabled), 404u);
  EXPECT_EQ(status(AuthCode::saml_provider_disabled), 404u);
  EXPECT_EQ(status(AuthCode::web3_provider_disabled), 422u);
  EXPECT_EQ(status(AuthCode::provider_disabled), 400u);
  EXPECT_EQ(status(AuthCode::reauthentication_needed), 400u);
  EXPECT_EQ(status(AuthCode::reauthentication_not_valid), 422u);
  auto res = auth_error_response({AuthCode::oauth_invalid_request, "id_token required", 0, {}});
  EXPECT_EQ(res.status(), 400u);
  EXPECT_EQ(
      boost::json::parse(res.msg.body()),
      boost::json::parse(R"({"error":"invalid request","error_description":"id_token required"})"));
}

TEST(IdentityEmails, InviteAndReauthenticationInBothLanguages) {
  mail::IdentityEmailParams p{"https://emu.hk/auth/v1/verify?token=t&type=invite",
                              "mei@example.hk",
                              "",
                              "https://emu.hk",
                              "",
                              ""};
  auto invite = mail::render_identity_email(mail::IdentityEmail::invite, "zh", p);
  EXPECT_EQ(invite.subject, "你獲邀加入 Emu");
  EXPECT_NE(invite.text.find("接受邀請: https://emu.hk/auth/v1/verify?token=t&type=invite"),
            std::string::npos);
  EXPECT_EQ(mail::email_type(mail::IdentityEmail::invite), "invite");

  mail::IdentityEmailParams code{"", "mei@example.hk", "", "https://emu.hk", "", "482913"};
  auto en = mail::render_identity_email(mail::IdentityEmail::reauthentication, "en", code);
  EXPECT_EQ(en.subject, "Your Emu confirmation code");
  EXPECT_NE(en.text.find("Code: 482913"), std::string::npos);
  EXPECT_EQ(en.html.find("<a href"), std::string::npos) << "a code, no link";
  auto zh = mail::render_identity_email(mail::IdentityEmail::reauthentication, "zh", code);
  EXPECT_NE(zh.html.find(">482913<"), std::string::npos);
  EXPECT_EQ(mail::email_type(mail::IdentityEmail::reauthentication), "reauthentication");
}

}  // namespace
}  // namespace emu::auth
