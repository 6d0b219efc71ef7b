// A function's body read field by field against its rules. Every field that breaks a rule
// gets its message, and the call answers them all at once (contract 4: 400 with details
// {field: message}), so a form can show each message beside its field:
//   Fields fields(call.body);
//   const auto id = fields.id("bookingId", "a booking id");
//   const auto method = fields.one_of("method", {"fps", "card"});
//   FN_CHECK(std::move(fields).verdict("The payment request is incomplete"));
#pragma once

#include <boost/json/object.hpp>
#include <cstddef>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "domain/booking_time.hpp"
#include "functions/body_fields.hpp"
#include "functions/function_call.hpp"

namespace emu::functions {

class Fields {
 public:
  explicit Fields(const boost::json::object& body) : body_(body) {}

  // The id (a UUID) at `key`; else the problem "<key> must be <what>".
  std::string id(std::string_view key, std::string_view what);
  // The same for an id that may be left out (absent, null or blank: nullopt, no problem).
  std::optional<std::string> optional_id(std::string_view key, std::string_view what);
  // The text at `key`, which must be one of `allowed`; else the problem
  // "<key> must be a, b or c" (the allowed values in their order).
  std::string one_of(std::string_view key, std::initializer_list<std::string_view> allowed);
  // The row of `table` (rows with an `action` member, transitions.hpp) that the text at `key`
  // names; else nullptr and the problem "<key> must be a, b or c" (the table's actions).
  template <class Row>
  const Row* pick(std::string_view key, const std::vector<Row>& table) {
    const auto text = text_field(body_, key);
    std::vector<std::string_view> actions;
    for (const auto& row : table) {
      if (row.action == text) return &row;
      actions.push_back(row.action);
    }
    problem(key, must_be_one_of(key, actions));
    return nullptr;
  }
  // The text at `key` when sent (optional_text), at most `max` bytes long; else the problem
  // "<key> must be at most <max> characters".
  std::optional<std::string> optional_text(std::string_view key, std::size_t max);
  // The instant at `key` (domain::parse_instant: an ISO time with its offset); else the
  // problem "<key> must be a time such as <example>".
  std::optional<domain::Minute> instant(std::string_view key,
                                        std::string_view example = "2026-12-01T16:15:00+08:00");

  // `message` for `key`; a later problem of the same key replaces it.
  void problem(std::string_view key, std::string_view message);

  // Nothing when every rule held; else the failure `code` with `summary` and the problems.
  FnResult<void> verdict(std::string_view summary, Code code = Code::validation_failed) &&;

 private:
  static std::string must_be_one_of(std::string_view key,
                                    std::span<const std::string_view> allowed);

  const boost::json::object& body_;
  boost::json::object problems_;
};

// A body whose one field is an id (a UUID) at `key`: the id, or the 400 validation_failed
// "The request is incomplete" with {key: "<key> must be <what>"}.
FnResult<std::string> id_field(const boost::json::object& body, std::string_view key,
                               std::string_view what);

}  // namespace emu::functions
