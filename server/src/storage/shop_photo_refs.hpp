// The photos a shop uses, and the files of the ones it stops using. A shop's photos live in the
// public shop-photos bucket under "<shop id>/…" (with their server-made thumbnails beside them,
// thumbnails.hpp) and are referenced by URL from the shop's row (cover_url, cover_thumb_url,
// photo_urls, photo_thumb_urls) and its staff (avatar_url, avatar_thumb_url). A write of those
// rows through /rest/v1 takes the references before and after (rest/write_executor.cpp); an
// object the shop referenced before and no longer does is deleted with its thumbnails, in the
// write's own transaction (its files after the commit). Only objects inside the shop's own
// folder are ever deleted, never another shop's; an upload not yet linked is left alone.
#pragma once

#include <map>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "db/database.hpp"

namespace emu::storage {

// Shop id -> the names of the originals (thumbnail names mapped to their original) its rows
// reference inside its own folder.
using PhotoRefs = std::map<std::string, std::set<std::string>>;

// True for the tables whose rows reference shop photos.
bool references_shop_photos(std::string_view table);

// The object name a stored URL points at in shop-photos ("/storage/v1/object/public/
// shop-photos/<name>", root-relative or absolute, percent-encoded), or "" for any other URL.
std::string shop_photo_name(std::string_view url);

// The references of each of `shops` now (a shop that no longer exists references nothing).
db::Result<PhotoRefs> shop_photo_refs(db::Connection& conn, std::span<const std::string> shops);

// The shops a write by this caller to `table` may change: the caller's own shops (merchant),
// else the shop of the row named by its exact id (admins, the service key), else none.
db::Result<std::vector<std::string>> shops_of_write(db::Connection& conn, std::string_view table,
                                                    const std::string& user_id,
                                                    const std::string& exact_id);

// Deletes the rows of the objects (and their thumbnails) a shop referenced in `before` and not
// in `after`; returns their files (path_on_disk) for FileStore::remove after the commit.
db::Result<std::vector<std::string>> drop_unreferenced(db::Connection& conn,
                                                       const PhotoRefs& before,
                                                       const PhotoRefs& after);

}  // namespace emu::storage
