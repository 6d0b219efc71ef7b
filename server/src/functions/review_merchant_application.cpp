// review-merchant-application (admins): the approve / reject decision of spec 4 as one
// transaction (ARCHITECTURE 6 and 9): the application's status, times, remark, reviewer e-mail
// and rejection reason; the applicant's user_metadata.status; on approval the merchant role, a
// merchants row and a shop created from the application; the approval (template 4) or
// rejection (template 6) e-mail; an audit_log row. A decided application answers 409.
#include <boost/json/serialize.hpp>

#include "applications/application_store.hpp"
#include "functions/applicant_account.hpp"
#include "functions/audit.hpp"
#include "functions/body_fields.hpp"
#include "functions/fields.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {
namespace {

using applications::text_of;

std::string joined_types(const boost::json::object& app) {
  std::string out;
  if (auto it = app.find("business_types"); it != app.end() && it->value().is_array()) {
    for (const auto& t : it->value().as_array()) {
      if (!t.is_string()) continue;
      if (!out.empty()) out += ", ";
      out += std::string(t.as_string());
    }
  }
  return out.empty() ? text_of(app, "business_type") : out;
}

}  // namespace

FnResult<boost::json::value> review_merchant_application(FnCall& call) {
  Fields fields(call.body);
  auto id = fields.id("applicationId", "an application id");
  auto action = fields.one_of("action", {"approve", "reject"});
  auto remark = optional_text(call.body, "remark");
  auto reason = optional_text(call.body, "rejectionReason");
  if (action == "reject" && (!reason || *reason == "Other")) {
    fields.problem("rejectionReason", "A rejection reason is required (the text itself for Other)");
  }
  FN_CHECK(std::move(fields).verdict("The review request is incomplete"));
  const bool approve = action == "approve";
  const std::string status = approve ? "approved" : "rejected";
  const auto settings = call.mail();

  FN_TRY(
      result,
      in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
        FN_TRY(found, applications::find_application(conn, id));
        if (!found) return fail(Code::not_found, "Application not found");
        auto& app = *found;
        auto current = text_of(app, "status");
        if (current == "approved" || current == "rejected") {
          return fail(Code::already_decided, "This application has already been " + current);
        }
        if (current != "pending_review") {
          return fail(Code::not_submitted, "This application has not been submitted yet");
        }
        std::string email = text_of(app, "contact_email");
        if (email.empty()) email = text_of(app, "email");

        // The applicant's account: by the application's user, else by e-mail; an approval creates
        // it when missing (the new merchant must be able to sign in).
        std::optional<auth::UserRow> user;
        if (auto uid = text_of(app, "user_id"); !uid.empty()) {
          FN_TRY(by_id, auth::find_user_by_id(conn, uid));
          user = std::move(by_id);
        }
        if (!user && !email.empty()) {
          if (approve) {
            FN_TRY(made,
                   find_or_create_applicant(conn, email, text_of(app, "contact_person"), call.now));
            user = std::move(made);
          } else {
            FN_TRY(by_email, auth::find_user_by_email(conn, email));
            user = std::move(by_email);
          }
        }

        boost::json::object changes{
            {"status", status},
            {"reviewer_remark", remark ? boost::json::value(*remark) : nullptr},
            {"reviewed_by", call.actor_email()},
            {"updated_at", call.now}};
        changes[approve ? "approved_at" : "rejected_at"] = call.now;
        if (!approve) changes["rejection_reason"] = *reason;
        if (user) changes["user_id"] = user->id;
        std::string business_id;
        if (approve && user) {
          FN_TRY(made, applications::make_merchant(conn, app, user->id, call.now));
          business_id = made;
          changes["business_id"] = business_id;
        }
        FN_CHECK(applications::update_application(conn, id, changes));
        if (user) FN_CHECK(set_applicant_status(conn, *user, status, call.now));

        FN_TRY(lang, applications::applicant_lang(conn, id));
        auto kind = approve ? mail::MarketEmail::approval : mail::MarketEmail::rejection;
        boost::json::object params =
            approve ? boost::json::object{{"businessName", text_of(app, "business_name")},
                                          {"contactPerson", text_of(app, "contact_person")},
                                          {"businessType", joined_types(app)},
                                          {"district", text_of(app, "district")},
                                          {"address", text_of(app, "address")}}
                    : boost::json::object{{"businessName", text_of(app, "business_name")},
                                          {"reason", *reason}};
        if (!email.empty()) {
          FN_CHECK(mail::queue_market_email(
              conn, {kind, email, domain::parse_lang(lang), params, mail::dedupe_key(kind, id), {}},
              settings));
        }
        FN_CHECK(write_audit(
            conn, call, approve ? "merchant_application.approve" : "merchant_application.reject",
            "merchant_application", id,
            {{"remark", changes["reviewer_remark"]},
             {"rejection_reason",
              approve ? boost::json::value(nullptr) : boost::json::value(*reason)},
             {"business_id",
              business_id.empty() ? boost::json::value(nullptr) : boost::json::value(business_id)},
             {"application_number", text_of(app, "application_number")}}));
        for (const auto& [k, v] : changes) app[k] = v;
        return app;
      }));
  return boost::json::object{{"success", true}, {"application", std::move(result)}};
}

}  // namespace emu::functions
