// The one transaction runner. Every room runs its statements through in_transaction() (or
// with_connection() for a lone statement): borrow a pooled connection, BEGIN, run f, COMMIT
// when f succeeds, roll back otherwise, and try again from the top when the database says the
// transaction lost a race. The retry rule lives here and nowhere else.
#pragma once

#include <string_view>

#include "db/database.hpp"

namespace emu::db {

// Lost races, worth running again: PostgreSQL's serialization failure (40001) and deadlock
// (40P01); SQLite's busy and locked, which its driver reports as 40001. Anything else is final,
// among them a lock still held when the lock timeout ran out (55P03: waiting once more would
// only stretch the wait), a cancelled statement (57014) and a stopping server (57P01).
inline bool is_retryable(std::string_view sqlstate) {
  return sqlstate == "40001" || sqlstate == "40P01";
}
inline constexpr int kTransactionRetries = 3;

// The retry rule reads the sqlstate behind an error of any room: each error type offers
// retry_state() next to it (found by argument-dependent lookup).
inline std::string_view retry_state(const DbError& e) { return e.sqlstate; }

struct TxOptions {
  TxMode mode = TxMode::write;
  bool commit = true;  // false: roll back even on success (PostgREST's Prefer: tx=rollback)
};

// f(Connection&) -> std::expected<T, E>; lift(const DbError&) -> E turns the runner's own
// failures (no connection, BEGIN, COMMIT) into the caller's error type.
template <class Lift, class F>
auto in_transaction(Database& db, TxOptions options, Lift&& lift, F&& f)
    -> decltype(f(std::declval<Connection&>())) {
  using R = decltype(f(std::declval<Connection&>()));
  for (int attempt = 0;; ++attempt) {
    const bool may_retry = attempt < kTransactionRetries;
    auto conn = db.acquire();
    if (!conn) return R(std::unexpect, lift(conn.error()));
    auto tx = Transaction::begin(**conn, options.mode);
    if (!tx) {
      if (may_retry && is_retryable(tx.error().sqlstate)) continue;
      return R(std::unexpect, lift(tx.error()));
    }
    R result = f(**conn);
    if (!result) {
      if (may_retry && is_retryable(retry_state(result.error()))) continue;
      return result;  // the Transaction destructor rolls back
    }
    if (!options.commit) return result;
    if (auto done = tx->commit(); !done) {
      if (may_retry && is_retryable(done.error().sqlstate)) continue;
      return R(std::unexpect, lift(done.error()));
    }
    return result;
  }
}

// The same with DbError as the error type.
template <class F>
auto in_transaction(Database& db, TxMode mode, F&& f) -> decltype(f(std::declval<Connection&>())) {
  return in_transaction(
      db, TxOptions{mode, true}, [](const DbError& e) { return e; }, std::forward<F>(f));
}

// One statement outside BEGIN/COMMIT (a lone SELECT sees one snapshot on both engines), with
// the same retry rule.
template <class Lift, class F>
auto with_connection(Database& db, Lift&& lift, F&& f) -> decltype(f(std::declval<Connection&>())) {
  using R = decltype(f(std::declval<Connection&>()));
  for (int attempt = 0;; ++attempt) {
    auto conn = db.acquire();
    if (!conn) return R(std::unexpect, lift(conn.error()));
    R result = f(**conn);
    if (!result && attempt < kTransactionRetries && is_retryable(retry_state(result.error())))
      continue;
    return result;
  }
}

}  // namespace emu::db
