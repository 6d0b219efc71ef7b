// merchant-apply: the onboarding wizard's submission (spec 4 and 7, ARCHITECTURE 6). The three
// wizard schemas run again here with the spec's messages; the draft named by applicationId is
// completed (or a new application created) as pending_review; the applicant account of the
// contact e-mail is found or created; the quick application is marked completed; the
// profile-completion e-mail (template 10) is queued, all in one transaction.
#include <boost/json/array.hpp>

#include "applications/application_store.hpp"
#include "auth/params.hpp"
#include "common/ids.hpp"
#include "domain/completion.hpp"
#include "domain/enums.hpp"
#include "domain/validation.hpp"
#include "functions/applicant_account.hpp"
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"
#include "functions/mail_limits.hpp"

namespace emu::functions {
namespace {

domain::OnboardingDraft read_draft(const boost::json::object& b) {
  domain::OnboardingDraft d;
  d.business_name = text_field(b, "businessName");
  d.business_name_zh = text_field(b, "businessNameZh");
  d.district = text_field(b, "district");
  d.building = text_field(b, "building");
  d.address = text_field(b, "address");
  d.phone = text_field(b, "phone");
  d.whatsapp = text_field(b, "whatsapp");
  d.email = auth::normalize_email(text_field(b, "email"));
  d.instagram = text_field(b, "instagram");
  d.facebook = text_field(b, "facebook");
  d.website = text_field(b, "website");
  d.how_did_you_hear = text_field(b, "howDidYouHear");
  d.referee_name = text_field(b, "refereeName");
  d.referee_phone = text_field(b, "refereePhone");
  d.interested_in_content = text_field(b, "interestedInContent");
  d.open_to_free_trials = text_field(b, "openToFreeTrials");
  d.contact_person = text_field(b, "contactPerson");
  d.contact_person_role = text_field(b, "contactPersonRole");
  d.contact_whatsapp = text_field(b, "contactWhatsapp");
  d.contact_email = auth::normalize_email(text_field(b, "contactEmail"));
  d.business_size = text_field(b, "businessSize");
  d.business_type = text_field(b, "businessType");
  d.business_type_other = text_field(b, "businessTypeOther");
  d.google_map_url = text_field(b, "googleMapUrl");
  d.description = text_field(b, "description");
  d.business_types = string_list(b, "businessTypes");
  d.agree = truthy(b, "agree");
  return d;
}

boost::json::value or_null(const std::string& s) {
  return s.empty() ? boost::json::value(nullptr) : boost::json::value(s);
}
// Enumerated columns carry CHECK constraints: a value outside the list is stored as null.
boost::json::value option_or_null(std::span<const domain::Option> options, const std::string& s) {
  return domain::is_valid(options, s) ? boost::json::value(s) : boost::json::value(nullptr);
}

// The application's columns from the draft (column names are constants, never the body's).
boost::json::object columns_of(const domain::OnboardingDraft& d) {
  boost::json::array types;
  for (const auto& t : d.business_types) {
    if (domain::is_valid(domain::business_types(), t)) types.emplace_back(t);
  }
  std::string type = d.business_type;
  if (type.empty() && !types.empty()) type = std::string(types[0].as_string());
  return {{"business_name", d.business_name},
          {"business_name_zh", or_null(d.business_name_zh)},
          {"district", d.district},
          {"building", or_null(d.building)},
          {"address", d.address},
          {"phone", or_null(d.phone)},
          {"whatsapp", d.whatsapp},
          {"email", or_null(d.email)},
          {"instagram", or_null(d.instagram)},
          {"facebook", or_null(d.facebook)},
          {"website", or_null(d.website)},
          {"business_types", std::move(types)},
          {"business_type", option_or_null(domain::business_types(), type)},
          {"business_type_other", or_null(d.business_type_other)},
          {"business_size", option_or_null(domain::business_sizes(), d.business_size)},
          {"description", d.description},
          {"how_did_you_hear", d.how_did_you_hear},
          {"referee_name", or_null(d.referee_name)},
          {"referee_phone", or_null(d.referee_phone)},
          {"google_map_url", or_null(d.google_map_url)},
          {"contact_person", d.contact_person},
          {"contact_person_role", d.contact_person_role},
          {"contact_whatsapp", d.contact_whatsapp},
          {"contact_email", d.contact_email},
          {"interested_in_content", d.interested_in_content == "yes"},
          {"open_to_free_trials", d.open_to_free_trials == "yes"},
          {"agreed_to_terms", d.agree}};
}

}  // namespace

FnResult<boost::json::value> merchant_apply(FnCall& call) {
  auto lang = domain::parse_lang(text_field(call.body, "lang"));
  auto draft = read_draft(call.body);
  if (auto errors = domain::validate_wizard(draft, lang); !errors.empty()) {
    boost::json::object details;
    for (const auto& e : errors) {
      if (!details.contains(e.field)) details[e.field] = e.message;
    }
    return fail(Code::validation_failed,
                std::string(domain::message(domain::Msg::wizard_summary, lang)),
                std::move(details));
  }
  auto given_id = text_field(call.body, "applicationId");
  if (!given_id.empty() && !is_uuid(given_id)) {
    return fail(Code::not_found, "Application not found");
  }
  // It queues the profile-completion e-mail to the contact address in the body: limited per
  // address (per IP: the route).
  FN_CHECK(limit_mail_to(call, draft.contact_email));

  boost::json::object columns = columns_of(draft);
  const auto settings = call.mail();
  struct Outcome {
    std::string id, number, user_id;
  };
  FN_TRY(outcome, in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<Outcome> {
           std::optional<boost::json::object> existing;
           if (!given_id.empty()) {
             FN_TRY(found, applications::find_application(conn, given_id));
             if (!found) return fail(Code::not_found, "Application not found");
             if ((*found)["status"] != "draft") {
               return fail(Code::already_submitted, "This application has already been submitted");
             }
             existing = std::move(found);
           }
           std::string id = existing ? given_id : common::new_uuid();
           FN_TRY(taken, applications::email_has_other_application(conn, draft.contact_email, id));
           if (taken) {
             return fail(Code::email_exists,
                         "This email address is already associated with a merchant application");
           }
           FN_TRY(user, find_or_create_applicant(conn, draft.contact_email, draft.contact_person,
                                                 call.now));
           boost::json::object row = columns;
           row["user_id"] = user.id;
           row["status"] = "pending_review";
           row["submitted_at"] = call.now;
           row["updated_at"] = call.now;
           boost::json::object merged = existing ? *existing : boost::json::object{};
           for (const auto& [k, v] : row) merged[k] = v;
           row["completion_percentage"] = domain::completion_percentage(merged);

           std::string number;
           std::optional<std::string> quick_id;
           if (existing) {
             number = std::string((*existing)["application_number"].as_string());
             if (auto q = (*existing)["quick_application_id"]; q.is_string()) {
               quick_id = std::string(q.as_string());
             }
             FN_CHECK(applications::update_application(conn, id, row));
           } else {
             FN_TRY(next, applications::next_application_number(conn));
             number = next;
             row["id"] = id;
             row["application_number"] = number;
             row["created_at"] = call.now;
             FN_CHECK(applications::insert_application(conn, row));
           }
           FN_CHECK(applications::complete_quick_applications(conn, quick_id, draft.contact_email,
                                                              call.now));
           FN_CHECK(mail::queue_market_email(
               conn,
               {mail::MarketEmail::profile_completion,
                draft.contact_email,
                lang,
                {{"email", draft.contact_email},
                 {"businessName", draft.business_name},
                 {"applicationId", id}},
                mail::dedupe_key(mail::MarketEmail::profile_completion, id),
                {}},
               settings));
           return Outcome{id, number, user.id};
         }));
  return boost::json::object{{"success", true},
                             {"applicationId", outcome.id},
                             {"applicationNumber", outcome.number},
                             {"status", "pending_review"},
                             {"userId", outcome.user_id}};
}

}  // namespace emu::functions
