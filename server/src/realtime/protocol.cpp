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
  if (ec || !v.is_array()) return std::nullopt;
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

std::string reply(const Frame& to, std::string_view status, boost::json::value response) {
  return serialize({to.join_ref, to.ref, to.topic, "phx_reply",
                    boost::json::object{{"status", status}, {"response", std::move(response)}}});
}

}  // namespace emu::realtime
