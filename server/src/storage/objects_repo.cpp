#include "storage/objects_repo.hpp"

#include <algorithm>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include "db/cells.hpp"
#include "storage/sql.hpp"

namespace emu::storage {
namespace {

using db::integer;
using db::run;
using db::text;
// JSON columns arrive parsed on both drivers; tolerate text just in case.
boost::json::value json_of(const boost::json::value& v) {
  if (v.is_string()) {
    boost::system::error_code ec;
    auto parsed = boost::json::parse(v.as_string(), ec);
    return ec ? boost::json::value() : parsed;
  }
  return v;
}

// substr() counts characters on both engines, not bytes.
std::int64_t characters(std::string_view s) {
  return std::ranges::count_if(
      s, [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; });
}

ObjectRow object_of(const std::vector<boost::json::value>& r) {
  ObjectRow o{text(r[0]), text(r[1]), text(r[2]), text(r[3]),    text(r[4]),
              text(r[5]), text(r[8]), text(r[9]), integer(r[6]), {}};
  if (auto m = json_of(r[7]); m.is_object()) o.metadata = m.as_object();
  return o;
}

}  // namespace

db::Result<std::optional<Bucket>> find_bucket(db::Connection& conn, const std::string& id) {
  auto r = run(conn, sql::kFindBucket, {id});
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty()) return std::optional<Bucket>();
  const auto& row = r->rows[0];
  Bucket b;
  b.id = text(row[0]);
  b.is_public = row[1].is_bool() ? row[1].as_bool() : integer(row[1]) != 0;
  if (!row[2].is_null()) b.file_size_limit = integer(row[2]);
  if (auto types = json_of(row[3]); types.is_array()) {
    for (const auto& t : types.as_array()) {
      if (t.is_string()) b.allowed_mime_types.emplace_back(t.as_string());
    }
  }
  return std::optional<Bucket>(std::move(b));
}

db::Result<std::optional<ObjectRow>> find_object(db::Connection& conn, const std::string& bucket,
                                                 const std::string& name) {
  return db::first_row(conn, sql::kFindObject, {bucket, name}, object_of);
}

db::Result<void> insert_object(db::Connection& conn, const ObjectRow& o) {
  auto r =
      run(conn, sql::kInsertObject,
          {o.id, o.bucket_id, o.name, o.owner.empty() ? db::Param(nullptr) : db::Param(o.owner),
           o.path_on_disk, o.mime_type, o.size, boost::json::serialize(o.metadata), o.created_at,
           o.updated_at});
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<void> replace_object(db::Connection& conn, const ObjectRow& o) {
  auto r = run(conn, sql::kUpdateObject,
               {o.owner.empty() ? db::Param(nullptr) : db::Param(o.owner), o.path_on_disk,
                o.mime_type, o.size, boost::json::serialize(o.metadata), o.updated_at, o.id});
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<void> delete_object(db::Connection& conn, const std::string& id) {
  auto r = run(conn, sql::kDeleteObject, {id});
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<std::vector<ObjectRow>> objects_under(db::Connection& conn, const std::string& bucket,
                                                 const std::string& prefix, std::int64_t cap) {
  // substr() instead of LIKE: a prefix may contain % or _ and needs no escaping this way.
  auto r = run(conn, sql::kObjectsWithPrefix, {bucket, characters(prefix), prefix, cap});
  if (!r) return std::unexpected(r.error());
  std::vector<ObjectRow> out;
  for (const auto& row : r->rows) out.push_back(object_of(row));
  return out;
}

}  // namespace emu::storage
