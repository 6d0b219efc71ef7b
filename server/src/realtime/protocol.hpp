// The Phoenix channel frames realtime-js speaks as text: serializer vsn 2.0.0 sends a JSON array
// [join_ref, ref, topic, event, payload], vsn 1.0.0 a JSON object {join_ref, ref, topic, event,
// payload}. join_ref and ref are strings or null. The server answers each client in the form
// it speaks (the socket's ?vsn=, or the form of its first frame).
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
  bool object_form = false;    // it came as vsn 1.0.0's object
};

// nullopt when the text is neither form.
std::optional<Frame> parse_frame(std::string_view text);
// The array form (vsn 2.0.0).
std::string serialize(const Frame& frame);
// A serialized array frame in vsn 1.0.0's object form (unchanged if it is not one).
std::string as_object_form(const std::string& array_frame);

// The answer to a push: [join_ref, ref, topic, "phx_reply", {status, response}].
std::string reply(const Frame& to, std::string_view status, boost::json::value response);

}  // namespace emu::realtime
