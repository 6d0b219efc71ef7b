#include "booking/placement.hpp"

#include <algorithm>
#include <numeric>
#include <vector>

#include "booking/booking_day.hpp"
#include "booking/booking_store.hpp"
#include "booking/cells.hpp"
#include "common/ids.hpp"
#include "domain/shop_rules.hpp"

namespace emu::booking {
namespace {

using Outcome = std::expected<Placed, Refused>;

// Any staff: fewest booked minutes that day first, then the shop's order (a stable sort).
db::Result<std::vector<std::size_t>> candidate_order(db::Connection& conn, const BookingDay& day,
                                                     bool any_staff) {
  std::vector<std::size_t> order(day.staff.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  if (!any_staff || order.size() < 2) return order;
  auto minutes = booked_minutes(conn, day.shop.id, domain::hk_midnight(day.day.date));
  if (!minutes) return std::unexpected(minutes.error());
  auto booked = [&](std::size_t i) {
    for (const auto& [id, m] : *minutes) {
      if (id == day.staff[i].staff_id) return m;
    }
    return std::int64_t{0};
  };
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return booked(a) < booked(b); });
  return order;
}

// A request waits for the shop until the TTL runs out or the minimum notice before the start
// begins, whichever comes first.
std::string request_expiry(const PlaceRequest& req, int min_notice_min) {
  using namespace std::chrono;
  const auto by_ttl = req.now + req.request_ttl;
  const auto by_notice = system_clock::time_point{minutes{req.start - min_notice_min}};
  return common::format_utc(std::min(by_ttl, by_notice));
}

bool by_shop(const Rules& r) { return r.of == Rules::Of::shop; }

// The first rule the start breaks for this staff member, under the rules of whoever books.
domain::StartRefusal check(const Rules& rules, const domain::ShopDay& day,
                           const domain::StaffDay& staff, domain::Minute start) {
  if (by_shop(rules)) return domain::check_shop_start(day, staff, start, rules.outside_hours);
  return domain::check_start(day, staff, start);
}

// The customer books what the shop offers online; the shop books any active service.
bool may_book(const Rules& rules, const ServiceInfo& service) {
  return by_shop(rules) ? service.active : service.bookable;
}

}  // namespace

db::Result<std::expected<Placed, Refused>> place(db::Connection& conn, const PlaceRequest& req) {
  using Why = Refused::Why;
  if (!req.idempotency_key.empty()) {
    auto earlier = find_by_key(conn, req.user_id, req.idempotency_key);
    if (!earlier) return std::unexpected(earlier.error());
    if (*earlier) return Outcome(Placed{std::move(**earlier), false});
  }
  const auto now = domain::to_minute(req.now);
  auto loaded = load_booking_day(conn, req.service_id, req.shop_id, domain::hk_date_of(req.start),
                                 req.staff_id, now, {}, by_shop(req.rules));
  if (!loaded) return std::unexpected(loaded.error());
  if (!*loaded || !(*loaded)->shop.active || !may_book(req.rules, (*loaded)->service)) {
    return Outcome(std::unexpected(Refused{Why::not_found}));
  }
  const auto& day = **loaded;
  if (req.staff_id && day.staff.empty()) {
    return Outcome(std::unexpected(Refused{Why::staff_not_found}));
  }
  auto order = candidate_order(conn, day, !req.staff_id);
  if (!order) return std::unexpected(order.error());

  const bool confirm = day.shop.auto_confirm || by_shop(req.rules);
  NewBooking b;
  b.id = common::new_uuid();
  b.user_id = req.user_id;
  b.shop_id = day.shop.id;
  b.service_id = req.service_id;
  b.status = confirm ? "confirmed" : "pending";
  b.start = req.start;
  b.end = req.start + day.service.duration_min;
  b.occupied_until = req.start + day.day.occupied_min;
  b.duration_min = day.service.duration_min;
  b.price = day.service.price;
  b.note = req.note;
  b.idempotency_key = req.idempotency_key;
  b.source = req.source;
  b.customer = req.customer;
  if (!confirm) b.expires_at = request_expiry(req, day.day.min_notice_min);
  b.now = common::format_utc(req.now);

  std::optional<domain::StartRefusal> first_refusal;
  bool taken = false;
  for (auto i : *order) {
    const auto why = check(req.rules, day.day, day.staff[i], req.start);
    if (why != domain::StartRefusal::none) {
      if (!first_refusal) first_refusal = why;
      continue;
    }
    b.staff_id = day.staff[i].staff_id;
    auto outcome = insert_booking(conn, b);
    if (!outcome) return std::unexpected(outcome.error());
    if (*outcome == Insert::inserted) {
      auto stored = find_booking(conn, b.id);
      if (!stored) return std::unexpected(stored.error());
      if (!*stored) return Outcome(std::unexpected(Refused{Why::conflict}));
      return Outcome(Placed{std::move(**stored), true});
    }
    if (*outcome == Insert::key_taken) {
      // The same key committed meanwhile (a double click): that booking is the answer.
      auto same = find_by_key(conn, req.user_id, req.idempotency_key);
      if (!same) return std::unexpected(same.error());
      if (*same) return Outcome(Placed{std::move(**same), false});
      return Outcome(std::unexpected(Refused{Why::conflict}));
    }
    taken = true;
  }
  if (taken) return Outcome(std::unexpected(Refused{Why::slot_taken}));
  return Outcome(std::unexpected(
      Refused{Why::start_refused, first_refusal.value_or(domain::StartRefusal::outside_hours)}));
}

db::Result<std::expected<boost::json::object, Refused>> move(db::Connection& conn,
                                                             const MoveRequest& req) {
  using Why = Refused::Why;
  using Moved = std::expected<boost::json::object, Refused>;
  const auto& b = req.booking;
  const auto id = text(b.at("id"));
  const auto target = req.staff_id.value_or(text(b.at("staff_id")));
  auto loaded = load_booking_day(conn, text(b.at("service_id")), text(b.at("shop_id")),
                                 domain::hk_date_of(req.start), target, domain::to_minute(req.now),
                                 id, by_shop(req.rules));
  if (!loaded) return std::unexpected(loaded.error());
  if (!*loaded || (*loaded)->staff.empty()) return Moved(std::unexpected(Refused{Why::not_found}));
  const auto& day = **loaded;
  if (auto why = check(req.rules, day.day, day.staff[0], req.start);
      why != domain::StartRefusal::none) {
    return Moved(std::unexpected(Refused{Why::start_refused, why}));
  }
  // The duration booked stays (the service may have changed since), within the bounds.
  const int duration = static_cast<int>(std::clamp<std::int64_t>(
      integer(b.at("duration_min"), day.service.duration_min), 1, domain::kMaxServiceMin));
  const NewTimes times{target, req.start, req.start + duration,
                       req.start + domain::occupied_minutes(duration, day.service.buffer_min),
                       common::format_utc(req.now)};
  if (auto gone = delete_cells(conn, id); !gone) return std::unexpected(gone.error());
  auto free = insert_cells(conn, target, id, times.start, times.occupied_until);
  if (!free) return std::unexpected(free.error());
  if (!*free) return Moved(std::unexpected(Refused{Why::slot_taken}));
  if (auto set = update_times(conn, id, times); !set) return std::unexpected(set.error());
  auto stored = find_booking(conn, id);
  if (!stored) return std::unexpected(stored.error());
  if (!*stored) return Moved(std::unexpected(Refused{Why::conflict}));
  return Moved(std::move(**stored));
}

}  // namespace emu::booking
