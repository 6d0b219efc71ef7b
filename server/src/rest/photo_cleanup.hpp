// Stage 4b's post-write step for shop photos (storage/shop_photo_refs.hpp): a write to a table
// whose rows reference shop photos (businesses, staff) takes the references of the shops it may
// change before its statements and again after them; objects a shop stopped referencing lose
// their rows in the same transaction, and their files once it has committed. A shop removing a
// photo from its page therefore removes the photo and its thumbnails from storage, whichever
// client made the change. The shops a write may change: a merchant's own; for admins and the
// service key the one named by id=eq (a write without one leaves the files alone).
#pragma once

#include <expected>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "rest/error.hpp"
#include "rest/policy.hpp"
#include "rest/request_ast.hpp"
#include "rest/schema_registry.hpp"
#include "rest/tx_runner.hpp"
#include "storage/shop_photo_refs.hpp"

namespace emu::rest {

struct PhotoCleanup {
  std::vector<std::string> shops;
  storage::PhotoRefs before;
  std::vector<std::string> files;  // path_on_disk of the deleted objects
};

// Before the write's statements; nullopt when the table references no shop photos.
std::expected<std::optional<PhotoCleanup>, RestError> photos_before(db::Connection& conn,
                                                                    const Table& table,
                                                                    const ApiRequest& req,
                                                                    const Caller& caller,
                                                                    const StatementContext& sctx);

// After them, in the same transaction: the rows of the objects no longer referenced go.
std::expected<void, RestError> photos_after(db::Connection& conn, PhotoCleanup& cleanup,
                                            const StatementContext& sctx);

// After the commit: their files (missing ones are fine).
void remove_photo_files(const std::filesystem::path& storage_dir,
                        const std::vector<std::string>& files);

}  // namespace emu::rest
