// The completion percentage of a merchant application (spec 4): filled fields among 11
// required and 9 optional, divided by 20, rounded. Which fields count is Emu's reading of the
// complete-profile screen: its four cards' inputs.
#pragma once

#include <boost/json/object.hpp>
#include <span>
#include <string_view>

namespace emu::domain {

// merchant_applications column names.
std::span<const std::string_view> completion_required_fields();  // 11
std::span<const std::string_view> completion_optional_fields();  // 9

// row: a merchant_applications row (or any object keyed by its column names). A field is
// filled when it is a non-blank string, a non-empty array, or a number/bool.
int completion_percentage(const boost::json::object& row);

}  // namespace emu::domain
