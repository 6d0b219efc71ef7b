// The shop's and service's names as a booking or review e-mail shows them: the recipient's
// language where the shop wrote it (English otherwise), and the subject's {shop} filled in.
#pragma once

#include <string>
#include <string_view>

#include "domain/messages.hpp"

namespace emu::mail {

inline std::string pick(const std::string& en, const std::string& zh, domain::Lang lang) {
  return lang == domain::Lang::zh && !zh.empty() ? zh : en;
}

inline std::string fill_shop(std::string_view text, const std::string& shop) {
  std::string out(text);
  if (auto pos = out.find("{shop}"); pos != std::string::npos) out.replace(pos, 6, shop);
  return out;
}

}  // namespace emu::mail
