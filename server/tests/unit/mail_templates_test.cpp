// The marketplace templates (ids 4, 6, 8, 9, 10, 11): both languages render, links come from
// the site URL, HTML is escaped once; the MIME message, and the outbox's retry backoff.
#include <gtest/gtest.h>

#include "mail/market_emails.hpp"
#include "mail/mime_message.hpp"
#include "mail/outbox_store.hpp"

namespace emu::mail {
namespace {

using domain::Lang;

boost::json::object params() {
  return {{"email", "a@b.hk"},
          {"businessName", "Glow <b>&"},
          {"whatsapp", "+852 9123 4567"},
          {"district", "Sha Tin"},
          {"businessType", "Beauty, Nail Salon"},
          {"businessMode", "chained"},
          {"instagram", ""},
          {"applicationId", "app-1"},
          {"submittedAt", "2025-11-01T10:00:00.000Z"},
          {"contactPerson", "Mary"},
          {"address", "1 Road"},
          {"reason", "Duplicate application"},
          {"name", ""}};
}

TEST(MarketEmails, EveryTemplateRendersInBothLanguages) {
  for (int id : {4, 6, 8, 9, 10, 11}) {
    auto kind = market_email_from_id(id);
    ASSERT_TRUE(kind) << id;
    EXPECT_EQ(template_id(*kind), id);
    for (auto lang : {Lang::en, Lang::zh}) {
      auto r = render_market_email(*kind, lang, params(), "https://emu.hk");
      EXPECT_FALSE(r.subject.empty()) << id;
      EXPECT_NE(r.text.find("https://emu.hk"), std::string::npos) << id;
      EXPECT_NE(r.html.find(lang == Lang::zh ? "zh-Hant-HK" : "lang=\"en\""), std::string::npos);
      EXPECT_EQ(r.html.find("<b>&"), std::string::npos) << "escaped in HTML: " << id;
    }
  }
  EXPECT_FALSE(market_email_from_id(5));
  EXPECT_EQ(email_type(MarketEmail::admin_quick_apply_notice), "admin-quick-apply-notification");
}

TEST(MarketEmails, LinksAndLocalisedValues) {
  auto p = params();
  EXPECT_EQ(market_link(MarketEmail::quick_apply_confirmation, "https://emu.hk", p),
            "https://emu.hk/merchant/complete-profile/app-1");
  EXPECT_EQ(market_link(MarketEmail::profile_completion, "https://emu.hk", p),
            "https://emu.hk/merchant/complete-profile/app-1");
  auto zh =
      render_market_email(MarketEmail::quick_apply_confirmation, Lang::zh, p, "https://emu.hk");
  EXPECT_NE(zh.text.find("沙田區"), std::string::npos);
  EXPECT_NE(zh.subject.find("Glow <b>&"), std::string::npos) << "subjects are plain text";
  EXPECT_EQ(zh.text.find("Instagram:"), std::string::npos) << "empty rows are left out";
  auto approval = render_market_email(MarketEmail::approval, Lang::zh, p, "https://emu.hk");
  EXPECT_NE(approval.text.find("美容、美甲"), std::string::npos);
  auto rejection = render_market_email(MarketEmail::rejection, Lang::zh, p, "https://emu.hk");
  EXPECT_NE(rejection.text.find("重複申請"), std::string::npos);
  auto welcome = render_market_email(MarketEmail::waitlist_welcome, Lang::en, p, "https://emu.hk");
  EXPECT_NE(welcome.text.find("Welcome!"), std::string::npos) << "no name: no comma";
}

TEST(Mime, MessageCarriesAStableIdAndEncodedParts) {
  MimeParts parts{"Emu <no-reply@emu.hk>", "a@b.hk", "多謝",  "text",
                  "<p>html</p>",           "zh",     "row-1", "quick-apply-confirmation"};
  auto m = build_mime(parts);
  EXPECT_NE(m.find("Message-ID: <row-1@emu.hk>\r\n"), std::string::npos);
  EXPECT_NE(m.find("Subject: =?UTF-8?B?" + base64("多謝") + "?=\r\n"), std::string::npos);
  EXPECT_NE(m.find("Content-Language: zh-HK\r\n"), std::string::npos);
  EXPECT_NE(m.find(base64("text")), std::string::npos);
  EXPECT_EQ(address_of("Emu <no-reply@emu.hk>"), "no-reply@emu.hk");
  EXPECT_EQ(address_of(" a@b.hk "), "a@b.hk");
  EXPECT_EQ(message_id_for("x", "bare"), "<x@emu.local>");
}

TEST(Outbox, RetryDelayDoublesUpToTheCap) {
  using std::chrono::milliseconds;
  EXPECT_EQ(retry_delay(1, milliseconds(100), milliseconds(1000)), milliseconds(100));
  EXPECT_EQ(retry_delay(2, milliseconds(100), milliseconds(1000)), milliseconds(200));
  EXPECT_EQ(retry_delay(4, milliseconds(100), milliseconds(1000)), milliseconds(800));
  EXPECT_EQ(retry_delay(5, milliseconds(100), milliseconds(1000)), milliseconds(1000));
  EXPECT_EQ(retry_delay(60, milliseconds(100), milliseconds(1000)), milliseconds(1000));
}

}  // namespace
}  // namespace emu::mail
