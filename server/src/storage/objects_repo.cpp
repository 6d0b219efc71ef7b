#include "storage/objects_repo.hpp"

#include <algorithm>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

namespace emu::storage {
namespace {

db::Result<db::ResultSet> run(db::Connection& conn, std::string_view sql,
                              std::initializer_list<db::Param> params) {
  return conn.query(sql, std::span<const db::Param>(params.begin(), params.size()));
}
std::string text(const boost::json::value& v) {
  return v.is_string() ? std::string(v.as_string()) : std::string();
}
std::int64_t number(const boost::json::value& v) {
  if (v.is_int64()) return v.as_int64();
  if (v.is_double()) return static_cast<std::int64_t>(v.as_double());
  if (v.is_string()) return std::stoll(std::string(v.as_string()));
  return 0;
}
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

constexpr std::string_view kColumns =
    "id, bucket_id, name, owner, path_on_disk, mime_type, size, metadata, created_at, updated_at";

ObjectRow object_of(const std::vector<boost::json::value>& r) {
  ObjectRow o{text(r[0]), text(r[1]), text(r[2]), text(r[3]),   text(r[4]),
              text(r[5]), text(r[8]), text(r[9]), number(r[6]), {}};
  if (auto m = json_of(r[7]); m.is_object()) o.metadata = m.as_object();
  return o;
}

}  // namespace

db::Result<std::optional<Bucket>> find_bucket(db::Connection& conn, const std::string& id) {
  auto r = run(conn,
               "SELECT id, public, file_size_limit, allowed_mime_types FROM storage_buckets "
               "WHERE id = $1",
               {id});
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty()) return std::optional<Bucket>();
  const auto& row = r->rows[0];
  Bucket b;
  b.id = text(row[0]);
  b.is_public = row[1].is_bool() ? row[1].as_bool() : number(row[1]) != 0;
  if (!row[2].is_null()) b.file_size_limit = number(row[2]);
  if (auto types = json_of(row[3]); types.is_array()) {
    for (const auto& t : types.as_array()) {
      if (t.is_string()) b.allowed_mime_types.emplace_back(t.as_string());
    }
  }
  return std::optional<Bucket>(std::move(b));
}

db::Result<std::optional<ObjectRow>> find_object(db::Connection& conn, const std::string& bucket,
                                                 const std::string& name) {
  auto r = conn.query("SELECT " + std::string(kColumns) +
                          " FROM storage_objects WHERE bucket_id = $1 AND name = $2",
                      std::array<db::Param, 2>{bucket, name});
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty()) return std::optional<ObjectRow>();
  return std::optional<ObjectRow>(object_of(r->rows[0]));
}

db::Result<void> insert_object(db::Connection& conn, const ObjectRow& o) {
  auto r =
      run(conn,
          "INSERT INTO storage_objects (id, bucket_id, name, owner, path_on_disk, mime_type, "
          "size, metadata, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, "
          "$9, $10)",
          {o.id, o.bucket_id, o.name, o.owner.empty() ? db::Param(nullptr) : db::Param(o.owner),
           o.path_on_disk, o.mime_type, o.size, boost::json::serialize(o.metadata), o.created_at,
           o.updated_at});
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<void> replace_object(db::Connection& conn, const ObjectRow& o) {
  auto r =
      run(conn,
          "UPDATE storage_objects SET owner = $1, path_on_disk = $2, mime_type = $3, size = $4, "
          "metadata = $5, updated_at = $6 WHERE id = $7",
          {o.owner.empty() ? db::Param(nullptr) : db::Param(o.owner), o.path_on_disk, o.mime_type,
           o.size, boost::json::serialize(o.metadata), o.updated_at, o.id});
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<void> delete_object(db::Connection& conn, const std::string& id) {
  auto r = run(conn, "DELETE FROM storage_objects WHERE id = $1", {id});
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<std::vector<ObjectRow>> objects_under(db::Connection& conn, const std::string& bucket,
                                                 const std::string& prefix, std::int64_t cap) {
  // substr() instead of LIKE: a prefix may contain % or _ and needs no escaping this way.
  auto r = conn.query("SELECT " + std::string(kColumns) +
                          " FROM storage_objects WHERE bucket_id = $1 AND substr(name, 1, $2) = $3 "
                          "ORDER BY name LIMIT $4",
                      std::array<db::Param, 4>{bucket, characters(prefix), prefix, cap});
  if (!r) return std::unexpected(r.error());
  std::vector<ObjectRow> out;
  for (const auto& row : r->rows) out.push_back(object_of(row));
  return out;
}

}  // namespace emu::storage
