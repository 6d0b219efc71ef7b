#include "mail/waitlist_welcome.hpp"

#include <array>
#include <chrono>
#include <vector>

#include "common/ids.hpp"
#include "db/transaction.hpp"
#include "mail/sql.hpp"

namespace emu::mail {

db::Result<int> WaitlistSweep::run(db::Database& db, int limit) {
  // Rows commit in an order that may differ from their created_at: look back a minute.
  auto now = std::chrono::system_clock::now();
  std::string since = seen_until_.empty() ? std::string("1970-01-01T00:00:00.000Z") : seen_until_;
  std::string next_mark = common::format_utc(now - std::chrono::minutes(1));
  // A plain read first: most polls find nothing and need no write lock.
  std::vector<std::pair<std::string, domain::Lang>> emails;
  {
    auto conn = db.acquire();
    if (!conn) return std::unexpected(conn.error());
    std::array<db::Param, 2> params{since, static_cast<std::int64_t>(limit)};
    auto rows = (*conn)->query(sql::kUnwelcomedWaitlist, params);
    if (!rows) return std::unexpected(rows.error());
    for (const auto& row : rows->rows) {
      if (!row[0].is_string()) continue;
      const bool en = row[1].is_string() && row[1].as_string() == "en";
      emails.emplace_back(std::string(row[0].as_string()),
                          en ? domain::Lang::en : domain::Lang::zh);
    }
  }
  const bool saw_all = static_cast<int>(emails.size()) < limit;
  db::Result<int> queued = 0;
  if (!emails.empty()) {
    // Another instance or send-email may queue the same address meanwhile: the dedupe key
    // makes the second insert a no-op.
    queued =
        db::in_transaction(db, db::TxMode::write, [&](db::Connection& conn) -> db::Result<int> {
          int n = 0;
          for (const auto& [email, lang] : emails) {
            // The language the visitor joined in (the SPA sends its remembered language).
            auto id = queue_waitlist_welcome(conn, email, lang, settings_);
            if (!id) return std::unexpected(id.error());
            if (*id) ++n;
          }
          return n;
        });
  }
  if (queued && saw_all) seen_until_ = next_mark;
  return queued;
}

}  // namespace emu::mail
