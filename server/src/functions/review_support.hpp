// What the review functions share (issue 15): the refusals of marketplace.md C.3 with their
// exact messages, reading a review for a change, and the audit row every review change writes
// (with the shop's name, which the admin dashboard's activity list shows).
#pragma once

#include <boost/json/object.hpp>
#include <string>
#include <string_view>

#include "functions/function_call.hpp"

namespace emu::functions {

// C.3's messages (the web shows errors.<code> from its locale files; these are the English).
std::unexpected<FnError> not_eligible();
std::unexpected<FnError> already_reviewed();
std::unexpected<FnError> already_reported();

// The review by id: 400 validation_failed for a malformed id, 404 not_found when absent.
FnResult<boost::json::object> review_for_change(db::Connection& conn, const std::string& id);

// The audit row of a review change: entity review <id>; details gain shop_id, business_name
// and rating.
FnResult<void> audit_review(db::Connection& conn, const FnCall& call, std::string_view action,
                            const boost::json::object& review, boost::json::object details = {});

// Texts of reviews, replies and report details: at most this many characters (UTF-8).
inline constexpr std::size_t kMaxReviewText = 2000;
bool too_long(std::string_view text);

// The rating of a body: an integer 1-5 (4.0 counts as 4); 0 when missing or out of range.
int rating_field(const boost::json::object& body);

}  // namespace emu::functions
