// storage_buckets and storage_objects rows (migration 0005). The file bytes live on disk
// (file_store.hpp); these rows say which bucket/name maps to which generated file.
#pragma once

#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"

namespace emu::storage {

struct Bucket {
  std::string id;
  bool is_public = false;
  std::optional<std::int64_t> file_size_limit;
  std::vector<std::string> allowed_mime_types;  // empty: any
};

struct ObjectRow {
  std::string id, bucket_id, name, owner, path_on_disk, mime_type, created_at, updated_at;
  std::int64_t size = 0;
  boost::json::object metadata;
};

db::Result<std::optional<Bucket>> find_bucket(db::Connection& conn, const std::string& id);
db::Result<std::optional<ObjectRow>> find_object(db::Connection& conn, const std::string& bucket,
                                                 const std::string& name);
// Insert, or replace the row of (bucket, name) when `replace` (upsert); the old file path, if
// any, is returned so the caller can delete the file after commit.
db::Result<void> insert_object(db::Connection& conn, const ObjectRow& row);
db::Result<void> replace_object(db::Connection& conn, const ObjectRow& row);
db::Result<void> delete_object(db::Connection& conn, const std::string& id);
// Every object whose name starts with prefix ("" for all), ordered by name, at most `cap`.
db::Result<std::vector<ObjectRow>> objects_under(db::Connection& conn, const std::string& bucket,
                                                 const std::string& prefix, std::int64_t cap);

}  // namespace emu::storage
