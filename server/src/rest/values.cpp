#include "rest/values.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <charconv>
#include <cmath>
#include <limits>
#include <string>

#include "common/uuid.hpp"

namespace emu::rest {
namespace {

ValueError invalid(Type type, std::string_view text, std::string code = "22P02") {
  return make_error<ValueError>(std::move(code), "invalid input syntax for type " +
                                                     std::string(type_name(type)) + ": \"" +
                                                     std::string(text.substr(0, 100)) + "\"");
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::expected<db::Param, ValueError> parse_uuid(std::string_view t) {
  if (!common::is_uuid(t)) return std::unexpected(invalid(Type::uuid, t));
  std::string out(t);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::expected<db::Param, ValueError> parse_bool(std::string_view t) {
  std::string s(t);
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (s == "true" || s == "t" || s == "yes" || s == "y" || s == "on" || s == "1") return true;
  if (s == "false" || s == "f" || s == "no" || s == "n" || s == "off" || s == "0") return false;
  return std::unexpected(invalid(Type::boolean, t));
}

std::expected<db::Param, ValueError> parse_integer(std::string_view t) {
  std::int64_t v = 0;
  std::string_view s = t;
  if (s.starts_with('+')) s.remove_prefix(1);
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (s.empty() || p != s.data() + s.size()) return std::unexpected(invalid(Type::integer, t));
  if (ec == std::errc::result_out_of_range || v > std::numeric_limits<std::int32_t>::max() ||
      v < std::numeric_limits<std::int32_t>::min()) {
    return std::unexpected(make_error<ValueError>(
        "22003",
        "value \"" + std::string(t.substr(0, 100)) + "\" is out of range for type integer"));
  }
  return v;
}

std::expected<db::Param, ValueError> parse_numeric(std::string_view t) {
  std::int64_t i = 0;
  if (auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), i);
      !t.empty() && ec == std::errc{} && p == t.data() + t.size()) {
    return i;
  }
  double d = 0;
  auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), d);
  if (t.empty() || ec != std::errc{} || p != t.data() + t.size() || !std::isfinite(d)) {
    return std::unexpected(invalid(Type::numeric, t));
  }
  return d;
}

// Reads n digits at pos as a number; -1 when they are not all digits.
int digits(std::string_view t, std::size_t pos, std::size_t n) {
  if (pos + n > t.size()) return -1;
  int v = 0;
  for (std::size_t i = pos; i < pos + n; ++i) {
    if (!is_digit(t[i])) return -1;
    v = v * 10 + (t[i] - '0');
  }
  return v;
}

// HH:MM[:SS[.frac]] at pos; appends "HH:MM:SS[.frac]" to out and returns the end position.
std::optional<std::size_t> read_time(std::string_view t, std::size_t pos, std::string& out) {
  const int h = digits(t, pos, 2), m = digits(t, pos + 3, 2);
  if (h < 0 || h > 24 || m < 0 || m > 59 || pos + 2 >= t.size() || t[pos + 2] != ':') return {};
  out += t.substr(pos, 5);
  pos += 5;
  if (pos < t.size() && t[pos] == ':') {
    const int s = digits(t, pos + 1, 2);
    if (s < 0 || s > 60) return {};
    out += t.substr(pos, 3);
    pos += 3;
    if (pos < t.size() && t[pos] == '.') {
      std::size_t end = pos + 1;
      while (end < t.size() && is_digit(t[end])) ++end;
      if (end == pos + 1) return {};
      out += t.substr(pos, std::min<std::size_t>(end - pos, 7));  // at most microseconds
      pos = end;
    }
  } else {
    out += ":00";
  }
  return pos;
}

bool read_date(std::string_view t, std::string& out) {
  const int y = digits(t, 0, 4), mo = digits(t, 5, 2), d = digits(t, 8, 2);
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || d > 31 || t[4] != '-' || t[7] != '-') return false;
  out += t.substr(0, 10);
  return true;
}

std::expected<db::Param, ValueError> parse_timestamp(std::string_view t) {
  std::string out;
  if (t.size() < 10 || !read_date(t, out))
    return std::unexpected(invalid(Type::timestamptz, t, "22007"));
  std::size_t pos = 10;
  if (pos == t.size()) return out + "T00:00:00Z";
  if (t[pos] != 'T' && t[pos] != 't' && t[pos] != ' ') {
    return std::unexpected(invalid(Type::timestamptz, t, "22007"));
  }
  out += 'T';
  auto end = read_time(t, pos + 1, out);
  if (!end) return std::unexpected(invalid(Type::timestamptz, t, "22007"));
  pos = *end;
  if (pos < t.size() && t[pos] == ' ') ++pos;
  const auto zone = t.substr(pos);
  if (zone.empty() || zone == "Z" || zone == "z" || zone == "UTC" || zone == "+00" ||
      zone == "+00:00") {
    return out + "Z";
  }
  // +HH, +HH:MM, +HHMM
  const int zh = digits(zone, 1, 2);
  int zm = 0;
  if ((zone[0] != '+' && zone[0] != '-') || zh < 0 || zh > 15) {
    return std::unexpected(invalid(Type::timestamptz, t, "22007"));
  }
  if (zone.size() == 6 && zone[3] == ':') {
    zm = digits(zone, 4, 2);
  } else if (zone.size() == 5) {
    zm = digits(zone, 3, 2);
  } else if (zone.size() != 3) {
    zm = -1;
  }
  if (zm < 0 || zm > 59) return std::unexpected(invalid(Type::timestamptz, t, "22007"));
  char buf[8];
  std::snprintf(buf, sizeof buf, "%c%02d:%02d", zone[0], zh, zm);
  return out + buf;
}

}  // namespace

std::expected<db::Param, ValueError> value_from_text(Type type, std::string_view text) {
  switch (type) {
    case Type::uuid:
      return parse_uuid(text);
    case Type::text:
      return std::string(text);
    case Type::boolean:
      return parse_bool(text);
    case Type::integer:
      return parse_integer(text);
    case Type::numeric:
      return parse_numeric(text);
    case Type::timestamptz:
      return parse_timestamp(text);
    case Type::date: {
      std::string out;
      if (text.size() != 10 || !read_date(text, out)) {
        return std::unexpected(invalid(type, text, "22007"));
      }
      return out;
    }
    case Type::time: {
      std::string out;
      auto end = read_time(text, 0, out);
      if (!end || *end != text.size()) return std::unexpected(invalid(type, text, "22007"));
      return out;
    }
    case Type::jsonb:
    case Type::jsonb_array: {
      boost::system::error_code ec;
      auto v = boost::json::parse(text, ec);
      if (ec) return std::unexpected(invalid(type, text));
      return boost::json::serialize(v);
    }
  }
  return std::unexpected(invalid(type, text));
}

std::expected<db::Param, ValueError> value_from_json(Type type, const boost::json::value& value) {
  if (value.is_null()) return nullptr;
  if (type == Type::jsonb || type == Type::jsonb_array) return boost::json::serialize(value);
  if (value.is_string()) return value_from_text(type, value.as_string());
  if (value.is_bool()) {
    if (type == Type::boolean) return value.as_bool();
    if (type == Type::text) return std::string(value.as_bool() ? "true" : "false");
    return std::unexpected(invalid(type, value.as_bool() ? "true" : "false"));
  }
  if (value.is_number()) {
    const std::string text = boost::json::serialize(value);
    if (type == Type::integer || type == Type::numeric) {
      if (value.is_double()) {
        const double d = value.as_double();
        if (type == Type::integer && d == std::trunc(d) && std::abs(d) < 2147483648.0) {
          return static_cast<std::int64_t>(d);
        }
        if (type == Type::numeric && std::isfinite(d)) return d;
        return std::unexpected(invalid(type, text));
      }
      const double d = value.to_number<double>();
      if (type == Type::integer) return parse_integer(text);
      if (d == std::trunc(d) && std::abs(d) < 9e15) return static_cast<std::int64_t>(d);
      return d;
    }
    if (type == Type::text) return text;
    return std::unexpected(invalid(type, text));
  }
  // Objects and arrays only fit text (as their JSON text) and JSON columns.
  if (type == Type::text) return boost::json::serialize(value);
  return std::unexpected(invalid(type, boost::json::serialize(value)));
}

std::string display_value(const db::Param& param) {
  return std::visit(
      [](const auto& v) -> std::string {
        using V = std::decay_t<decltype(v)>;
        if constexpr (std::is_same_v<V, std::nullptr_t>)
          return "null";
        else if constexpr (std::is_same_v<V, bool>)
          return v ? "t" : "f";
        else if constexpr (std::is_same_v<V, std::string>)
          return v;
        else
          return std::to_string(v);
      },
      param);
}

}  // namespace emu::rest
