#include "applications/application_store.hpp"

#include <boost/json/serialize.hpp>
#include <cstdio>

#include "applications/sql.hpp"
#include "common/ids.hpp"
#include "db/cells.hpp"
#include "search/search_text.hpp"
#include "shops/merchant_account.hpp"

namespace emu::applications {
namespace {

db::Param to_param(const boost::json::value& v) {
  if (v.is_null()) return nullptr;
  if (v.is_bool()) return v.as_bool();
  if (v.is_int64()) return v.as_int64();
  if (v.is_uint64()) return static_cast<std::int64_t>(v.as_uint64());
  if (v.is_double()) return v.as_double();
  if (v.is_string()) return std::string(v.as_string());
  return boost::json::serialize(v);  // arrays and objects go to JSON columns as text
}

db::Param param_of(const boost::json::object& row, std::string_view key) {
  auto text = text_of(row, key);
  return text.empty() ? db::Param(nullptr) : db::Param(text);
}

}  // namespace

std::string text_of(const boost::json::object& row, std::string_view key) {
  auto it = row.find(key);
  return it != row.end() && it->value().is_string() ? std::string(it->value().as_string())
                                                    : std::string();
}

db::Result<std::string> next_application_number(db::Connection& conn) {
  auto r = db::run(conn, sql::kNextApplicationNumber);
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty() || !r->rows[0][0].is_int64()) {
    return std::unexpected(db::DbError{"XX000", "app_counters has no application_number row", ""});
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "EMU-%06lld", static_cast<long long>(r->rows[0][0].as_int64()));
  return std::string(buf);
}

db::Result<std::optional<boost::json::object>> find_application(db::Connection& conn,
                                                                const std::string& id) {
  return db::first_object(conn, sql::kFindApplication, {id});
}

db::Result<void> insert_application(db::Connection& conn, const boost::json::object& fields) {
  std::string columns, values;
  std::vector<db::Param> params;
  for (const auto& [key, value] : fields) {
    if (!params.empty()) {
      columns += ", ";
      values += ", ";
    }
    columns += std::string(key);
    params.push_back(to_param(value));
    values += "$" + std::to_string(params.size());
  }
  auto r = conn.query(
      std::string(sql::kInsertApplicationInto) + columns + ") VALUES (" + values + ")", params);
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<std::int64_t> update_application(db::Connection& conn, const std::string& id,
                                            const boost::json::object& fields) {
  std::string sets;
  std::vector<db::Param> params;
  for (const auto& [key, value] : fields) {
    if (!params.empty()) sets += ", ";
    params.push_back(to_param(value));
    sets += std::string(key) + " = $" + std::to_string(params.size());
  }
  params.push_back(id);
  auto r = conn.query(std::string(sql::kUpdateApplicationSet) + sets + " WHERE id = $" +
                          std::to_string(params.size()),
                      params);
  if (!r) return std::unexpected(r.error());
  return r->affected_rows;
}

db::Result<bool> email_has_other_application(db::Connection& conn, const std::string& email,
                                             const std::string& except_id) {
  return db::any_row(conn, sql::kOtherApplicationOfEmail, {email, except_id});
}

db::Result<void> complete_quick_applications(db::Connection& conn,
                                             const std::optional<std::string>& quick_id,
                                             const std::string& email, const std::string& now) {
  auto r = quick_id
               ? db::run(conn, sql::kCompleteQuickApplication, {true, now, *quick_id})
               : db::run(conn, sql::kCompleteQuickApplicationsOfEmail, {true, now, email, false});
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<std::string> applicant_lang(db::Connection& conn, const std::string& application_id) {
  auto r = db::run(
      conn, sql::kApplicantLang,
      {"profile-completion:" + application_id, "quick-apply-confirmation:" + application_id});
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty() || !r->rows[0][0].is_string()) return std::string("en");
  return std::string(r->rows[0][0].as_string());
}

db::Result<std::string> make_merchant(db::Connection& conn, const boost::json::object& app,
                                      const std::string& user_id, const std::string& now) {
  if (auto r = shops::grant_merchant_role(conn, user_id, now); !r) {
    return std::unexpected(r.error());
  }
  std::string name = text_of(app, "business_name");
  if (name.empty()) name = text_of(app, "application_number");
  if (auto r = shops::ensure_merchant(conn, user_id, name, now); !r) {
    return std::unexpected(r.error());
  }
  std::string business_id = common::new_uuid();
  auto types = app.contains("business_types") ? boost::json::serialize(app.at("business_types"))
                                              : std::string("[]");
  auto phone = text_of(app, "phone").empty() ? param_of(app, "whatsapp") : param_of(app, "phone");
  auto shop = db::run(
      conn, sql::kInsertShop,
      {business_id, name, param_of(app, "business_name_zh"), param_of(app, "address"),
       param_of(app, "district"), phone, param_of(app, "website"), param_of(app, "instagram"),
       param_of(app, "description"), types, param_of(app, "business_type"), true, user_id, now});
  if (!shop) return std::unexpected(shop.error());
  // The new shop is findable by name and district at once (search/search_text.hpp).
  if (auto indexed = search::refresh_shops(conn, {business_id}); !indexed) {
    return std::unexpected(indexed.error());
  }
  return business_id;
}

}  // namespace emu::applications
