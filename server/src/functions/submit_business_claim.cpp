// submit-business-claim (signed-in merchants; marketplace.md C.3, issue 16): a merchant claims
// a listed shop that no merchant owns yet. The claim is created pending with the contact,
// legal name, BR number, verification channel (WhatsApp, Facebook message, Instagram DM) and
// proof documents; the shop's claim_status becomes pending; the admin notice e-mail (to
// EMU_CONTACT_EMAIL) and an audit row go in the same transaction. Refusals: 409
// already_claimed (the shop has an owner), 409 claim_open (this merchant's claim on the shop
// is still pending: the partial unique index business_claims_one_open_claim_idx backs it under
// concurrent requests), 403 forbidden (not a merchant account), 404 not_found, 422
// validation_failed. The admin decides with approve-business-claim.

#include "auth/params.hpp"
#include "claims/claim_store.hpp"
#include "common/ids.hpp"
#include "domain/validation.hpp"
#include "functions/audit.hpp"
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"
#include "mail/claim_emails.hpp"
#include "mail/outbox.hpp"

namespace emu::functions {
namespace {

constexpr std::string_view kAlreadyClaimed = "This business has already been claimed.";
constexpr std::string_view kClaimOpen =
    "You already have a claim for this business waiting for review.";
constexpr std::size_t kMaxProofs = 10;

// The first non-empty of the camelCase and snake_case spellings (the contract mixes both).
std::string either(const boost::json::object& body, std::string_view camel,
                   std::string_view snake) {
  auto v = text_field(body, camel);
  return v.empty() ? text_field(body, snake) : v;
}

// The claim as the request gives it (id, merchant_id and now are set by the function).
using ClaimForm = claims::NewClaim;

FnResult<ClaimForm> read_form(const FnCall& call) {
  const auto& b = call.body;
  ClaimForm f;
  f.business_id = either(b, "businessId", "business_id");
  f.contact_person = either(b, "contactPerson", "contact_person");
  f.contact_phone = either(b, "contactPhone", "contact_phone");
  f.contact_email = auth::normalize_email(either(b, "contactEmail", "contact_email"));
  f.contact_position = either(b, "contactPosition", "contact_position");
  f.legal_business_name = either(b, "legalBusinessName", "legal_business_name");
  f.business_registration_number =
      either(b, "businessRegistrationNumber", "business_registration_number");
  f.verification_method = lower_ascii(either(b, "verificationMethod", "verification_method"));
  f.claim_reason = either(b, "claimReason", "claim_reason");
  f.additional_info = either(b, "additionalInfo", "additional_info");
  f.verification_confirmed =
      truthy(b, "verificationConfirmed") || truthy(b, "verification_confirmed");
  f.proofs = string_list(b, b.contains("proofDocuments") ? "proofDocuments" : "proof_documents");

  boost::json::object wrong;
  auto require = [&](std::string_view key, const std::string& value, std::size_t max) {
    if (value.empty()) {
      wrong[key] = "Required";
    } else if (value.size() > max) {
      wrong[key] = "Too long";
    }
  };
  require("contactPerson", f.contact_person, 200);
  require("contactPhone", f.contact_phone, 40);
  require("contactEmail", f.contact_email, 254);
  if (!f.contact_email.empty() && !domain::is_email(f.contact_email)) {
    wrong["contactEmail"] = "Please enter a valid email address";
  }
  require("legal_business_name", f.legal_business_name, 300);
  require("business_registration_number", f.business_registration_number, 40);
  if (f.verification_method != "whatsapp" && f.verification_method != "facebook" &&
      f.verification_method != "instagram") {
    wrong["verification_method"] = "verification_method must be whatsapp, facebook or instagram";
  }
  if (f.contact_position.size() > 200) wrong["contactPosition"] = "Too long";
  if (f.claim_reason.size() > 4000) wrong["claimReason"] = "Too long";
  if (f.additional_info.size() > 4000) wrong["additionalInfo"] = "Too long";
  // Proofs are claim-proofs objects in the caller's own folder (storage/access.hpp) or links.
  if (f.proofs.size() > kMaxProofs) wrong["proofDocuments"] = "At most 10 documents";
  const std::string own_folder = call.principal.user_id + "/";
  for (const auto& p : f.proofs) {
    const bool link = p.starts_with("https://") || p.starts_with("http://");
    if (p.size() > 1024 || (!link && !p.starts_with(own_folder))) {
      wrong["proofDocuments"] = "Each document must be a claim-proofs object in your folder";
    }
  }
  if (!wrong.empty()) {
    return fail(Code::validation_failed, "Please check the highlighted fields", std::move(wrong));
  }
  return f;
}

}  // namespace

FnResult<boost::json::value> submit_business_claim(FnCall& call) {
  FN_TRY(form, read_form(call));
  if (!is_uuid(form.business_id)) return fail(Code::not_found, "Business not found");
  const std::string& me = call.principal.user_id;

  // Rendered before the transaction opens (CPU only), completed with the row's details below.
  mail::ClaimMail notice;
  notice.claimant_email = call.principal.email;
  notice.contact_person = form.contact_person;
  notice.contact_phone = form.contact_phone;
  notice.contact_email = form.contact_email;
  notice.contact_position = form.contact_position;
  notice.legal_business_name = form.legal_business_name;
  notice.business_registration_number = form.business_registration_number;
  notice.verification_method = form.verification_method;
  notice.submitted_at = call.now;

  form.id = common::new_uuid();
  form.merchant_id = me;
  form.now = call.now;
  notice.claim_id = form.id;

  FN_TRY(claim,
         in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
           // A merchant account: the merchant role (an approved application) or a merchants
           // row (signed up as a merchant, e.g. a listed salon's owner who never applied).
           if (!call.principal.has_app_role("merchant")) {
             FN_TRY(merchant, claims::has_merchant_row(conn, me));
             if (!merchant) {
               return fail(Code::forbidden, "Only merchant accounts can claim a business");
             }
           }
           FN_TRY(shop, claims::claimable_shop(conn, form.business_id));
           if (!shop) return fail(Code::not_found, "Business not found");
           if (shop->owned) return fail(Code::already_claimed, std::string(kAlreadyClaimed));
           FN_TRY(open, claims::has_open_claim(conn, form.business_id, me));
           if (open) return fail(Code::claim_open, std::string(kClaimOpen));
           if (auto inserted = claims::insert_claim(conn, form); !inserted) {
             // Another request of this merchant won the race for the one open claim.
             if (inserted.error().sqlstate == "23505") {
               return fail(Code::claim_open, std::string(kClaimOpen));
             }
             return std::unexpected(to_fn_error(inserted.error()));
           }
           notice.business_name = shop->name;
           notice.business_name_zh = shop->name_zh;
           FN_CHECK(mail::enqueue_email_once(
               conn, mail::claim_admin_notice(call.ctx.config.contact_email, notice,
                                              call.ctx.config.public_url())));
           FN_CHECK(write_audit(conn, call, "business_claim.submit", "business_claim", form.id,
                                {{"business_id", form.business_id}, {"merchant_id", me}}));
           return lift(claims::find_claim_row(conn, form.id));
         }));
  call.status = http::bhttp::status::created;
  return boost::json::object{{"claim", std::move(claim)}};
}

}  // namespace emu::functions
