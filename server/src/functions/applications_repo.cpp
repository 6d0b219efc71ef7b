#include "functions/applications_repo.hpp"

#include <boost/json/serialize.hpp>
#include <cstdio>

namespace emu::functions {
namespace {

db::Result<db::ResultSet> run(db::Connection& conn, std::string_view sql,
                              std::initializer_list<db::Param> params) {
  return conn.query(sql, std::span<const db::Param>(params.begin(), params.size()));
}

db::Param to_param(const boost::json::value& v) {
  if (v.is_null()) return nullptr;
  if (v.is_bool()) return v.as_bool();
  if (v.is_int64()) return v.as_int64();
  if (v.is_uint64()) return static_cast<std::int64_t>(v.as_uint64());
  if (v.is_double()) return v.as_double();
  if (v.is_string()) return std::string(v.as_string());
  return boost::json::serialize(v);  // arrays and objects go to JSON columns as text
}

}  // namespace

db::Result<std::string> next_application_number(db::Connection& conn) {
  auto r = run(conn,
               "UPDATE app_counters SET value = value + 1 WHERE name = 'application_number' "
               "RETURNING value",
               {});
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
  auto r = run(conn, "SELECT * FROM merchant_applications WHERE id = $1", {id});
  if (!r) return std::unexpected(r.error());
  auto rows = r->to_objects();
  if (rows.empty()) return std::optional<boost::json::object>();
  return std::optional<boost::json::object>(rows[0].as_object());
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
  auto r = conn.query("INSERT INTO merchant_applications (" + columns + ") VALUES (" + values + ")",
                      params);
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
  auto r = conn.query(
      "UPDATE merchant_applications SET " + sets + " WHERE id = $" + std::to_string(params.size()),
      params);
  if (!r) return std::unexpected(r.error());
  return r->affected_rows;
}

db::Result<bool> email_has_other_application(db::Connection& conn, const std::string& email,
                                             const std::string& except_id) {
  auto r = run(conn,
               "SELECT 1 FROM merchant_applications WHERE lower(contact_email) = $1 AND id <> $2 "
               "AND status <> 'draft' LIMIT 1",
               {email, except_id});
  if (!r) return std::unexpected(r.error());
  return !r->rows.empty();
}

db::Result<void> complete_quick_applications(db::Connection& conn,
                                             const std::optional<std::string>& quick_id,
                                             const std::string& email, const std::string& now) {
  auto r = quick_id ? run(conn,
                          "UPDATE quick_applications SET completed = $1, "
                          "onboarding_completed_at = $2 WHERE id = $3",
                          {true, now, *quick_id})
                    : run(conn,
                          "UPDATE quick_applications SET completed = $1, "
                          "onboarding_completed_at = $2 WHERE lower(email) = $3 AND completed = $4",
                          {true, now, email, false});
  if (!r) return std::unexpected(r.error());
  return {};
}

db::Result<std::string> applicant_lang(db::Connection& conn, const std::string& application_id) {
  auto r =
      run(conn,
          "SELECT lang FROM email_outbox WHERE dedupe_key IN ($1, $2) ORDER BY created_at "
          "DESC LIMIT 1",
          {"profile-completion:" + application_id, "quick-apply-confirmation:" + application_id});
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty() || !r->rows[0][0].is_string()) return std::string("en");
  return std::string(r->rows[0][0].as_string());
}

}  // namespace emu::functions
