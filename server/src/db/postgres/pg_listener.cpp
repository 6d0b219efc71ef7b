// db::open_listener on libpq: LISTEN on a dedicated connection, then poll() its socket.
#include <libpq-fe.h>
#include <poll.h>

#include <cctype>

#include "db/listener.hpp"

namespace emu::db {
namespace {

class PgListener final : public Listener {
 public:
  explicit PgListener(PGconn* conn) : conn_(conn, &PQfinish) {}

  Result<std::vector<std::string>> wait(std::chrono::milliseconds timeout) override {
    std::vector<std::string> out;
    if (collect(out); !out.empty()) return out;
    pollfd fd{PQsocket(conn_.get()), POLLIN, 0};
    if (fd.fd < 0) return lost();
    int ready = ::poll(&fd, 1, static_cast<int>(timeout.count()));
    if (ready < 0) return out;  // interrupted: the caller simply waits again
    if (ready > 0 && PQconsumeInput(conn_.get()) == 0) return lost();
    collect(out);
    return out;
  }

 private:
  void collect(std::vector<std::string>& out) {
    while (PGnotify* n = PQnotifies(conn_.get())) {
      out.emplace_back(n->extra ? n->extra : "");
      PQfreemem(n);
    }
  }
  std::unexpected<DbError> lost() {
    return std::unexpected(DbError{"08006", PQerrorMessage(conn_.get()), ""});
  }

  std::unique_ptr<PGconn, decltype(&PQfinish)> conn_;
};

}  // namespace

Result<std::unique_ptr<Listener>> open_listener(std::string_view url, std::string_view channel) {
  for (char c : channel) {
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) {
      return std::unexpected(DbError{"42602", "invalid channel name", ""});
    }
  }
  std::unique_ptr<PGconn, decltype(&PQfinish)> conn(PQconnectdb(std::string(url).c_str()),
                                                    &PQfinish);
  if (!conn) return std::unexpected(DbError{"08006", "out of memory", ""});
  if (PQstatus(conn.get()) != CONNECTION_OK) {
    return std::unexpected(DbError{"08006", PQerrorMessage(conn.get()), ""});
  }
  PGresult* res = PQexec(conn.get(), ("LISTEN " + std::string(channel)).c_str());
  const bool ok = PQresultStatus(res) == PGRES_COMMAND_OK;
  PQclear(res);
  if (!ok) return std::unexpected(DbError{"08006", PQerrorMessage(conn.get()), ""});
  return std::make_unique<PgListener>(conn.release());
}

}  // namespace emu::db
