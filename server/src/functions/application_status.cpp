// application-status (anyone): what the e-mailed "View my application" link shows once an
// application has left the draft state, when the anonymous draft read no longer reaches it.
// The random id is the capability (as for the draft); only the state is answered, never the
// applicant's details; lang is the applicant's e-mail language, so the screen opens in it.
#include "applications/application_store.hpp"
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"

namespace emu::functions {

FnResult<boost::json::value> application_status(FnCall& call) {
  auto id = text_field(call.body, "applicationId");
  if (!is_uuid(id)) return fail(Code::not_found, "Application not found");
  FN_TRY(conn, call.ctx.db->acquire());
  FN_TRY(found, applications::find_application(*conn, id));
  if (!found) return fail(Code::not_found, "Application not found");
  const auto& app = *found;
  FN_TRY(lang, applications::applicant_lang(*conn, id));
  auto value = [&app](std::string_view key) -> boost::json::value {
    auto it = app.find(key);
    return it == app.end() ? boost::json::value(nullptr) : it->value();
  };
  return boost::json::object{{"status", value("status")},
                             {"applicationNumber", value("application_number")},
                             {"businessName", value("business_name")},
                             {"submittedAt", value("submitted_at")},
                             {"lang", lang}};
}

}  // namespace emu::functions
