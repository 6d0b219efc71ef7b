// The template texts, English and Hong Kong Chinese side by side. WhatsApp refuses a template
// whose body starts or ends with a parameter, or has an empty parameter at send time, so every
// body ends with a fixed sentence and the callers send "—" for a value they lack.
#include "messaging/whatsapp_templates.hpp"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>

namespace emu::messaging {
namespace {

constexpr std::string_view kFooterEn = "Reply STOP to stop WhatsApp messages from Emu.";
constexpr std::string_view kFooterZh = "回覆 STOP 即可停止接收 Emu 的 WhatsApp 訊息。";

const std::vector<TemplateSpec>& all() {
  static const std::vector<TemplateSpec> table{
      {Template::booking_confirmed,
       "booking_confirmed",
       "UTILITY",
       {"shop", "service", "date and time (HKT)", "staff member", "link to My bookings"},
       {"Your booking at {{1}} is confirmed: {{2}}, {{3}}, with {{4}}. See, change or cancel it "
        "here: {{5}}\n\nSee you soon!",
        kFooterEn,
        {"Glow Nails", "Gel manicure", "5 December 2026, 16:15–17:15 HKT", "Amy",
         "https://emu.hk/user/bookings"}},
       {"你在{{1}}的預約已確認：{{2}}，{{3}}，服務人員：{{4}}。查看、更改或取消預約：{{5}}"
        "\n\n期待與你見面！",
        kFooterZh,
        {"光光美甲", "凝膠甲", "2026年12月5日 16:15–17:15（香港時間）", "Amy",
         "https://emu.hk/user/bookings"}}},
      {Template::booking_request_received,
       "booking_request_received",
       "UTILITY",
       {"shop", "service", "date and time (HKT)", "staff member", "link to My bookings"},
       {"Your booking request at {{1}} was sent: {{2}}, {{3}}, with {{4}}. The shop will confirm "
        "or decline it, and the time is held for you meanwhile. Your bookings: {{5}}\n\nWe will "
        "message you when the shop answers.",
        kFooterEn,
        {"Glow Nails", "Gel manicure", "5 December 2026, 16:15–17:15 HKT", "Amy",
         "https://emu.hk/user/bookings"}},
       {"你在{{1}}的預約請求已發出：{{2}}，{{3}}，服務人員：{{4}}。商戶會確認或拒絕你的請求，"
        "期間此時段會為你保留。我的預約：{{5}}\n\n商戶回覆後我們會再通知你。",
        kFooterZh,
        {"光光美甲", "凝膠甲", "2026年12月5日 16:15–17:15（香港時間）", "Amy",
         "https://emu.hk/user/bookings"}}},
      {Template::booking_declined,
       "booking_declined",
       "UTILITY",
       {"shop", "service", "date and time (HKT)", "the shop's reason (— when none)",
        "link to choose another time"},
       {"Sorry, {{1}} cannot take your booking request: {{2}}, {{3}}. Reason: {{4}}. You are "
        "welcome to choose another time: {{5}}\n\nThank you for booking with Emu.",
        kFooterEn,
        {"Glow Nails", "Gel manicure", "5 December 2026, 16:15–17:15 HKT", "Fully booked",
         "https://emu.hk/user/bookings"}},
       {"抱歉，{{1}}未能接受你的預約請求：{{2}}，{{3}}。原因：{{4}}。歡迎選擇其他時間：{{5}}"
        "\n\n多謝你使用 Emu 預約。",
        kFooterZh,
        {"光光美甲", "凝膠甲", "2026年12月5日 16:15–17:15（香港時間）", "當日已滿",
         "https://emu.hk/user/bookings"}}},
      {Template::booking_request_expired,
       "booking_request_expired",
       "UTILITY",
       {"shop", "service", "date and time (HKT)", "link to choose another time"},
       {"Your booking request at {{1}} expired because the shop did not answer in time: {{2}}, "
        "{{3}}. Please choose another time: {{4}}\n\nSorry for the wait.",
        kFooterEn,
        {"Glow Nails", "Gel manicure", "5 December 2026, 16:15–17:15 HKT",
         "https://emu.hk/user/bookings"}},
       {"由於商戶未有及時回覆，你在{{1}}的預約請求已過期：{{2}}，{{3}}。請選擇其他時間：{{4}}"
        "\n\n抱歉要你久等。",
        kFooterZh,
        {"光光美甲", "凝膠甲", "2026年12月5日 16:15–17:15（香港時間）",
         "https://emu.hk/user/bookings"}}},
      {Template::booking_cancelled,
       "booking_cancelled",
       "UTILITY",
       {"shop", "service", "date and time (HKT)", "reason (— when none)", "link to My bookings"},
       {"Your booking at {{1}} is cancelled: {{2}}, {{3}}. Reason: {{4}}. Your bookings: {{5}}"
        "\n\nWe hope to see you another time.",
        kFooterEn,
        {"Glow Nails", "Gel manicure", "5 December 2026, 16:15–17:15 HKT", "Typhoon Signal No. 8",
         "https://emu.hk/user/bookings"}},
       {"你在{{1}}的預約已取消：{{2}}，{{3}}。原因：{{4}}。我的預約：{{5}}\n\n期待下次再見。",
        kFooterZh,
        {"光光美甲", "凝膠甲", "2026年12月5日 16:15–17:15（香港時間）", "八號颱風信號",
         "https://emu.hk/user/bookings"}}},
      {Template::booking_changed,
       "booking_changed",
       "UTILITY",
       {"shop", "service", "new date and time (HKT)", "staff member", "link to My bookings"},
       {"Your booking at {{1}} has a new time: {{2}}, {{3}}, with {{4}}. See, change or cancel it "
        "here: {{5}}\n\nSee you soon!",
        kFooterEn,
        {"Glow Nails", "Gel manicure", "6 December 2026, 11:00–12:00 HKT", "Amy",
         "https://emu.hk/user/bookings"}},
       {"你在{{1}}的預約已改期：{{2}}，{{3}}，服務人員：{{4}}。查看、更改或取消預約：{{5}}"
        "\n\n期待與你見面！",
        kFooterZh,
        {"光光美甲", "凝膠甲", "2026年12月6日 11:00–12:00（香港時間）", "Amy",
         "https://emu.hk/user/bookings"}}},
      {Template::booking_reminder,
       "booking_reminder",
       "UTILITY",
       {"shop", "service", "date and time (HKT)", "staff member", "the shop's address",
        "link to My bookings"},
       {"Reminder: your booking at {{1}} is in about 24 hours: {{2}}, {{3}}, with {{4}}. "
        "Address: {{5}}. See, change or cancel it here: {{6}}\n\nSee you soon!",
        kFooterEn,
        {"Glow Nails", "Gel manicure", "5 December 2026, 16:15–17:15 HKT", "Amy",
         "1 Lockhart Road, Wan Chai", "https://emu.hk/user/bookings"}},
       {"提提你：你在{{1}}的預約約在 24 小時後：{{2}}，{{3}}，服務人員：{{4}}。地址：{{5}}。"
        "查看、更改或取消預約：{{6}}\n\n期待與你見面！",
        kFooterZh,
        {"光光美甲", "凝膠甲", "2026年12月5日 16:15–17:15（香港時間）", "Amy", "灣仔駱克道1號",
         "https://emu.hk/user/bookings"}}},
      {Template::deposit_due,
       "deposit_due",
       "UTILITY",
       {"shop", "service", "date and time (HKT)", "deposit in HKD", "pay by (HKT)", "link to pay"},
       {"To keep your booking at {{1}} ({{2}}, {{3}}), please pay the deposit of HK${{4}} by "
        "{{5}}. Pay here: {{6}}\n\nUnpaid bookings are released after that time.",
        kFooterEn,
        {"Glow Nails", "Gel manicure", "5 December 2026, 16:15–17:15 HKT", "150",
         "4 December 2026, 18:30 HKT", "https://emu.hk/user/bookings"}},
       {"請於{{5}}前支付訂金 HK${{4}}，以保留你在{{1}}的預約（{{2}}，{{3}}）。付款：{{6}}"
        "\n\n逾時未付款的預約會被取消。",
        kFooterZh,
        {"光光美甲", "凝膠甲", "2026年12月5日 16:15–17:15（香港時間）", "150",
         "2026年12月4日 18:30（香港時間）", "https://emu.hk/user/bookings"}}},
      {Template::shop_new_booking,
       "shop_new_booking",
       "UTILITY",
       {"shop", "service", "date and time (HKT)", "staff member", "customer",
        "link to the workspace"},
       {"New booking at {{1}}: {{2}}, {{3}}, with {{4}}, for {{5}}. Your bookings: {{6}}\n\n"
        "Booked through Emu.",
        kFooterEn,
        {"Glow Nails", "Gel manicure", "5 December 2026, 16:15–17:15 HKT", "Amy", "Chan Tai Man",
         "https://emu.hk/merchant/dashboard"}},
       {"你的商戶{{1}}有新預約：{{2}}，{{3}}，服務人員：{{4}}，顧客：{{5}}。查看預約：{{6}}\n\n"
        "經 Emu 預約。",
        kFooterZh,
        {"光光美甲", "凝膠甲", "2026年12月5日 16:15–17:15（香港時間）", "Amy", "陳大文",
         "https://emu.hk/merchant/dashboard"}}},
      {Template::shop_new_request,
       "shop_new_request",
       "UTILITY",
       {"shop", "service", "date and time (HKT)", "staff member", "customer",
        "link to the workspace"},
       {"New booking request at {{1}}: {{2}}, {{3}}, with {{4}}, from {{5}}. Please confirm or "
        "decline it: {{6}}\n\nThe request expires if it is not answered in time.",
        kFooterEn,
        {"Glow Nails", "Gel manicure", "5 December 2026, 16:15–17:15 HKT", "Amy", "Chan Tai Man",
         "https://emu.hk/merchant/dashboard"}},
       {"你的商戶{{1}}有新預約請求：{{2}}，{{3}}，服務人員：{{4}}，顧客：{{5}}。請確認或拒絕：{{6}}"
        "\n\n如未及時回覆，請求會自動過期。",
        kFooterZh,
        {"光光美甲", "凝膠甲", "2026年12月5日 16:15–17:15（香港時間）", "Amy", "陳大文",
         "https://emu.hk/merchant/dashboard"}}},
  };
  return table;
}

std::string fill(std::string_view body, const std::vector<std::string>& params) {
  std::string out(body);
  for (std::size_t i = params.size(); i > 0; --i) {
    const std::string mark = "{{" + std::to_string(i) + "}}";
    for (auto at = out.find(mark); at != std::string::npos; at = out.find(mark, at)) {
      out.replace(at, mark.size(), params[i - 1]);
      at += params[i - 1].size();
    }
  }
  return out;
}

std::vector<std::string> strings(const std::vector<std::string_view>& values) {
  return {values.begin(), values.end()};
}

}  // namespace

std::span<const TemplateSpec> templates() { return all(); }

const TemplateSpec& spec(Template t) { return all()[static_cast<std::size_t>(t)]; }

std::string_view template_name(Template t) { return spec(t).name; }

std::string_view language_code(domain::Lang lang) {
  return lang == domain::Lang::zh ? "zh_HK" : "en";
}

std::string render(Template t, domain::Lang lang, const std::vector<std::string>& params) {
  const auto& text = lang == domain::Lang::zh ? spec(t).zh : spec(t).en;
  return fill(text.body, params) + "\n" + std::string(text.footer);
}

std::string submission_json() {
  boost::json::array out;
  for (const auto& s : all()) {
    for (const auto lang : {domain::Lang::zh, domain::Lang::en}) {
      const auto& text = lang == domain::Lang::zh ? s.zh : s.en;
      boost::json::array example;
      for (auto v : text.example) example.emplace_back(v);
      out.push_back(boost::json::object{
          {"name", s.name},
          {"category", s.category},
          {"language", language_code(lang)},
          {"components",
           boost::json::array{
               boost::json::object{{"type", "BODY"},
                                   {"text", text.body},
                                   {"example", {{"body_text", boost::json::array{example}}}}},
               boost::json::object{{"type", "FOOTER"}, {"text", text.footer}}}}});
    }
  }
  return boost::json::serialize(out) + "\n";
}

std::string templates_markdown() {
  std::string out =
      "# Emu's WhatsApp message templates\n\n"
      "Written by `emu-server whatsapp-templates --format markdown` from "
      "`server/src/messaging/whatsapp_templates.cpp`; `--format json` prints the same as the "
      "Graph API's `message_templates` requests to submit for approval. Every template is "
      "category UTILITY, in `zh_HK` and `en`; the footer is static.\n";
  for (const auto& s : all()) {
    out += "\n## `" + std::string(s.name) + "` (" + std::string(s.category) + ")\n\nParameters: ";
    for (std::size_t i = 0; i < s.parameters.size(); ++i) {
      out += (i ? ", " : "") + std::string("{{") + std::to_string(i + 1) + "}} " +
             std::string(s.parameters[i]);
    }
    out += ".\n";
    for (const auto lang : {domain::Lang::zh, domain::Lang::en}) {
      const auto& text = lang == domain::Lang::zh ? s.zh : s.en;
      out += "\n### " + std::string(language_code(lang)) + "\n\n";
      std::string body(text.body);
      std::string quoted = "> ";
      for (char c : body) quoted += c == '\n' ? std::string("\n> ") : std::string(1, c);
      out += quoted + "\n>\n> _" + std::string(text.footer) + "_\n\nExample: " +
             fill(text.body.substr(0, text.body.find("\n")), strings(text.example)) + "\n";
    }
  }
  return out;
}

}  // namespace emu::messaging
