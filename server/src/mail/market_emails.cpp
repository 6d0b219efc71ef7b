#include "mail/market_emails.hpp"

#include <kainjow/mustache.hpp>

#include "common/enum_names.hpp"
#include "domain/enums.hpp"
#include "mail/hk_time.hpp"
#include "mail/market_texts.hpp"

namespace emu::mail {
namespace {

namespace mustache = kainjow::mustache;

// Every template this file renders, with the spec's emailType: the ids a caller may send are
// the kinds listed here.
constexpr common::EnumName<MarketEmail> kMarketEmailTypes[] = {
    {MarketEmail::approval, "merchant-application-approved"},
    {MarketEmail::rejection, "merchant-application-rejected"},
    {MarketEmail::waitlist_welcome, "coming-soon-signup"},
    {MarketEmail::quick_apply_confirmation, "quick-apply-confirmation"},
    {MarketEmail::profile_completion, "profile-completion"},
    {MarketEmail::admin_quick_apply_notice, "admin-quick-apply-notification"},
};

// Inline styles only: mail clients drop <style> blocks.
constexpr std::string_view kMarketHtmlLayout =
    "<!doctype html><html lang=\"{{lang}}\"><head><meta charset=\"utf-8\"><title>{{subject}}"
    "</title></head><body style=\"font-family:Helvetica,Arial,sans-serif;color:#222;\">"
    "<h1 style=\"font-size:20px;\">{{heading}}</h1><p>{{intro}}</p>"
    "{{#has_details}}<table style=\"border-collapse:collapse;margin:12px 0;\">{{#details}}<tr>"
    "<td style=\"padding:4px 12px 4px 0;color:#555;\">{{label}}</td><td style=\"padding:4px 0;"
    "\">{{value}}</td></tr>{{/details}}</table>{{/has_details}}"
    "<p><a href=\"{{link}}\" style=\"display:inline-block;padding:10px 18px;background:#111;"
    "color:#fff;text-decoration:none;border-radius:6px;\">{{action}}</a></p>"
    "<p style=\"font-size:13px;color:#555;\">{{link}}</p><p style=\"font-size:13px;\">{{outro}}"
    "</p><p style=\"font-size:12px;color:#888;\">Emu · {{site_url}}</p></body></html>";
constexpr std::string_view kMarketTextLayout =
    "{{{heading}}}\n\n{{{intro}}}\n\n{{#details}}{{{label}}}: {{{value}}}\n{{/details}}"
    "{{#has_details}}\n{{/has_details}}{{{action}}}: {{{link}}}\n\n{{{outro}}}\n\nEmu · "
    "{{{site_url}}}\n";

std::string param(const boost::json::object& params, std::string_view key) {
  auto it = params.find(key);
  if (it == params.end()) return {};
  if (it->value().is_string()) return std::string(it->value().as_string());
  return {};
}

// Enumerated values read better in the reader's language: "Sha Tin" -> 沙田區.
std::string localized(std::string_view key, const std::string& value, domain::Lang lang) {
  if (key == "submittedAt") return hk_time_text(value, lang).value_or(value);
  if (lang != domain::Lang::zh || value.empty()) {
    if (key == "businessMode") {
      if (const auto* o = domain::find(domain::business_modes(), value)) return std::string(o->en);
    }
    return value;
  }
  std::span<const domain::Option> options;
  if (key == "district") options = domain::districts();
  if (key == "businessType") options = domain::business_types();
  if (key == "businessMode") options = domain::business_modes();
  if (key == "reason") options = domain::rejection_reasons();
  if (key == "businessType" && value.contains(", ")) {  // approval: a comma-joined list
    std::string out;
    std::string_view rest = value;
    while (!rest.empty()) {
      auto comma = rest.find(", ");
      auto item = std::string(rest.substr(0, comma));
      if (!out.empty()) out += "、";
      const auto* o = domain::find(options, item);
      out += o ? std::string(o->zh) : item;
      rest = comma == std::string_view::npos ? std::string_view() : rest.substr(comma + 2);
    }
    return out;
  }
  const auto* o = domain::find(options, value);
  return o ? std::string(o->zh) : value;
}

// A Chinese name fills "{{{businessName}}} 的 ..." as "光采美容 的": a space between two Chinese
// characters (or full-width punctuation) is a stray one. Spaces next to Latin letters or digits
// ("Glow 的") stay, as Hong Kong typesetting keeps them.
bool is_cjk(char32_t cp) {
  return (cp >= 0x3000 && cp <= 0x9FFF) || (cp >= 0xF900 && cp <= 0xFAFF) ||
         (cp >= 0xFF00 && cp <= 0xFFEF) || (cp >= 0x20000 && cp <= 0x2FFFF);
}

// The code point that starts at text[i] (UTF-8); 0 when malformed.
char32_t code_point_at(std::string_view text, std::size_t i) {
  auto c = static_cast<unsigned char>(text[i]);
  int extra = c < 0x80 ? 0 : (c >> 5) == 0x6 ? 1 : (c >> 4) == 0xE ? 2 : (c >> 3) == 0x1E ? 3 : -1;
  if (extra < 0 || i + extra >= text.size() + (extra == 0 ? 1 : 0)) return 0;
  char32_t cp = extra == 0 ? c : c & (0x3F >> extra);
  for (int k = 1; k <= extra; ++k)
    cp = (cp << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
  return cp;
}

std::string tidy_cjk_spaces(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == ' ' && i > 0 && i + 1 < text.size()) {
      std::size_t start = i - 1;  // the previous code point's first byte
      while (start > 0 && (static_cast<unsigned char>(text[start]) & 0xC0) == 0x80) --start;
      if (is_cjk(code_point_at(text, start)) && is_cjk(code_point_at(text, i + 1))) continue;
    }
    out += text[i];
  }
  return out;
}

std::string render_market(std::string_view tmpl, const mustache::data& data) {
  mustache::mustache m{std::string(tmpl)};
  return m.render(data);
}

}  // namespace

std::optional<MarketEmail> market_email_from_id(std::int64_t id) {
  for (const auto& row : kMarketEmailTypes) {
    if (template_id(row.value) == id) return row.value;
  }
  return std::nullopt;
}

std::string_view email_type(MarketEmail kind) {
  return common::name_of(kMarketEmailTypes, kind, "unknown");
}

std::string market_link(MarketEmail kind, std::string_view site_url,
                        const boost::json::object& params) {
  std::string base(site_url);
  switch (kind) {
    case MarketEmail::approval:
      return base + "/merchant/dashboard";
    case MarketEmail::rejection:
      return base + "/for-business";
    case MarketEmail::waitlist_welcome:
      return base + "/comingsoon";
    case MarketEmail::admin_quick_apply_notice:
      return base + "/admin/verification";
    case MarketEmail::quick_apply_confirmation:
    case MarketEmail::profile_completion:
      return base + "/merchant/complete-profile/" + param(params, "applicationId");
  }
  return base;
}

RenderedEmail render_market_email(MarketEmail kind, domain::Lang lang,
                                  const boost::json::object& params, std::string_view site_url,
                                  int review_days) {
  const MarketTexts& t = market_texts(kind, lang);
  // Texts see the params (localized); an empty value counts as absent for {{#x}} sections.
  mustache::data vars;
  vars.set("reviewDays", std::to_string(review_days));
  for (const auto& [key, value] : params) {
    std::string text = localized(key, param(params, key), lang);
    if (text.empty()) {
      vars.set(std::string(key), mustache::data::type::bool_false);
    } else {
      vars.set(std::string(key), text);
    }
  }
  mustache::data details = mustache::data::type::list;
  bool any = false;
  for (const auto& row : t.details) {
    std::string value = localized(row.param, param(params, row.param), lang);
    if (value.empty()) continue;
    mustache::data item;
    item.set("label", std::string(row.label));
    item.set("value", value);
    details.push_back(item);
    any = true;
  }
  mustache::data page;
  const bool zh = lang == domain::Lang::zh;
  auto text = [&](std::string_view tmpl) {
    std::string rendered = render_market(tmpl, vars);
    return zh ? tidy_cjk_spaces(rendered) : rendered;
  };
  std::string subject = text(t.subject);
  page.set("lang", lang == domain::Lang::zh ? std::string("zh-Hant-HK") : std::string("en"));
  page.set("subject", subject);
  page.set("heading", text(t.heading));
  page.set("intro", text(t.intro));
  page.set("action", std::string(t.action));
  page.set("outro", text(t.outro));
  page.set("link", market_link(kind, site_url, params));
  page.set("site_url", std::string(site_url));
  page.set("details", details);
  page.set("has_details", any ? mustache::data::type::bool_true : mustache::data::type::bool_false);
  return RenderedEmail{subject, render_market(kMarketHtmlLayout, page),
                       render_market(kMarketTextLayout, page)};
}

}  // namespace emu::mail
