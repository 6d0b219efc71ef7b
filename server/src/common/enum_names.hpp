// An enumeration's names as one table of {value, name} rows, read both ways: name_of() for
// the text a value is written as (in a column, an e-mail type, a log line), parse() for the
// value a text names. One table serves both directions, so they cannot drift apart.
//   constexpr common::EnumName<Colour> kColours[] = {{Colour::red, "red"}, ...};
//   common::name_of(kColours, Colour::red) == "red"; common::parse(kColours, "red") == red
// Several values may share a name (the first row wins when parsing it).
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace emu::common {

template <class E>
struct EnumName {
  E value;
  std::string_view name;
};

// The name of `value`; `fallback` for a value the table does not list.
template <class E, std::size_t N>
constexpr std::string_view name_of(const EnumName<E> (&table)[N], E value,
                                   std::string_view fallback = {}) {
  for (const auto& row : table) {
    if (row.value == value) return row.name;
  }
  return fallback;
}

// The value named `name`, or nullopt when no row has it (names are case-sensitive).
template <class E, std::size_t N>
constexpr std::optional<E> parse(const EnumName<E> (&table)[N], std::string_view name) {
  for (const auto& row : table) {
    if (row.name == name) return row.value;
  }
  return std::nullopt;
}

}  // namespace emu::common
