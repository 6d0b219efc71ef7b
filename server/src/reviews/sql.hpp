// The reviews room's SQL, named (issue 26): the statements of the review store, moderation,
// reports, replies, invitations and review e-mails. The visible statuses are spelled once
// (kVisibleStatuses) and composed into the statements that count the public reviews.
#pragma once

#include <string>
#include <string_view>

namespace emu::reviews::sql {

// The statuses the public sees and the rating counts.
inline constexpr std::string_view kVisibleStatuses = "('published', 'text_removed')";

// --- reviews
inline constexpr std::string_view kFindReview = R"sql(
    SELECT id, user_id, shop_id, service_id, booking_id, staff_id, rating, comment, status,
    author_name, service_name, service_name_zh, merchant_reply, merchant_reply_at,
    merchant_reply_by, edited_at, photos, created_at, updated_at FROM reviews WHERE id = $1)sql";
inline const std::string kRecomputeRating =
    "UPDATE businesses SET rating = COALESCE((SELECT ROUND(AVG(r.rating), 2) FROM reviews AS r "
    "WHERE r.shop_id = $1 AND r.status IN " +
    std::string(kVisibleStatuses) +
    "), 0), total_ratings = (SELECT COUNT(*) FROM reviews AS r WHERE r.shop_id = $1 AND "
    "r.status IN " +
    std::string(kVisibleStatuses) + ") WHERE id = $1";
// The same for every shop at once (the demo seed).
inline const std::string kRecomputeAllRatings =
    "UPDATE businesses SET rating = coalesce((SELECT round(avg(r.rating), 2) FROM reviews AS r "
    "WHERE r.shop_id = businesses.id AND r.status IN " +
    std::string(kVisibleStatuses) +
    "), 0), total_ratings = (SELECT count(*) FROM reviews AS r WHERE r.shop_id = businesses.id "
    "AND r.status IN " +
    std::string(kVisibleStatuses) + ")";
inline constexpr std::string_view kAuthorName = R"sql(
    SELECT u.raw_user_meta_data, p.name FROM users u LEFT JOIN user_profiles p ON p.user_id =
    u.id WHERE u.id = $1)sql";
inline constexpr std::string_view kFillServiceNames = R"sql(
    UPDATE reviews SET service_name = (SELECT s.name FROM services s WHERE s.id =
    reviews.service_id), service_name_zh = (SELECT s.name_zh FROM services s WHERE s.id =
    reviews.service_id) WHERE service_name IS NULL AND service_id IS NOT NULL)sql";
inline constexpr std::string_view kAuthorsWithoutName = R"sql(
    SELECT DISTINCT user_id FROM reviews WHERE author_name IS NULL)sql";
inline constexpr std::string_view kFillAuthorName = R"sql(
    UPDATE reviews SET author_name = $1 WHERE user_id = $2 AND author_name IS NULL)sql";
inline constexpr std::string_view kShopsReviewedBy = R"sql(
    SELECT DISTINCT shop_id FROM reviews WHERE user_id = $1)sql";
inline const std::string kStarCounts =
    "SELECT rating, COUNT(*) FROM reviews WHERE shop_id = $1 AND status IN " +
    std::string(kVisibleStatuses) + " GROUP BY rating";
inline constexpr std::string_view kActiveShopRating = R"sql(
    SELECT rating, total_ratings FROM businesses WHERE id = $1 AND is_active = true)sql";

// --- writing and editing (submit-review)
// The visit a review is written for: who booked it, the shop, service and staff, its status and
// times, and the service's names for the review's snapshot.
inline constexpr std::string_view kVisit = R"sql(
    SELECT b.user_id, b.shop_id, b.service_id, b.staff_id, b.status, b.start_at,
    b.completed_at, b.booking_date, sv.name, sv.name_zh FROM bookings b
    LEFT JOIN services sv ON sv.id = b.service_id WHERE b.id = $1)sql";
inline constexpr std::string_view kReviewOfBooking = R"sql(
    SELECT id FROM reviews WHERE booking_id = $1)sql";
inline constexpr std::string_view kInsertReview = R"sql(
    INSERT INTO reviews (id, user_id, shop_id, service_id, booking_id, staff_id, rating,
    comment, status, author_name, service_name, service_name_zh, photos, created_at,
    updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'published', $9, $10, $11, $13, $12, $12)
)sql";
inline constexpr std::string_view kEditReview = R"sql(
    UPDATE reviews SET rating = $1, comment = $2, edited_at = $3, updated_at = $3 WHERE id = $4
)sql";
inline constexpr std::string_view kSetPhotos = R"sql(
    UPDATE reviews SET photos = $1 WHERE id = $2)sql";
// review_photos.cpp: an image this user uploaded for reviews.
inline constexpr std::string_view kOwnReviewPhoto = R"sql(
    SELECT 1 FROM storage_objects WHERE bucket_id = 'review-photos' AND owner = $1 AND name = $2
)sql";

// --- replies
inline constexpr std::string_view kSetReply = R"sql(
    UPDATE reviews SET merchant_reply = $1, merchant_reply_at = $2, merchant_reply_by = $3
    WHERE id = $4 AND merchant_reply IS NULL)sql";
// The shop's own reply, corrected: still one reply, its time the edit's.
inline constexpr std::string_view kEditReply = R"sql(
    UPDATE reviews SET merchant_reply = $1, merchant_reply_at = $2, merchant_reply_by = $3
    WHERE id = $4 AND merchant_reply IS NOT NULL)sql";

// --- moderation
inline constexpr std::string_view kRemovedTextExists = R"sql(
    SELECT 1 FROM review_removed_texts WHERE review_id = $1)sql";
inline constexpr std::string_view kKeepRemovedText = R"sql(
    INSERT INTO review_removed_texts (review_id, comment, photos, removed_by, removed_at) VALUES
    ($1, (SELECT r.comment FROM reviews r WHERE r.id = $1), (SELECT r.photos FROM reviews r
    WHERE r.id = $1), $2, $3))sql";
inline constexpr std::string_view kClearComment = R"sql(
    UPDATE reviews SET comment = NULL, photos = '[]' WHERE id = $1)sql";
inline constexpr std::string_view kRestoreComment = R"sql(
    UPDATE reviews SET comment = (SELECT t.comment FROM review_removed_texts t WHERE
    t.review_id = $1), photos = (SELECT t.photos FROM review_removed_texts t WHERE
    t.review_id = $1) WHERE id = $1)sql";
inline constexpr std::string_view kForgetRemovedText = R"sql(
    DELETE FROM review_removed_texts WHERE review_id = $1)sql";
inline constexpr std::string_view kSetStatus = R"sql(
    UPDATE reviews SET status = $1, updated_at = $2 WHERE id = $3)sql";

// --- reports
inline constexpr std::string_view kReportOfReview = R"sql(
    SELECT status FROM review_reports WHERE id = $1 AND review_id = $2)sql";
inline constexpr std::string_view kReportBy = R"sql(
    SELECT id FROM review_reports WHERE review_id = $1 AND reporter_id = $2)sql";
inline constexpr std::string_view kInsertReport = R"sql(
    INSERT INTO review_reports (id, review_id, reporter_id, reason, details, status,
    created_at) VALUES ($1, $2, $3, $4, $5, 'open', $6))sql";
inline constexpr std::string_view kFindReport = R"sql(
    SELECT id, review_id, reporter_id, reason, details, status, handled_by, handled_at,
    created_at FROM review_reports WHERE id = $1)sql";
inline constexpr std::string_view kReportsOfReview = R"sql(
    SELECT id, reason, status, handled_at FROM review_reports WHERE review_id = $1 ORDER BY
    created_at)sql";
// The open reports a decision answers: all of the review's, or (dismiss) the one named ($5).
inline constexpr std::string_view kCloseOpenReports = R"sql(
    UPDATE review_reports SET status = $1, handled_by = $2, handled_at = $3 WHERE
    review_id = $4 AND status = 'open')sql";
inline constexpr std::string_view kCloseOpenReport = R"sql(
    UPDATE review_reports SET status = $1, handled_by = $2, handled_at = $3 WHERE
    review_id = $4 AND status = 'open' AND id = $5)sql";

// --- invitations (the review-invitation job)
inline constexpr std::string_view kDueInvitations = R"sql(
    SELECT b.id FROM bookings b WHERE b.status = 'completed' AND b.review_invited_at IS NULL
    AND b.completed_at <= $1 AND b.completed_at > $2 AND NOT EXISTS (SELECT 1 FROM reviews r
    WHERE r.booking_id = b.id) ORDER BY b.completed_at LIMIT 200)sql";
inline constexpr std::string_view kClaimInvitation = R"sql(
    UPDATE bookings SET review_invited_at = $1 WHERE id = $2 AND review_invited_at IS NULL AND
    status = 'completed')sql";

// --- review e-mails. Columns: record id, shop id, shop name (en, zh), service name (en, zh),
// recipient e-mail, preferred_lang, user metadata, visit start, legacy visit date, rating,
// comment, reply.
inline constexpr std::string_view kInvitationMail = R"sql(
    SELECT b.id, b.shop_id, sh.name, sh.name_zh, sv.name, sv.name_zh, u.email, p.preferred_lang,
    u.raw_user_meta_data, b.start_at, b.booking_date, NULL, NULL, NULL
    FROM bookings b JOIN businesses sh ON sh.id = b.shop_id
    LEFT JOIN services sv ON sv.id = b.service_id LEFT JOIN users u ON u.id = b.user_id
    LEFT JOIN user_profiles p ON p.user_id = b.user_id WHERE b.id = $1)sql";
// A review's e-mail up to the recipient's user id column (sh.merchant_id or r.user_id).
inline constexpr std::string_view kReviewMailHead = R"sql(
    SELECT r.id, r.shop_id, sh.name, sh.name_zh, r.service_name, r.service_name_zh,
    u.email, p.preferred_lang, u.raw_user_meta_data, b.start_at, b.booking_date, r.rating,
    r.comment, r.merchant_reply FROM reviews r JOIN businesses sh ON sh.id = r.shop_id
    LEFT JOIN bookings b ON b.id = r.booking_id LEFT JOIN users u ON u.id = )sql";
inline constexpr std::string_view kReviewMailTail = R"sql(
     LEFT JOIN user_profiles p ON p.user_id = u.id WHERE r.id = $1)sql";
inline const std::string kReviewMailToOwner =
    std::string(kReviewMailHead) + "sh.merchant_id" + std::string(kReviewMailTail);
inline const std::string kReviewMailToAuthor =
    std::string(kReviewMailHead) + "r.user_id" + std::string(kReviewMailTail);

}  // namespace emu::reviews::sql
