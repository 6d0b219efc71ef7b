// Early return on an std::expected failure, converting the error for the caller's room:
//   EMU_TRY(name, expr, convert)  binds the value of expr to `name`, or returns
//                                 std::unexpected(convert(error));
//   EMU_CHECK(expr, convert)      the same without a value.
// Each room names its conversion once (AUTH_TRY, FN_TRY ...), so a database error becomes that
// room's internal error in one place.
#pragma once

#include <expected>
#include <utility>

#define EMU_TRY(name, expr, convert)                         \
  auto name##_result_ = (expr);                              \
  if (!name##_result_) {                                     \
    return std::unexpected(convert(name##_result_.error())); \
  }                                                          \
  auto name = std::move(*name##_result_)

#define EMU_CHECK(expr, convert)                              \
  do {                                                        \
    auto check_result_ = (expr);                              \
    if (!check_result_) {                                     \
      return std::unexpected(convert(check_result_.error())); \
    }                                                         \
  } while (0)
