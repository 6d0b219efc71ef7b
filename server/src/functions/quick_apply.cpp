// quick-apply: the 30-second form (spec 2 "Quick Apply modal", ARCHITECTURE 6 and 9). One
// transaction writes the quick application, a draft merchant application with the same data
// (its id is the applicationId of every later link), the applicant's confirmation (template 9)
// and the admin notice (template 11, queued just after the confirmation). A closed tab can no
// longer lose the admin notice, as the spec's browser-side e-mail calls could.
#include <boost/json/array.hpp>
#include <chrono>

#include "applications/application_store.hpp"
#include "auth/params.hpp"
#include "common/ids.hpp"
#include "domain/completion.hpp"
#include "domain/validation.hpp"
#include "functions/body_fields.hpp"
#include "functions/handlers.hpp"
#include "functions/mail_limits.hpp"

namespace emu::functions {
namespace {

constexpr std::string_view kInsertQuick = R"sql(
    INSERT INTO quick_applications (id, business_name, email, whatsapp, district,
    business_type, business_mode, instagram, completed, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10))sql";

boost::json::object quick_row(const std::string& id, const domain::QuickApplyInput& in,
                              const std::string& now) {
  return {{"id", id},
          {"business_name", in.business_name},
          {"email", in.email},
          {"whatsapp", in.whatsapp},
          {"district", in.district},
          {"business_type", in.business_type},
          {"business_mode", in.business_mode},
          {"instagram", in.instagram ? boost::json::value(*in.instagram) : nullptr},
          {"completed", false},
          {"onboarding_completed_at", nullptr},
          {"created_at", now}};
}

}  // namespace

FnResult<boost::json::value> quick_apply(FnCall& call) {
  const auto& body = call.body;
  auto lang = domain::parse_lang(text_field(body, "lang"));
  domain::QuickApplyInput in{
      text_field(body, "business_name"), auth::normalize_email(text_field(body, "email")),
      text_field(body, "whatsapp"),      text_field(body, "district"),
      text_field(body, "business_type"), text_field(body, "business_mode"),
      optional_text(body, "instagram")};
  if (auto errors = domain::validate_quick_apply(in, lang); !errors.empty()) {
    boost::json::object details;
    for (const auto& e : errors) details[e.field] = e.message;
    return fail(Code::validation_failed,
                std::string(domain::message(domain::Msg::quick_apply_summary, lang)),
                std::move(details));
  }
  // It queues a confirmation to the address in the body: limited per address (per IP: the route).
  FN_CHECK(limit_mail_to(call, in.email));

  std::string quick_id = common::new_uuid();
  std::string application_id = common::new_uuid();
  // The admin notice must follow the confirmation (spec 7): one millisecond later in the
  // outbox's delivery order.
  auto t = std::chrono::system_clock::now();
  const std::string now = common::format_utc(t);
  const std::string later = common::format_utc(t + std::chrono::milliseconds(1));
  boost::json::object draft{
      {"id", application_id},
      {"quick_application_id", quick_id},
      {"status", "draft"},
      {"business_name", in.business_name},
      {"district", in.district},
      {"business_types", boost::json::array{boost::json::value(in.business_type)}},
      {"business_type", in.business_type},
      {"business_mode", in.business_mode},
      {"instagram", in.instagram ? boost::json::value(*in.instagram) : nullptr},
      {"whatsapp", in.whatsapp},
      {"email", in.email},
      {"contact_email", in.email},
      {"created_at", now},
      {"updated_at", now}};
  draft["completion_percentage"] = domain::completion_percentage(draft);

  boost::json::object params{{"email", in.email},
                             {"businessName", in.business_name},
                             {"whatsapp", in.whatsapp},
                             {"district", in.district},
                             {"businessType", in.business_type},
                             {"instagram", in.instagram.value_or("")},
                             {"applicationId", application_id}};
  boost::json::object admin_params = params;
  admin_params["businessMode"] = in.business_mode;
  admin_params["submittedAt"] = now;
  const auto settings = call.mail();

  // Rendered before the transaction: the write lock is held for the inserts only.
  const auto confirmation = mail::prepare_market_email(
      {mail::MarketEmail::quick_apply_confirmation, in.email, lang, params,
       mail::dedupe_key(mail::MarketEmail::quick_apply_confirmation, application_id), now},
      settings);
  const auto notice = mail::prepare_market_email(
      {mail::MarketEmail::admin_quick_apply_notice, call.ctx.config.contact_email, domain::Lang::en,
       admin_params, mail::dedupe_key(mail::MarketEmail::admin_quick_apply_notice, application_id),
       later},
      settings);
  FN_CHECK(in_transaction(*call.ctx.db, [&](db::Connection& conn) -> FnResult<bool> {
    std::array<db::Param, 10> quick{quick_id,
                                    in.business_name,
                                    in.email,
                                    in.whatsapp,
                                    in.district,
                                    in.business_type,
                                    in.business_mode,
                                    in.instagram ? db::Param(*in.instagram) : db::Param(nullptr),
                                    false,
                                    now};
    FN_CHECK(conn.query(kInsertQuick, quick));
    FN_TRY(number, applications::next_application_number(conn));
    auto row = draft;
    row["application_number"] = number;
    FN_CHECK(applications::insert_application(conn, row));
    FN_CHECK(mail::queue_prepared(conn, confirmation, settings));
    FN_CHECK(mail::queue_prepared(conn, notice, settings));
    return true;
  }));
  return boost::json::object{{"quickApplication", quick_row(quick_id, in, now)},
                             {"applicationId", application_id}};
}

}  // namespace emu::functions
