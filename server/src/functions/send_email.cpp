// send-email: the spec's payload {to, templateId, emailType, params} (spec 7), without the
// open relay (ARCHITECTURE 9). Admins and the service key may queue any template to any
// address (a resend). Anyone else may only ask for the applicant confirmation (9), the
// profile completion (10) and the waitlist welcome (8), addressed to the e-mail stored on the
// record the params name, rendered from that record, once per record and kind (the same
// dedupe key the server-side queueing uses, so it never doubles an e-mail already queued).
// For an application that address is the one it was created with (its quick application's
// e-mail) or its applicant account's confirmed e-mail - never the draft's editable
// contact_email, which anyone holding the draft's id may change. These calls count against
// the anonymous e-mail limits: per IP on the route (function_routes.cpp), per recipient here
// (mail_limits.hpp).
#include "applications/application_store.hpp"
#include "auth/params.hpp"
#include "domain/validation.hpp"
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"
#include "functions/mail_limits.hpp"

namespace emu::functions {
namespace {

constexpr std::string_view kWaitlisted = R"sql(SELECT 1 FROM waitlist_emails WHERE email = $1)sql";

using mail::MarketEmail;

std::optional<std::int64_t> template_of(const boost::json::object& body) {
  auto it = body.find("templateId");
  if (it == body.end()) return std::nullopt;
  if (it->value().is_int64()) return it->value().as_int64();
  if (it->value().is_string()) {
    try {
      return std::stoll(std::string(it->value().as_string()));
    } catch (const std::exception&) {
      return std::nullopt;
    }
  }
  return std::nullopt;
}

using applications::text_of;

constexpr std::string_view kQuickEmail = R"sql(
    SELECT email FROM quick_applications WHERE id = $1)sql";
constexpr std::string_view kConfirmedEmail = R"sql(
    SELECT email FROM users WHERE id = $1 AND email_confirmed_at IS NOT NULL)sql";

// The address an application's applicant e-mails go to: the one it was created with (its
// quick application's), else its applicant account's confirmed one; empty when neither.
FnResult<std::string> applicant_address(db::Connection& conn, const boost::json::object& app) {
  for (auto [column, sql] :
       {std::pair{"quick_application_id", kQuickEmail}, std::pair{"user_id", kConfirmedEmail}}) {
    auto id = text_of(app, column);
    if (id.empty()) continue;
    FN_TRY(rows, conn.query(sql, std::array<db::Param, 1>{id}));
    if (!rows.rows.empty() && rows.rows[0][0].is_string()) {
      return auth::normalize_email(std::string(rows.rows[0][0].as_string()));
    }
  }
  return std::string();
}

// Template 9 or 10 for the application named by params.applicationId.
FnResult<mail::MarketMessage> from_application(db::Connection& conn, MarketEmail kind,
                                               const boost::json::object& params,
                                               domain::Lang lang) {
  auto id = text_field(params, "applicationId");
  if (!is_uuid(id)) return fail(Code::validation_failed, "params.applicationId is required");
  FN_TRY(found, applications::find_application(conn, id));
  if (!found) return fail(Code::not_found, "Application not found");
  const auto& app = *found;
  FN_TRY(to, applicant_address(conn, app));
  if (to.empty()) {
    return fail(Code::forbidden, "This application has no confirmed address to write to");
  }
  boost::json::object p{
      {"email", to}, {"businessName", text_of(app, "business_name")}, {"applicationId", id}};
  if (kind == MarketEmail::quick_apply_confirmation) {
    p["whatsapp"] = text_of(app, "whatsapp");
    p["district"] = text_of(app, "district");
    p["businessType"] = text_of(app, "business_type");
    p["instagram"] = text_of(app, "instagram");
  }
  return mail::MarketMessage{kind, to, lang, std::move(p), mail::dedupe_key(kind, id), {}};
}

}  // namespace

FnResult<boost::json::value> send_email(FnCall& call) {
  auto id = template_of(call.body);
  auto kind = id ? mail::market_email_from_id(*id) : std::nullopt;
  if (!kind) {
    return fail(Code::validation_failed, "templateId must be one of 4, 6, 8, 9, 10, 11");
  }
  boost::json::object params;
  if (auto it = call.body.find("params"); it != call.body.end() && it->value().is_object()) {
    params = it->value().as_object();
  }
  auto lang_text = text_field(params, "lang");
  auto lang = domain::parse_lang(lang_text.empty() ? text_field(call.body, "lang") : lang_text);
  auto to = auth::normalize_email(text_field(call.body, "to"));
  const auto settings = call.mail();

  if (call.principal.is_admin()) {
    if (!domain::is_email(to)) return fail(Code::validation_failed, "to must be an e-mail address");
    boost::json::object strings;
    for (const auto& [k, v] : params) {
      if (v.is_string()) strings[k] = v;
    }
    FN_TRY(queued, in_transaction(*call.ctx.db, [&](db::Connection& conn) {
             return lift(mail::queue_market_email(
                 conn, {*kind, to, lang, strings, std::nullopt, {}}, settings));
           }));
    return boost::json::object{{"success", true}, {"id", queued ? *queued : ""}};
  }

  if (*kind != MarketEmail::quick_apply_confirmation && *kind != MarketEmail::profile_completion &&
      *kind != MarketEmail::waitlist_welcome) {
    return fail(Code::forbidden, "Only administrators may send this e-mail");
  }
  // The recipient is known before the e-mail's transaction, so that it can be counted first.
  std::string recipient;
  if (*kind == MarketEmail::waitlist_welcome) {
    recipient = auth::normalize_email(text_field(params, "email"));
    if (recipient.empty()) recipient = to;
    if (!to.empty() && to != recipient) {
      return fail(Code::forbidden, "The recipient must be the address on the waitlist");
    }
  } else {
    FN_TRY(conn, call.ctx.db->acquire());
    FN_TRY(message, from_application(*conn, *kind, params, lang));
    if (!to.empty() && to != message.to) {
      return fail(Code::forbidden, "The recipient must be the applicant's e-mail address");
    }
    recipient = message.to;
  }
  FN_CHECK(limit_mail_to(call, recipient));
  FN_TRY(queued,
         in_transaction(
             *call.ctx.db, [&](db::Connection& conn) -> FnResult<std::optional<std::string>> {
               if (*kind == MarketEmail::waitlist_welcome) {
                 FN_TRY(rows, conn.query(kWaitlisted, std::array<db::Param, 1>{recipient}));
                 if (rows.rows.empty())
                   return fail(Code::not_found, "This address is not on the waitlist");
                 return lift(mail::queue_waitlist_welcome(conn, recipient, lang, settings));
               }
               // Read again inside the transaction: the record may have changed since.
               FN_TRY(message, from_application(conn, *kind, params, lang));
               if (message.to != recipient) return fail(Code::conflict, "The application changed");
               return lift(mail::queue_market_email(conn, message, settings));
             }));
  if (!queued) return fail(Code::already_sent, "This e-mail has already been sent");
  return boost::json::object{{"success", true}, {"id", *queued}};
}

}  // namespace emu::functions
