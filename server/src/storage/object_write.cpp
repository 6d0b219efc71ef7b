// Uploads (contract 5.1) and removal (5.5). An upload is checked before it is stored: the
// object name, the caller's folder rights, the size against min(bucket limit,
// EMU_UPLOAD_MAX_BYTES), and the type by content (the first bytes must be a type the bucket
// allows, and neither the declared type nor the name's extension may claim another one). The
// bytes go to a generated file first, the row second; a refused or failed row deletes the file.
// A shop or review photo (buckets shop-photos, review-photos) must also decode as an image; its 400 and 1200 px WebP
// thumbnails are stored beside it as <name>.w400.webp and <name>.w1200.webp (listed in the
// answer's "Thumbnails") and removed with it.
#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>

#include "common/ids.hpp"
#include "http/responses.hpp"
#include "storage/access.hpp"
#include "storage/content_type.hpp"
#include "storage/multipart.hpp"
#include "storage/storage_call.hpp"
#include "storage/thumbnails.hpp"

namespace emu::storage {
namespace {

namespace bhttp = http::bhttp;

struct Incoming {
  std::string_view bytes;
  std::string declared_type;
  std::string cache_control = "max-age=3600";
};

StorageResult<Incoming> read_incoming(const http::Request& req) {
  auto content_type = req.header(bhttp::field::content_type);
  if (auto boundary = multipart_boundary(content_type)) {
    auto form = parse_upload_form(req.raw.body(), *boundary);
    if (!form) return storage_fail(400, "InvalidRequest", "The multipart body has no file");
    Incoming in{form->file, media_type(form->content_type), "max-age=3600"};
    if (!form->cache_control.empty()) in.cache_control = "max-age=" + form->cache_control;
    return in;
  }
  Incoming in{req.raw.body(), media_type(content_type), "max-age=3600"};
  if (auto cc = req.header(bhttp::field::cache_control); !cc.empty()) in.cache_control = cc;
  return in;
}

bool is_recognised_type(std::string_view type) {
  return type == "application/pdf" || type == "image/jpeg" || type == "image/png" ||
         type == "image/webp" || type == "image/gif";
}

// The stored type: what the bytes are, if the bucket allows it and nothing claims otherwise.
StorageResult<std::string> checked_type(const Bucket& bucket, const std::string& name,
                                        const Incoming& in) {
  std::string sniffed(sniff_content_type(in.bytes));
  auto refuse = [&] {
    return storage_fail(
        415, "InvalidMimeType",
        "mime type " + (sniffed.empty() ? in.declared_type : sniffed) + " is not supported");
  };
  const auto& allowed = bucket.allowed_mime_types;
  if (allowed.empty()) return sniffed.empty() ? in.declared_type : sniffed;
  if (sniffed.empty() || std::ranges::find(allowed, sniffed) == allowed.end()) return refuse();
  // A declared or named type we can recognise must agree with the content.
  if (is_recognised_type(in.declared_type) && in.declared_type != sniffed) {
    return refuse();
  }
  if (auto by_name = type_of_extension(name); !by_name.empty() && by_name != sniffed) {
    return refuse();
  }
  return sniffed;
}

// Writes the bytes to a generated file, then the row (a new one, or `existing` replaced);
// returns the row id. A refused or failed row deletes the new file; a replaced one the old.
StorageResult<std::string> store_object(db::Connection& conn, const StorageCall& call,
                                        const std::string& name, std::string_view bytes,
                                        const std::string& type, const std::string& cache_control,
                                        const ObjectRow* existing) {
  auto files = call.files();
  auto path = files.write(bytes);
  if (!path) return storage_internal("write file", path.error());
  ObjectRow row;
  row.id = existing ? existing->id : common::new_uuid();
  row.bucket_id = call.bucket;
  row.name = name;
  row.owner = call.principal.user_id;
  row.path_on_disk = *path;
  row.mime_type = type;
  row.size = static_cast<std::int64_t>(bytes.size());
  row.created_at = existing ? existing->created_at : call.now;
  row.updated_at = call.now;
  row.metadata = {{"eTag", "\"" + common::sha256_hex(bytes).substr(0, 32) + "\""},
                  {"size", row.size},
                  {"mimetype", row.mime_type},
                  {"cacheControl", cache_control},
                  {"lastModified", call.now},
                  {"contentLength", row.size},
                  {"httpStatusCode", 200}};
  auto stored = existing ? replace_object(conn, row) : insert_object(conn, row);
  if (!stored) {
    files.remove(*path);
    if (stored.error().sqlstate == "23505") {  // a concurrent upload of the same name won
      return storage_fail(409, "ResourceAlreadyExists", "The resource already exists");
    }
    return storage_internal("store object", stored.error().message);
  }
  if (existing) files.remove(existing->path_on_disk);
  return row.id;
}

// Shop photos (issue 16) and review photos (issue 31) get server-made thumbnails; a thumbnail
// itself does not.
bool makes_thumbnails(std::string_view bucket, std::string_view name) {
  return (bucket == "shop-photos" || bucket == "review-photos") && !is_thumbnail_name(name);
}

}  // namespace

StorageResult<http::Response> upload_object(StorageCall& call) {
  if (!valid_object_name(call.name))
    return storage_fail(400, "InvalidKey", "Invalid key: " + call.name);
  const bool upsert =
      call.req.method() == bhttp::verb::put || call.req.header("x-upsert") == "true";
  auto incoming = read_incoming(call.req);
  if (!incoming) return std::unexpected(incoming.error());

  auto conn = call.ctx.db->acquire();
  if (!conn) return storage_internal("acquire", conn.error().message);
  auto bucket = require_bucket(**conn, call.bucket);
  if (!bucket) return std::unexpected(bucket.error());
  std::int64_t limit = call.ctx.config.upload_max_bytes;
  if (bucket->file_size_limit) limit = std::min(limit, *bucket->file_size_limit);
  if (static_cast<std::int64_t>(incoming->bytes.size()) > limit) {
    return storage_fail(413, "EntityTooLarge", "The object exceeded the maximum allowed size");
  }
  auto type = checked_type(*bucket, call.name, *incoming);
  if (!type) return std::unexpected(type.error());
  auto existing = find_object(**conn, call.bucket, call.name);
  if (!existing) return storage_internal("find object", existing.error().message);
  auto allowed = check_access(**conn, call.principal, *bucket, call.name, Op::write,
                              *existing ? &**existing : nullptr);
  if (!allowed) return std::unexpected(allowed.error());
  if (*existing && !upsert) {
    return storage_fail(409, "ResourceAlreadyExists", "The resource already exists");
  }

  // Shop photos: decoded and thumbnailed before anything is stored, so an upload that is not
  // a readable image leaves nothing behind.
  std::vector<Thumbnail> thumbs;
  if (makes_thumbnails(call.bucket, call.name)) {
    auto made = make_thumbnails(incoming->bytes, kThumbnailWidths);
    if (!made) return storage_fail(415, "InvalidMimeType", made.error());
    thumbs = std::move(*made);
  }

  auto stored =
      store_object(**conn, call, call.name, incoming->bytes, *type, incoming->cache_control,
                   existing->has_value() ? &**existing : nullptr);
  if (!stored) return std::unexpected(stored.error());
  boost::json::object answer{{"Id", *stored}, {"Key", call.bucket + "/" + call.name}};
  if (!thumbs.empty()) {
    boost::json::array keys;
    for (const auto& t : thumbs) {
      const std::string name = thumbnail_name(call.name, t.width);
      auto previous = find_object(**conn, call.bucket, name);
      if (!previous) return storage_internal("find object", previous.error().message);
      auto done = store_object(**conn, call, name, t.webp, "image/webp", incoming->cache_control,
                               previous->has_value() ? &**previous : nullptr);
      if (!done) return std::unexpected(done.error());
      keys.emplace_back(call.bucket + "/" + name);
    }
    answer["Thumbnails"] = std::move(keys);
  }
  return http::json_response(bhttp::status::ok, answer);
}

StorageResult<http::Response> remove_objects(StorageCall& call) {
  auto body = json_body(call.req);
  const boost::json::array* prefixes = nullptr;
  if (body) {
    if (auto it = body->find("prefixes"); it != body->end() && it->value().is_array()) {
      prefixes = &it->value().as_array();
    }
  }
  if (prefixes == nullptr || prefixes->empty()) {
    return storage_fail(400, "MissingParameter", "prefixes must name at least one object");
  }
  auto conn = call.ctx.db->acquire();
  if (!conn) return storage_internal("acquire", conn.error().message);
  auto bucket = require_bucket(**conn, call.bucket);
  if (!bucket) return std::unexpected(bucket.error());
  boost::json::array removed;
  auto files = call.files();
  for (const auto& p : *prefixes) {
    if (!p.is_string()) continue;
    std::string name(p.as_string());
    auto found = find_object(**conn, call.bucket, name);
    if (!found) return storage_internal("find object", found.error().message);
    if (!*found) continue;
    // Objects the caller may not touch are left alone, as row-level security would.
    if (!check_access(**conn, call.principal, *bucket, name, Op::write, &**found)) continue;
    if (auto gone = delete_object(**conn, (*found)->id); !gone) {
      return storage_internal("delete object", gone.error().message);
    }
    files.remove((*found)->path_on_disk);
    removed.push_back(object_json(**found, true));
    // A shop photo's thumbnails go with it.
    if (!makes_thumbnails(call.bucket, name)) continue;
    for (int width : kThumbnailWidths) {
      auto thumb = find_object(**conn, call.bucket, thumbnail_name(name, width));
      if (!thumb) return storage_internal("find object", thumb.error().message);
      if (!*thumb) continue;
      if (auto gone = delete_object(**conn, (*thumb)->id); !gone) {
        return storage_internal("delete object", gone.error().message);
      }
      files.remove((*thumb)->path_on_disk);
    }
  }
  return http::json_response(bhttp::status::ok, removed);
}

}  // namespace emu::storage
