// block-time (the shop's owner, or an admin; salon-day.md C.2): takes a staff member's time, or
// the whole shop's (staffId null: every active staff member), out of the book. The block holds
// booking_slots cells like a booking, so its online slots disappear and a live booking in the
// way is 409 slot_taken with nothing written (the transaction rolls back). At most a day:
// 400 validation_failed beyond. 201 {block}.
#include "book/blocks.hpp"
#include "domain/shop_rules.hpp"
#include "functions/audit.hpp"
#include "functions/body_fields.hpp"
#include "functions/book_support.hpp"
#include "functions/booking_support.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {

FnResult<boost::json::value> block_time(FnCall& call) {
  Fields fields(call.body);
  book::NewBlock b;
  b.shop_id = fields.id("shopId", "a shop id");
  b.staff_id = fields.optional_id("staffId", "a staff id or null");
  b.reason = fields.optional_text("reason", 500);
  b.created_by = call.principal.user_id;
  b.now = call.now;
  const auto start = fields.instant("startAt");
  const auto end = fields.instant("endAt", "2026-12-01T18:00:00+08:00");
  if (start && end) {
    if (auto span = domain::block_span(*start, *end)) {
      b.span = *span;
    } else if (span.error() == domain::BlockProblem::empty) {
      fields.problem("endAt", "endAt must be after startAt");
    } else {
      fields.problem("endAt", "A block lasts at most a day");
    }
  }
  FN_CHECK(std::move(fields).verdict("The block request is incomplete"));
  FN_TRY(block,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           FN_CHECK(require_book(conn, call, b.shop_id, {b.staff_id.value_or("")}));
           FN_TRY(placed, book::place_block(conn, b));
           if (!placed) {
             if (placed.error() == book::BlockRefused::slot_taken) return slot_taken();
             return fail(Code::not_found, "Staff member not found");
           }
           FN_CHECK(write_audit(conn, call, "block.create", "block",
                                std::string(placed->at("id").as_string()),
                                {{"staff_id", placed->at("staff_id")},
                                 {"starts_at", placed->at("starts_at")},
                                 {"ends_at", placed->at("ends_at")}}));
           return std::move(*placed);
         }));
  call.status = http::bhttp::status::created;
  return boost::json::object{{"block", book::block_json(std::move(block))}};
}

}  // namespace emu::functions
