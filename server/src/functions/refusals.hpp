// A domain's refusals as the answers its functions give: one row per refusal with its error
// code and the message shown, so the answers read as a table.
//   constexpr RefusalAnswer<team::Refusal> kAnswers[] = {{R::no_shop, Code::not_found, "..."}};
//   return answer_for(kAnswers, refusal);
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "functions/function_call.hpp"

namespace emu::functions {

template <class R>
struct RefusalAnswer {
  R refusal;
  Code code;
  std::string_view message;
};

// The answer of `refusal`'s row; a refusal the table does not list is an internal error.
template <class R, std::size_t N>
FnError answer_for(const RefusalAnswer<R> (&answers)[N], R refusal) {
  for (const auto& a : answers) {
    if (a.refusal == refusal) return {a.code, std::string(a.message), std::nullopt, {}};
  }
  return {Code::internal_error, "An unexpected refusal", std::nullopt, {}};
}

}  // namespace emu::functions
