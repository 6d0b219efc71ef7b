#include "functions/transitions.hpp"

#include <string>

namespace emu::functions {

std::unexpected<FnError> invalid_transition(std::string_view what) {
  return fail(Code::invalid_transition,
              "This action does not apply to the " + std::string(what) + " any more.");
}

FnResult<void> check_transition(std::span<const std::string_view> from, std::string_view status,
                                std::string_view what) {
  if (std::find(from.begin(), from.end(), status) != from.end()) return {};
  auto refusal = invalid_transition(what);
  refusal.error().details = boost::json::object{{"status", status}};
  return refusal;
}

}  // namespace emu::functions
