// WhatsApp's pure rules (messaging/): the webhook signature, who a number is, STOP, the
// templates as Meta accepts them and the request body of a template message (the backoff is
// the e-mail outbox's, tested in mail_templates_test).
#include <gtest/gtest.h>

#include <boost/json/parse.hpp>
#include <regex>
#include <set>

#include "messaging/consent.hpp"
#include "messaging/whatsapp_client.hpp"
#include "messaging/whatsapp_signature.hpp"
#include "messaging/whatsapp_templates.hpp"

namespace emu::messaging {
namespace {

// Computed by hand: printf '%s' '<body>' | openssl dgst -sha256 -hmac 'wa-app-secret'
constexpr std::string_view kBody = R"({"object":"whatsapp_business_account","entry":[]})";
constexpr std::string_view kSignature =
    "sha256=5d8600dd18d931fa54fbc46cd5f6ee9caca30e6f09a2ad538012d04401e3b5a9";

TEST(WhatsAppSignature, AcceptsTheHmacOfTheRawBodyOnly) {
  EXPECT_TRUE(valid_hub_signature("wa-app-secret", kBody, kSignature));
  std::string upper(kSignature);
  for (std::size_t i = 7; i < upper.size(); ++i)
    upper[i] = static_cast<char>(std::toupper(upper[i]));
  EXPECT_TRUE(valid_hub_signature("wa-app-secret", kBody, upper));
  EXPECT_FALSE(valid_hub_signature("another-secret", kBody, kSignature));
  EXPECT_FALSE(valid_hub_signature("wa-app-secret", std::string(kBody) + " ", kSignature));
  EXPECT_FALSE(valid_hub_signature("wa-app-secret", kBody, kSignature.substr(7)));  // no sha256=
  EXPECT_FALSE(valid_hub_signature("wa-app-secret", kBody, "sha256=00"));
  EXPECT_FALSE(valid_hub_signature("wa-app-secret", kBody, ""));
  EXPECT_FALSE(valid_hub_signature("", kBody, kSignature));  // no secret: nothing is valid
  EXPECT_TRUE(valid_hub_signature(
      "k", "", "sha256=8bb990c40a7d61cb97597a942125025be50ac8beb74436e3735b98893a7f6620"));
}

TEST(WhatsAppConsent, HongKongNumbersAsWhatsAppAddressesThem) {
  EXPECT_EQ(whatsapp_address("6123 4567"), "85261234567");
  EXPECT_EQ(whatsapp_address("+852 6123-4567"), "85261234567");
  EXPECT_EQ(whatsapp_address("91234567"), "85291234567");
  EXPECT_EQ(whatsapp_address("+85291234567"), "85291234567");
  for (const char* bad : {"", "1234 567", "+86 138 0013 8000", "6123  4567", "phone"}) {
    EXPECT_EQ(whatsapp_address(bad), std::nullopt) << bad;
  }
}

TEST(WhatsAppConsent, StopAloneWithdrawsConsent) {
  for (const char* stop : {"STOP", "stop", " Stop ", "STOP.", "unsubscribe", "停止"}) {
    EXPECT_TRUE(is_stop_reply(stop)) << stop;
  }
  for (const char* other : {"", "Don't stop", "stop it", "STOPP", "Thanks"}) {
    EXPECT_FALSE(is_stop_reply(other)) << other;
  }
}

// Meta refuses a body that starts or ends with a parameter, and parameters must run {{1}}..{{n}}.
TEST(WhatsAppTemplates, EveryTemplateIsSubmittableInBothLanguages) {
  const std::regex param(R"(\{\{(\d+)\}\})");
  std::set<std::string_view> names;
  ASSERT_EQ(templates().size(), 10u);
  for (const auto& t : templates()) {
    EXPECT_TRUE(names.insert(t.name).second) << t.name;
    EXPECT_EQ(t.category, "UTILITY");
    EXPECT_EQ(&spec(t.id), &t) << t.name;
    for (const auto* text : {&t.en, &t.zh}) {
      const std::string body(text->body);
      std::set<int> seen;
      for (auto it = std::sregex_iterator(body.begin(), body.end(), param);
           it != std::sregex_iterator(); ++it) {
        seen.insert(std::stoi((*it)[1]));
      }
      ASSERT_EQ(seen.size(), t.parameters.size()) << t.name;
      EXPECT_EQ(*seen.begin(), 1) << t.name;
      EXPECT_EQ(*seen.rbegin(), static_cast<int>(t.parameters.size())) << t.name;
      EXPECT_EQ(text->example.size(), t.parameters.size()) << t.name;
      EXPECT_FALSE(body.starts_with("{{")) << t.name;
      EXPECT_FALSE(body.ends_with("}}")) << t.name;
      EXPECT_FALSE(text->footer.empty());
      EXPECT_NE(text->footer.find("STOP"), std::string_view::npos) << t.name;
    }
  }
  EXPECT_EQ(language_code(domain::Lang::zh), "zh_HK");
  EXPECT_EQ(language_code(domain::Lang::en), "en");
  const auto submitted = boost::json::parse(submission_json());
  ASSERT_EQ(submitted.as_array().size(), 20u);
  EXPECT_EQ(submitted.as_array()[0].at("language").as_string(), "zh_HK");
  EXPECT_EQ(submitted.as_array()[0].at("components").as_array()[0].at("type").as_string(), "BODY");
}

TEST(WhatsAppTemplates, RenderFillsTheParametersAndTheFooter) {
  EXPECT_EQ(render(Template::booking_request_expired, domain::Lang::en,
                   {"Glow Nails", "Gel manicure", "5 December 2026, 16:15–17:15 HKT",
                    "https://emu.hk/user/bookings"}),
            "Your booking request at Glow Nails expired because the shop did not answer in time: "
            "Gel manicure, 5 December 2026, 16:15–17:15 HKT. Please choose another time: "
            "https://emu.hk/user/bookings\n\nSorry for the wait.\nReply STOP to stop WhatsApp "
            "messages from Emu.");
}

TEST(WhatsAppClient, TheTemplateRequestIsTheDocumentedBody) {
  const auto body = boost::json::parse(
      template_request("85261234567", "booking_confirmed", "zh_HK", {"光光美甲", "凝膠甲"}));
  EXPECT_EQ(body, boost::json::parse(R"({"messaging_product":"whatsapp","to":"85261234567",
    "type":"template","template":{"name":"booking_confirmed","language":{"code":"zh_HK"},
    "components":[{"type":"body","parameters":[{"type":"text","text":"光光美甲"},
    {"type":"text","text":"凝膠甲"}]}]}})"));
}

}  // namespace
}  // namespace emu::messaging
