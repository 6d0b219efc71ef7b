#include "db/postgres/pg_cells.hpp"

#include <boost/json/parse.hpp>
#include <charconv>
#include <cstdint>
#include <cstdlib>

namespace emu::db::postgres {
namespace {
// Type OIDs are fixed in PostgreSQL's catalog (pg_type.dat); libpq ships no header for them.
constexpr unsigned kBool = 16, kInt8 = 20, kInt2 = 21, kInt4 = 23, kOid = 26, kJson = 114,
                   kFloat4 = 700, kFloat8 = 701, kTimestamp = 1114, kTimestamptz = 1184,
                   kNumeric = 1700, kJsonb = 3802;
}  // namespace

std::string to_rfc3339(std::string_view ts) {
  // 'infinity' and BC dates have no RFC 3339 form: pass them through.
  if (ts.size() < 19 || ts[10] != ' ') return std::string(ts);
  std::string out(ts);
  out[10] = 'T';
  const auto tz = out.find_first_of("+-", 19);
  if (tz != std::string::npos) out.erase(tz);  // UTC session: the offset is always +00
  out += 'Z';
  return out;
}

boost::json::value read_cell(unsigned int oid, std::string_view text) {
  switch (oid) {
    case kBool:
      return text == "t" || text == "true";
    case kInt8:
    case kInt2:
    case kInt4:
    case kOid: {
      std::int64_t v = 0;
      auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
      if (ec == std::errc{} && p == text.data() + text.size()) return v;
      return boost::json::string(text);
    }
    case kFloat4:
    case kFloat8:
    case kNumeric: {
      // strtod also takes "NaN" and "Infinity"; the text is NUL-terminated by libpq.
      return std::strtod(std::string(text).c_str(), nullptr);
    }
    case kJson:
    case kJsonb: {
      boost::system::error_code ec;
      auto v = boost::json::parse(text, ec);
      if (ec) return boost::json::string(text);
      return v;
    }
    case kTimestamp:
    case kTimestamptz:
      return boost::json::string(to_rfc3339(text));
    default:  // uuid, text, varchar, date, ...
      return boost::json::string(text);
  }
}

}  // namespace emu::db::postgres
