// Keep in step with server/migrations/*.sql (rest_registry_test compares both engines'
// columns against this file).
#include "rest/schema_registry.hpp"

namespace emu::rest {
namespace {

using T = Type;

std::vector<Table> declare_tables() {
  return {
      {"user_profiles",
       {{"user_id", T::uuid},
        {"email", T::text},
        {"name", T::text},
        {"phone_number", T::text},
        {"avatar_url", T::text},
        {"created_at", T::timestamptz},
        {"updated_at", T::timestamptz},
        {"preferred_lang", T::text},
        {"whatsapp_opt_in", T::boolean}},
       "user_id",
       {{"user_profiles_pkey", {"user_id"}}}},
      {"user_roles",
       {{"id", T::uuid}, {"user_id", T::uuid}, {"role", T::text}, {"created_at", T::timestamptz}},
       "id",
       {{"user_roles_pkey", {"id"}}, {"user_roles_user_id_role_key", {"user_id", "role"}}}},
      {"merchants",
       {{"id", T::uuid},
        {"user_id", T::uuid},
        {"business_name", T::text},
        {"onboarding_complete", T::boolean},
        {"created_at", T::timestamptz},
        {"updated_at", T::timestamptz}},
       "id",
       {{"merchants_pkey", {"id"}}, {"merchants_user_id_key", {"user_id"}}}},
      {"businesses",
       {{"id", T::uuid},
        {"name", T::text},
        {"name_zh", T::text},
        {"address", T::text},
        {"district", T::text},
        {"phone_number", T::text},
        {"website", T::text},
        {"instagram_url", T::text},
        {"description", T::text},
        {"business_types", T::jsonb_array},
        {"categories", T::jsonb_array},
        {"service_type", T::text},
        {"operating_hours", T::jsonb},
        {"is_verified", T::boolean},
        {"is_active", T::boolean},
        {"claim_status", T::text},
        {"is_claimed", T::boolean},
        {"claimed_by", T::uuid},
        {"merchant_id", T::uuid},
        {"rating", T::numeric},
        {"total_ratings", T::integer},
        {"verification_status", T::text},
        {"created_at", T::timestamptz},
        {"updated_at", T::timestamptz},
        {"description_zh", T::text},
        {"area", T::text},
        {"area_zh", T::text},
        {"address_floor", T::text},
        {"lat", T::numeric},
        {"lng", T::numeric},
        {"search_text", T::text},
        {"min_price", T::numeric},
        {"whatsapp", T::text},
        {"cover_url", T::text},
        {"photo_urls", T::jsonb_array},
        {"auto_confirm", T::boolean},
        {"slot_step_min", T::integer},
        {"min_notice_min", T::integer},
        {"horizon_days", T::integer},
        {"cancel_notice_hours", T::integer},
        {"deposit_hkd", T::numeric},
        {"fps_id", T::text},
        {"payme_link", T::text},
        {"cover_thumb_url", T::text},
        {"photo_thumb_urls", T::jsonb_array}},
       "id",
       {{"businesses_pkey", {"id"}}}},
      {"business_categories",
       {{"id", T::uuid}, {"business_id", T::uuid}, {"category", T::text}},
       "id",
       {{"business_categories_pkey", {"business_id", "category"}},
        {"business_categories_id_key", {"id"}}}},
      {"staff",
       {{"id", T::uuid},
        {"business_id", T::uuid},
        {"name", T::text},
        {"name_zh", T::text},
        {"title", T::text},
        {"title_zh", T::text},
        {"avatar_url", T::text},
        {"bio", T::text},
        {"bio_zh", T::text},
        {"is_active", T::boolean},
        {"bookable_online", T::boolean},
        {"sort_order", T::integer},
        {"user_id", T::uuid},
        {"created_at", T::timestamptz},
        {"updated_at", T::timestamptz},
        {"avatar_thumb_url", T::text}},
       "id",
       {{"staff_pkey", {"id"}}}},
      // Per-day counters (issue 16): read by the shop's owner and admins.
      {"shop_daily_stats",
       {{"business_id", T::uuid},
        {"day", T::date},
        {"page_views", T::integer},
        {"search_impressions", T::integer}},
       "business_id",
       {{"shop_daily_stats_pkey", {"business_id", "day"}}}},
      {"staff_services",
       {{"id", T::uuid}, {"staff_id", T::uuid}, {"service_id", T::uuid}},
       "id",
       {{"staff_services_pkey", {"staff_id", "service_id"}}, {"staff_services_id_key", {"id"}}}},
      {"staff_hours",
       {{"id", T::uuid},
        {"staff_id", T::uuid},
        {"weekday", T::integer},
        {"start_time", T::text},
        {"end_time", T::text}},
       "id",
       {{"staff_hours_pkey", {"id"}}}},
      {"time_off",
       {{"id", T::uuid},
        {"business_id", T::uuid},
        {"staff_id", T::uuid},
        {"starts_at", T::timestamptz},
        {"ends_at", T::timestamptz},
        {"reason", T::text},
        {"created_at", T::timestamptz}},
       "id",
       {{"time_off_pkey", {"id"}}}},
      {"favorites",
       {{"id", T::uuid},
        {"user_id", T::uuid},
        {"business_id", T::uuid},
        {"created_at", T::timestamptz}},
       "id",
       {{"favorites_pkey", {"user_id", "business_id"}}, {"favorites_id_key", {"id"}}}},
      {"services",
       {{"id", T::uuid},
        {"shop_id", T::uuid},
        {"name", T::text},
        {"description", T::text},
        {"price", T::numeric},
        {"duration", T::integer},
        {"is_active", T::boolean},
        {"created_at", T::timestamptz},
        {"updated_at", T::timestamptz},
        {"name_zh", T::text},
        {"description_zh", T::text},
        {"category", T::text},
        {"buffer_after_min", T::integer},
        {"price_is_from", T::boolean},
        {"sort_order", T::integer},
        {"bookable_online", T::boolean}},
       "id",
       {{"services_pkey", {"id"}}}},
      {"bookings",
       {{"id", T::uuid},
        {"user_id", T::uuid},
        {"shop_id", T::uuid},
        {"service_id", T::uuid},
        {"booking_date", T::date},
        {"booking_time", T::time},
        {"status", T::text},
        {"created_at", T::timestamptz},
        {"updated_at", T::timestamptz},
        {"staff_id", T::uuid},
        {"start_at", T::timestamptz},
        {"end_at", T::timestamptz},
        {"occupied_until", T::timestamptz},
        {"duration_min", T::integer},
        {"price_hkd", T::numeric},
        {"note", T::text},
        {"source", T::text},
        {"idempotency_key", T::text},
        {"confirmed_at", T::timestamptz},
        {"cancelled_at", T::timestamptz},
        {"cancelled_by", T::text},
        {"cancel_reason", T::text},
        {"decline_reason", T::text},
        {"completed_at", T::timestamptz},
        {"deposit_status", T::text},
        {"weather_affected", T::boolean},
        {"expires_at", T::timestamptz},
        {"reminded_at", T::timestamptz}},
       "id",
       {{"bookings_pkey", {"id"}}}},
      // The weather banner's state (issue 14). booking_slots is not exposed at all.
      {"weather_events",
       {{"id", T::uuid},
        {"kind", T::text},
        {"started_at", T::timestamptz},
        {"ended_at", T::timestamptz},
        {"source", T::text},
        {"created_at", T::timestamptz}},
       "id",
       {{"weather_events_pkey", {"id"}}}},
      {"reviews",
       {{"id", T::uuid},
        {"user_id", T::uuid},
        {"shop_id", T::uuid},
        {"service_id", T::uuid},
        {"rating", T::integer},
        {"comment", T::text},
        {"created_at", T::timestamptz},
        {"updated_at", T::timestamptz},
        {"status", T::text},
        {"booking_id", T::uuid}},
       "id",
       {{"reviews_pkey", {"id"}}, {"reviews_booking_id_key", {"booking_id"}}}},
      {"waitlist_emails",
       {{"id", T::uuid}, {"email", T::text}, {"created_at", T::timestamptz}, {"lang", T::text}},
       "id",
       {{"waitlist_emails_pkey", {"id"}}, {"waitlist_emails_email_key", {"email"}}}},
      {"quick_applications",
       {{"id", T::uuid},
        {"business_name", T::text},
        {"email", T::text},
        {"whatsapp", T::text},
        {"district", T::text},
        {"business_type", T::text},
        {"business_mode", T::text},
        {"instagram", T::text},
        {"completed", T::boolean},
        {"onboarding_completed_at", T::timestamptz},
        {"created_at", T::timestamptz}},
       "id",
       {{"quick_applications_pkey", {"id"}}}},
      {"merchant_applications",
       {{"id", T::uuid},
        {"user_id", T::uuid},
        {"quick_application_id", T::uuid},
        {"business_id", T::uuid},
        {"application_number", T::text},
        {"status", T::text},
        {"business_name", T::text},
        {"business_name_zh", T::text},
        {"district", T::text},
        {"address", T::text},
        {"building", T::text},
        {"business_types", T::jsonb_array},
        {"business_type", T::text},
        {"business_type_other", T::text},
        {"business_mode", T::text},
        {"business_size", T::text},
        {"description", T::text},
        {"how_did_you_hear", T::text},
        {"referee_name", T::text},
        {"referee_phone", T::text},
        {"instagram", T::text},
        {"facebook", T::text},
        {"website", T::text},
        {"google_map_url", T::text},
        {"business_registered_name", T::text},
        {"business_registration_number", T::text},
        {"registered_address", T::text},
        {"br_document_url", T::text},
        {"contact_person", T::text},
        {"contact_person_role", T::text},
        {"contact_email", T::text},
        {"contact_email_secondary", T::text},
        {"contact_whatsapp", T::text},
        {"phone", T::text},
        {"whatsapp", T::text},
        {"email", T::text},
        {"interested_in_content", T::boolean},
        {"open_to_free_trials", T::boolean},
        {"agreed_to_terms", T::boolean},
        {"completion_percentage", T::integer},
        {"reviewer_remark", T::text},
        {"reviewed_by", T::text},
        {"submitted_at", T::timestamptz},
        {"approved_at", T::timestamptz},
        {"rejected_at", T::timestamptz},
        {"rejection_reason", T::text},
        {"created_at", T::timestamptz},
        {"updated_at", T::timestamptz}},
       "id",
       {{"merchant_applications_pkey", {"id"}},
        {"merchant_applications_application_number_key", {"application_number"}}}},
      {"business_claims",
       {{"id", T::uuid},
        {"business_id", T::uuid},
        {"merchant_id", T::uuid},
        {"claim_status", T::text},
        {"claim_reason", T::text},
        {"proof_documents", T::jsonb_array},
        {"business_registration_number", T::text},
        {"contact_person", T::text},
        {"contact_phone", T::text},
        {"contact_email", T::text},
        {"contact_position", T::text},
        {"legal_business_name", T::text},
        {"verification_method", T::text},
        {"verification_confirmed", T::boolean},
        {"additional_info", T::text},
        {"reviewed_by", T::uuid},
        {"reviewed_at", T::timestamptz},
        {"review_notes", T::text},
        {"created_at", T::timestamptz},
        {"updated_at", T::timestamptz}},
       "id",
       {{"business_claims_pkey", {"id"}},
        {"business_claims_one_open_claim_idx", {"business_id", "merchant_id"}, true}}},
  };
}

// Real constraints first, then the virtual links to user_profiles (see Relation).
std::vector<Relation> declare_relations() {
  return {
      {"services_shop_id_fkey", "services", "shop_id", "businesses", "id"},
      {"bookings_shop_id_fkey", "bookings", "shop_id", "businesses", "id"},
      {"bookings_service_id_fkey", "bookings", "service_id", "services", "id"},
      {"reviews_shop_id_fkey", "reviews", "shop_id", "businesses", "id"},
      {"reviews_service_id_fkey", "reviews", "service_id", "services", "id"},
      {"merchant_applications_quick_application_id_fkey", "merchant_applications",
       "quick_application_id", "quick_applications", "id"},
      {"merchant_applications_business_id_fkey", "merchant_applications", "business_id",
       "businesses", "id"},
      {"business_claims_business_id_fkey", "business_claims", "business_id", "businesses", "id"},
      {"business_categories_business_id_fkey", "business_categories", "business_id", "businesses",
       "id"},
      {"staff_business_id_fkey", "staff", "business_id", "businesses", "id"},
      {"staff_services_staff_id_fkey", "staff_services", "staff_id", "staff", "id"},
      {"staff_services_service_id_fkey", "staff_services", "service_id", "services", "id"},
      {"staff_hours_staff_id_fkey", "staff_hours", "staff_id", "staff", "id"},
      {"time_off_business_id_fkey", "time_off", "business_id", "businesses", "id"},
      {"shop_daily_stats_business_id_fkey", "shop_daily_stats", "business_id", "businesses",
       "id"},
      {"time_off_staff_id_fkey", "time_off", "staff_id", "staff", "id"},
      {"favorites_business_id_fkey", "favorites", "business_id", "businesses", "id"},
      {"reviews_booking_id_fkey", "reviews", "booking_id", "bookings", "id"},
      {"bookings_staff_id_fkey", "bookings", "staff_id", "staff", "id"},
      {"bookings_user_id_fkey", "bookings", "user_id", "user_profiles", "user_id", true},
      {"reviews_user_id_fkey", "reviews", "user_id", "user_profiles", "user_id", true},
      {"favorites_user_id_fkey", "favorites", "user_id", "user_profiles", "user_id", true},
      {"user_roles_user_id_fkey", "user_roles", "user_id", "user_profiles", "user_id", true},
      {"merchants_user_id_fkey", "merchants", "user_id", "user_profiles", "user_id", true},
      {"businesses_merchant_id_fkey", "businesses", "merchant_id", "user_profiles", "user_id",
       true},
      {"businesses_claimed_by_fkey", "businesses", "claimed_by", "user_profiles", "user_id", true},
      {"business_claims_merchant_id_fkey", "business_claims", "merchant_id", "user_profiles",
       "user_id", true},
      {"merchant_applications_user_id_fkey", "merchant_applications", "user_id", "user_profiles",
       "user_id", true},
  };
}

}  // namespace

std::string_view type_name(Type type) {
  switch (type) {
    case Type::uuid:
      return "uuid";
    case Type::text:
      return "text";
    case Type::boolean:
      return "boolean";
    case Type::integer:
      return "integer";
    case Type::numeric:
      return "numeric";
    case Type::timestamptz:
      return "timestamp with time zone";
    case Type::date:
      return "date";
    case Type::time:
      return "time without time zone";
    case Type::jsonb:
    case Type::jsonb_array:
      return "jsonb";
  }
  return "text";
}

const Column* Table::column(std::string_view wanted) const {
  for (const auto& c : columns) {
    if (c.name == wanted) return &c;
  }
  return nullptr;
}

Registry::Registry() : tables_(declare_tables()), relations_(declare_relations()) {}

const Registry& Registry::instance() {
  static const Registry registry;
  return registry;
}

const Table* Registry::table(std::string_view name) const {
  for (const auto& t : tables_) {
    if (t.name == name) return &t;
  }
  return nullptr;
}

std::vector<Link> Registry::links(const Table& parent, std::string_view name,
                                  std::string_view hint) const {
  std::vector<Link> out;
  for (const auto& r : relations_) {
    const bool hint_ok = hint.empty() || hint == r.name || hint == r.column;
    if (!hint_ok) continue;
    if (r.table == parent.name && (name == r.foreign_table || name == r.column || name == r.name)) {
      out.push_back(Link{&r, true, table(r.foreign_table), r.column, r.foreign_column});
    }
    if (r.foreign_table == parent.name && (name == r.table || name == r.name)) {
      out.push_back(Link{&r, false, table(r.table), r.foreign_column, r.column});
    }
  }
  return out;
}

}  // namespace emu::rest
