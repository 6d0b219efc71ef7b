// approve-business-claim (admins): a pending ownership claim becomes approved, rejected or
// duplicate (spec 4). Approving a shop already claimed by another merchant turns the claim into
// a duplicate with the spec's note instead. Approval sets the shop's is_claimed, claimed_by,
// merchant_id and claim_status, and makes the claimant a merchant (role and merchants row, as
// an approved application does) so the shop joins their workspace (issue 16); a rejected or
// duplicate claim puts a shop that nobody owns back to unclaimed or rejected unless another
// claim still waits. Reviewer, time and notes go on the claim; an audit_log row records the
// decision. One transaction.
#include "auth/users_repo.hpp"
#include "claims/claim_store.hpp"
#include "functions/audit.hpp"
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {
namespace {

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
           FN_TRY(reviewer, reviewer_id(call, conn));
           FN_TRY(decided, claims::decide(conn, {claim_id, action, notes, reviewer, call.now}));
           switch (decided.refusal) {
             case claims::Refusal::claim_not_found:
               return fail(Code::not_found, "Claim not found");
             case claims::Refusal::already_decided:
               return fail(Code::already_decided, "This claim has already been " + decided.current);
             case claims::Refusal::business_not_found:
               return fail(Code::not_found, "Business not found");
             case claims::Refusal::none:
               break;
           }
           const auto& note = decided.note;
           FN_CHECK(write_audit(conn, call, "business_claim." + std::string(action),
                                "business_claim", claim_id,
                                {{"status", decided.status},
                                 {"business_id", decided.business_id},
                                 {"merchant_id", decided.merchant_id},
                                 {"review_notes", note ? boost::json::value(*note) : nullptr}}));
           return boost::json::object{
               {"success", true},
               {"claimId", claim_id},
               {"status", decided.status},
               {"duplicate", decided.status == "duplicate" && action == "approve"},
               {"message", decided.message}};
         }));
  return outcome;
}

}  // namespace emu::functions
