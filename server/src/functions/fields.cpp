#include "functions/fields.hpp"

namespace emu::functions {

std::string Fields::id(std::string_view key, std::string_view what) {
  auto text = text_field(body_, key);
  if (!is_uuid(text)) problem(key, std::string(key) + " must be " + std::string(what));
  return text;
}

std::optional<std::string> Fields::optional_id(std::string_view key, std::string_view what) {
  auto text = functions::optional_text(body_, key);
  if (text && !is_uuid(*text)) problem(key, std::string(key) + " must be " + std::string(what));
  return text;
}

std::string Fields::one_of(std::string_view key, std::initializer_list<std::string_view> allowed) {
  auto text = text_field(body_, key);
  for (const auto value : allowed) {
    if (text == value) return text;
  }
  problem(key, must_be_one_of(key, std::span(allowed.begin(), allowed.size())));
  return text;
}

std::string Fields::must_be_one_of(std::string_view key,
                                   std::span<const std::string_view> allowed) {
  std::string message = std::string(key) + " must be ";
  for (std::size_t i = 0; i < allowed.size(); ++i) {
    if (i > 0) message += i + 1 == allowed.size() ? " or " : ", ";
    message += allowed[i];
  }
  return message;
}

std::optional<std::string> Fields::optional_text(std::string_view key, std::size_t max) {
  auto text = functions::optional_text(body_, key);
  if (text && text->size() > max) {
    problem(key, std::string(key) + " must be at most " + std::to_string(max) + " characters");
  }
  return text;
}

std::optional<domain::Minute> Fields::instant(std::string_view key, std::string_view example) {
  auto at = domain::parse_instant(text_field(body_, key));
  if (!at) problem(key, std::string(key) + " must be a time such as " + std::string(example));
  return at;
}

void Fields::problem(std::string_view key, std::string_view message) { problems_[key] = message; }

FnResult<void> Fields::verdict(std::string_view summary, Code code) && {
  if (problems_.empty()) return {};
  return fail(code, std::string(summary), std::move(problems_));
}

FnResult<std::string> id_field(const boost::json::object& body, std::string_view key,
                               std::string_view what) {
  Fields fields(body);
  auto id = fields.id(key, what);
  FN_CHECK(std::move(fields).verdict("The request is incomplete"));
  return id;
}

}  // namespace emu::functions
