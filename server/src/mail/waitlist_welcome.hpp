// The waitlist welcome (template 8), queued for every waitlist_emails row however it got
// there: the SPA inserts through /rest/v1 (another room), so instead of a hook in that insert
// the outbox worker sweeps for addresses without a welcome and queues one, once per address
// (the outbox dedupe key). A crash between the insert and the sweep therefore loses nothing.
#pragma once

#include <string>

#include "db/database.hpp"
#include "mail/market_queue.hpp"

namespace emu::mail {

class WaitlistSweep {
 public:
  explicit WaitlistSweep(MailSettings settings) : settings_(std::move(settings)) {}
  // Queues welcomes for up to `limit` new addresses; returns how many were queued. The first
  // sweep looks at the whole list, later ones only at rows newer than what was seen (minus a
  // margin for rows committed late), so a long list costs nothing per poll.
  db::Result<int> run(db::Database& db, int limit = 100);

 private:
  MailSettings settings_;
  std::string seen_until_;  // created_at watermark; empty: sweep everything
};

}  // namespace emu::mail
