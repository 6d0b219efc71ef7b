// Blocked time (salon-day.md C.2): a staff member's, or the whole shop's, time taken out of the
// book. A block holds booking_slots cells like a booking (block_id instead of booking_id), so
// the cells' primary key refuses a block over a live booking and a booking over a block, under
// concurrency, with no check before the insert (C.5.1). available-slots reads blocks as busy
// time (booking/booking_day.cpp).
#pragma once

#include <boost/json/object.hpp>
#include <expected>
#include <optional>
#include <string>

#include "db/database.hpp"
#include "domain/slots.hpp"

namespace emu::book {

struct NewBlock {
  std::string shop_id;
  std::optional<std::string> staff_id;  // nullopt: the whole shop (every active staff member)
  domain::Interval span;                // whole cells (domain::block_span)
  std::optional<std::string> reason;
  std::string created_by;  // empty: NULL (the service key)
  std::string now;         // RFC 3339
};

enum class BlockRefused {
  staff_not_found,  // the staff member is not the shop's
  slot_taken,       // a booking or another block holds one of the cells
};

// Inside the caller's transaction: the block and its cells, staff in id order and each one's
// cells ascending (one lock order for every writer). On slot_taken the caller rolls back, so
// nothing of the block remains. Returns the block as stored.
db::Result<std::expected<boost::json::object, BlockRefused>> place_block(db::Connection& conn,
                                                                         const NewBlock& b);

// The block as stored, or nullopt.
db::Result<std::optional<boost::json::object>> find_block(db::Connection& conn,
                                                          const std::string& id);

// Frees the block's cells and deletes it.
db::Result<void> remove_block(db::Connection& conn, const std::string& id);

// The answer's shape: starts_at and ends_at in Hong Kong time (+08:00).
boost::json::object block_json(boost::json::object row);

}  // namespace emu::book
