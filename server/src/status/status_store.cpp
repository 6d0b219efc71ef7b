#include "status/status_store.hpp"

#include <array>
#include <string>
#include <string_view>
#include <utility>

#include "status/sql.hpp"

namespace emu::status {

db::Result<boost::json::array> admin_accounts(db::Connection& conn) {
  auto admins = conn.query(sql::kAdminAccounts);
  if (!admins) return std::unexpected(admins.error());
  boost::json::array out;
  for (const auto& row : admins->rows) out.push_back(row[0]);
  return out;
}

namespace {

// The named query that finds what an entity_type's row is about, or empty for none.
std::string_view subject_query(std::string_view entity_type) {
  constexpr std::array<std::pair<std::string_view, std::string_view>, 7> kSubjects{{
      {"booking", sql::kSubjectOfBooking},
      {"review", sql::kSubjectOfReview},
      {"business_claim", sql::kSubjectOfClaim},
      {"block", sql::kSubjectOfBlock},
      {"business", sql::kSubjectOfShop},
      {"merchant_application", sql::kSubjectOfApplication},
      {"user", sql::kSubjectOfUser},
  }};
  for (const auto& [type, query] : kSubjects) {
    if (type == entity_type) return query;
  }
  return {};
}

}  // namespace

db::Result<boost::json::array> recent_activity(db::Connection& conn) {
  auto rows = conn.query(sql::kRecentActivity);
  if (!rows) return std::unexpected(rows.error());
  auto entries = rows->to_objects();
  // Each line names its subject (a shop, an applicant's business, a user), not only an id; a
  // subject deleted since stays null.
  for (auto& value : entries) {
    auto& entry = value.as_object();
    entry["subject"] = nullptr;
    const auto* type = entry.if_contains("entity_type");
    const auto* id = entry.if_contains("entity_id");
    if (!type || !type->is_string() || !id || !id->is_string()) continue;
    const auto query = subject_query(type->as_string());
    if (query.empty()) continue;
    const std::array<db::Param, 1> params{std::string(id->as_string())};
    auto subject = conn.query(query, params);
    if (!subject) return std::unexpected(subject.error());
    if (!subject->rows.empty()) entry["subject"] = subject->rows.front().front();
  }
  return entries;
}

db::Result<std::string> durability(db::Connection& conn) {
  if (conn.dialect() == db::Dialect::postgres) {
    auto rows = conn.query(sql::kPostgresDurability);
    if (!rows) return std::unexpected(rows.error());
    return "synchronous_commit=" + std::string(rows->rows.at(0).at(0).as_string());
  }
  auto rows = conn.query(sql::kSqliteDurability);
  if (!rows) return std::unexpected(rows.error());
  constexpr std::array<std::string_view, 4> kNames{"OFF", "NORMAL", "FULL", "EXTRA"};
  const auto& v = rows->rows.at(0).at(0);
  const auto level = v.is_int64() ? v.as_int64() : -1;
  if (level < 0 || level > 3) return std::string("synchronous=unknown");
  return "synchronous=" + std::string(kNames[static_cast<std::size_t>(level)]);
}

}  // namespace emu::status
