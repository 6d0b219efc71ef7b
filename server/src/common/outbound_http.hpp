// One outbound HTTP call over libcurl, for the clients of outside services (the Observatory's
// feed, the WhatsApp Cloud API, Stripe): their timeouts, http/https only, no signals, a bounded
// answer. Blocking: call it on the worker pool or a job thread, never on an I/O thread and
// never inside a database transaction (CONVENTIONS 18).
#pragma once

#include <chrono>
#include <cstddef>
#include <expected>
#include <string>
#include <vector>

namespace emu::common {

struct OutboundRequest {
  std::string url;
  std::vector<std::string> headers;   // "Name: value"
  const std::string* body = nullptr;  // a POST with this body; nullptr: a GET
  std::chrono::milliseconds connect_timeout{5'000};
  std::chrono::milliseconds total_timeout{15'000};
  std::string user_agent = "emu-server";
  std::size_t max_answer = 1u << 20;  // a longer answer is a transport failure
};

struct OutboundAnswer {
  long status = 0;
  std::string body;
};

struct OutboundFailure {
  bool timed_out = false;
  std::string message;  // curl's words
};

std::expected<OutboundAnswer, OutboundFailure> outbound_http(const OutboundRequest& request);

// The base URL without trailing slashes, for joining a path to a configured API base.
std::string trim_base(std::string base);

}  // namespace emu::common
