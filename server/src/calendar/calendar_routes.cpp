#include "calendar/calendar_routes.hpp"

#include <chrono>

#include "book/access.hpp"
#include "calendar/feed.hpp"
#include "db/transaction.hpp"
#include "http/responses.hpp"
#include "runtime/caller.hpp"
#include "runtime/endpoint.hpp"
#include "runtime/plain_family.hpp"

namespace emu::calendar {
namespace {

namespace bhttp = http::bhttp;

constexpr char kFamily[] = "calendar";
using CalendarFamily = runtime::PlainFamily<kFamily>;
using CalendarCall = runtime::PlainCall;
using CalendarError = runtime::PlainError;

std::unexpected<CalendarError> not_found() {
  return std::unexpected(CalendarError{bhttp::status::not_found, "Not found\n"});
}

using Result = std::expected<http::Response, CalendarError>;

// Database failures as the family's internal error (not retried: a feed is read again soon).
template <class F>
auto transaction(CalendarCall& call, F&& f) {
  return db::in_transaction(
      *call.ctx.db, {},
      [](const db::DbError& e) { return CalendarFamily::internal("feed", e.message); },
      std::forward<F>(f));
}

template <class T>
std::expected<T, CalendarError> lifted(db::Result<T>&& r, std::string_view what) {
  if (!r) return std::unexpected(CalendarFamily::internal(what, r.error().message));
  return std::move(*r);
}

Result feed(CalendarCall& call) {
  std::string_view file = call.req.param("file");
  if (!file.ends_with(".ics") || file.size() <= 4 || file.size() > 200) return not_found();
  const std::string token(file.substr(0, file.size() - 4));
  auto found =
      transaction(call, [&](db::Connection& conn) { return lifted(find(conn, token), "token"); });
  if (!found) return std::unexpected(found.error());
  if (!*found) return not_found();
  const auto& f = **found;
  // The member must still run the whole shop's book (the owner, a manager, an admin; a staff
  // member's own feed is not offered yet).
  auth::Principal member;
  member.role = auth::Role::authenticated;
  member.user_id = f.user_id;
  auto roles = lifted(runtime::load_roles(call.ctx, member), "roles");
  if (!roles) return std::unexpected(roles.error());
  if (!*roles) return not_found();
  return transaction(call, [&](db::Connection& conn) -> Result {
    auto access = lifted(book::may_run_book(conn, f.shop_id, member, {""}), "access");
    if (!access) return std::unexpected(access.error());
    if (*access != book::Access::allowed) return not_found();
    auto text =
        lifted(render(conn, f, domain::to_minute(std::chrono::system_clock::now())), "feed");
    if (!text) return std::unexpected(text.error());
    auto res =
        http::text_response(bhttp::status::ok, std::move(*text), "text/calendar; charset=utf-8");
    res.set(bhttp::field::cache_control, "private, no-cache");
    res.set(bhttp::field::content_disposition, "inline; filename=\"emu.ics\"");
    return res;
  });
}

}  // namespace

void register_calendar_routes(http::Router& router, runtime::Context& ctx) {
  using runtime::Guard;
  router.add(bhttp::verb::get, "/calendar/v1/:file",
             runtime::endpoint<CalendarFamily>(ctx, {Guard::open}, feed));
}

}  // namespace emu::calendar
