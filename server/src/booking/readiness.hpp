// A shop's readiness read from the database (the rule is domain/readiness.hpp): what the
// dashboard lists, what the public booking page asks, and what create-booking checks first.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "domain/readiness.hpp"

namespace emu::booking {

// Every reason the shop is not bookable online (empty: bookable); nullopt: no such shop.
db::Result<std::optional<std::vector<domain::NotReady>>> shop_readiness(db::Connection& conn,
                                                                        const std::string& shop_id);

// The shop a service belongs to; nullopt: no such service.
db::Result<std::optional<std::string>> shop_of_service(db::Connection& conn,
                                                       const std::string& service_id);

}  // namespace emu::booking
