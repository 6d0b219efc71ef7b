// unblock-time (the shop's owner, or an admin; salon-day.md C.2): deletes blocked time and
// frees its booking_slots cells, so its online slots come back. 200 {block} (as it was).
#include "book/blocks.hpp"
#include "db/cells.hpp"
#include "functions/audit.hpp"
#include "functions/body_fields.hpp"
#include "functions/book_support.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {

FnResult<boost::json::value> unblock_time(FnCall& call) {
  FN_TRY(id, id_field(call.body, "blockId", "a block id"));
  FN_TRY(block,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           FN_TRY(found, book::find_block(conn, id));
           if (!found) return fail(Code::not_found, "Blocked time not found");
           FN_CHECK(require_book(conn, call, std::string(found->at("shop_id").as_string()),
                                 {db::text(found->at("staff_id"))}));
           FN_CHECK(book::remove_block(conn, id));
           FN_CHECK(write_audit(conn, call, "block.remove", "block", id,
                                {{"staff_id", found->at("staff_id")},
                                 {"starts_at", found->at("starts_at")},
                                 {"ends_at", found->at("ends_at")}}));
           return std::move(*found);
         }));
  return boost::json::object{{"block", book::block_json(std::move(block))}};
}

}  // namespace emu::functions
