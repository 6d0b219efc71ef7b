// client-card {clientId} and update-client-note {clientId, note} (the client's shop's team
// through book::may_run_book; salon-day.md C.2 "Customers"): a client's card (name, phone,
// e-mail, figures, the shop's private note, booking history), and the note written. 200
// {client, bookings}. The note is the shop's: no read of the customer's ever carries it.
#include "clients/clients.hpp"
#include "functions/body_fields.hpp"
#include "functions/book_support.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {
namespace {

// The client's card for the caller, or 404 / 403 (not_member).
FnResult<boost::json::object> card_for(db::Connection& conn, const FnCall& call,
                                       const std::string& client_id) {
  FN_TRY(shop, clients::shop_of(conn, client_id));
  if (!shop) return fail(Code::not_found, "Client not found");
  FN_CHECK(require_book(conn, call, *shop, {""}));  // the shop's clients: not staff (C.1)
  FN_TRY(found, clients::card(conn, client_id, clients::Scope{}));
  if (!found) return fail(Code::not_found, "Client not found");
  return std::move(*found);
}

}  // namespace

FnResult<boost::json::value> client_card(FnCall& call) {
  FN_TRY(id, id_field(call.body, "clientId", "a client id"));
  FN_TRY(found, in_transaction(*call.ctx.db,
                               [&](db::Connection& conn) { return card_for(conn, call, id); }));
  return found;
}

FnResult<boost::json::value> update_client_note(FnCall& call) {
  Fields fields(call.body);
  const auto id = fields.id("clientId", "a client id");
  const auto* note = call.body.if_contains("note");
  if (!note || !note->is_string()) {
    fields.problem("note", "note must be text (empty to clear it)");
  } else if (note->as_string().size() > 2000) {
    fields.problem("note", "note must be at most 2000 characters");
  }
  FN_CHECK(std::move(fields).verdict("The note is incomplete"));
  const std::string text(note->as_string());
  FN_TRY(found,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           FN_CHECK(card_for(conn, call, id));  // the caller's client, before writing
           FN_CHECK(clients::set_note(conn, id, text));
           return card_for(conn, call, id);
         }));
  return found;
}

}  // namespace emu::functions
