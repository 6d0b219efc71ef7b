#include "calendar/feed.hpp"

#include <vector>

#include "calendar/sql.hpp"
#include "common/ids.hpp"
#include "db/cells.hpp"
#include "domain/ics.hpp"

namespace emu::calendar {
namespace {

using db::run;
using db::text;

std::string first_name(const std::string& name) {
  const auto start = name.find_first_not_of(' ');
  if (start == std::string::npos) return {};
  const auto end = name.find(' ', start);
  return name.substr(start, end == std::string::npos ? std::string::npos : end - start);
}

}  // namespace

db::Result<std::string> rotate(db::Connection& conn, const std::string& shop_id,
                               const std::string& user_id,
                               const std::optional<std::string>& staff_id, const std::string& now) {
  auto token = common::random_token(32);
  if (auto r = run(conn, sql::kDeleteToken, {shop_id, user_id}); !r)
    return std::unexpected(r.error());
  if (auto r = run(
          conn, sql::kInsertToken,
          {common::new_uuid(), shop_id, user_id,
           staff_id ? db::Param(*staff_id) : db::Param(nullptr), common::sha256_hex(token), now});
      !r) {
    return std::unexpected(r.error());
  }
  return token;
}

db::Result<std::optional<std::string>> made_at(db::Connection& conn, const std::string& shop_id,
                                               const std::string& user_id) {
  return db::first_text(conn, sql::kTokenOf, {shop_id, user_id});
}

db::Result<std::optional<Feed>> find(db::Connection& conn, const std::string& token) {
  return db::first_row(conn, sql::kFindToken, {common::sha256_hex(token)}, [](const auto& row) {
    Feed f{text(row[0]), text(row[1]), std::nullopt};
    if (!row[2].is_null()) f.staff_id = text(row[2]);
    return f;
  });
}

db::Result<std::string> render(db::Connection& conn, const Feed& feed, domain::Minute now) {
  const auto from = domain::format_utc_minute(now - kDaysBack * 1440);
  const auto until = domain::format_utc_minute(now + kDaysAhead * 1440);
  const db::Param staff = feed.staff_id ? db::Param(*feed.staff_id) : db::Param(nullptr);
  auto shop_name = db::first_text(conn, sql::kShopName, {feed.shop_id});
  if (!shop_name) return std::unexpected(shop_name.error());
  std::vector<domain::IcsEvent> events;
  // The rows of `sql` as events: cells 0-2 are the id, start and end (a row whose times do not
  // read is left out); `describe` fills in the summary, description and status.
  auto add = [&](std::string_view sql, std::string_view kind, auto describe) -> db::Result<void> {
    auto rows = run(conn, sql, {feed.shop_id, from, until, staff});
    if (!rows) return std::unexpected(rows.error());
    for (const auto& row : rows->rows) {
      auto start = domain::parse_db_instant(text(row[1]));
      auto end = domain::parse_db_instant(text(row[2]));
      if (!start || !end) continue;
      domain::IcsEvent event{std::string(kind) + "-" + text(row[0]) + "@emu.hk", *start, *end};
      describe(row, event);
      events.push_back(std::move(event));
    }
    return {};
  };
  auto bookings = add(sql::kFeedBookings, "booking", [](const auto& b, domain::IcsEvent& e) {
    const auto status = text(b[3]);
    const auto customer = first_name(text(b[4]));
    e.summary = text(b[5]);
    if (!customer.empty()) e.summary += (e.summary.empty() ? "" : " · ") + customer;
    e.description = "Staff: " + text(b[6]) + "\nStatus: " + status;
    e.status = status == "pending" ? "TENTATIVE" : "CONFIRMED";
  });
  if (!bookings) return std::unexpected(bookings.error());
  auto blocks = add(sql::kFeedBlocks, "block", [](const auto& k, domain::IcsEvent& e) {
    const auto reason = text(k[3]);
    const auto who = text(k[4]);
    e.summary = reason.empty() ? std::string("Blocked") : "Blocked · " + reason;
    e.description = who.empty() ? std::string("Whole shop") : "Staff: " + who;
    e.status = "CONFIRMED";
  });
  if (!blocks) return std::unexpected(blocks.error());
  return domain::ics_calendar(shop_name->value_or("Emu"), now, events);
}

std::string feed_url(const std::string& public_url, const std::string& token) {
  auto host = public_url;
  if (auto scheme = host.find("://"); scheme != std::string::npos) host = host.substr(scheme + 3);
  while (!host.empty() && host.back() == '/') host.pop_back();
  return "webcal://" + host + "/calendar/v1/" + token + ".ics";
}

}  // namespace emu::calendar
