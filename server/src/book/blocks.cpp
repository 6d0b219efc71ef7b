#include "book/blocks.hpp"

#include "book/params.hpp"
#include "booking/booking_store.hpp"
#include "booking/cells.hpp"
#include "common/ids.hpp"

namespace emu::book {
namespace {

constexpr std::string_view kFindBlock = R"sql(
    SELECT id, shop_id, staff_id, starts_at, ends_at, reason, created_by, created_at
    FROM blocks WHERE id = $1)sql";

constexpr std::string_view kInsertBlock = R"sql(
    INSERT INTO blocks (id, shop_id, staff_id, starts_at, ends_at, reason, created_by,
    created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8))sql";

// Every active staff member of the shop, or the named one if the shop's: in id order, the lock
// order of a whole-shop block's cells.
constexpr std::string_view kStaffToBlock = R"sql(
    SELECT id FROM staff WHERE business_id = $1 AND (id = $2 OR ($2 IS NULL AND is_active))
    ORDER BY id)sql";

constexpr std::string_view kDeleteBlockCells = R"sql(
    DELETE FROM booking_slots WHERE block_id = $1)sql";
constexpr std::string_view kDeleteBlock = R"sql(DELETE FROM blocks WHERE id = $1)sql";

}  // namespace

db::Result<std::expected<boost::json::object, BlockRefused>> place_block(db::Connection& conn,
                                                                         const NewBlock& b) {
  using Placed = std::expected<boost::json::object, BlockRefused>;
  auto staff = booking::run(conn, kStaffToBlock, {b.shop_id, optional_param(b.staff_id)});
  if (!staff) return std::unexpected(staff.error());
  if (b.staff_id && staff->rows.empty()) {
    return Placed(std::unexpected(BlockRefused::staff_not_found));
  }
  const auto id = common::new_uuid();
  auto ins =
      booking::run(conn, kInsertBlock,
                   {id, b.shop_id, optional_param(b.staff_id), booking::utc(b.span.start),
                    booking::utc(b.span.end), optional_param(b.reason),
                    b.created_by.empty() ? db::Param(nullptr) : db::Param(b.created_by), b.now});
  if (!ins) return std::unexpected(ins.error());
  const booking::CellOwner owner{booking::CellOwner::Kind::block, id};
  for (const auto& row : staff->rows) {
    auto free = booking::insert_cells(conn, booking::text(row[0]), owner, b.span.start, b.span.end);
    if (!free) return std::unexpected(free.error());
    if (!*free) return Placed(std::unexpected(BlockRefused::slot_taken));
  }
  auto stored = find_block(conn, id);
  if (!stored) return std::unexpected(stored.error());
  return Placed(std::move(stored->value()));  // written above in this transaction
}

db::Result<std::optional<boost::json::object>> find_block(db::Connection& conn,
                                                          const std::string& id) {
  return db::first_object(conn, kFindBlock, {id});
}

db::Result<void> remove_block(db::Connection& conn, const std::string& id) {
  // The cells first: the foreign key's cascade is not relied on (SQLite's foreign_keys pragma
  // is per connection).
  if (auto r = booking::run(conn, kDeleteBlockCells, {id}); !r) return std::unexpected(r.error());
  if (auto r = booking::run(conn, kDeleteBlock, {id}); !r) return std::unexpected(r.error());
  return {};
}

boost::json::object block_json(boost::json::object row) {
  for (auto key : {"starts_at", "ends_at"}) {
    if (auto* v = row.if_contains(key)) {
      if (auto at = booking::instant(*v)) *v = domain::format_hkt(*at);
    }
  }
  return row;
}

}  // namespace emu::book
