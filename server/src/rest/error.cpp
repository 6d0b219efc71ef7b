#include "rest/error.hpp"

#include <string_view>

#include "db/database.hpp"

namespace emu::rest {

unsigned status_for(const RestError& error, bool anonymous) {
  const std::string_view c = error.code;
  if (c == "42501") return anonymous ? 401 : 403;
  if (c == "23505" || c == "23503") return 409;
  if (c == "23502" || c == "23514" || c == "22P02" || c == "22003" || c == "22007" ||
      c == "22023" || c == "42804" || c == "42883" || c == "21000" || c == "42703" ||
      c == "54000" || c == "54001" || c == "22021" || c == "42P10") {
    return 400;
  }
  if (c == "42P01") return 404;
  // Emu's own limits (rest/mail_limits.hpp), named as GoTrue and the functions name them.
  if (c == "over_request_rate_limit" || c == "over_email_send_rate_limit") return 429;
  if (db::is_unavailable(c) || c == "55000") return 503;
  if (c.starts_with("PGRST")) {
    if (c == "PGRST101") return 405;
    if (c == "PGRST103") return 416;
    if (c == "PGRST106" || c == "PGRST107" || c == "PGRST116") return 406;
    if (c == "PGRST201") return 300;
    if (c == "PGRST202" || c == "PGRST205" || c == "PGRST125") return 404;
    if (c == "PGRST000") return 503;
    if (c.starts_with("PGRST3")) return 401;
    return 400;  // PGRST100, 102, 120, 122, 124, 200, 204 and the other request errors
  }
  return 500;
}

}  // namespace emu::rest
