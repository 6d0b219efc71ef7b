#include "mail/stored_email.hpp"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

namespace emu::mail {
namespace {

std::string field(const boost::json::object& o, std::string_view key) {
  const auto* v = o.if_contains(key);
  return v && v->is_string() ? std::string(v->as_string()) : std::string();
}

}  // namespace

std::string stored_email(const OutboxEmail& e) {
  boost::json::object o{{"to", e.to},         {"email_type", e.email_type},
                        {"lang", e.lang},     {"subject", e.subject},
                        {"html", e.html},     {"text", e.text},
                        {"params", e.params}, {"ics", e.ics}};
  if (e.template_id) o["template_id"] = *e.template_id;
  if (e.dedupe_key) o["dedupe_key"] = *e.dedupe_key;
  return boost::json::serialize(o);
}

db::Result<bool> queue_stored_email(db::Connection& conn, std::string_view json) {
  boost::system::error_code ec;
  auto parsed = boost::json::parse(json, ec);
  if (ec || !parsed.is_object()) return false;
  const auto& o = parsed.as_object();
  OutboxEmail e;
  e.to = field(o, "to");
  e.email_type = field(o, "email_type");
  e.lang = field(o, "lang");
  e.subject = field(o, "subject");
  e.html = field(o, "html");
  e.text = field(o, "text");
  e.ics = field(o, "ics");
  if (const auto* p = o.if_contains("params"); p && p->is_object()) e.params = p->as_object();
  if (const auto* t = o.if_contains("template_id"); t && t->is_int64()) {
    e.template_id = static_cast<int>(t->as_int64());
  }
  if (auto key = field(o, "dedupe_key"); !key.empty()) e.dedupe_key = key;
  if (e.to.empty() || e.email_type.empty()) return false;
  auto id = enqueue_email_once(conn, e);
  if (!id) return std::unexpected(id.error());
  return id->has_value();
}

}  // namespace emu::mail
