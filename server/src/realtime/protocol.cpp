#include "realtime/protocol.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

namespace emu::realtime {
namespace {

bool ref_like(const boost::json::value& v) { return v.is_null() || v.is_string(); }

}  // namespace

std::optional<Frame> parse_frame(std::string_view text) {
  boost::system::error_code ec;
  auto v = boost::json::parse(text, ec);
  if (ec) return std::nullopt;
  if (v.is_object()) {
    auto& o = v.as_object();
    const auto field = [&](std::string_view k) {
      const auto* p = o.if_contains(k);
      return p ? *p : boost::json::value();
    };
    Frame f{field("join_ref"), field("ref"), {}, {}, field("payload"), true};
    const auto topic = field("topic");
    const auto event = field("event");
    if (!ref_like(f.join_ref) || !ref_like(f.ref) || !topic.is_string() || !event.is_string()) {
      return std::nullopt;
    }
    f.topic = topic.as_string();
    f.event = event.as_string();
    if (!f.payload.is_object()) f.payload = boost::json::object{};
    return f;
  }
  if (!v.is_array()) return std::nullopt;
  auto& a = v.as_array();
  if (a.size() != 5 || !ref_like(a[0]) || !ref_like(a[1]) || !a[2].is_string() ||
      !a[3].is_string()) {
    return std::nullopt;
  }
  Frame f{a[0], a[1], std::string(a[2].as_string()), std::string(a[3].as_string()), a[4]};
  if (!f.payload.is_object()) f.payload = boost::json::object{};
  return f;
}

std::string serialize(const Frame& frame) {
  boost::json::array a{frame.join_ref, frame.ref, frame.topic, frame.event, frame.payload};
  return boost::json::serialize(a);
}

std::string as_object_form(const std::string& array_frame) {
  boost::system::error_code ec;
  auto v = boost::json::parse(array_frame, ec);
  if (ec || !v.is_array() || v.as_array().size() != 5) return array_frame;
  auto& a = v.as_array();
  return boost::json::serialize(boost::json::object{
      {"join_ref", a[0]}, {"ref", a[1]}, {"topic", a[2]}, {"event", a[3]}, {"payload", a[4]}});
}

std::string reply(const Frame& to, std::string_view status, boost::json::value response) {
  return serialize({to.join_ref, to.ref, to.topic, "phx_reply",
                    boost::json::object{{"status", status}, {"response", std::move(response)}}});
}

}  // namespace emu::realtime
