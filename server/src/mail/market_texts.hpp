// The words of the marketplace e-mails, one table per language (market_texts.cpp), kept apart
// from the rendering so a translator edits one file. Texts are mustache templates over the
// template's params; {{{x}}} because the layout escapes the rendered text once for HTML.
#pragma once

#include <span>
#include <string_view>

#include "domain/messages.hpp"
#include "mail/market_emails.hpp"

namespace emu::mail {

struct DetailRow {
  std::string_view param;  // params key whose value is shown
  std::string_view label;
};

struct MarketTexts {
  std::string_view subject;
  std::string_view heading;
  std::string_view intro;
  std::string_view action;  // button label
  std::string_view outro;
  std::span<const DetailRow> details;
};

const MarketTexts& market_texts(MarketEmail kind, domain::Lang lang);

}  // namespace emu::mail
