// The webhook's signature (salon-day.md section 1): X-Hub-Signature-256 is "sha256=" and the hex
// HMAC-SHA256 of the raw body under the app secret, compared in constant time.
#pragma once

#include <string_view>

namespace emu::messaging {

// false with an empty secret, a missing or malformed header, or a mismatch.
bool valid_hub_signature(std::string_view app_secret, std::string_view raw_body,
                         std::string_view header);

}  // namespace emu::messaging
