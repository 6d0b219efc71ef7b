// submit-review (a signed-in customer), marketplace.md C.3 and C.4.2.
//  - Write: {bookingId, rating 1-5, comment?, photos?} -> 201 {review}; photos: at most four
//    object names the caller uploaded to review-photos (reviews/review_photos.hpp), else 400. The booking must be the
//    caller's and completed (else 403 not_eligible: someone else's, not completed, a no-show
//    or no such booking), not reviewed yet (409 already_reviewed; the UNIQUE booking_id backs
//    the check under races) and at most 90 days old (422 review_window_closed).
//  - Edit: {reviewId, rating, comment?, photos?} -> 200 {review} (photos absent: kept), for 30 days after it was written
//    (422 edit_window_closed), by its author (403 forbidden), while published (403 forbidden
//    once moderation hid it or removed its text); sets edited_at.
// Either way the shop's rating and total_ratings are recomputed from the rows, and the audit
// row (review.submit / review.edit) written, in the same transaction; a new review e-mails the
// shop's owner.
#include "booking/cells.hpp"
#include "common/ids.hpp"
#include "functions/body_fields.hpp"
#include "functions/booking_support.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"
#include "functions/review_support.hpp"
#include "reviews/review_notify.hpp"
#include "reviews/review_photos.hpp"
#include "reviews/review_store.hpp"

namespace emu::functions {
namespace {

using Photos = std::optional<std::vector<std::string>>;  // nullopt: not sent

// 400 naming the photos' problem, if they have one.
FnResult<void> check_photos(FnCall& call, db::Connection& conn, const Photos& photos) {
  if (!photos) return {};
  FN_TRY(problem, reviews::photos_problem(conn, call.principal.user_id, *photos));
  if (!problem) return {};
  return fail(Code::validation_failed, "The review is incomplete",
              boost::json::object{{"photos", *problem}});
}

FnResult<boost::json::object> write_review(FnCall& call, db::Connection& conn,
                                           const std::string& booking_id, int rating,
                                           const std::optional<std::string>& comment,
                                           const Photos& photos) {
  FN_TRY(visit, reviews::find_visit(conn, booking_id));
  if (!visit || visit->user_id != call.principal.user_id || visit->status != "completed") {
    return not_eligible();
  }
  FN_TRY(reviewed, reviews::booking_reviewed(conn, booking_id));
  if (reviewed) return already_reviewed();
  FN_CHECK(check_photos(call, conn, photos));
  if (!visit->when || now_minute(call) - *visit->when > reviews::kReviewWindowDays * 1440) {
    return fail(Code::review_window_closed, "Reviews can be written up to 90 days after a visit.");
  }
  FN_TRY(name, reviews::author_display_name(conn, call.principal.user_id));
  const auto id = common::new_uuid();
  auto inserted = reviews::insert_review(
      conn,
      {id, call.principal.user_id, booking_id, call.now, rating, comment,
       name.empty() ? std::optional<std::string>() : std::optional<std::string>(name),
       photos.value_or(std::vector<std::string>{})},
      *visit);
  if (!inserted) {
    if (inserted.error().sqlstate == "23505") return already_reviewed();
    return std::unexpected(to_fn_error(inserted.error()));
  }
  FN_CHECK(reviews::recompute_rating(conn, visit->shop_id));
  FN_TRY(review, reviews::find_review(conn, id));
  FN_CHECK(
      reviews::notify(conn, mail::ReviewEmail::merchant_new, id, call.ctx.config.public_url()));
  FN_CHECK(audit_review(conn, call, "review.submit", *review, {{"booking_id", booking_id}}));
  return std::move(*review);
}

FnResult<boost::json::object> edit_review(FnCall& call, db::Connection& conn,
                                          const std::string& review_id, int rating,
                                          const std::optional<std::string>& comment,
                                          const Photos& photos) {
  FN_TRY(review, review_for_change(conn, review_id));
  if (booking::text(review.at("user_id")) != call.principal.user_id) {
    return fail(Code::forbidden, "This review is not yours");
  }
  if (booking::text(review.at("status")) != "published") {
    return fail(Code::forbidden, "This review is under moderation and cannot be edited.");
  }
  const auto written = booking::instant(review.at("created_at"));
  if (!written || now_minute(call) - *written > reviews::kEditWindowDays * 1440) {
    return fail(Code::edit_window_closed,
                "A review can be edited for 30 days after it is written.");
  }
  FN_CHECK(check_photos(call, conn, photos));
  FN_CHECK(reviews::edit_review(conn, review_id, rating, comment, call.now));
  if (photos) FN_CHECK(reviews::set_photos(conn, review_id, *photos));
  FN_CHECK(reviews::recompute_rating(conn, booking::text(review.at("shop_id"))));
  FN_TRY(stored, reviews::find_review(conn, review_id));
  FN_CHECK(audit_review(conn, call, "review.edit", *stored,
                        {{"previous_rating", booking::integer(review.at("rating"))}}));
  return std::move(*stored);
}

}  // namespace

FnResult<boost::json::value> submit_review(FnCall& call) {
  const auto booking_id = text_field(call.body, "bookingId");
  const auto review_id = text_field(call.body, "reviewId");
  const int rating = rating_field(call.body);
  const auto comment = optional_text(call.body, "comment");
  const Photos photos = call.body.contains("photos") && !call.body.at("photos").is_null()
                            ? Photos(string_list(call.body, "photos"))
                            : Photos();
  Fields fields(call.body);
  if (review_id.empty() && !is_uuid(booking_id)) {
    fields.problem("bookingId", "bookingId must be a booking id");
  }
  if (!review_id.empty() && !is_uuid(review_id))
    fields.problem("reviewId", "reviewId must be a review id");
  if (rating == 0) fields.problem("rating", "rating must be a whole number from 1 to 5");
  if (comment && too_long(*comment)) {
    fields.problem("comment", "comment must be at most 2000 characters");
  }
  FN_CHECK(std::move(fields).verdict("The review is incomplete"));
  const bool editing = !review_id.empty();
  FN_TRY(review,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           return editing ? edit_review(call, conn, review_id, rating, comment, photos)
                          : write_review(call, conn, booking_id, rating, comment, photos);
         }));
  if (!editing) call.status = http::bhttp::status::created;
  return boost::json::object{{"review", reviews::review_json(std::move(review))}};
}

}  // namespace emu::functions
