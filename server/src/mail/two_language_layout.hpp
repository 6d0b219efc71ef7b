// The layout of the two-language e-mails (booking and review): one section per language, the
// recipient's first, each a heading, an intro and a label/value table, then one button.
// Mustache data: sections[{lang, heading, intro, details[{label, value}]}], subject,
// first_lang, link, action, site_url.
#pragma once

#include <string_view>

namespace emu::mail {

inline constexpr std::string_view kTwoLanguageHtml =
    "<!doctype html><html lang=\"{{first_lang}}\"><head><meta charset=\"utf-8\"><title>"
    "{{subject}}</title></head><body style=\"font-family:Helvetica,Arial,sans-serif;color:#222;"
    "\">{{#sections}}<div lang=\"{{lang}}\" style=\"margin-bottom:24px;\"><h1 style=\"font-size:"
    "20px;\">{{heading}}</h1><p>{{intro}}</p><table style=\"border-collapse:collapse;margin:12px "
    "0;\">{{#details}}<tr><td style=\"padding:4px 12px 4px 0;color:#555;\">{{label}}</td><td "
    "style=\"padding:4px 0;\">{{value}}</td></tr>{{/details}}</table></div>{{/sections}}<p><a "
    "href=\"{{link}}\" style=\"display:inline-block;padding:10px 18px;background:#111;color:#fff;"
    "text-decoration:none;border-radius:6px;\">{{action}}</a></p><p style=\"font-size:13px;color:"
    "#555;\">{{link}}</p><p style=\"font-size:12px;color:#888;\">Emu · {{site_url}}</p></body>"
    "</html>";
inline constexpr std::string_view kTwoLanguageText =
    "{{#sections}}{{{heading}}}\n\n{{{intro}}}\n\n{{#details}}{{{label}}}: {{{value}}}\n"
    "{{/details}}\n----\n\n{{/sections}}{{{action}}}: {{{link}}}\n\nEmu · {{{site_url}}}\n";

}  // namespace emu::mail
