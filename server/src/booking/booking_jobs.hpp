// The booking jobs, run periodically by every server (app/serve.cpp schedules run_booking_jobs
// on the worker pool every EMU_BOOKING_SWEEP_MS). Each step is safe with several servers:
//  - expiry: a pending request past expires_at becomes cancelled (system, expired), its cells
//    are freed and the customer is e-mailed; the conditional UPDATE lets one server win;
//  - reminder: a confirmed booking starting within EMU_BOOKING_REMINDER_BEFORE gets one e-mail,
//    claimed by UPDATE ... WHERE reminded_at IS NULL (and the outbox dedupe key);
//  - completion: confirmed bookings EMU_BOOKING_COMPLETE_AFTER past their end become completed
//    (no_show ones are left alone);
//  - weather: bookings under a warning in force are marked weather_affected;
//  - cells of bookings over for more than a day are purged.
// The review invitations that follow completion are the reviews room's job
// (reviews/review_invitations.hpp); app/serve.cpp runs them right after these, so booking
// never depends on reviews.
#pragma once

#include <chrono>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "db/database.hpp"

namespace emu::booking {

struct JobSettings {
  std::chrono::seconds reminder_before{24 * 3600};
  std::chrono::seconds complete_after{24 * 3600};
  std::string site_url;
};

struct JobReport {
  int expired = 0, reminded = 0;
  std::int64_t completed = 0, weather_marked = 0, cells_purged = 0;
};

db::Result<JobReport> run_booking_jobs(db::Database& db, const JobSettings& settings);

// The first column of a job's query as text, on a pooled connection (the ids a job then
// changes one by one, each in its own transaction). The payment jobs use it too.
db::Result<std::vector<std::string>> job_ids(db::Database& db, std::string_view sql,
                                             std::initializer_list<db::Param> params);

}  // namespace emu::booking
