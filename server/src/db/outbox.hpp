// What the durable outboxes (the e-mail outbox, mail/; the WhatsApp outbox, messaging/) share:
// their pace, the background thread that polls each, one poll's walk over the due rows, and
// the reads of their rows that only differ by statement.
#pragma once

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "db/database.hpp"

namespace emu::db {

struct OutboxPace {
  std::chrono::milliseconds poll{1000};
  std::int64_t max_attempts = 8;
  std::chrono::milliseconds backoff_base{30'000};
  std::chrono::milliseconds backoff_cap{std::chrono::hours(6)};
  std::chrono::milliseconds lease{60'000};  // a claimed row comes back after this
  int batch = 20;

  // After failed attempt number `attempts` at `failed_at`: when to try again (exponential
  // backoff, common/backoff.hpp), or nullopt to give up: the failure is `permanent` or that
  // was the last attempt.
  [[nodiscard]] std::optional<std::chrono::system_clock::time_point> retry_at(
      std::int64_t attempts, bool permanent, std::chrono::system_clock::time_point failed_at) const;
};

// The thread of an outbox worker. Rows are committed before the worker sees them and claimed
// with a lease, so stopping between two rows loses nothing.
class OutboxPoller {
 public:
  // `name` prefixes the log lines ("outbox", "whatsapp"); polls every pace.poll, reads up to
  // pace.batch due rows at a time.
  OutboxPoller(std::string name, const OutboxPace& pace);
  ~OutboxPoller();  // stops
  // Calls `poll` now and every interval after it until stop(); a throw is logged. Logs
  // "<name>: worker started (<how>)". A second start does nothing.
  void start(std::string_view how, std::function<void()> poll);
  // Wakes the thread, lets the row in hand finish, then returns.
  void stop();

  // The ids of the rows due at `now` (a UTC timestamp), at most `limit`, in queue order.
  using DueIds = std::function<Result<std::vector<std::string>>(Connection&, const std::string& now,
                                                                int limit)>;
  // One poll's walk: the ids `due` reads now on a connection of `db`, each handed to `handle`
  // in queue order until stop() is asked. Returns how many were handed; a failed read is logged.
  int for_each_due(Database& db, const DueIds& due,
                   const std::function<void(const std::string& id)>& handle) const;

 private:
  std::string name_;
  std::chrono::milliseconds interval_;
  int batch_;
  std::mutex mutex_;
  std::condition_variable_any wake_;
  std::jthread thread_;
};

// A leased claim of the row `id`: `claim` (one conditional UPDATE with `params`) takes it
// when it is free or its lease has run out, so several workers share one outbox and each row
// is handled once; when it took the row, `read` ($1 = id) answers its cells, which `make`
// turns into a T. nullopt: another worker has the row, or it is gone.
Result<std::optional<std::vector<boost::json::value>>> claim_row(
    Connection& conn, std::string_view claim, std::initializer_list<Param> params,
    std::string_view read, const std::string& id);
template <class T, class Make>
Result<std::optional<T>> claim_row(Connection& conn, std::string_view claim,
                                   std::initializer_list<Param> params, std::string_view read,
                                   const std::string& id, Make make) {
  auto row = claim_row(conn, claim, params, read, id);
  if (!row) return std::unexpected(row.error());
  if (!*row) return std::optional<T>();
  return std::optional<T>(make(**row));
}

// The first column of the rows `sql` answers for ($1 = now, $2 = limit): the due rows' ids.
Result<std::vector<std::string>> due_ids(Connection& conn, std::string_view sql,
                                         const std::string& now, int limit);
// {status: count} for every one of `statuses` (0 when none), from `sql`'s (status, count)
// rows; a status not listed is left out.
Result<boost::json::object> counts_by_status(Connection& conn, std::string_view sql,
                                             std::initializer_list<std::string_view> statuses);

}  // namespace emu::db
