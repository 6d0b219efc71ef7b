// review-merchant-application (admins): the approve / reject decision of spec 4 as one
// transaction (ARCHITECTURE 6 and 9): the application's status, times, remark, reviewer e-mail
// and rejection reason; the applicant's user_metadata.status; on approval the merchant role, a
// merchants row and a shop created from the application; the approval (template 4) or
// rejection (template 6) e-mail; an audit_log row. A decided application answers 409.
#include <boost/json/serialize.hpp>

#include "common/ids.hpp"
#include "functions/applicant_account.hpp"
#include "functions/applications_repo.hpp"
#include "functions/audit.hpp"
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"
#include "search/search_text.hpp"

namespace emu::functions {
namespace {

db::Result<db::ResultSet> run(db::Connection& conn, std::string_view sql,
                              std::initializer_list<db::Param> params) {
  return conn.query(sql, std::span<const db::Param>(params.begin(), params.size()));
}

std::string text_of(const boost::json::object& row, std::string_view key) {
  auto it = row.find(key);
  return it != row.end() && it->value().is_string() ? std::string(it->value().as_string())
                                                    : std::string();
}
db::Param param_of(const boost::json::object& row, std::string_view key) {
  auto text = text_of(row, key);
  return text.empty() ? db::Param(nullptr) : db::Param(text);
}

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

// The merchant role, the merchants row and the shop; returns the new business id.
db::Result<std::string> make_merchant(db::Connection& conn, const boost::json::object& app,
                                      const std::string& user_id, const std::string& now) {
  auto roles = run(conn,
                   "INSERT INTO user_roles (id, user_id, role, created_at) VALUES ($1, $2, "
                   "'merchant', $3) ON CONFLICT (user_id, role) DO NOTHING",
                   {common::new_uuid(), user_id, now});
  if (!roles) return std::unexpected(roles.error());
  std::string name = text_of(app, "business_name");
  if (name.empty()) name = text_of(app, "application_number");
  auto merchant = run(conn,
                      "INSERT INTO merchants (id, user_id, business_name, onboarding_complete, "
                      "created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) "
                      "ON CONFLICT (user_id) DO NOTHING",
                      {common::new_uuid(), user_id, name, false, now});
  if (!merchant) return std::unexpected(merchant.error());
  std::string business_id = common::new_uuid();
  auto types = app.contains("business_types") ? boost::json::serialize(app.at("business_types"))
                                              : std::string("[]");
  auto phone = text_of(app, "phone").empty() ? param_of(app, "whatsapp") : param_of(app, "phone");
  auto shop = run(
      conn,
      "INSERT INTO businesses (id, name, name_zh, address, district, phone_number, "
      "website, instagram_url, description, business_types, service_type, is_claimed, "
      "claimed_by, merchant_id, claim_status, created_at, updated_at) VALUES ($1, $2, "
      "$3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, 'approved', $14, $14)",
      {business_id, name, param_of(app, "business_name_zh"), param_of(app, "address"),
       param_of(app, "district"), phone, param_of(app, "website"), param_of(app, "instagram"),
       param_of(app, "description"), types, param_of(app, "business_type"), true, user_id, now});
  if (!shop) return std::unexpected(shop.error());
  // The new shop is findable by name and district at once (search/search_text.hpp).
  if (auto indexed = search::refresh_shops(conn, {business_id}); !indexed) {
    return std::unexpected(indexed.error());
  }
  return business_id;
}

}  // namespace

FnResult<boost::json::value> review_merchant_application(FnCall& call) {
  auto id = text_field(call.body, "applicationId");
  auto action = text_field(call.body, "action");
  auto remark = optional_text(call.body, "remark");
  auto reason = optional_text(call.body, "rejectionReason");
  boost::json::object problems;
  if (!is_uuid(id)) problems["applicationId"] = "applicationId must be an application id";
  if (action != "approve" && action != "reject")
    problems["action"] = "action must be approve or reject";
  if (action == "reject" && (!reason || *reason == "Other")) {
    problems["rejectionReason"] = "A rejection reason is required (the text itself for Other)";
  }
  if (!problems.empty()) {
    return fail(Code::validation_failed, "The review request is incomplete", std::move(problems));
  }
  const bool approve = action == "approve";
  const std::string status = approve ? "approved" : "rejected";
  const auto settings = call.mail();

  FN_TRY(
      result,
      in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<boost::json::object> {
        FN_TRY(found, find_application(conn, id));
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
          FN_TRY(made, make_merchant(conn, app, user->id, call.now));
          business_id = made;
          changes["business_id"] = business_id;
        }
        FN_CHECK(update_application(conn, id, changes));
        if (user) FN_CHECK(set_applicant_status(conn, *user, status, call.now));

        FN_TRY(lang, applicant_lang(conn, id));
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
