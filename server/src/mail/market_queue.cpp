#include "mail/market_queue.hpp"

#include <spdlog/spdlog.h>

namespace emu::mail {

std::string dedupe_key(MarketEmail kind, std::string_view record_id) {
  return std::string(email_type(kind)) + ":" + std::string(record_id);
}

OutboxEmail prepare_market_email(const MarketMessage& message, const MailSettings& settings) {
  auto rendered = render_market_email(message.kind, message.lang, message.params, settings.site_url,
                                      settings.review_days);
  boost::json::object params = message.params;
  params["link"] = market_link(message.kind, settings.site_url, message.params);
  return OutboxEmail{message.to,
                     template_id(message.kind),
                     std::string(email_type(message.kind)),
                     std::string(domain::to_string(message.lang)),
                     std::move(rendered.subject),
                     std::move(rendered.html),
                     std::move(rendered.text),
                     std::move(params),
                     message.dedupe_key,
                     message.at};
}

db::Result<std::optional<std::string>> queue_prepared(db::Connection& conn, const OutboxEmail& row,
                                                      const MailSettings& settings) {
  auto id = enqueue_email_once(conn, row);
  if (id && *id && !settings.smtp_configured) {
    spdlog::info("mail: no SMTP configured; {} e-mail for {} queued: {}", row.email_type, row.to,
                 row.params.at("link").as_string());
  }
  return id;
}

db::Result<std::optional<std::string>> queue_market_email(db::Connection& conn,
                                                          const MarketMessage& message,
                                                          const MailSettings& settings) {
  return queue_prepared(conn, prepare_market_email(message, settings), settings);
}

db::Result<std::optional<std::string>> queue_waitlist_welcome(db::Connection& conn,
                                                              const std::string& email,
                                                              domain::Lang lang,
                                                              const MailSettings& settings) {
  MarketMessage m{MarketEmail::waitlist_welcome,
                  email,
                  lang,
                  {{"email", email}, {"name", ""}},
                  dedupe_key(MarketEmail::waitlist_welcome, email),
                  {}};
  return queue_market_email(conn, m, settings);
}

}  // namespace emu::mail
