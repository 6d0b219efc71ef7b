// Errors of the data API, in PostgREST's wire shape {code, message, details, hint}.
// Every stage of the pipeline has its own error type (ParseError, SchemaError, PolicyError,
// ValueError, ExecError) so a signature says which stage can fail; they all carry the same
// body and are turned into a response by exactly one function, status_for(), which maps a
// code to its HTTP status (PostgREST's Error.hs). Driver text never reaches these bodies.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace emu::rest {

struct RestError {
  std::string code;  // PostgreSQL sqlstate (23505, 42501, ...) or PGRSTnnn
  std::string message;
  std::optional<std::string> details;
  std::optional<std::string> hint;
};

// For the transaction runner's retry rule: database failures keep their sqlstate as the code.
inline std::string_view retry_state(const RestError& e) { return e.code; }

// Query string, headers and body could not be read (PGRST1xx, 22P02 for values).
struct ParseError : RestError {};
// Unknown table, column or relationship (PGRST2xx, 42703).
struct SchemaError : RestError {};
// The role may not do this (42501) or the request lacks what a policy needs.
struct PolicyError : RestError {};
// A value does not fit its column's type (22P02, 22003, 22007).
struct ValueError : RestError {};
// The database refused (constraint codes) or a result rule failed (PGRST116, PGRST103).
struct ExecError : RestError {};

template <class E>
E make_error(std::string code, std::string message, std::optional<std::string> details = {},
             std::optional<std::string> hint = {}) {
  E e;
  e.code = std::move(code);
  e.message = std::move(message);
  e.details = std::move(details);
  e.hint = std::move(hint);
  return e;
}

// The HTTP status of an error code. 42501 depends on whether the caller signed in.
unsigned status_for(const RestError& error, bool anonymous);

}  // namespace emu::rest
