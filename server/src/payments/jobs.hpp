// The payment jobs, run by every server right after the booking jobs (app/serve.cpp, every
// EMU_BOOKING_SWEEP_MS, on the worker pool). Each step is safe with several servers (guarded
// UPDATEs: the one that changes the row does the rest):
//  - unpaid release: a booking still awaiting its deposit at payment_due_at (and no "I have
//    paid" waiting for the shop) becomes cancelled (system, unpaid), its cells are freed, its
//    payments expired and the customer e-mailed;
//  - outcomes: a paid deposit whose booking was completed (the booking job), marked no-show or
//    cancelled is kept or refunded (moves.hpp settle_booking).
#pragma once

#include <cstdint>

#include "db/database.hpp"
#include "payments/settlement.hpp"

namespace emu::payments {

struct JobReport {
  int released = 0, settled = 0;
};

db::Result<JobReport> run_payment_jobs(db::Database& db, const Settings& settings);

// The booking functions' hook: a booking's status just changed (cancel, decline, no-show,
// complete ...) inside the caller's transaction; its deposit follows (moves.hpp).
db::Result<void> after_booking_change(db::Connection& conn, const std::string& booking_id,
                                      const std::string& now, const Settings& settings);

}  // namespace emu::payments
