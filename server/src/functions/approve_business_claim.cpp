// approve-business-claim (admins): a pending ownership claim becomes approved, rejected or
// duplicate (spec 4). Approving a shop already claimed by another merchant turns the claim into
// a duplicate with the spec's note instead. Approval sets the shop's is_claimed, claimed_by,
// merchant_id and claim_status, and makes the claimant a merchant (role and merchants row, as
// an approved application does) so the shop joins their workspace (issue 16); a rejected or
// duplicate claim puts a shop that nobody owns back to unclaimed or rejected unless another
// claim still waits. Reviewer, time and notes go on the claim; an audit_log row records the
// decision. One transaction.
#include "auth/users_repo.hpp"
#include "common/ids.hpp"
#include "functions/audit.hpp"
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {
namespace {

constexpr std::string_view kDuplicateNote =
    "This business has already been claimed by another merchant.";
constexpr std::string_view kDuplicateMessage =
    "This business has already been claimed. The claim has been marked as duplicate.";

db::Result<db::ResultSet> run(db::Connection& conn, std::string_view sql,
                              std::initializer_list<db::Param> params) {
  return conn.query(sql, std::span<const db::Param>(params.begin(), params.size()));
}

std::string cell(const boost::json::value& v) {
  return v.is_string() ? std::string(v.as_string()) : std::string();
}

// reviewed_by references users: the signed-in admin, or for the service key the adminUserId
// of the payload when it names a real user.
FnResult<std::optional<std::string>> reviewer_id(FnCall& call, db::Connection& conn) {
  if (!call.principal.user_id.empty()) return std::optional<std::string>(call.principal.user_id);
  auto given = text_field(call.body, "adminUserId");
  if (!is_uuid(given)) return std::optional<std::string>();
  FN_TRY(user, auth::find_user_by_id(conn, given));
  return user ? std::optional<std::string>(given) : std::optional<std::string>();
}

}  // namespace

FnResult<boost::json::value> approve_business_claim(FnCall& call) {
  auto claim_id = text_field(call.body, "claimId");
  auto action = text_field(call.body, "action");
  auto notes = optional_text(call.body, "reviewNotes");
  if (action != "approve" && action != "reject" && action != "duplicate") {
    return fail(Code::validation_failed, "action must be approve, reject or duplicate",
                boost::json::object{{"action", "action must be approve, reject or duplicate"}});
  }
  if (!is_uuid(claim_id)) return fail(Code::not_found, "Claim not found");

  FN_TRY(outcome,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           FN_TRY(claims, run(conn,
                              "SELECT business_id, merchant_id, claim_status FROM business_claims "
                              "WHERE id = $1",
                              {claim_id}));
           if (claims.rows.empty()) return fail(Code::not_found, "Claim not found");
           auto business_id = cell(claims.rows[0][0]);
           auto merchant_id = cell(claims.rows[0][1]);
           if (auto current = cell(claims.rows[0][2]); current != "pending") {
             return fail(Code::already_decided, "This claim has already been " + current);
           }
           std::string status = action == "approve"  ? "approved"
                                : action == "reject" ? "rejected"
                                                     : "duplicate";
           std::optional<std::string> note = notes;
           std::string message = "Claim " + status + " successfully";
           if (action == "approve") {
             FN_TRY(shops, run(conn, "SELECT is_claimed, claimed_by FROM businesses WHERE id = $1",
                               {business_id}));
             if (shops.rows.empty()) return fail(Code::not_found, "Business not found");
             bool claimed = shops.rows[0][0].is_bool() ? shops.rows[0][0].as_bool()
                                                       : shops.rows[0][0] == boost::json::value(1);
             if (claimed && cell(shops.rows[0][1]) != merchant_id) {
               status = "duplicate";
               note = std::string(kDuplicateNote);
               message = std::string(kDuplicateMessage);
             } else {
               FN_CHECK(
                   run(conn,
                       "UPDATE businesses SET is_claimed = $1, claimed_by = $2, merchant_id = $2, "
                       "claim_status = 'approved', updated_at = $3 WHERE id = $4",
                       {true, merchant_id, call.now, business_id}));
               FN_CHECK(run(conn,
                            "INSERT INTO user_roles (id, user_id, role, created_at) VALUES ($1, "
                            "$2, 'merchant', $3) ON CONFLICT (user_id, role) DO NOTHING",
                            {common::new_uuid(), merchant_id, call.now}));
               FN_CHECK(run(conn,
                            "INSERT INTO merchants (id, user_id, business_name, "
                            "onboarding_complete, created_at, updated_at) SELECT $1, $2, name, "
                            "$3, $4, $4 FROM businesses WHERE id = $5 "
                            "ON CONFLICT (user_id) DO NOTHING",
                            {common::new_uuid(), merchant_id, false, call.now, business_id}));
             }
           }
           if (status != "approved") {
             // Nobody owns the shop and no other claim waits: the claim status goes back.
             FN_CHECK(run(conn,
                          "UPDATE businesses SET claim_status = $1, updated_at = $2 WHERE id = $3 "
                          "AND merchant_id IS NULL AND claim_status = 'pending' AND NOT EXISTS "
                          "(SELECT 1 FROM business_claims WHERE business_id = $3 AND "
                          "claim_status = 'pending' AND id <> $4)",
                          {std::string(status == "rejected" ? "rejected" : "unclaimed"), call.now,
                           business_id, claim_id}));
           }
           FN_TRY(reviewer, reviewer_id(call, conn));
           FN_CHECK(run(
               conn,
               "UPDATE business_claims SET claim_status = $1, reviewed_by = $2, reviewed_at = $3, "
               "review_notes = $4, updated_at = $3 WHERE id = $5",
               {status, reviewer ? db::Param(*reviewer) : db::Param(nullptr), call.now,
                note ? db::Param(*note) : db::Param(nullptr), claim_id}));
           FN_CHECK(write_audit(conn, call, "business_claim." + std::string(action),
                                "business_claim", claim_id,
                                {{"status", status},
                                 {"business_id", business_id},
                                 {"merchant_id", merchant_id},
                                 {"review_notes", note ? boost::json::value(*note) : nullptr}}));
           return boost::json::object{{"success", true},
                                      {"claimId", claim_id},
                                      {"status", status},
                                      {"duplicate", status == "duplicate" && action == "approve"},
                                      {"message", message}};
         }));
  return outcome;
}

}  // namespace emu::functions
