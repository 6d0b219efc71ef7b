#include "booking/readiness.hpp"

#include <boost/json/serialize.hpp>

#include "booking/cells.hpp"

namespace emu::booking {
namespace {

constexpr std::string_view kShop = R"sql(
    SELECT is_active, operating_hours FROM businesses WHERE id = $1)sql";

// Each active service bookable online with each active staff member bookable online who
// performs it (NULL: nobody does).
constexpr std::string_view kServiceStaff = R"sql(
    SELECT s.id, st.id FROM services s
    LEFT JOIN staff_services ss ON ss.service_id = s.id
    LEFT JOIN staff st ON st.id = ss.staff_id AND st.is_active AND st.bookable_online
    AND st.business_id = s.shop_id
    WHERE s.shop_id = $1 AND s.is_active AND s.bookable_online ORDER BY s.id)sql";

constexpr std::string_view kStaffHours = R"sql(
    SELECT h.staff_id, h.weekday, h.start_time, h.end_time FROM staff_hours h
    JOIN staff st ON st.id = h.staff_id WHERE st.business_id = $1 AND st.is_active)sql";

constexpr std::string_view kShopOfService = R"sql(SELECT shop_id FROM services WHERE id = $1)sql";

}  // namespace

db::Result<std::optional<std::vector<domain::NotReady>>> shop_readiness(
    db::Connection& conn, const std::string& shop_id) {
  using Out = std::optional<std::vector<domain::NotReady>>;
  auto shop = run(conn, kShop, {shop_id});
  if (!shop) return std::unexpected(shop.error());
  if (shop->rows.empty()) return Out();
  domain::ReadinessFacts facts;
  const auto& head = shop->rows[0];
  facts.active = boolean(head[0]);
  facts.operating_hours_json = head[1].is_null()     ? std::string()
                               : head[1].is_string() ? std::string(head[1].as_string())
                                                     : boost::json::serialize(head[1]);
  auto services = run(conn, kServiceStaff, {shop_id});
  if (!services) return std::unexpected(services.error());
  for (const auto& row : services->rows) {
    const auto id = text(row[0]);
    if (facts.services.empty() || facts.services.back().id != id)
      facts.services.push_back({id, {}});
    if (!row[1].is_null()) facts.services.back().staff.push_back(text(row[1]));
  }
  auto hours = run(conn, kStaffHours, {shop_id});
  if (!hours) return std::unexpected(hours.error());
  for (const auto& row : hours->rows) {
    auto from = domain::parse_hhmm(text(row[2]).substr(0, 5));
    auto to = domain::parse_hhmm(text(row[3]).substr(0, 5));
    if (!from || !to) continue;
    facts.hours.push_back({text(row[0]), static_cast<int>(integer(row[1])), {*from, *to}});
  }
  return Out(domain::readiness(facts));
}

db::Result<std::optional<std::string>> shop_of_service(db::Connection& conn,
                                                       const std::string& service_id) {
  return db::first_text(conn, kShopOfService, {service_id});
}

}  // namespace emu::booking
