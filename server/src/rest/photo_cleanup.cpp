#include "rest/photo_cleanup.hpp"

#include "rest/values.hpp"
#include "storage/file_store.hpp"

namespace emu::rest {
namespace {

// The id of `id=eq.<id>` at the root, as filters_by_exact_id reads it; "" when none.
std::string exact_id(const ApiRequest& req) {
  for (const auto& f : req.filters) {
    const auto* c = std::get_if<Condition>(&f.expr);
    if (f.path.empty() && c && c->column == "id" && c->op == Op::eq && !c->negated &&
        c->quantifier == Quantifier::none && value_from_text(Type::uuid, c->value)) {
      return c->value;
    }
  }
  return {};
}

}  // namespace

std::expected<std::optional<PhotoCleanup>, RestError> photos_before(db::Connection& conn,
                                                                    const Table& table,
                                                                    const ApiRequest& req,
                                                                    const Caller& caller,
                                                                    const StatementContext& sctx) {
  if (!storage::references_shop_photos(table.name)) return std::nullopt;
  // A merchant changes only their own shops; admins and the service key any row, named by id.
  const std::string owner = caller.merchant ? caller.user_id : std::string();
  const std::string id = caller.admin || caller.service ? exact_id(req) : std::string();
  PhotoCleanup cleanup;
  auto shops = storage::shops_of_write(conn, table.name, owner, id);
  if (!shops) return std::unexpected(statement_error(shops.error(), sctx));
  cleanup.shops = std::move(*shops);
  auto refs = storage::shop_photo_refs(conn, cleanup.shops);
  if (!refs) return std::unexpected(statement_error(refs.error(), sctx));
  cleanup.before = std::move(*refs);
  return cleanup;
}

std::expected<void, RestError> photos_after(db::Connection& conn, PhotoCleanup& cleanup,
                                            const StatementContext& sctx) {
  if (cleanup.shops.empty()) return {};
  auto after = storage::shop_photo_refs(conn, cleanup.shops);
  if (!after) return std::unexpected(statement_error(after.error(), sctx));
  auto files = storage::drop_unreferenced(conn, cleanup.before, *after);
  if (!files) return std::unexpected(statement_error(files.error(), sctx));
  cleanup.files = std::move(*files);
  return {};
}

void remove_photo_files(const std::filesystem::path& storage_dir,
                        const std::vector<std::string>& files) {
  if (files.empty()) return;
  const storage::FileStore store(storage_dir);
  for (const auto& file : files) store.remove(file);
}

}  // namespace emu::rest
