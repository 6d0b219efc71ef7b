// The `select` grammar (api-contract 3.2): `*`, `col`, `alias:col`, `col::type`, and embeds
// `[alias:]rel[!hint][!inner|!left](items)` nested to any depth. Names are only checked for
// shape here; the planner checks them against the schema registry.
#pragma once

#include <expected>
#include <string_view>
#include <vector>

#include "rest/error.hpp"
#include "rest/request_ast.hpp"

namespace emu::rest {

std::expected<std::vector<SelectItem>, ParseError> parse_select(std::string_view text);

// A name as it may appear in select, filters and order: ASCII letters, digits and '_', at
// most 63 bytes (PostgreSQL's identifier limit).
bool valid_name(std::string_view name);

}  // namespace emu::rest
