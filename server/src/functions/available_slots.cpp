// available-slots (public): the starts a shop offers for one service on one Hong Kong date
// (marketplace.md 3.2), computed on the server in HKT whatever the process time zone:
// {date, timezone: "Asia/Hong_Kong", slots: [{time, start_at, staff_ids}]}. Answers are kept
// while the data behind them is unchanged (booking/slots_cache.hpp states the rule).
#include "booking/booking_day.hpp"
#include "booking/slots_cache.hpp"
#include "functions/body_fields.hpp"
#include "functions/booking_support.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {

FnResult<boost::json::value> available_slots(FnCall& call) {
  Fields fields(call.body);
  const auto shop_id = fields.id("shopId", "a shop id");
  const auto service_id = fields.id("serviceId", "a service id");
  const auto date_text = text_field(call.body, "date");
  const auto date = domain::parse_date(date_text);
  if (!date) fields.problem("date", "date must be YYYY-MM-DD");
  const auto staff_id = fields.optional_id("staffId", "a staff id");
  FN_CHECK(std::move(fields).verdict("Some of the details sent are not valid.",
                                     Code::invalid_parameter));
  const auto now = now_minute(call);
  auto& db = *call.ctx.db;
  const std::string key =
      shop_id + "|" + service_id + "|" + date_text + "|" + staff_id.value_or("");
  auto* cache = call.ctx.slots_cache.get();
  // The generation and the stamp before the read: an answer computed across a commit is never
  // served (the rule: booking/slots_cache.hpp).
  const booking::SlotsCache::Epoch epoch{static_cast<std::int64_t>(now),
                                         db::local_write_generation()};
  if (cache) {
    if (auto hit = cache->find_fresh(key, epoch)) return *hit;
  }
  return db::with_connection(
      db, [](const db::DbError& e) { return to_fn_error(e); },
      [&](db::Connection& conn) -> FnResult<boost::json::value> {
        auto stamp = cache ? db.change_stamp(conn) : db::Result<std::optional<std::string>>{};
        const bool cacheable = cache && stamp && stamp->has_value();
        if (cacheable) {
          if (auto hit = cache->find_stamped(key, epoch, **stamp)) return *hit;
        }
        FN_TRY(loaded, booking::load_booking_day(conn, service_id, shop_id, *date, staff_id, now));
        if (!loaded || !loaded->shop.active || !loaded->service.bookable ||
            (staff_id && loaded->staff.empty())) {
          return fail(Code::not_found, "Shop, service or staff member not found");
        }
        boost::json::array slots;
        for (const auto& s : domain::offered_slots(loaded->day, loaded->staff)) {
          boost::json::array ids;
          for (const auto& id : s.staff_ids) ids.emplace_back(id);
          slots.emplace_back(boost::json::object{{"time", domain::hhmm_hkt(s.start)},
                                                 {"start_at", domain::format_hkt(s.start)},
                                                 {"staff_ids", std::move(ids)}});
        }
        boost::json::value answer = boost::json::object{{"date", domain::format_date(*date)},
                                                        {"timezone", "Asia/Hong_Kong"},
                                                        {"slots", std::move(slots)}};
        if (cacheable) cache->store(key, epoch, **stamp, answer);
        return answer;
      });
}

}  // namespace emu::functions
