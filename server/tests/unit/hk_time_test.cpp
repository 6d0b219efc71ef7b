// Times in e-mails are Hong Kong time in the reader's language, never a raw UTC timestamp.
#include "mail/hk_time.hpp"

#include <gtest/gtest.h>

#include "mail/market_emails.hpp"

namespace emu::mail {
namespace {

using domain::Lang;

TEST(HkTime, UtcBecomesHongKongTimeInBothLanguages) {
  EXPECT_EQ(hk_time_text("2026-11-23T20:58:18.581Z", Lang::en), "24 November 2026, 04:58 HKT");
  EXPECT_EQ(hk_time_text("2026-11-23T20:58:18.581Z", Lang::zh), "2026年11月24日 04:58（香港時間）");
  EXPECT_EQ(hk_time_text("2026-12-31 16:00:00+00", Lang::en), "1 January 2027, 00:00 HKT");
  EXPECT_FALSE(hk_time_text("yesterday", Lang::en));
  EXPECT_FALSE(hk_time_text("2026-13-01T00:00:00Z", Lang::en));
}

TEST(HkTime, AdminNoticeShowsHongKongTime) {
  boost::json::object p{{"businessName", "Glow"}, {"submittedAt", "2026-11-23T20:58:18.581Z"}};
  auto en =
      render_market_email(MarketEmail::admin_quick_apply_notice, Lang::en, p, "https://emu.hk");
  EXPECT_NE(en.text.find("24 November 2026, 04:58 HKT"), std::string::npos) << en.text;
  EXPECT_EQ(en.text.find("2026-11-23T20:58"), std::string::npos) << en.text;
  auto zh =
      render_market_email(MarketEmail::admin_quick_apply_notice, Lang::zh, p, "https://emu.hk");
  EXPECT_NE(zh.text.find("2026年11月24日 04:58（香港時間）"), std::string::npos) << zh.text;
}

TEST(HkTime, ReviewTimeComesFromTheSetting) {
  boost::json::object p{{"businessName", "Glow"}, {"applicationId", "a"}};
  auto en = render_market_email(MarketEmail::profile_completion, Lang::en, p, "https://emu.hk", 4);
  EXPECT_NE(en.text.find("within 4 business days"), std::string::npos) << en.text;
  auto zh =
      render_market_email(MarketEmail::quick_apply_confirmation, Lang::zh, p, "https://emu.hk", 4);
  EXPECT_NE(zh.text.find("4 個工作天內"), std::string::npos) << zh.text;
  EXPECT_NE(zh.text.find("多謝你有興趣加入！"), std::string::npos) << zh.text;
}

TEST(HkTime, NoStraySpacesAroundChineseNames) {
  boost::json::object chinese{{"businessName", "光采美容"}, {"applicationId", "a"}};
  auto zh =
      render_market_email(MarketEmail::profile_completion, Lang::zh, chinese, "https://emu.hk");
  EXPECT_EQ(zh.subject, "光采美容的 Emu 申請已提交");
  EXPECT_NE(zh.text.find("多謝你填妥光采美容的商戶資料"), std::string::npos) << zh.text;
  boost::json::object latin{{"businessName", "Glow"}, {"applicationId", "a"}};
  EXPECT_EQ(render_market_email(MarketEmail::profile_completion, Lang::zh, latin, "https://emu.hk")
                .subject,
            "Glow 的 Emu 申請已提交");
}

}  // namespace
}  // namespace emu::mail
