// The Phoenix channel frames realtime-js speaks (serializer vsn 1.0.0 and 2.0.0 text frames):
// a JSON array [join_ref, ref, topic, event, payload]. join_ref and ref are strings or null.
#pragma once

#include <boost/json/value.hpp>
#include <optional>
#include <string>
#include <string_view>

namespace emu::realtime {

struct Frame {
  boost::json::value join_ref;  // string or null
  boost::json::value ref;       // string or null
  std::string topic;
  std::string event;
  boost::json::value payload;  // an object
};

// nullopt when the text is not such an array.
std::optional<Frame> parse_frame(std::string_view text);
std::string serialize(const Frame& frame);

// The answer to a push: [join_ref, ref, topic, "phx_reply", {status, response}].
std::string reply(const Frame& to, std::string_view status, boost::json::value response);

}  // namespace emu::realtime
