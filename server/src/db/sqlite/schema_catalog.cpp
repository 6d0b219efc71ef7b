#include "db/sqlite/schema_catalog.hpp"

#include <cctype>
#include <optional>

namespace emu::db::sqlite {
namespace {

struct Token {
  enum Type { word, punct, string } type;
  std::string text;  // words upper-cased for keywords are compared case-insensitively
};

std::string upper(std::string_view s) {
  std::string out(s);
  for (auto& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

std::vector<Token> tokenize(std::string_view sql) {
  std::vector<Token> out;
  std::size_t i = 0;
  while (i < sql.size()) {
    const char c = sql[i];
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else if (c == '-' && i + 1 < sql.size() && sql[i + 1] == '-') {
      while (i < sql.size() && sql[i] != '\n') ++i;
    } else if (c == '/' && i + 1 < sql.size() && sql[i + 1] == '*') {
      const auto end = sql.find("*/", i + 2);
      i = end == std::string_view::npos ? sql.size() : end + 2;
    } else if (c == '\'' || c == '"' || c == '`' || c == '[') {
      // Quoted: '' doubles a quote inside a literal; "x" and [x] are identifiers.
      const char close = c == '[' ? ']' : c;
      std::string text;
      ++i;
      while (i < sql.size()) {
        if (sql[i] == close) {
          if (close != ']' && i + 1 < sql.size() && sql[i + 1] == close) {
            text += close;
            i += 2;
            continue;
          }
          ++i;
          break;
        }
        text += sql[i++];
      }
      out.push_back({c == '\'' ? Token::string : Token::word, text});
    } else if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') {
      const auto start = i;
      while (i < sql.size() &&
             (std::isalnum(static_cast<unsigned char>(sql[i])) || sql[i] == '_' || sql[i] == '$'))
        ++i;
      out.push_back({Token::word, std::string(sql.substr(start, i - start))});
    } else {
      out.push_back({Token::punct, std::string(1, c)});
      ++i;
    }
  }
  return out;
}

bool is_kw(const Token& t, std::string_view kw) {
  return t.type == Token::word && upper(t.text) == kw;
}

// Reads "( a, b )" starting at tokens[i] == "("; returns the names and moves i past ")".
std::vector<std::string> column_list(const std::vector<Token>& t, std::size_t& i) {
  std::vector<std::string> cols;
  if (i >= t.size() || t[i].text != "(") return cols;
  int depth = 0;
  for (; i < t.size(); ++i) {
    if (t[i].type == Token::punct && t[i].text == "(") {
      ++depth;
    } else if (t[i].type == Token::punct && t[i].text == ")") {
      if (--depth == 0) {
        ++i;
        break;
      }
    } else if (depth == 1 && t[i].type == Token::word && !is_kw(t[i], "ASC") &&
               !is_kw(t[i], "DESC") && !is_kw(t[i], "COLLATE")) {
      cols.push_back(t[i].text);
    }
  }
  return cols;
}

}  // namespace

std::vector<NamedConstraint> parse_named_constraints(std::string_view create_table_sql) {
  const auto t = tokenize(create_table_sql);
  std::vector<NamedConstraint> out;
  // Where the current column definition starts (after "(" or "," at the table's top level):
  // a column-level "CONSTRAINT x REFERENCES ..." names that column (ALTER TABLE ADD COLUMN).
  int depth = 0;
  std::size_t column_start = 0;
  for (std::size_t i = 0; i + 2 < t.size(); ++i) {
    if (t[i].type == Token::punct && (t[i].text == "(" || t[i].text == ",")) {
      if (t[i].text == "(") ++depth;
      if (depth == 1) column_start = i + 1;
      continue;
    }
    if (t[i].type == Token::punct && t[i].text == ")") {
      --depth;
      continue;
    }
    if (!is_kw(t[i], "CONSTRAINT") || t[i + 1].type != Token::word) continue;
    NamedConstraint c{t[i + 1].text, ConstraintKind::check, {}};
    std::size_t j = i + 2;
    if (is_kw(t[j], "PRIMARY")) {
      c.kind = ConstraintKind::primary_key;
      j += 2;  // PRIMARY KEY
    } else if (is_kw(t[j], "UNIQUE")) {
      c.kind = ConstraintKind::unique;
      j += 1;
    } else if (is_kw(t[j], "FOREIGN")) {
      c.kind = ConstraintKind::foreign_key;
      j += 2;  // FOREIGN KEY
    } else if (is_kw(t[j], "CHECK")) {
      c.kind = ConstraintKind::check;
    } else if (is_kw(t[j], "REFERENCES") && column_start < i) {
      c.kind = ConstraintKind::foreign_key;
      c.columns = {t[column_start].text};
      out.push_back(std::move(c));
      i = j;
      continue;
    } else {
      continue;  // column-level NOT NULL / DEFAULT / REFERENCES: not named in our schema
    }
    if (c.kind != ConstraintKind::check) c.columns = column_list(t, j);
    out.push_back(std::move(c));
    i = j > i ? j - 1 : i;
  }
  return out;
}

}  // namespace emu::db::sqlite
