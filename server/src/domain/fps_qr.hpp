// The FPS QR payload (salon-day.md section 1): the HKMA / EMVCo merchant-presented format that
// Hong Kong banking apps scan. TLV fields, each "<id><2-digit length><value>":
//   00 "01"  01 "12" (dynamic: the amount is fixed)
//   26 merchant account {00 "hk.com.hkicl", 01 bank code (optional),
//                        02 FPS ID | 03 mobile "+852-…" | 04 e-mail}
//   52 "7230" (beauty shops)  53 "344" (HKD)  54 amount with two decimals  58 "HK"
//   59 payee name (ASCII, at most 25)  60 "HK"  62 {05 reference}
//   63 CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) of everything up to and including "6304",
//      four upper-case hex digits.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace emu::domain {

struct FpsPayee {
  std::string proxy_type;   // fps_id | mobile | email
  std::string proxy_value;  // as the shop wrote it
  std::string bank_code;    // three digits, or empty
  std::string name;         // the shop's name; non-ASCII is dropped, cut to 25
};

// CRC-16/CCITT-FALSE of `data`.
std::uint16_t crc16_ccitt_false(std::string_view data);

// "100.00" for 10000 cents.
std::string amount_text(std::int64_t cents);

// The proxy as the payload carries it: mobile as "+852-XXXXXXXX", an FPS ID's digits, an
// e-mail as written. nullopt when the value does not fit its type.
std::optional<std::string> fps_proxy(std::string_view type, std::string_view value);

// The payload for `amount_cents` (> 0) and `reference` (at most 25 characters), or nullopt when
// the payee's proxy is unusable.
std::optional<std::string> fps_payload(const FpsPayee& payee, std::int64_t amount_cents,
                                       std::string_view reference);

}  // namespace emu::domain
