// The filter and order grammars (api-contract 3.3, 3.4):
//   col=[not.]op[(any|all)].value        one condition; the value is raw and whole
//   or=(a.eq.1,and(b.gt.2,c.is.null))    logic trees, items quoted when they hold , . : ( )
//   order=col.desc.nullslast,other
#pragma once

#include <expected>
#include <string_view>
#include <vector>

#include "rest/error.hpp"
#include "rest/request_ast.hpp"

namespace emu::rest {

// `value` of `column=value` (top-level filter, value taken whole).
std::expected<Condition, ParseError> parse_condition(std::string_view column,
                                                     std::string_view value);

// `value` of `or=value` / `and=value` ("(...)"); negated for `not.or=`.
std::expected<LogicTree, ParseError> parse_logic_tree(bool is_or, bool negated,
                                                      std::string_view value);

std::expected<std::vector<OrderTerm>, ParseError> parse_order(std::string_view text);

// The items of an in-list "(a,b,"c,d")" or an array literal "{a,b}".
std::expected<std::vector<std::string>, ParseError> parse_list(std::string_view text, char open,
                                                               char close);

}  // namespace emu::rest
