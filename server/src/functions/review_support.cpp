#include "functions/review_support.hpp"

#include <cmath>

#include "db/cells.hpp"
#include "functions/audit.hpp"
#include "functions/body_fields.hpp"
#include "reviews/review_store.hpp"
#include "shops/shop_store.hpp"

namespace emu::functions {

std::unexpected<FnError> not_eligible() {
  return fail(Code::not_eligible, "You can review a shop after a completed visit.");
}

std::unexpected<FnError> already_reviewed() {
  return fail(Code::already_reviewed, "You have already reviewed this visit.");
}

std::unexpected<FnError> already_reported() {
  return fail(Code::already_reported, "You have already reported this review.");
}

FnResult<boost::json::object> review_for_change(db::Connection& conn, const std::string& id) {
  if (!is_uuid(id)) {
    return fail(Code::validation_failed, "The request is incomplete",
                boost::json::object{{"reviewId", "reviewId must be a review id"}});
  }
  FN_TRY(found, reviews::find_review(conn, id));
  if (!found) return fail(Code::not_found, "Review not found");
  return std::move(*found);
}

FnResult<void> audit_review(db::Connection& conn, const FnCall& call, std::string_view action,
                            const boost::json::object& review, boost::json::object details) {
  const auto shop_id = db::text(review.at("shop_id"));
  FN_TRY(name, shops::name_of(conn, shop_id));
  details["shop_id"] = shop_id;
  details["business_name"] = name;
  details["rating"] = db::integer(review.at("rating"));
  FN_CHECK(write_audit(conn, call, action, "review", db::text(review.at("id")), details));
  return {};
}

bool too_long(std::string_view text) {
  std::size_t n = 0;
  for (unsigned char c : text) n += (c & 0xC0) != 0x80;
  return n > kMaxReviewText;
}

int rating_field(const boost::json::object& body) {
  const auto* v = body.if_contains("rating");
  if (!v) return 0;
  double x = 0;
  if (v->is_int64()) {
    x = static_cast<double>(v->as_int64());
  } else if (v->is_uint64()) {
    x = static_cast<double>(v->as_uint64());
  } else if (v->is_double()) {
    x = v->as_double();
  } else {
    return 0;
  }
  if (x != std::floor(x) || x < 1 || x > 5) return 0;
  return static_cast<int>(x);
}

}  // namespace emu::functions
