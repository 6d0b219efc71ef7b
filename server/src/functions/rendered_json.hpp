// A function whose answer is JSON text already rendered (a cached answer served as its bytes,
// not copied and serialized again per request): the functions' dialect (functions/
// function_call.hpp) with the text as the success body.
#pragma once

#include <string>

#include "functions/function_call.hpp"
#include "http/responses.hpp"

namespace emu::functions {

struct RenderedJsonFamily : FunctionFamily {
  using Value = std::string;
  using Fn = FnResult<std::string> (*)(FnCall&);
  static http::Response respond(std::string&& text, const FnCall& call) {
    return http::text_response(call.status, std::move(text), "application/json; charset=utf-8");
  }
};

}  // namespace emu::functions
