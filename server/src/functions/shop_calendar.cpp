// shop-calendar (the shop's owner, or an admin; salon-day.md C.2, issue 28): the dashboard's
// day and week views of the shop's book.
//   body: {shopId, from: 'YYYY-MM-DD' (HKT), days: 1..7 (7), staffId?: one staff member's}
//   200: book::read_calendar (book/calendar.hpp has the shape): staff and their hours, services,
//        live bookings with the customer's contact, and blocks of the range.
// Refusals: 400 validation_failed (details name the fields), 404 not_found (no such shop),
// 403 not_member (C.6). The answer is kept, rendered, while the data behind it is unchanged,
// under the rule of the available-slots answers (booking/slots_cache.hpp: any commit retires
// it), and served as its bytes (RenderedJsonFamily); the caller's right to the shop is checked
// on every request, before anything is served.
#include <boost/json/serialize.hpp>
#include <variant>

#include "book/calendar.hpp"
#include "booking/slots_cache.hpp"
#include "db/stamped_cache.hpp"
#include "functions/body_fields.hpp"
#include "functions/book_support.hpp"
#include "functions/booking_support.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"
#include "functions/rendered_json.hpp"

namespace emu::functions {
namespace {

std::optional<int> calendar_days(const boost::json::object& body) {
  const auto* v = body.if_contains("days");
  if (v == nullptr || v->is_null()) return 7;
  if (!v->is_int64()) return std::nullopt;
  const auto n = v->as_int64();
  if (n < 1 || n > 7) return std::nullopt;
  return static_cast<int>(n);
}

}  // namespace

FnResult<std::string> shop_calendar(FnCall& call) {
  book::CalendarRange range;
  Fields fields(call.body);
  range.shop_id = lower_ascii(fields.id("shopId", "a shop id"));
  const auto from = domain::parse_date(text_field(call.body, "from"));
  if (!from) fields.problem("from", "from must be a date such as 2026-12-01");
  const auto days = calendar_days(call.body);
  if (!days) fields.problem("days", "days must be a whole number from 1 to 7");
  range.staff_id = fields.optional_id("staffId", "a staff id or null");
  FN_CHECK(std::move(fields).verdict("The calendar request is incomplete"));
  range.from = *from;
  range.days = *days;
  if (range.staff_id) *range.staff_id = lower_ascii(*range.staff_id);

  auto& db = *call.ctx.db;
  auto* cache = call.ctx.slots_cache.get();
  const std::string key = "calendar|" + range.shop_id + "|" + domain::format_date(range.from) +
                          "|" + std::to_string(range.days) + "|" + range.staff_id.value_or("");
  const booking::SlotsCache::Epoch epoch{static_cast<std::int64_t>(now_minute(call)),
                                         db::local_write_generation()};
  const auto lift_db = [](const db::DbError& e) { return to_fn_error(e); };
  // The caller's right first, then a held answer (the rendered text, a JSON string value in
  // the cache) or the stamp a new one will be computed under.
  std::optional<std::string> stamp;
  FN_TRY(held,
         db::with_connection(
             db, lift_db, [&](db::Connection& conn) -> FnResult<std::optional<std::string>> {
               // A staff member reads their own calendar only (salon-day.md C.1, C.5.4).
               FN_CHECK(require_book(conn, call, range.shop_id, {range.staff_id.value_or("")}));
               if (cache == nullptr) return std::nullopt;
               auto text = [](const booking::SlotsCache::Answer& hit) {
                 return std::string(hit->as_string().data(), hit->as_string().size());
               };
               if (auto hit = cache->find_fresh(key, epoch)) return text(hit);
               auto taken = db.change_stamp(conn);
               if (!taken || !taken->has_value()) return std::nullopt;
               stamp = **taken;
               if (auto hit = cache->find_stamped(key, epoch, *stamp)) return text(hit);
               return std::nullopt;
             }));
  if (held) return std::move(*held);
  const auto compute = [&]() -> FnResult<std::string> {
    return db::with_connection(db, lift_db, [&](db::Connection& conn) -> FnResult<std::string> {
      FN_TRY(answer, book::read_calendar(conn, range));
      return boost::json::serialize(answer);
    });
  };
  if (!stamp) return compute();
  // One computation per key and stamp: when a commit retires the answer, the requests in
  // flight wait for one read instead of each running it (and none holds a connection waiting).
  static db::SingleFlight<std::string> flights;
  auto flight = flights.join_or_lead(*stamp + "\n" + key);
  if (auto* running = std::get_if<db::SingleFlight<std::string>::Shared>(&flight)) {
    if (auto text = running->get()) return std::move(*text);
    return compute();  // the leader failed: on our own
  }
  auto& lead = std::get<db::SingleFlight<std::string>::Lead>(flight);
  FN_TRY(rendered, compute());
  lead.share(rendered);
  cache->store(key, epoch, *stamp, boost::json::value(rendered));
  return rendered;
}

}  // namespace emu::functions
