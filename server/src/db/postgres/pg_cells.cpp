#include "db/postgres/pg_cells.hpp"

#include <boost/json/parse.hpp>
#include <charconv>
#include <cstdint>
#include <cstdlib>

#include "db/json_text.hpp"

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

namespace {

// "YYYY-MM-DD HH:MM:SS[.f{1,6}]+00" -> "YYYY-MM-DDTHH:MM:SS.ffffffZ"; false for anything else
// ('infinity', BC dates, five-digit years), which to_rfc3339 passes through.
bool append_timestamp(std::string& out, std::string_view ts) {
  if (ts.size() < 22 || ts[4] != '-' || ts[10] != ' ' || ts[13] != ':' || ts[16] != ':')
    return false;
  std::size_t end = 19;
  std::string_view fraction;
  if (ts[end] == '.') {
    std::size_t f = end + 1;
    while (f < ts.size() && ts[f] >= '0' && ts[f] <= '9') ++f;
    fraction = ts.substr(end + 1, f - end - 1);
    end = f;
  }
  if (fraction.size() > 6 || end >= ts.size() || (ts[end] != '+' && ts[end] != '-')) return false;
  out.push_back('"');
  out.append(ts.data(), 10);
  out.push_back('T');
  out.append(ts.data() + 11, 8);
  out.push_back('.');
  out.append(fraction);
  out.append(6 - fraction.size(), '0');
  out += "Z\"";
  return true;
}

}  // namespace

void append_json_cell(std::string& out, unsigned int oid, std::string_view text) {
  switch (oid) {
    case kBool:
      out += text == "t" ? "true" : "false";
      return;
    case kInt8:
    case kInt2:
    case kInt4:
    case kOid:
    case kJson:
    case kJsonb:
      out += text;
      return;
    case kFloat4:
    case kFloat8:
    case kNumeric:
      // NaN and the infinities are no JSON numbers: row_to_json() quotes them.
      if (text == "NaN" || text == "Infinity" || text == "-Infinity") {
        append_json_string(out, text);
      } else {
        out += text;
      }
      return;
    case kTimestamp:
    case kTimestamptz:
      if (!append_timestamp(out, text)) append_json_string(out, to_rfc3339(text));
      return;
    default:  // uuid, text, varchar, date, time, ...
      append_json_string(out, text);
  }
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
