// One language's section of a two-language e-mail (two_language_layout.hpp): its label/value
// rows, where an empty value leaves its row out, then the heading and intro around them; and
// the whole e-mail around two of them (two_language_email).
#pragma once

#include <kainjow/mustache.hpp>
#include <string>
#include <string_view>

#include "mail/outbox.hpp"
#include "mail/two_language_layout.hpp"

namespace emu::mail {

class TwoLanguageSection {
 public:
  explicit TwoLanguageSection(bool zh) : zh_(zh) {}

  void row(std::string_view label, const std::string& value) {
    if (value.empty()) return;
    kainjow::mustache::data r;
    r.set("label", std::string(label));
    r.set("value", value);
    details_.push_back(r);
  }

  kainjow::mustache::data finish(std::string_view heading, std::string_view intro) {
    kainjow::mustache::data s;
    s.set("heading", std::string(heading));
    s.set("intro", std::string(intro));
    s.set("details", details_);
    s.set("lang", std::string(zh_ ? "zh-HK" : "en"));
    return s;
  }

 private:
  bool zh_;
  kainjow::mustache::data details_{kainjow::mustache::data::type::list};
};

// What a two-language e-mail says around its two sections (the recipient's language first).
struct TwoLanguageEmail {
  std::string to;
  std::string email_type;
  bool zh = false;  // the recipient's language: its section, subject and action come first
  std::string subject;
  std::string link;    // the one button
  std::string action;  // the button's text, both languages
  std::string site_url;
};

// The outbox row of a two-language e-mail: its HTML and text rendered from the shared layout.
// The caller adds params, dedupe key and attachments.
inline OutboxEmail two_language_email(const TwoLanguageEmail& e,
                                      kainjow::mustache::data first_section,
                                      kainjow::mustache::data second_section) {
  kainjow::mustache::data sections{kainjow::mustache::data::type::list};
  sections.push_back(first_section);
  sections.push_back(second_section);
  kainjow::mustache::data data;
  data.set("sections", sections);
  data.set("subject", e.subject);
  data.set("first_lang", std::string(e.zh ? "zh-HK" : "en"));
  data.set("link", e.link);
  data.set("action", e.action);
  data.set("site_url", e.site_url);
  kainjow::mustache::mustache html_t{std::string(kTwoLanguageHtml)};
  kainjow::mustache::mustache text_t{std::string(kTwoLanguageText)};
  OutboxEmail out;
  out.to = e.to;
  out.email_type = e.email_type;
  out.lang = e.zh ? "zh" : "en";
  out.subject = e.subject;
  out.html = html_t.render(data);
  out.text = text_t.render(data);
  return out;
}

}  // namespace emu::mail
