#include "pages/shop_facts.hpp"

#include <boost/json/parse.hpp>

namespace emu::pages {
namespace {

const domain::Option* option_in(std::span<const domain::Option> options, std::string_view value) {
  for (const auto& o : options)
    if (o.value == value) return &o;
  return nullptr;
}

}  // namespace

const domain::Option* district_of(std::string_view value) {
  return option_in(domain::districts(), value);
}

const domain::Option* main_category_of(const boost::json::value& categories_cell) {
  boost::json::value cats = categories_cell;
  if (cats.is_string()) {
    boost::system::error_code ec;
    cats = boost::json::parse(cats.as_string(), ec);
    if (ec) return nullptr;
  }
  if (!cats.is_array() || cats.as_array().empty() || !cats.as_array()[0].is_string()) {
    return nullptr;
  }
  return option_in(domain::categories(), std::string_view(cats.as_array()[0].as_string()));
}

}  // namespace emu::pages
