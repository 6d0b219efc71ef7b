// The review invitation (issue 15), run by the booking jobs: a booking completed at least
// EMU_REVIEW_INVITE_AFTER ago (and less than the 90-day review window), not reviewed and not
// invited yet, gets one e-mail in its customer's language. Each booking is claimed by
// UPDATE ... WHERE review_invited_at IS NULL in its own transaction, so several servers send
// one invitation (the outbox dedupe key review-invitation:<booking id> backs it up).
#pragma once

#include <chrono>
#include <string>

#include "db/database.hpp"

namespace emu::reviews {

// The number of invitations queued.
db::Result<int> send_review_invitations(db::Database& db, std::chrono::system_clock::time_point now,
                                        std::chrono::seconds invite_after,
                                        const std::string& site_url);

}  // namespace emu::reviews
