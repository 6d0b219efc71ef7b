#include "booking/slots_cache.hpp"

#include <boost/json.hpp>

namespace emu::booking {
namespace {

// A string's own heap: nothing while it fits in the value's small buffer.
std::size_t string_bytes(std::size_t size) { return size < 14 ? 0 : size + 1 + 16; }

}  // namespace

std::size_t SlotsCache::heap_bytes(const boost::json::value& v) {
  switch (v.kind()) {
    case boost::json::kind::string:
      return string_bytes(v.get_string().size());
    case boost::json::kind::array: {
      const auto& a = v.get_array();
      std::size_t n = 16 + a.capacity() * sizeof(boost::json::value);
      for (const auto& item : a) n += heap_bytes(item);
      return n;
    }
    case boost::json::kind::object: {
      const auto& o = v.get_object();
      // key/value pairs, plus the hash index objects keep once they grow
      std::size_t n = 32 + o.capacity() * (sizeof(boost::json::key_value_pair) + 4);
      for (const auto& [key, item] : o) n += string_bytes(key.size()) + heap_bytes(item);
      return n;
    }
    default:
      return 0;  // held inside the value itself
  }
}

}  // namespace emu::booking
