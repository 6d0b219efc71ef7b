// ARCHITECTURE section 5, "Who may do what", as data. Read a row as: on <table>, for
// <operation>, <who> may touch the rows matching <visible> and write rows matching <check>,
// setting only <writable> columns (none listed: any). Rights add up across rows and across
// roles (anyone < signed_in < merchant; admin), and service_role bypasses the table.
//
// Decisions beyond the section's wording, each the narrowest reading that lets the spec's
// screens work:
//  - merchant_applications: the complete-profile screen may move a draft to pending_review
//    (WITH CHECK status in draft/pending_review) and never sets reviewer columns.
//  - business_claims are created pending; bookings are created pending by their own user.
//  - user_profiles: a merchant may read the profiles of people who booked at their shops
//    (the bookings-by-shop screen shows the booker's e-mail and name).
//  - "decide via function" (applications, claims) and "read" (waitlist) give admins no
//    writes here; service_role (the functions) has them.
//  - The shop's team (salon-day.md C.1, issue 28): a manager has the owner's rows of the store
//    page (shop, services, categories, staff, hours, time off, photos), the calendar (bookings,
//    blocks), reviews, analytics and its customers' profiles; a staff member reads the shop
//    and its staff, and of the calendar only their own staff_id's bookings and blocks and the
//    profiles of those bookings' customers (C.5.4). A member needs no merchant role: the
//    rows are Who::member rules (active on some team) whose predicate is the membership.
//    Money rows (payments, ledger_entries, payouts) are the owner's and managers', never staff's
//    (C.5.4); the deposit settings are the owner's alone. Removed and invited members match nothing
//    (status active only).
#include "rest/policy.hpp"

#include <algorithm>

namespace emu::rest {
namespace {

enum class Who { anyone, signed_in, merchant, member, admin };

struct Rule {
  std::string_view table;
  std::vector<Operation> ops;
  Who who;
  Alternative visible;  // for select, update, delete
  Alternative check;    // for insert, update
  std::vector<std::string_view> writable = {};
  bool one_row = false;  // an insert through this rule carries one row
};

// Not "Op": that is the filter operator of request_ast.hpp, which a unity batch may show here.
using Act = Operation;
using K = Predicate::Kind;
const std::vector<Act> kAll{Act::select, Act::insert, Act::update, Act::remove};
const std::vector<Act> kWrite{Act::insert, Act::update, Act::remove};

Predicate me(std::string_view column) { return {K::column_is_me, column, {}}; }
Predicate is(std::string_view column, std::string_view value) {
  return {K::column_equals, column, {value}};
}
Predicate one_of(std::string_view column, std::vector<std::string_view> values) {
  return {K::column_in, column, std::move(values)};
}
Predicate own_shop(std::string_view column) { return {K::own_shop, column, {}}; }
Predicate booked_at_own_shop(std::string_view column) {
  return {K::booked_at_own_shop, column, {}};
}
Predicate active_shop(std::string_view column) { return {K::active_shop, column, {}}; }
Predicate active_staff(std::string_view column) { return {K::active_staff, column, {}}; }
Predicate own_staff(std::string_view column) { return {K::own_staff, column, {}}; }
Predicate own_shop_review(std::string_view column) { return {K::own_shop_review, column, {}}; }
Predicate service_of_staff_shop(std::string_view column, std::string_view staff_column) {
  return {K::service_of_staff_shop, column, {staff_column}};
}
Predicate staff_of_shop(std::string_view column, std::string_view shop_column) {
  return {K::staff_of_shop, column, {shop_column}};
}
// The shop's team (salon-day.md C.1): the caller's role in the row's shop is one of `roles`.
Predicate member_of(std::string_view column, std::vector<std::string_view> roles) {
  return {K::member_of_shop, column, std::move(roles)};
}
Predicate staff_of_member_shop(std::string_view column, std::vector<std::string_view> roles) {
  return {K::staff_of_member_shop, column, std::move(roles)};
}
Predicate own_calendar(std::string_view column) { return {K::own_calendar, column, {}}; }
Predicate member_customer(std::string_view column) { return {K::member_customer, column, {}}; }
const std::vector<std::string_view> kManager{"manager"};
const std::vector<std::string_view> kTeam{"manager", "staff"};
Alternative always() { return {}; }
Alternative where(std::vector<Predicate> all) { return {false, std::move(all)}; }
Alternative by_exact_id(std::vector<Predicate> all = {}) { return {true, std::move(all)}; }

// clang-format off
const std::vector<std::string_view> kLegacyBookingColumns{
    "id", "user_id", "shop_id", "service_id", "booking_date", "booking_time", "status"};
const std::vector<std::string_view> kApplicantColumns{
    "business_name", "business_name_zh", "district", "address", "building", "business_types",
    "business_type", "business_type_other", "business_mode", "business_size", "description",
    "how_did_you_hear", "referee_name", "referee_phone", "instagram", "facebook", "website",
    "google_map_url", "business_registered_name", "business_registration_number",
    "registered_address", "br_document_url", "contact_person", "contact_person_role",
    "contact_email", "contact_email_secondary", "contact_whatsapp", "phone", "whatsapp", "email",
    "interested_in_content", "open_to_free_trials", "agreed_to_terms", "completion_percentage",
    "status", "submitted_at", "updated_at"};

const std::vector<std::string_view> kShopOwnerColumns{
    "name", "name_zh", "address", "district", "phone_number", "website", "instagram_url",
    "description", "business_types", "categories", "service_type", "operating_hours",
    "is_active", "updated_at", "description_zh", "area", "area_zh", "address_floor", "lat", "lng",
    "whatsapp", "address_zh", "cover_url", "photo_urls",
    // The shop's booking rules (issue 14); their CHECKs bound the values.
    "auto_confirm", "slot_step_min", "min_notice_min", "horizon_days", "cancel_notice_hours",
    "deposit_hkd", "fps_id", "payme_link",
    // Photos and their server-made thumbnails (issue 16; storage/thumbnails.hpp).
    "cover_thumb_url", "photo_thumb_urls"};

// The shop's deposit settings (salon-day.md C.3): the owner's alone, not a manager's; their
// CHECKs bound the values. commission_bps is the platform's (admins).
const std::vector<std::string_view> kShopMoneyColumns = [] {
  std::vector<std::string_view> out = kShopOwnerColumns;
  for (std::string_view c : {"deposit_rule", "deposit_value", "payment_window_min",
                             "fps_proxy_type", "fps_proxy_value", "fps_bank_code", "accept_card"}) {
    out.push_back(c);
  }
  return out;
}();

// A profile's own columns; the WhatsApp consent (whatsapp_*) is the whatsapp-opt-in function's,
// so its time is the server's (salon-day.md C.4).
const std::vector<std::string_view> kProfileColumns{
    "email", "name", "phone_number", "avatar_url", "preferred_lang", "updated_at"};

const std::vector<std::string_view> kClaimantColumns{
    "business_id", "merchant_id", "claim_reason", "proof_documents",
    "business_registration_number", "contact_person", "contact_phone", "contact_email",
    "contact_position", "legal_business_name", "verification_method", "verification_confirmed",
    "additional_info"};

const std::vector<Rule>& rules() {
  static const std::vector<Rule> table{
    // table, operations, who, visible (select/update/delete), check (insert/update)[, writable]
    // Each row queues a welcome e-mail: one address per request (and rest/mail_limits.hpp).
    {"waitlist_emails",       {Act::insert}, Who::anyone,    {},                        always(), {}, true},
    {"waitlist_emails",       {Act::select}, Who::admin,     always(),                  {}},

    {"quick_applications",    {Act::insert}, Who::anyone,    {},                        always()},
    {"quick_applications",    {Act::select}, Who::anyone,    by_exact_id(),             {}},
    {"quick_applications",    kAll,         Who::admin,     always(),                  always()},

    {"merchant_applications", {Act::select}, Who::anyone,    by_exact_id({is("status", "draft")}), {}},
    {"merchant_applications", {Act::update}, Who::anyone,    by_exact_id({is("status", "draft")}),
                                            where({one_of("status", {"draft", "pending_review"})}),
                                            kApplicantColumns},
    {"merchant_applications", {Act::select}, Who::signed_in, where({me("user_id")}),    {}},
    {"merchant_applications", {Act::select}, Who::admin,     always(),                  {}},

    {"businesses",            {Act::select}, Who::anyone,    where({is("is_active", "true")}), {}},
    {"businesses",            {Act::select}, Who::merchant,  where({me("merchant_id")}), {}},
    {"businesses",            {Act::update}, Who::merchant,  where({me("merchant_id")}),
                                                            where({me("merchant_id")}), kShopMoneyColumns},
    {"businesses",            {Act::select}, Who::member,    where({member_of("id", kTeam)}), {}},
    {"businesses",            {Act::update}, Who::member,    where({member_of("id", kManager)}),
                                                            where({member_of("id", kManager)}), kShopOwnerColumns},
    {"businesses",            kAll,         Who::admin,     always(),                  always()},

    {"services",              {Act::select}, Who::anyone,    where({is("is_active", "true"),
                                                                   active_shop("shop_id")}), {}},
    {"services",              kAll,         Who::merchant,  where({own_shop("shop_id")}),
                                                            where({own_shop("shop_id")})},
    {"services",              kAll,         Who::member,    where({member_of("shop_id", kManager)}),
                                                            where({member_of("shop_id", kManager)})},
    {"services",              {Act::select}, Who::member,    where({member_of("shop_id", kTeam)}), {}},
    {"services",              kAll,         Who::admin,     always(),                  always()},

    {"business_claims",       {Act::insert}, Who::merchant,  {},
                              where({me("merchant_id"), is("claim_status", "pending")}), kClaimantColumns},
    {"business_claims",       {Act::select}, Who::merchant,  where({me("merchant_id")}), {}},
    {"business_claims",       {Act::select}, Who::admin,     always(),                  {}},

    // A raw insert is a legacy row without a staff member or times: bookings with times are
    // made by create-booking, which writes their booking_slots cells (issue 14).
    {"bookings",              {Act::insert}, Who::signed_in, {},
                              where({me("user_id"), is("status", "pending")}), kLegacyBookingColumns},
    // A manual booking (salon-day.md C.2) has no user: its customer_name, customer_phone and
    // customer_email are seen by the shop's owner and admins only.
    {"bookings",              {Act::select}, Who::signed_in, where({me("user_id")}),    {}},
    {"bookings",              {Act::select}, Who::merchant,  where({own_shop("shop_id")}), {}},
    {"bookings",              {Act::select}, Who::member,    where({member_of("shop_id", kManager)}), {}},
    {"bookings",              {Act::select}, Who::member,    where({own_calendar("staff_id")}), {}},
    {"bookings",              kAll,         Who::admin,     always(),                  always()},

    // Blocked time: read by the shop's owner and admins; written only by block-time and
    // unblock-time, which keep its booking_slots cells (C.5.1).
    // Money (salon-day.md C.3, C.5.4): the paying customer reads their payments; the shop's
    // owner and managers (never staff) read its payments, ledger and payouts; admins read all.
    // Only the functions and jobs of payments/ write them.
    {"payments",              {Act::select}, Who::signed_in, where({me("user_id")}),    {}},
    {"payments",              {Act::select}, Who::merchant,  where({own_shop("shop_id")}), {}},
    {"payments",              {Act::select}, Who::member,    where({member_of("shop_id", kManager)}), {}},
    {"payments",              {Act::select}, Who::admin,     always(),                  {}},
    {"ledger_entries",        {Act::select}, Who::merchant,  where({own_shop("shop_id")}), {}},
    {"ledger_entries",        {Act::select}, Who::member,    where({member_of("shop_id", kManager)}), {}},
    {"ledger_entries",        {Act::select}, Who::admin,     always(),                  {}},
    {"payouts",               {Act::select}, Who::merchant,  where({own_shop("shop_id")}), {}},
    {"payouts",               {Act::select}, Who::member,    where({member_of("shop_id", kManager)}), {}},
    {"payouts",               {Act::select}, Who::admin,     always(),                  {}},
    {"blocks",                {Act::select}, Who::merchant,  where({own_shop("shop_id")}), {}},
    {"blocks",                {Act::select}, Who::member,    where({member_of("shop_id", kManager)}), {}},
    {"blocks",                {Act::select}, Who::member,    where({own_calendar("staff_id")}), {}},
    {"blocks",                {Act::select}, Who::admin,     always(),                  {}},

    // A shop's customers and its private notes (salon-day.md C.2): the shop's owner and admins
    // read them; the functions write them. The customer never reads the table, so a note never
    // reaches them. calendar_tokens has no rule: nobody reads the feeds' hashes.
    {"shop_clients",          {Act::select}, Who::merchant,  where({own_shop("shop_id")}), {}},
    {"shop_clients",          {Act::select}, Who::member,    where({member_of("shop_id", kManager)}), {}},
    {"shop_clients",          {Act::select}, Who::admin,     always(),                  {}},

    // The weather banner (issue 14); set-weather writes it. booking_slots has no rule: clients
    // neither read nor write the cells.
    {"weather_events",        {Act::select}, Who::anyone,    always(),                  {}},
    {"weather_feed",          {Act::select}, Who::admin,     always(),                  {}},
    // A shop's WhatsApp alerts (messaging/): its owner and managers read them; shop-whatsapp-alerts
    // writes them.
    {"shop_whatsapp_alerts",  {Act::select}, Who::merchant,  where({own_shop("shop_id")}), {}},
    {"shop_whatsapp_alerts",  {Act::select}, Who::member,    where({member_of("shop_id", kManager)}), {}},
    {"shop_whatsapp_alerts",  {Act::select}, Who::admin,     always(),                  {}},

    // Reviews (issue 15) are written only by the functions submit-review, reply-review,
    // report-review and moderate-review, which keep the shop's rating (C.4.2): nobody writes
    // them here, admins included. Anyone reads the published ones and those whose text was
    // removed (the stars stay); a hidden one only its author, the shop's owner and admins.
    {"reviews",               {Act::select}, Who::anyone,    where({one_of("status", {"published", "text_removed"}),
                                                                   active_shop("shop_id")}), {}},
    {"reviews",               {Act::select}, Who::signed_in, where({me("user_id")}),    {}},
    {"reviews",               {Act::select}, Who::merchant,  where({own_shop("shop_id")}), {}},
    {"reviews",               {Act::select}, Who::member,    where({member_of("shop_id", kManager)}), {}},
    {"reviews",               {Act::select}, Who::admin,     always(),                  {}},
    // A report is read by its reporter, the owner of the reviewed shop and admins.
    {"review_reports",        {Act::select}, Who::signed_in, where({me("reporter_id")}), {}},
    {"review_reports",        {Act::select}, Who::merchant,  where({own_shop_review("review_id")}), {}},
    {"review_reports",        {Act::select}, Who::admin,     always(),                  {}},
    {"review_removed_texts",  {Act::select}, Who::admin,     always(),                  {}},

    // Discovery (marketplace.md C.3): what a shop page shows is readable by anyone while the
    // shop is active; the owner edits it like services; favourites are the user's own.
    {"business_categories",   {Act::select}, Who::anyone,    where({active_shop("business_id")}), {}},
    {"business_categories",   kAll,         Who::merchant,  where({own_shop("business_id")}),
                                                            where({own_shop("business_id")})},
    {"business_categories",   kAll,         Who::member,    where({member_of("business_id", kManager)}),
                                                            where({member_of("business_id", kManager)})},
    {"business_categories",   kAll,         Who::admin,     always(),                  always()},

    {"staff",                 {Act::select}, Who::anyone,    where({is("is_active", "true"),
                                                                   active_shop("business_id")}), {}},
    {"staff",                 kAll,         Who::merchant,  where({own_shop("business_id")}),
                                                            where({own_shop("business_id")})},
    {"staff",                 kAll,         Who::member,    where({member_of("business_id", kManager)}),
                                                            where({member_of("business_id", kManager)})},
    {"staff",                 {Act::select}, Who::member,    where({member_of("business_id", kTeam)}), {}},
    {"staff",                 kAll,         Who::admin,     always(),                  always()},

    {"staff_services",        {Act::select}, Who::anyone,    where({active_staff("staff_id")}), {}},
    // A link joins a staff member and a service of the same shop, the caller's (issue 27).
    {"staff_services",        kAll,         Who::merchant,  where({own_staff("staff_id")}),
                                                            where({own_staff("staff_id"),
                                                                   service_of_staff_shop("service_id", "staff_id")})},
    {"staff_services",        kAll,         Who::member,    where({staff_of_member_shop("staff_id", kManager)}),
                                                            where({staff_of_member_shop("staff_id", kManager),
                                                                   service_of_staff_shop("service_id", "staff_id")})},
    {"staff_services",        kAll,         Who::admin,     always(),                  always()},

    {"staff_hours",           {Act::select}, Who::anyone,    where({active_staff("staff_id")}), {}},
    {"staff_hours",           kAll,         Who::merchant,  where({own_staff("staff_id")}),
                                                            where({own_staff("staff_id")})},
    {"staff_hours",           kAll,         Who::member,    where({staff_of_member_shop("staff_id", kManager)}),
                                                            where({staff_of_member_shop("staff_id", kManager)})},
    {"staff_hours",           {Act::select}, Who::member,    where({own_calendar("staff_id")}), {}},
    {"staff_hours",           kAll,         Who::admin,     always(),                  always()},

    {"time_off",              kAll,         Who::merchant,  where({own_shop("business_id")}),
                                                            where({own_shop("business_id"),
                                                                   staff_of_shop("staff_id", "business_id")})},
    {"time_off",              kAll,         Who::member,    where({member_of("business_id", kManager)}),
                                                            where({member_of("business_id", kManager),
                                                                   staff_of_shop("staff_id", "business_id")})},
    {"time_off",              {Act::select}, Who::member,    where({own_calendar("staff_id")}), {}},
    {"time_off",              kAll,         Who::admin,     always(),                  always()},

    // Analytics counters (issue 16): the server writes them; the owner and admins read.
    {"shop_daily_stats",      {Act::select}, Who::merchant,  where({own_shop("business_id")}), {}},
    {"shop_daily_stats",      {Act::select}, Who::member,    where({member_of("business_id", kManager)}), {}},
    {"shop_daily_stats",      {Act::select}, Who::admin,     always(),                  {}},

    {"favorites",             {Act::select, Act::insert, Act::remove}, Who::signed_in,
                              where({me("user_id")}),       where({me("user_id")})},
    {"favorites",             {Act::select, Act::remove}, Who::admin, always(),          {}},

    {"user_profiles",         {Act::select}, Who::signed_in, where({me("user_id")}),    {}},
    {"user_profiles",         {Act::update}, Who::signed_in, where({me("user_id")}),    where({me("user_id")}), kProfileColumns},
    {"user_profiles",         {Act::select}, Who::merchant,  where({booked_at_own_shop("user_id")}), {}},
    {"user_profiles",         {Act::select}, Who::member,    where({member_customer("user_id")}), {}},
    {"user_profiles",         kAll,         Who::admin,     always(),                  always()},

    // The team itself (C.1): the owner and managers read their shop's members, a member their
    // own row; invite-member, accept-invitation and update-member write it (no rule here).
    {"shop_members",          {Act::select}, Who::merchant,  where({own_shop("shop_id")}), {}},
    {"shop_members",          {Act::select}, Who::member,    where({member_of("shop_id", kManager)}), {}},
    {"shop_members",          {Act::select}, Who::signed_in, where({me("user_id")}),    {}},
    {"shop_members",          {Act::select}, Who::admin,     always(),                  {}},

    {"user_roles",            {Act::select}, Who::signed_in, where({me("user_id")}),    {}},
    {"user_roles",            kAll,         Who::admin,     always(),                  always()},

    {"merchants",             {Act::select}, Who::signed_in, where({me("user_id")}),    {}},
    // The owner's update checks what an insert checks: onboarding_complete is set true only by
    // an admin's approval (review-merchant-application), never by the owner.
    {"merchants",             {Act::update}, Who::signed_in, where({me("user_id")}),
                              where({me("user_id"), is("onboarding_complete", "false")})},
    // A merchant sign-up creates its own row after confirming the e-mail (/merchant/callback);
    // the merchant role itself is granted only by an admin's approval.
    {"merchants",             {Act::insert}, Who::signed_in, {},
                              where({me("user_id"), is("onboarding_complete", "false")})},
    {"merchants",             kAll,         Who::admin,     always(),                  always()},
  };
  return table;
}
// clang-format on

bool applies(Who who, const Caller& c) {
  switch (who) {
    case Who::anyone:
      return true;
    case Who::signed_in:
      return c.signed_in;
    case Who::merchant:
      return c.signed_in && c.merchant;
    case Who::member:
      return c.signed_in && c.member;
    case Who::admin:
      return c.signed_in && c.admin;
  }
  return false;
}

}  // namespace

PolicyError permission_denied(std::string_view table) {
  return make_error<PolicyError>("42501", "permission denied for table " + std::string(table));
}

PolicyError check_violation(std::string_view table) {
  return make_error<PolicyError>(
      "42501",
      "new row violates row-level security policy for table \"" + std::string(table) + "\"");
}

std::expected<Decision, PolicyError> decide(const Caller& caller, std::string_view table,
                                            Operation op, PolicyContext context) {
  Decision d;
  if (caller.service) {
    d.bypass = true;
    return d;
  }
  bool any_rule = false;
  bool unrestricted = false;
  bool every_rule_one_row = true;
  for (const auto& rule : rules()) {
    if (rule.table != table || !applies(rule.who, caller) ||
        std::ranges::find(rule.ops, op) == rule.ops.end()) {
      continue;
    }
    any_rule = true;
    every_rule_one_row = every_rule_one_row && rule.one_row;
    if (op != Operation::insert) {
      if (rule.visible.needs_exact_id && (context.embedded || !context.exact_id)) continue;
      d.visible.push_back(rule.visible);
    }
    if (op == Operation::insert || op == Operation::update) {
      d.check.push_back(rule.check);
      if (rule.writable.empty()) {
        unrestricted = true;
      } else {
        d.writable.insert(d.writable.end(), rule.writable.begin(), rule.writable.end());
      }
    }
  }
  d.all_columns = unrestricted;
  d.one_row = op == Operation::insert && any_rule && every_rule_one_row;
  if (!any_rule) return std::unexpected(permission_denied(table));
  // Every right needed the exact id and the request did not name one: refuse outright at the
  // top level (an embed just shows nothing), so a caller learns the id is required.
  if (op != Operation::insert && d.visible.empty() && !context.embedded) {
    auto e = permission_denied(table);
    e.hint = "Filter by id=eq.<uuid>";
    return std::unexpected(e);
  }
  return d;
}

}  // namespace emu::rest
