#include "mail/review_emails.hpp"

#include <array>
#include <kainjow/mustache.hpp>

#include "mail/shop_text.hpp"
#include "mail/two_language_section.hpp"

namespace emu::mail {
namespace {

namespace mustache = kainjow::mustache;
using domain::Lang;

struct ReviewTexts {
  std::string_view subject, heading, intro, action;
};

// {shop} is the shop's name in the text's language. Index: ReviewEmail; [0] en, [1] zh.
constexpr std::array<std::array<ReviewTexts, 2>, 3> kReviewTexts{{
    {{{"How was your visit to {shop}?", "Tell others about your visit",
       "Thank you for visiting. Your review helps others choose, and only customers with a "
       "completed booking can write one.",
       "Write a review"},
      {"你在{shop}的體驗如何？", "分享你的體驗",
       "多謝光臨。你的評價能幫助其他人作出選擇，只有完成預約的顧客才可撰寫評價。", "撰寫評價"}}},
    {{{"New review: {shop}", "A customer reviewed your shop",
       "A customer who completed a visit left a review. You can reply once, publicly, from the "
       "Reviews section of your dashboard.",
       "Reply to the review"},
      {"新評價：{shop}", "有顧客評價了你的商戶",
       "一位已完成服務的顧客留下了評價。你可於管理後台的「評價」版面公開回覆一次。", "回覆評價"}}},
    {{{"{shop} replied to your review", "The shop replied to your review",
       "The shop's reply is shown under your review on its page.", "See the reply"},
      {"{shop}已回覆你的評價", "商戶已回覆你的評價", "商戶的回覆會顯示在商戶頁面上你的評價下方。",
       "查看回覆"}}},
}};

constexpr std::array<std::string_view, 3> kReviewTypes{"review-invitation", "review-merchant-new",
                                                       "review-replied"};

std::string stars(int rating) {
  std::string out;
  for (int i = 1; i <= 5; ++i) out += i <= rating ? "★" : "☆";
  return out;
}

mustache::data review_section(ReviewEmail kind, Lang lang, const ReviewMail& m) {
  const bool zh = lang == Lang::zh;
  const auto& t = kReviewTexts[static_cast<std::size_t>(kind)][zh ? 1 : 0];
  TwoLanguageSection out(zh);
  auto row = [&](std::string_view label, const std::string& value) { out.row(label, value); };
  row(zh ? "商戶" : "Shop", pick(m.shop_name, m.shop_name_zh, lang));
  row(zh ? "服務" : "Service", pick(m.service_name, m.service_name_zh, lang));
  row(zh ? "到訪日期（香港時間）" : "Visit date (HKT)", m.visit_date);
  if (kind == ReviewEmail::merchant_new) {
    row(zh ? "評分" : "Rating", stars(m.rating));
    row(zh ? "評語" : "Comment", m.comment);
  }
  if (kind == ReviewEmail::replied) row(zh ? "商戶回覆" : "Reply", m.reply);
  return out.finish(t.heading, t.intro);
}

}  // namespace

std::string_view review_email_type(ReviewEmail kind) {
  return kReviewTypes[static_cast<std::size_t>(kind)];
}

std::string review_dedupe_key(ReviewEmail kind, const ReviewMail& mail) {
  return std::string(review_email_type(kind)) + ":" + mail.record_id;
}

std::string review_link(ReviewEmail kind, const ReviewMail& mail, std::string_view site_url) {
  switch (kind) {
    case ReviewEmail::invitation:
      return std::string(site_url) + "/user/bookings?review=" + mail.record_id;
    case ReviewEmail::merchant_new:
      return std::string(site_url) + "/merchant/dashboard?section=reviews";
    case ReviewEmail::replied:
      break;
  }
  return std::string(site_url) + "/shops/" + mail.shop_id;
}

OutboxEmail review_email(ReviewEmail kind, Lang lang, const std::string& to, const ReviewMail& m,
                         std::string_view site_url) {
  const bool zh = lang == Lang::zh;
  const auto& first = kReviewTexts[static_cast<std::size_t>(kind)][zh ? 1 : 0];
  const auto& second = kReviewTexts[static_cast<std::size_t>(kind)][zh ? 0 : 1];
  const std::string subject = fill_shop(first.subject, pick(m.shop_name, m.shop_name_zh, lang));
  const std::string link = review_link(kind, m, site_url);
  auto out = two_language_email(
      {to, std::string(review_email_type(kind)), zh, subject, link,
       std::string(first.action) + " · " + std::string(second.action), std::string(site_url)},
      review_section(kind, lang, m), review_section(kind, zh ? Lang::en : Lang::zh, m));
  out.params = {{kind == ReviewEmail::invitation ? "bookingId" : "reviewId", m.record_id},
                {"shopId", m.shop_id},
                {"link", link}};
  out.dedupe_key = review_dedupe_key(kind, m);
  return out;
}

}  // namespace emu::mail
