// The retry rule of the outboxes (e-mail and WhatsApp): exponential backoff,
// base * 2^(attempts-1), at most `cap`.
#pragma once

#include <chrono>
#include <cstdint>

namespace emu::common {

inline std::chrono::milliseconds retry_delay(std::int64_t attempts, std::chrono::milliseconds base,
                                             std::chrono::milliseconds cap) {
  auto delay = base;
  for (std::int64_t i = 1; i < attempts && delay < cap; ++i) delay *= 2;
  return delay < cap ? delay : cap;
}

}  // namespace emu::common
