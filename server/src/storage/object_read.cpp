// Downloads (contract 5.2), signed URLs (5.3) and listing (5.4). Private objects are served to
// callers the folder rule allows, or to anyone holding an unexpired signed URL; a signed URL's
// token is an ES256 JWT of our key with the object's "<bucket>/<name>" and an expiry, so it is
// tamper-proof and needs no table. It carries no role claim, so it is useless as a Bearer.
#include <algorithm>
#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <chrono>
#include <ctime>
#include <map>

#include "auth/params.hpp"
#include "http/responses.hpp"
#include "identity/jwt.hpp"
#include "storage/access.hpp"
#include "storage/storage_call.hpp"

namespace emu::storage {
namespace {

namespace bhttp = http::bhttp;

std::string http_date(const std::string& rfc3339) {
  std::tm tm{};
  if (strptime(rfc3339.c_str(), "%Y-%m-%dT%H:%M:%S", &tm) == nullptr) return {};
  std::time_t t = timegm(&tm);
  std::tm gmt{};
  gmtime_r(&t, &gmt);
  char buf[64];
  std::strftime(buf, sizeof buf, "%a, %d %b %Y %H:%M:%S GMT", &gmt);
  return buf;
}

std::string meta_text(const ObjectRow& row, std::string_view key, std::string fallback) {
  auto it = row.metadata.find(key);
  return it != row.metadata.end() && it->value().is_string() ? std::string(it->value().as_string())
                                                             : fallback;
}

// The object's bytes with the headers the contract lists; HEAD gets the headers only.
StorageResult<http::Response> serve(StorageCall& call, const ObjectRow& row) {
  auto bytes = call.files().read(row.path_on_disk);
  if (!bytes) return storage_internal("read file", bytes.error());
  http::Response res(bhttp::status::ok);
  res.set(bhttp::field::content_type,
          row.mime_type.empty() ? "application/octet-stream" : row.mime_type);
  res.set(bhttp::field::cache_control, meta_text(row, "cacheControl", "max-age=3600"));
  res.set(bhttp::field::etag, meta_text(row, "eTag", ""));
  res.set(bhttp::field::last_modified, http_date(row.updated_at));
  if (auto download = auth::query_param(call.req.query, "download")) {
    std::string file = download->empty() ? row.name.substr(row.name.rfind('/') + 1) : *download;
    std::erase_if(file, [](char c) { return c == '"' || c == '\r' || c == '\n'; });
    res.set(bhttp::field::content_disposition, "attachment; filename=\"" + file + "\"");
  }
  res.msg.body() = std::move(*bytes);
  res.msg.prepare_payload();
  return res;
}

StorageResult<ObjectRow> readable(StorageCall& call, db::Connection& conn, bool check) {
  auto bucket = require_bucket(conn, call.bucket);
  if (!bucket) return std::unexpected(bucket.error());
  auto found = find_object(conn, call.bucket, call.name);
  if (!found) return storage_internal("find object", found.error().message);
  if (!*found) return storage_fail(404, "NoSuchKey", "Object not found");
  if (check) {
    auto allowed = check_access(conn, call.principal, *bucket, call.name, Op::read, &**found);
    // Unreadable objects look absent, so names cannot be probed.
    if (!allowed) return storage_fail(404, "NoSuchKey", "Object not found");
  }
  return std::move(**found);
}

std::string signed_path(StorageCall& call, const std::string& name, std::int64_t expires_in) {
  auto now = std::chrono::duration_cast<std::chrono::seconds>(
                 std::chrono::system_clock::now().time_since_epoch())
                 .count();
  auto token = call.ctx.signing_key.sign(
      {{"url", call.bucket + "/" + name}, {"iat", now}, {"exp", now + expires_in}});
  return "/object/sign/" + call.bucket + "/" + name + "?token=" + token;
}

std::optional<std::int64_t> expires_in(const boost::json::object& body) {
  auto it = body.find("expiresIn");
  if (it == body.end()) return std::nullopt;
  std::int64_t v = it->value().is_int64()    ? it->value().as_int64()
                   : it->value().is_double() ? static_cast<std::int64_t>(it->value().as_double())
                                             : 0;
  if (v < 1) return std::nullopt;
  return v;
}

}  // namespace

StorageResult<Bucket> require_bucket(db::Connection& conn, const std::string& id) {
  auto bucket = find_bucket(conn, id);
  if (!bucket) return storage_internal("find bucket", bucket.error().message);
  if (!*bucket) return storage_fail(404, "NoSuchBucket", "Bucket not found");
  return std::move(**bucket);
}

boost::json::object object_json(const ObjectRow& row, bool with_bucket) {
  boost::json::object o{{"name", row.name},
                        {"id", row.id},
                        {"updated_at", row.updated_at},
                        {"created_at", row.created_at},
                        {"last_accessed_at", row.updated_at},
                        {"metadata", row.metadata}};
  if (with_bucket) o["bucket_id"] = row.bucket_id;
  return o;
}

std::optional<boost::json::object> json_body(const http::Request& req) {
  if (req.json_body && req.json_body->is_object()) return req.json_body->as_object();
  if (req.raw.body().empty()) return std::nullopt;
  boost::system::error_code ec;
  auto v = boost::json::parse(req.raw.body(), ec);
  if (ec || !v.is_object()) return std::nullopt;
  return v.as_object();
}

StorageResult<http::Response> download_object(StorageCall& call) {
  auto conn = call.ctx.db->acquire();
  if (!conn) return storage_internal("acquire", conn.error().message);
  auto row = readable(call, **conn, true);
  if (!row) return std::unexpected(row.error());
  return serve(call, *row);
}

StorageResult<http::Response> download_public_object(StorageCall& call) {
  auto conn = call.ctx.db->acquire();
  if (!conn) return storage_internal("acquire", conn.error().message);
  auto bucket = require_bucket(**conn, call.bucket);
  if (!bucket) return std::unexpected(bucket.error());
  if (!bucket->is_public) return storage_fail(404, "NoSuchKey", "Object not found");
  auto row = readable(call, **conn, false);
  if (!row) return std::unexpected(row.error());
  return serve(call, *row);
}

StorageResult<http::Response> download_signed_object(StorageCall& call) {
  auto token = auth::query_param(call.req.query, "token").value_or("");
  auto claims = auth::verify_jwt(call.ctx.signing_key, token);
  if (!claims) {
    return storage_fail(
        400, "InvalidJWT",
        claims.error() == auth::JwtError::expired ? "jwt expired" : "invalid signature");
  }
  auto url = claims->find("url");
  if (url == claims->end() || !url->value().is_string() ||
      url->value().as_string() != call.bucket + "/" + call.name) {
    return storage_fail(400, "InvalidJWT", "the token does not grant this object");
  }
  auto conn = call.ctx.db->acquire();
  if (!conn) return storage_internal("acquire", conn.error().message);
  auto row = readable(call, **conn, false);
  if (!row) return std::unexpected(row.error());
  return serve(call, *row);
}

StorageResult<http::Response> sign_object(StorageCall& call) {
  auto body = json_body(call.req).value_or(boost::json::object{});
  auto seconds = expires_in(body);
  if (!seconds)
    return storage_fail(400, "InvalidRequest", "expiresIn must be a number of seconds >= 1");
  auto conn = call.ctx.db->acquire();
  if (!conn) return storage_internal("acquire", conn.error().message);
  auto row = readable(call, **conn, true);
  if (!row) return std::unexpected(row.error());
  return http::json_response(bhttp::status::ok,
                             {{"signedURL", signed_path(call, call.name, *seconds)}});
}

StorageResult<http::Response> sign_objects(StorageCall& call) {
  auto body = json_body(call.req).value_or(boost::json::object{});
  auto seconds = expires_in(body);
  auto paths = body.find("paths");
  if (!seconds || paths == body.end() || !paths->value().is_array()) {
    return storage_fail(400, "InvalidRequest", "expiresIn and paths are required");
  }
  auto conn = call.ctx.db->acquire();
  if (!conn) return storage_internal("acquire", conn.error().message);
  boost::json::array out;
  for (const auto& p : paths->value().as_array()) {
    if (!p.is_string()) continue;
    call.name = std::string(p.as_string());
    auto row = readable(call, **conn, true);
    if (row) {
      out.push_back({{"error", nullptr},
                     {"path", call.name},
                     {"signedURL", signed_path(call, call.name, *seconds)}});
    } else {
      out.push_back({{"error", "Either the object does not exist or you do not have access to it"},
                     {"path", call.name},
                     {"signedURL", nullptr}});
    }
  }
  return http::json_response(bhttp::status::ok, out);
}

StorageResult<http::Response> list_objects(StorageCall& call) {
  auto body = json_body(call.req).value_or(boost::json::object{});
  auto text = [&](std::string_view key) {
    auto it = body.find(key);
    return it != body.end() && it->value().is_string() ? std::string(it->value().as_string())
                                                       : std::string();
  };
  auto number = [&](std::string_view key, std::int64_t fallback) {
    auto it = body.find(key);
    return it != body.end() && it->value().is_int64() ? it->value().as_int64() : fallback;
  };
  std::string prefix = text("prefix");
  while (prefix.starts_with('/')) prefix.erase(0, 1);
  if (!prefix.empty() && !prefix.ends_with('/')) prefix += '/';
  std::int64_t limit = std::clamp<std::int64_t>(number("limit", 100), 1, 1000);
  std::int64_t offset = std::max<std::int64_t>(number("offset", 0), 0);
  std::string search = text("search");
  std::string column = "name";
  bool descending = false;
  if (auto sort = body.find("sortBy"); sort != body.end() && sort->value().is_object()) {
    const auto& s = sort->value().as_object();
    if (auto c = s.find("column"); c != s.end() && c->value().is_string()) {
      column = std::string(c->value().as_string());
    }
    if (auto o = s.find("order"); o != s.end() && o->value().is_string()) {
      descending = o->value().as_string() == "desc";
    }
  }

  auto conn = call.ctx.db->acquire();
  if (!conn) return storage_internal("acquire", conn.error().message);
  auto bucket = require_bucket(**conn, call.bucket);
  if (!bucket) return std::unexpected(bucket.error());
  // Listing a folder is reading it: the folder rule applies to a name inside it.
  if (!check_access(**conn, call.principal, *bucket, prefix + "x", Op::read, nullptr)) {
    return http::json_response(bhttp::status::ok, boost::json::array{});
  }
  auto rows = objects_under(**conn, call.bucket, prefix, 10'000);
  if (!rows) return storage_internal("list", rows.error().message);

  std::map<std::string, bool> folders;
  std::vector<boost::json::object> files;
  for (const auto& row : *rows) {
    std::string rel = row.name.substr(prefix.size());
    auto slash = rel.find('/');
    std::string entry = slash == std::string::npos ? rel : rel.substr(0, slash);
    if (!search.empty() && !entry.starts_with(search)) continue;
    if (slash != std::string::npos) {
      folders[entry] = true;
    } else {
      auto o = object_json(row, false);
      o["name"] = rel;
      files.push_back(std::move(o));
    }
  }
  if (column != "name" && column != "updated_at" && column != "created_at" &&
      column != "last_accessed_at") {
    column = "name";
  }
  std::ranges::sort(files, [&](const auto& a, const auto& b) {
    auto x = boost::json::value_to<std::string>(a.at(column));
    auto y = boost::json::value_to<std::string>(b.at(column));
    return descending ? y < x : x < y;
  });
  // Folders first, as upstream lists them.
  std::vector<boost::json::object> all;
  for (const auto& [name, _] : folders) {
    all.push_back({{"name", name},
                   {"id", nullptr},
                   {"updated_at", nullptr},
                   {"created_at", nullptr},
                   {"last_accessed_at", nullptr},
                   {"metadata", nullptr}});
  }
  all.insert(all.end(), files.begin(), files.end());
  boost::json::array out;
  for (std::int64_t i = offset; i < static_cast<std::int64_t>(all.size()) && i < offset + limit;
       ++i) {
    out.push_back(all[static_cast<std::size_t>(i)]);
  }
  return http::json_response(bhttp::status::ok, out);
}

}  // namespace emu::storage
