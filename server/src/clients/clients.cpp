#include "clients/clients.hpp"

#include <cctype>

#include "clients/sql.hpp"
#include "common/ids.hpp"
#include "db/cells.hpp"
#include "domain/booking_time.hpp"

namespace emu::clients {
namespace {

using db::integer;
using db::real;
using db::run;
using db::text;

db::Param optional(const std::optional<std::string>& v) {
  return v && !v->empty() ? db::Param(*v) : db::Param(nullptr);
}

std::optional<std::string> cell(const boost::json::value& v) {
  if (v.is_null()) return std::nullopt;
  auto s = text(v);
  if (s.empty()) return std::nullopt;
  return s;
}

// A stored instant in Hong Kong time (+08:00), as every answer gives it; null stays null.
boost::json::value hkt(const boost::json::value& v) {
  if (v.is_null()) return nullptr;
  if (auto at = domain::parse_db_instant(text(v)))
    return boost::json::value(domain::format_hkt(*at));
  return v;
}

boost::json::object client_json(const std::vector<boost::json::value>& r) {
  return {{"id", r[0]},
          {"shopId", r[1]},
          {"userId", r[2]},
          {"name", r[3]},
          {"phone", r[4]},
          {"email", r[5]},
          {"note", r[6]},
          {"visits", integer(r[7])},
          {"lastVisit", hkt(r[8])},
          {"noShows", integer(r[9])},
          {"spend", real(r[10])},
          {"bookings", integer(r[11])}};
}

}  // namespace

std::string client_key(const std::string& user_id, const std::string& phone) {
  if (!user_id.empty()) return "u:" + user_id;
  std::string digits;
  for (char c : phone) {
    if (std::isdigit(static_cast<unsigned char>(c))) digits.push_back(c);
  }
  if (digits.size() == 11 && digits.starts_with("852")) digits.erase(0, 3);
  return "p:" + digits;
}

db::Result<void> attach(db::Connection& conn, const boost::json::object& booking,
                        const std::optional<std::string>& phone, const std::string& now) {
  const auto user_id = text(booking.at("user_id"));
  auto name = cell(booking.at("customer_name"));
  auto tel = cell(booking.at("customer_phone"));
  auto email = cell(booking.at("customer_email"));
  if (!user_id.empty()) {
    auto account = run(conn, sql::kAccount, {user_id});
    if (!account) return std::unexpected(account.error());
    if (!account->rows.empty()) {
      const auto& a = account->rows[0];
      if (!name) name = cell(a[0]);
      if (!email) email = cell(a[2]);
      if (!name && email) name = email->substr(0, email->find('@'));
      if (!tel) tel = phone && !phone->empty() ? phone : cell(a[1]);
    }
  }
  const auto shop_id = text(booking.at("shop_id"));
  const auto key = client_key(user_id, tel.value_or(""));
  if (auto r = run(conn, sql::kUpsertClient,
                   {common::new_uuid(), shop_id, key,
                    user_id.empty() ? db::Param(nullptr) : db::Param(user_id), name.value_or(""),
                    optional(tel), optional(email), now});
      !r) {
    return std::unexpected(r.error());
  }
  auto found = run(conn, sql::kClientByKey, {shop_id, key});
  if (!found) return std::unexpected(found.error());
  if (found->rows.empty()) return {};
  if (auto r = run(conn, sql::kAttachBooking,
                   {text(found->rows[0][0]), optional(name), optional(tel), optional(email),
                    text(booking.at("id"))});
      !r) {
    return std::unexpected(r.error());
  }
  return {};
}

db::Result<boost::json::array> list(db::Connection& conn, const std::string& shop_id,
                                    const Scope& scope) {
  auto r = run(conn, sql::kClientFigures, {shop_id, nullptr, optional(scope.staff_id)});
  if (!r) return std::unexpected(r.error());
  boost::json::array out;
  for (const auto& row : r->rows) out.push_back(client_json(row));
  return out;
}

db::Result<std::optional<std::string>> shop_of(db::Connection& conn, const std::string& client_id) {
  return db::first_text(conn, sql::kClientShop, {client_id});
}

db::Result<std::optional<boost::json::object>> card(db::Connection& conn,
                                                    const std::string& client_id,
                                                    const Scope& scope) {
  using Out = std::optional<boost::json::object>;
  auto r = run(conn, sql::kClientFigures, {nullptr, client_id, optional(scope.staff_id)});
  if (!r) return std::unexpected(r.error());
  if (r->rows.empty()) return Out();
  auto bookings = run(conn, sql::kClientBookings, {client_id, optional(scope.staff_id)});
  if (!bookings) return std::unexpected(bookings.error());
  boost::json::array history;
  for (const auto& b : bookings->rows) {
    history.push_back(boost::json::object{{"id", b[0]},
                                          {"startAt", hkt(b[1])},
                                          {"endAt", hkt(b[2])},
                                          {"status", b[3]},
                                          {"price", b[4].is_null() ? b[4] : real(b[4])},
                                          {"source", b[5]},
                                          {"staffId", b[6]},
                                          {"serviceName", b[7]},
                                          {"serviceNameZh", b[8]},
                                          {"staffName", b[9]}});
  }
  return Out(
      boost::json::object{{"client", client_json(r->rows[0])}, {"bookings", std::move(history)}});
}

db::Result<void> set_note(db::Connection& conn, const std::string& client_id,
                          const std::string& note) {
  if (auto r = run(conn, sql::kUpdateNote, {note, client_id}); !r)
    return std::unexpected(r.error());
  return {};
}

}  // namespace emu::clients
