// Times in e-mails: a stored UTC timestamp as a person in Hong Kong reads it (UTC+8, no
// daylight saving), in the recipient's language.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "domain/messages.hpp"

namespace emu::mail {

// "2026-11-23T20:58:18.581Z" (or "2026-11-23 20:58:18+00") -> en "24 November 2026, 04:58 HKT",
// zh "2026年11月24日 04:58（香港時間）"; nullopt when `utc` is not such a timestamp.
std::optional<std::string> hk_time_text(std::string_view utc, domain::Lang lang);

}  // namespace emu::mail
