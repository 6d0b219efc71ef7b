#include "mail/claim_emails.hpp"

#include <array>
#include <kainjow/mustache.hpp>

#include "domain/booking_time.hpp"

namespace emu::mail {
namespace {

namespace mustache = kainjow::mustache;

struct Labels {
  std::string_view lang, heading, intro, shop, claimant, contact, phone, email, position, legal, br,
      channel, submitted;
};

constexpr std::array<Labels, 2> kLabels{{
    {"en", "New business claim", "A merchant has claimed a listed shop. Please review it.",
     "Business", "Claimant account", "Contact person", "Phone", "Contact e-mail", "Position",
     "Legal business name", "Business registration number", "Verification channel",
     "Submitted (HKT)"},
    {"zh-HK", "新商戶認領申請", "有商戶申請認領一間已上架的店舖，請審核。", "商戶", "申請帳戶",
     "聯絡人", "電話", "聯絡電郵", "職位", "註冊商業名稱", "商業登記號碼", "核實渠道",
     "提交時間（香港時間）"},
}};

std::string channel(std::string_view method, bool zh) {
  if (method == "whatsapp") return "WhatsApp";
  if (method == "facebook") return zh ? "Facebook 訊息" : "Facebook message";
  if (method == "instagram") return zh ? "Instagram 私訊" : "Instagram DM";
  return std::string(method);
}

std::string submitted_hkt(std::string_view at) {
  auto minute = domain::parse_db_instant(at);
  return minute ? domain::format_hkt(*minute) : std::string(at);
}

mustache::data claim_section(const Labels& l, const ClaimMail& m) {
  const bool zh = l.lang == "zh-HK";
  mustache::data details{mustache::data::type::list};
  auto add = [&](std::string_view label, const std::string& value) {
    if (value.empty()) return;
    mustache::data row;
    row.set("label", std::string(label));
    row.set("value", value);
    details.push_back(row);
  };
  add(l.shop, zh && !m.business_name_zh.empty() ? m.business_name_zh : m.business_name);
  add(l.claimant, m.claimant_email);
  add(l.contact, m.contact_person);
  add(l.phone, m.contact_phone);
  add(l.email, m.contact_email);
  add(l.position, m.contact_position);
  add(l.legal, m.legal_business_name);
  add(l.br, m.business_registration_number);
  add(l.channel, channel(m.verification_method, zh));
  add(l.submitted, submitted_hkt(m.submitted_at));
  mustache::data s;
  s.set("lang", std::string(l.lang));
  s.set("heading", std::string(l.heading));
  s.set("intro", std::string(l.intro));
  s.set("details", details);
  return s;
}

constexpr std::string_view kHtml =
    "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{{subject}}</title>"
    "</head><body style=\"font-family:Helvetica,Arial,sans-serif;color:#222;\">{{#sections}}"
    "<div lang=\"{{lang}}\" style=\"margin-bottom:24px;\"><h1 style=\"font-size:20px;\">"
    "{{heading}}</h1><p>{{intro}}</p><table style=\"border-collapse:collapse;margin:12px 0;\">"
    "{{#details}}<tr><td style=\"padding:4px 12px 4px 0;color:#555;\">{{label}}</td><td "
    "style=\"padding:4px 0;\">{{value}}</td></tr>{{/details}}</table></div>{{/sections}}<p><a "
    "href=\"{{link}}\" style=\"display:inline-block;padding:10px 18px;background:#111;color:#fff;"
    "text-decoration:none;border-radius:6px;\">Review claim · 審核申請</a></p><p style=\"font-size:"
    "13px;color:#555;\">{{link}}</p></body></html>";
constexpr std::string_view kText =
    "{{#sections}}{{{heading}}}\n\n{{{intro}}}\n\n{{#details}}{{{label}}}: {{{value}}}\n"
    "{{/details}}\n----\n\n{{/sections}}Review claim · 審核申請: {{{link}}}\n";

}  // namespace

OutboxEmail claim_admin_notice(const std::string& to, const ClaimMail& m,
                               std::string_view site_url) {
  const std::string link = std::string(site_url) + "/admin/business-claims";
  const std::string subject = "New business claim: " + m.business_name + " · 新商戶認領申請";
  mustache::data sections{mustache::data::type::list};
  sections.push_back(claim_section(kLabels[0], m));
  sections.push_back(claim_section(kLabels[1], m));
  mustache::data data;
  data.set("sections", sections);
  data.set("subject", subject);
  data.set("link", link);
  mustache::mustache html_t{std::string(kHtml)};
  mustache::mustache text_t{std::string(kText)};
  OutboxEmail out;
  out.to = to;
  out.email_type = "business-claim-admin-notice";
  out.lang = "en";
  out.subject = subject;
  out.html = html_t.render(data);
  out.text = text_t.render(data);
  out.params = {{"claimId", m.claim_id}, {"businessName", m.business_name}, {"link", link}};
  out.dedupe_key = "business-claim-admin-notice:" + m.claim_id;
  return out;
}

}  // namespace emu::mail
