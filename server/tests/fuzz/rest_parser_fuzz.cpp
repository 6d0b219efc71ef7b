// libFuzzer target for stage 1 of the data API (query string + headers -> ApiRequest) and
// the select / logic-tree / order grammars on their own. The parser must never crash, hang or
// read out of bounds, whatever the bytes; every failure must be a ParseError with a PGRST or
// PostgreSQL code. Build and run: see cmake/Fuzz.cmake.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "rest/filter_parser.hpp"
#include "rest/request_parser.hpp"
#include "rest/select_parser.hpp"

namespace {

// Input layout: fields separated by '\n': query, Prefer, Accept, Range, method selector.
std::string_view field(std::string_view& rest) {
  const auto nl = rest.find('\n');
  const auto out = rest.substr(0, nl);
  rest = nl == std::string_view::npos ? std::string_view{} : rest.substr(nl + 1);
  return out;
}

void check(const emu::rest::RestError& e) {
  if (e.code.empty() || e.message.empty()) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view input(reinterpret_cast<const char*>(data), size);
  std::string_view rest = input;
  const auto query = field(rest);
  const auto prefer = field(rest);
  const auto accept = field(rest);
  const auto range = field(rest);
  const auto selector = field(rest);
  static constexpr std::string_view kMethods[] = {"GET", "HEAD", "POST", "PATCH", "DELETE"};
  const auto method = kMethods[selector.empty() ? 0 : static_cast<unsigned char>(selector[0]) % 5];

  emu::rest::RequestParts parts{method, "businesses", !selector.empty() && selector[0] == 'r',
                                query,  prefer,       accept,
                                range,  "",           ""};
  if (auto r = emu::rest::parse_request(parts); !r) check(r.error());

  // The grammars directly, on the raw bytes (no percent-decoding in the way).
  if (auto s = emu::rest::parse_select(input); !s) check(s.error());
  if (auto t = emu::rest::parse_logic_tree(true, false, input); !t) check(t.error());
  if (auto o = emu::rest::parse_order(input); !o) check(o.error());
  if (auto c = emu::rest::parse_condition("name", input); !c) check(c.error());
  return 0;
}
