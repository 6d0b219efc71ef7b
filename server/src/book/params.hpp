// What the book's stores bind: an optional text as its value or NULL.
#pragma once

#include <optional>
#include <string>

#include "db/database.hpp"

namespace emu::book {

inline db::Param optional_param(const std::optional<std::string>& v) {
  return v ? db::Param(*v) : db::Param(nullptr);
}

}  // namespace emu::book
