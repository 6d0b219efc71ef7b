// A shop's customers (salon-day.md C.2 "Customers"): one shop_clients row per shop and customer
// (an account, or a customer the shop wrote down, known by their phone), the shop's private
// note, and figures counted from their bookings. Who may read them is the caller's question
// (book::may_run_book); a scope narrows what a staff member sees to their own bookings'
// customers. Nothing here is ever shown to the customer.
#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <optional>
#include <string>

#include "db/database.hpp"

namespace emu::clients {

// Whose clients the caller sees: the whole shop's, or one staff member's bookings' customers.
struct Scope {
  std::optional<std::string> staff_id;  // nullopt: every client of the shop
};

// The key a customer is known by: "u:<user id>", or "p:<digits of the phone>" (a leading 852
// of an eleven-digit number dropped, so "+852 9123 4567" and "91234567" are one customer).
std::string client_key(const std::string& user_id, const std::string& phone);

// In the transaction that placed `booking` (the row as stored): its client, made or refreshed,
// and the booking's link to it. For an online booking (a user_id) the customer's name and
// e-mail come from the account and the phone is `phone` when given, else the profile's; they
// are written on the booking too, so every booking the shop sees carries them.
db::Result<void> attach(db::Connection& conn, const boost::json::object& booking,
                        const std::optional<std::string>& phone, const std::string& now);

// The shop's clients with their figures, most recently booked first.
db::Result<boost::json::array> list(db::Connection& conn, const std::string& shop_id,
                                    const Scope& scope);

// The shop a client belongs to; nullopt: no such client.
db::Result<std::optional<std::string>> shop_of(db::Connection& conn, const std::string& client_id);

// The client with their figures and bookings ({client, bookings}); nullopt when the scope
// sees none of their bookings.
db::Result<std::optional<boost::json::object>> card(db::Connection& conn,
                                                    const std::string& client_id,
                                                    const Scope& scope);

// The shop's private note on the client.
db::Result<void> set_note(db::Connection& conn, const std::string& client_id,
                          const std::string& note);

}  // namespace emu::clients
