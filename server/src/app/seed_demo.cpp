#include "app/seed_demo.hpp"

#include <algorithm>
#include <array>
#include <boost/json/serialize.hpp>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <random>
#include <tuple>
#include <vector>

#include "app/seed_catalogue.hpp"
#include "app/seed_vocabulary.hpp"
#include "auth/password.hpp"
#include "auth/users_repo.hpp"
#include "booking/booking_store.hpp"
#include "common/ids.hpp"
#include "db/transaction.hpp"
#include "domain/booking_time.hpp"
#include "domain/enums.hpp"
#include "reviews/review_store.hpp"
#include "search/search_text.hpp"

namespace emu::app {
namespace {

constexpr std::string_view kDemoAdmin = R"sql(SELECT id FROM users WHERE email = $1)sql";

constexpr std::string_view kTouchSignIn = R"sql(
    UPDATE users SET last_sign_in_at = $2 WHERE id = $1)sql";

constexpr std::string_view kSetPhone = R"sql(
    UPDATE user_profiles SET phone_number = $2 WHERE user_id = $1)sql";

constexpr std::string_view kGrantRole = R"sql(
    INSERT INTO user_roles (id, user_id, role, created_at) VALUES
    ($1, $2, $3, $4) ON CONFLICT (user_id, role) DO NOTHING)sql";

constexpr std::string_view kInsertMerchant = R"sql(
    INSERT INTO merchants (id, user_id, business_name,
    onboarding_complete, created_at, updated_at) VALUES
    ($1, $2, $3, $4, $5, $5))sql";

constexpr std::string_view kInsertShops = R"sql(
    INSERT INTO businesses (id, name, name_zh, address, address_floor, address_zh, area,
    area_zh, district, phone_number, whatsapp, website, instagram_url, description,
    description_zh, business_types, categories, service_type, operating_hours, is_verified,
    is_active, claim_status, is_claimed, claimed_by, merchant_id, rating, total_ratings,
    verification_status, cover_url, photo_urls, created_at, updated_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
    $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $31))sql";

constexpr std::string_view kInsertServices = R"sql(
    INSERT INTO services (id, shop_id, name, name_zh, description, description_zh, category,
    price, duration, buffer_after_min, sort_order, is_active, created_at, updated_at) VALUES
    ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13))sql";

constexpr std::string_view kInsertStaff = R"sql(
    INSERT INTO staff (id, business_id, name, name_zh, title, title_zh, bio, bio_zh,
    sort_order, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10))sql";

constexpr std::string_view kInsertStaffService = R"sql(
    INSERT INTO staff_services (id, staff_id, service_id) VALUES ($1, $2, $3))sql";

constexpr std::string_view kInsertStaffHours = R"sql(
    INSERT INTO staff_hours (id, staff_id, weekday, start_time, end_time) VALUES ($1, $2, $3,
    $4, $5))sql";

// A visit in the past (completed or cancelled): no cells, nothing to hold any more.
constexpr std::string_view kInsertPastBooking = R"sql(
    INSERT INTO bookings (id, user_id, shop_id, service_id, staff_id, booking_date,
    booking_time, start_at, end_at, occupied_until, duration_min, price_hkd, status,
    confirmed_at, completed_at, cancelled_at, cancelled_by, cancel_reason, created_at,
    updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $12, $13, $14, $15,
    $16, $17, $18, $18))sql";

constexpr std::string_view kInsertReviews = R"sql(
    INSERT INTO reviews (id, user_id, shop_id, service_id, rating, comment, booking_id,
    created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8))sql";

constexpr std::string_view kInsertClaims = R"sql(
    INSERT INTO business_claims (id, business_id, merchant_id, claim_status,
    claim_reason, proof_documents, business_registration_number, contact_person,
    contact_phone, contact_email, contact_position, legal_business_name,
    verification_method, verification_confirmed, additional_info, reviewed_by,
    reviewed_at, review_notes, created_at, updated_at) VALUES ($1, $2, $3, $4, $5,
    $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19))sql";

constexpr std::string_view kClaimShops = R"sql(
    UPDATE businesses SET claimed_by = COALESCE($2, claimed_by), merchant_id =
    COALESCE($2, merchant_id), claim_status = CASE WHEN claim_status = 'approved'
    THEN claim_status ELSE $3 END, is_claimed = (is_claimed OR $4) WHERE id = $1)sql";

constexpr std::string_view kReserveApplicationNumbers = R"sql(
    UPDATE app_counters SET value = value + $1 WHERE name =
    'application_number' RETURNING value)sql";

constexpr std::string_view kInsertAudit = R"sql(
    INSERT INTO audit_log (id, actor_id, actor_email, action, entity_type,
    entity_id, details, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8))sql";

constexpr std::string_view kInsertOutbox = R"sql(
    INSERT INTO email_outbox (id, to_email, template_id, email_type, lang, subject,
    html_body, text_body, status, attempts, last_error, sent_at, created_at,
    next_attempt_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
    $12, $13, $14, $13))sql";

constexpr std::string_view kDemoReviewers = R"sql(
    SELECT id FROM users WHERE email LIKE 'user%@demo.emu.hk' ORDER BY email LIMIT 500)sql";

constexpr std::string_view kInsertCategory = R"sql(
    INSERT INTO business_categories (id, business_id, category)
    VALUES ($1, $2, $3))sql";

constexpr std::string_view kAnyShop = R"sql(SELECT id FROM businesses LIMIT 1)sql";

using boost::json::array;
using boost::json::object;
using Clock = std::chrono::system_clock;

// ---- The vocabulary: every text in English and Traditional Chinese -------------------------

struct Pair {
  const char* en;
  const char* zh;
};

// One street per district, in domain::districts() order.
constexpr std::array<Pair, 18> kStreets{{
    {"Queen's Road Central, Central", "中環皇后大道中"},
    {"King's Road, North Point", "北角英皇道"},
    {"Tung Chung Waterfront Road, Tung Chung", "東涌海濱路"},
    {"Nga Tsin Wai Road, Kowloon City", "九龍城衙前圍道"},
    {"Kwai Chung Road, Kwai Chung", "葵涌葵涌道"},
    {"Hoi Yuen Road, Kwun Tong", "觀塘開源道"},
    {"San Wan Road, Sheung Shui", "上水新運路"},
    {"Po Tung Road, Sai Kung", "西貢普通道"},
    {"Sha Tin Centre Street, Sha Tin", "沙田正街"},
    {"Fuk Wing Street, Sham Shui Po", "深水埗福榮街"},
    {"Aberdeen Main Road, Aberdeen", "香港仔大道"},
    {"Kwong Fuk Road, Tai Po", "大埔廣福道"},
    {"Sha Tsui Road, Tsuen Wan", "荃灣沙咀道"},
    {"Tuen Mun Heung Sze Wui Road, Tuen Mun", "屯門鄉事會路"},
    {"Lockhart Road, Wan Chai", "灣仔駱克道"},
    {"Lung Cheung Road, Wong Tai Sin", "黃大仙龍翔道"},
    {"Nathan Road, Mong Kok", "旺角彌敦道"},
    {"Castle Peak Road, Yuen Long", "元朗青山公路"},
}};

constexpr std::array<Pair, 14> kPrefixes{{
    {"Glow", "光彩"},
    {"Bloom", "綻放"},
    {"Jade", "翡翠"},
    {"Harbour", "海港"},
    {"Lotus", "蓮花"},
    {"Silk", "絲絨"},
    {"Pearl", "珍珠"},
    {"Orchid", "蘭花"},
    {"Velvet", "天鵝絨"},
    {"Serene", "靜心"},
    {"Luna", "月影"},
    {"Peak", "山頂"},
    {"Blossom", "花漾"},
    {"Aura", "光環"},
}};

struct ServiceSpec {
  const char* en;
  const char* zh;
  int price;     // HKD
  int duration;  // minutes
};

struct Kind {
  const char* type;  // a business type value
  Pair suffix;
  const char* service_type;
  std::array<ServiceSpec, 3> services;
};

constexpr std::array<Kind, 9> kKinds{{
    {"Beauty",
     {"Beauty Studio", "美容工作室"},
     "beauty",
     {{{"Hydrating Facial", "保濕面部護理", 680, 75},
       {"Deep Cleansing Facial", "深層清潔面部護理", 580, 60},
       {"Radiance Peel", "煥膚療程", 980, 60}}}},
    {"Nail Salon",
     {"Nail Bar", "美甲坊"},
     "nails",
     {{{"Gel Manicure", "凝膠美甲", 280, 60},
       {"Classic Pedicure", "經典修腳", 320, 60},
       {"Nail Art Design", "美甲彩繪", 380, 90}}}},
    {"Hair Salon",
     {"Hair Salon", "髮型屋"},
     "hair",
     {{{"Haircut & Styling", "剪髮造型", 350, 60},
       {"Full Colour", "全頭染髮", 880, 120},
       {"Keratin Treatment", "角蛋白護髮", 1280, 150}}}},
    {"Massage",
     {"Massage House", "按摩館"},
     "massage",
     {{{"Swedish Massage", "瑞典按摩", 580, 60},
       {"Hot Stone Massage", "熱石按摩", 780, 90},
       {"Foot Reflexology", "足底按摩", 298, 50}}}},
    {"Wellness",
     {"Wellness Spa", "健康水療"},
     "spa",
     {{{"Aromatherapy Ritual", "香薰療程", 680, 75},
       {"Body Scrub & Wrap", "身體磨砂及裹敷", 880, 90},
       {"Detox Sauna Session", "排毒桑拿", 380, 45}}}},
    {"Make Up",
     {"Makeup Atelier", "化妝工作室"},
     "makeup",
     {{{"Bridal Makeup", "新娘化妝", 2800, 180},
       {"Event Makeup", "活動化妝", 880, 90},
       {"Makeup Lesson", "化妝課程", 1200, 120}}}},
    {"Brows & Lashes",
     {"Lash & Brow Lab", "眉睫專門店"},
     "brows",
     {{{"Eyelash Extensions", "嫁接睫毛", 480, 90},
       {"Brow Embroidery", "飄眉", 2800, 120},
       {"Lash Lift", "睫毛曲翹", 420, 60}}}},
    {"Hair Salon",
     {"Barbershop", "理髮店"},
     "hair",
     {{{"Men's Haircut", "男士剪髮", 180, 30},
       {"Hot Towel Shave", "熱毛巾剃鬚", 220, 30},
       {"Beard Trim", "修鬍子", 120, 20}}}},
    {"Massage",
     {"Reflexology", "足道"},
     "massage",
     {{{"Foot Reflexology", "足底按摩", 298, 50},
       {"Tui Na", "推拿", 450, 45},
       {"Head & Shoulder Massage", "頭肩按摩", 260, 30}}}},
}};

// People: the demo users alternate between English and Chinese display names.
constexpr std::array<Pair, 20> kPeople{{
    {"Mandy Chan", "陳美儀"},    {"Kelvin Wong", "黃家偉"},  {"Joyce Lee", "李嘉欣"},
    {"Winnie Cheung", "張詠詩"}, {"Alan Lau", "劉志強"},     {"Melody Ho", "何美玲"},
    {"Ken Ng", "吳家豪"},        {"Hayley Leung", "梁凱欣"}, {"Tiffany Yip", "葉芷晴"},
    {"Jason Tang", "鄧文傑"},    {"Karen Kwok", "郭慧琳"},   {"Cindy Fung", "馮思穎"},
    {"Eric Lam", "林子健"},      {"Vivian Tsang", "曾詠欣"}, {"Bobby Chow", "周家樂"},
    {"Fiona Mak", "麥曉彤"},     {"Derek So", "蘇俊賢"},     {"Grace Tse", "謝雅婷"},
    {"Hugo Yeung", "楊浩然"},    {"Iris Kwan", "關嘉琪"},
}};

// The area of the base shops of each district, in domain::districts() order (streets and
// addresses come from seed_vocabulary's lists of these areas).
constexpr std::array<Pair, 18> kDistrictAreas{{
    {"Central", "中環"},
    {"North Point", "北角"},
    {"Tung Chung", "東涌"},
    {"Kowloon City", "九龍城"},
    {"Kwai Fong", "葵芳"},
    {"Kwun Tong", "觀塘"},
    {"Sheung Shui", "上水"},
    {"Sai Kung", "西貢"},
    {"Sha Tin", "沙田"},
    {"Sham Shui Po", "深水埗"},
    {"Aberdeen", "香港仔"},
    {"Tai Po", "大埔"},
    {"Tsuen Wan", "荃灣"},
    {"Tuen Mun", "屯門"},
    {"Wan Chai", "灣仔"},
    {"Wong Tai Sin", "黃大仙"},
    {"Mong Kok", "旺角"},
    {"Yuen Long", "元朗"},
}};

// The staff titles of a category: the first staff member is the senior one.
struct Titles {
  const char *en, *zh, *senior_en, *senior_zh;
};
Titles titles_of(std::string_view category) {
  if (category == "hair") return {"Stylist", "髮型師", "Senior Stylist", "資深髮型師"};
  if (category == "nails") return {"Nail Technician", "美甲師", "Senior Nail Artist", "資深美甲師"};
  if (category == "makeup") return {"Makeup Artist", "化妝師", "Lead Makeup Artist", "首席化妝師"};
  if (category == "massage")
    return {"Massage Therapist", "按摩師", "Senior Therapist", "資深按摩師"};
  if (category == "spa") return {"Spa Therapist", "水療師", "Spa Director", "水療總監"};
  return {"Beautician", "美容師", "Senior Beautician", "資深美容師"};
}

std::string_view category_of(std::string_view service_type) {
  return service_type == "beauty" || service_type == "brows" ? "skincare" : service_type;
}

constexpr std::array<const char*, 4> kRejectReasons{
    "Incomplete or incorrect information", "Invalid or missing BR document",
    "Not a business in our target category",
    "Other: the shop address is a residential flat; please apply again with a licensed venue"};

constexpr std::array<const char*, 3> kVerification{"whatsapp", "facebook", "instagram"};

// ---- Helpers ---------------------------------------------------------------------------------

class Seeder {
 public:
  Seeder(db::Database& db, const SeedOptions& options) : db_(db), options_(options) {}

  std::expected<SeedReport, std::string> run();

 private:
  using Rows = std::vector<std::vector<db::Param>>;

  // Inserts `rows` with one prepared statement inside one transaction.
  std::expected<void, std::string> batch(std::string_view what, std::string_view sql,
                                         const Rows& rows) {
    auto done =
        db::in_transaction(db_, db::TxMode::write, [&](db::Connection& conn) -> db::Result<bool> {
          for (const auto& row : rows) {
            if (auto r = conn.query(sql, row); !r) return std::unexpected(r.error());
          }
          return true;
        });
    if (!done)
      return std::unexpected("cannot insert " + std::string(what) + ": " + done.error().message);
    return {};
  }

  std::string ago(double hours) const {
    return common::format_utc(now_ - std::chrono::seconds(static_cast<std::int64_t>(hours * 3600)));
  }
  static std::string date_of(Clock::time_point t) {
    auto days = std::chrono::floor<std::chrono::days>(t);
    std::chrono::year_month_day ymd{days};
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
                  static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
    return buf;
  }
  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }

  std::expected<bool, std::string> base_exists();
  std::expected<void, std::string> seed_users();
  std::expected<void, std::string> seed_shops();
  std::expected<void, std::string> seed_activity();
  std::expected<void, std::string> seed_claims();
  std::expected<std::int64_t, std::string> reserve_numbers(std::int64_t count);
  std::vector<db::Param> application_row(std::int64_t number, std::string_view status, int i);
  std::expected<void, std::string> seed_applications(std::int64_t count, bool base);
  std::expected<void, std::string> seed_audit_and_outbox();
  std::expected<void, std::string> seed_marketplace(bool base_created);

  db::Database& db_;
  SeedOptions options_;
  SeedReport report_;
  Clock::time_point now_ = Clock::now();
  std::mt19937 rng_{20251122};
  std::string password_hash_;
  std::string admin_id_;
  std::vector<std::string> merchants_, users_;
  struct Service {
    std::string id;
    Bilingual name;
    int duration;
    double price;
  };
  struct Shop {
    std::string id, name;
    int kind;
    std::vector<Service> services;
    std::vector<std::pair<std::string, std::string>> staff;  // id, given name
    bool open_sunday = false, active = true;
  };
  std::vector<Shop> shops_;
  std::vector<std::string> unclaimed_;  // shops free for claims
  ShopNamer namer_;
  ReviewWriter writer_;
};

std::expected<bool, std::string> Seeder::base_exists() {
  auto conn = db_.acquire();
  if (!conn) return std::unexpected("cannot open the database: " + conn.error().message);
  std::array<db::Param, 1> p{std::string(kDemoAdminEmail)};
  auto r = (*conn)->query(kDemoAdmin, p);
  if (!r) return std::unexpected("cannot read users: " + r.error().message);
  return !r->rows.empty();
}

std::expected<void, std::string> Seeder::seed_users() {
  int merchant_count = 12 * options_.scale;
  int user_count = 40 * options_.scale;
  auto done =
      db::in_transaction(db_, db::TxMode::write, [&](db::Connection& conn) -> db::Result<bool> {
        auto add = [&](const std::string& email, const std::string& name, double age_hours,
                       std::optional<double> last_sign_in, std::initializer_list<const char*> roles,
                       const std::string& phone) -> db::Result<std::string> {
          auth::NewUser u;
          u.id = common::new_uuid();
          u.email = email;
          u.password_hash = password_hash_;
          u.confirmed = true;
          u.user_metadata =
              object{{"name", name}, {"email_verified", true}, {"onboarding_complete", true}};
          u.now = ago(age_hours);
          if (auto r = auth::insert_user(conn, u); !r) return std::unexpected(r.error());
          std::array<db::Param, 2> touch{
              u.id, last_sign_in ? db::Param(ago(*last_sign_in)) : db::Param(nullptr)};
          if (auto r = conn.query(kTouchSignIn, touch); !r) {
            return std::unexpected(r.error());
          }
          std::array<db::Param, 2> prof{u.id, phone};
          if (auto r = conn.query(kSetPhone, prof); !r) {
            return std::unexpected(r.error());
          }
          for (const char* role : roles) {
            std::array<db::Param, 4> rp{common::new_uuid(), u.id, std::string(role), u.now};
            if (auto r = conn.query(kGrantRole, rp); !r) {
              return std::unexpected(r.error());
            }
          }
          ++report_.users;
          return u.id;
        };
        auto phone = [&](int i) {
          char buf[24];
          std::snprintf(buf, sizeof buf, "+852 %04d %04d", 5100 + i % 4800,
                        1000 + (i * 7919) % 9000);
          return std::string(buf);
        };
        auto admin = add(std::string(kDemoAdminEmail), "Emu Admin 管理員", 24 * 120, 1.0,
                         {"admin", "user"}, phone(0));
        if (!admin) return std::unexpected(admin.error());
        admin_id_ = *admin;
        for (int i = 0; i < merchant_count; ++i) {
          char email[64];
          std::snprintf(email, sizeof email, "merchant%02d@demo.emu.hk", i + 1);
          const auto& person = kPeople[(i + 3) % kPeople.size()];
          std::string name = i % 2 == 0 ? person.en : person.zh;
          std::optional<double> last =
              i % 4 == 3 ? std::nullopt : std::optional<double>(2.0 + i * 9);
          auto id = add(email, name, 24.0 * (90 - i), last, {"merchant", "user"}, phone(i + 1));
          if (!id) return std::unexpected(id.error());
          merchants_.push_back(*id);
          const auto& kind = kKinds[i % kKinds.size()];
          const auto& pre = kPrefixes[i % kPrefixes.size()];
          std::array<db::Param, 5> m{common::new_uuid(), *id,
                                     std::string(pre.en) + " " + kind.suffix.en, i % 3 != 2,
                                     ago(24.0 * (90 - i))};
          if (auto r = conn.query(kInsertMerchant, m); !r) {
            return std::unexpected(r.error());
          }
        }
        for (int i = 0; i < user_count; ++i) {
          char email[64];
          std::snprintf(email, sizeof email, "user%03d@demo.emu.hk", i + 1);
          const auto& person = kPeople[i % kPeople.size()];
          std::string name = i % 2 == 0 ? person.en : person.zh;
          std::optional<double> last =
              i % 5 == 4 ? std::nullopt : std::optional<double>(1.0 + i * 5);
          auto id = add(email, name, 24.0 * (60 - i % 60) + i, last, {"user"}, phone(100 + i));
          if (!id) return std::unexpected(id.error());
          users_.push_back(*id);
        }
        return true;
      });
  if (!done) return std::unexpected("cannot create the demo accounts: " + done.error().message);
  return {};
}

std::expected<void, std::string> Seeder::seed_shops() {
  auto districts = domain::districts();
  Rows shops, services, staff, staff_services, hours;
  int per_district = 2 * options_.scale;
  int n = 0;
  for (std::size_t d = 0; d < districts.size(); ++d) {
    const Bilingual area{kDistrictAreas[d].en, kDistrictAreas[d].zh};
    for (int k = 0; k < per_district; ++k, ++n) {
      int kind_index = (n * 5 + static_cast<int>(d)) % static_cast<int>(kKinds.size());
      const auto& kind = kKinds[kind_index];
      const std::string_view category = category_of(kind.service_type);
      const auto names = namer_.next(category, area, rng_);
      const auto about = describe(category, area, rng_);
      const auto where = street_address(area, rng_);
      // Claim state: every 3rd shop is owned by a merchant (each demo merchant owns one, so
      // each signs in to a working book), a few were rejected, the rest are unclaimed (claims
      // seeded later turn some of those to pending or approved).
      std::string claim_status = "unclaimed";
      db::Param owner(nullptr);
      if (n % 3 == 0 && !merchants_.empty()) {
        claim_status = "approved";
        owner = merchants_[static_cast<std::size_t>(n / 3) % merchants_.size()];
      } else if (n % 9 == 5) {
        claim_status = "rejected";
      }
      bool claimed = claim_status == "approved";
      Shop shop{common::new_uuid(),     names.en, kind_index, {}, {}, n % 2 == 0,
                claimed || n % 17 != 16};
      array types{kind.type};
      if (n % 3 == 0) types.emplace_back(kKinds[(kind_index + 1) % kKinds.size()].type);
      object opening;
      for (int day = 0; day < 7; ++day) {
        const std::string key(domain::weekday_key(day));
        opening[key] = day == 0   ? (shop.open_sunday ? "11:00-19:00" : "closed")
                       : day == 6 ? "10:00-20:00"
                                  : "10:00-21:00";
      }
      std::string created = ago(24.0 * (200 - n % 200) + n);
      std::string handle;
      for (char c : names.en) {
        if (std::isalnum(static_cast<unsigned char>(c))) {
          handle += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
      }
      char phone[24], whatsapp[24];
      std::snprintf(phone, sizeof phone, "+852 2%03d %04d", 100 + n % 900, 1000 + (n * 31) % 9000);
      std::snprintf(whatsapp, sizeof whatsapp, "+852 6%03d %04d", 100 + (n * 7) % 900,
                    1000 + (n * 53) % 9000);
      const std::string cover = demo_cover_url(category, n);
      shops.push_back({shop.id,
                       names.en,
                       names.zh,
                       where.en,
                       where.floor,
                       where.zh,
                       area.en,
                       area.zh,
                       std::string(districts[d].value),
                       std::string(phone),
                       std::string(whatsapp),
                       "https://" + handle + ".emu-demo.hk",
                       "https://instagram.com/" + handle + ".hk",
                       about.en,
                       about.zh,
                       boost::json::serialize(types),
                       boost::json::serialize(array{std::string(category)}),
                       std::string(kind.service_type),
                       boost::json::serialize(opening),
                       claimed || n % 5 == 1,
                       shop.active,
                       claim_status,
                       claimed,
                       owner,
                       owner,
                       0.0,
                       std::int64_t{0},
                       claimed ? std::string("verified")
                               : (n % 9 == 5 ? std::string("rejected") : std::string("pending")),
                       cover,
                       boost::json::serialize(array{cover}),
                       created});
      const auto titles = titles_of(category);
      int order = 0;
      for (const auto& sv : kind.services) {
        Service service{common::new_uuid(),
                        {sv.en, sv.zh},
                        sv.duration,
                        static_cast<double>(sv.price + (n % 4) * 20)};
        const bool active = n % 11 != 10 || &sv != &kind.services[2];
        services.push_back(
            {service.id, shop.id, std::string(sv.en), std::string(sv.zh),
             std::to_string(sv.duration) + " minutes with one of our " + titles.en + "s.",
             std::string("由") + titles.zh + "主理，約" + std::to_string(sv.duration) + "分鐘。",
             std::string(category), service.price, std::int64_t{sv.duration}, std::int64_t{10},
             std::int64_t{order++}, active, created});
        if (active) shop.services.push_back(std::move(service));
      }
      // Two staff members doing every service, Mon-Sat 10:00-19:00 and Sunday 11:00-18:00
      // where the shop opens then: inside the opening hours.
      std::vector<std::string> taken;
      for (int m = 0; m < 2; ++m) {
        const auto person = staff_name(rng_, taken);
        taken.push_back(person.en);
        const std::string staff_id = common::new_uuid();
        const int years = 3 + pick(12);
        staff.push_back({staff_id, shop.id, person.en, person.zh,
                         std::string(m == 0 ? titles.senior_en : titles.en),
                         std::string(m == 0 ? titles.senior_zh : titles.zh),
                         std::to_string(years) + " years of experience.",
                         std::to_string(years) + " 年經驗。", std::int64_t{m}, created});
        for (const auto& service : shop.services) {
          staff_services.push_back({common::new_uuid(), staff_id, service.id});
        }
        for (std::int64_t day = 1; day <= 6; ++day) {
          hours.push_back(
              {common::new_uuid(), staff_id, day, std::string("10:00"), std::string("19:00")});
        }
        if (shop.open_sunday) {
          hours.push_back({common::new_uuid(), staff_id, std::int64_t{0}, std::string("11:00"),
                           std::string("18:00")});
        }
        shop.staff.emplace_back(staff_id, person.en.substr(0, person.en.find(' ')));
      }
      if (claim_status == "unclaimed") unclaimed_.push_back(shop.id);
      shops_.push_back(std::move(shop));
    }
  }
  for (auto [what, sql, rows] : {std::tuple{"shops", kInsertShops, &shops},
                                 std::tuple{"services", kInsertServices, &services},
                                 std::tuple{"staff", kInsertStaff, &staff},
                                 std::tuple{"staff services", kInsertStaffService, &staff_services},
                                 std::tuple{"staff hours", kInsertStaffHours, &hours}}) {
    if (auto r = batch(what, sql, *rows); !r) return r;
  }
  report_.shops = static_cast<std::int64_t>(shops.size());
  report_.services = static_cast<std::int64_t>(services.size());
  return {};
}

// Each base shop's book: two completed visits with their reviews and a cancelled one in the
// past; a pending request and two confirmed bookings in the coming days, written as the
// booking store writes them (with their cells, so the free times around them stay right).
std::expected<void, std::string> Seeder::seed_activity() {
  Rows past, reviews;
  std::vector<booking::NewBooking> upcoming;
  const domain::Minute now = domain::to_minute(now_);
  const auto today = domain::hk_date_of(now);
  for (std::size_t s = 0; s < shops_.size(); ++s) {
    const auto& shop = shops_[s];
    if (shop.services.empty() || shop.staff.empty()) continue;
    auto customer = [&](std::size_t k) -> std::size_t { return (s * 5 + k * 7) % users_.size(); };
    // The past: two completed visits (each with its review a few hours later), a cancelled one.
    for (std::size_t k = 0; k < 3; ++k) {
      const auto& service = shop.services[k % shop.services.size()];
      const auto& [staff_id, given] = shop.staff[k % shop.staff.size()];
      const int days = 4 + static_cast<int>((s * 3 + k * 9) % 40);
      const auto day = domain::hk_date_of(now - days * 1440LL);
      const domain::Minute start = domain::hk_midnight(day) + 11 * 60 + 60 * pick(7);
      const domain::Minute end = start + service.duration;
      const bool cancelled = k == 2;
      const std::string booked = domain::format_utc_minute(start - 2880);
      const std::string done = domain::format_utc_minute(cancelled ? start - 600 : end);
      const std::string bid = common::new_uuid();
      const std::size_t who = customer(k);
      past.push_back({bid, users_[who], shop.id, service.id, staff_id, domain::format_date(day),
                      domain::hhmm_hkt(start) + ":00", domain::format_utc_minute(start),
                      domain::format_utc_minute(end), std::int64_t{service.duration}, service.price,
                      std::string(cancelled ? "cancelled" : "completed"), booked,
                      cancelled ? db::Param(nullptr) : db::Param(done),
                      cancelled ? db::Param(done) : db::Param(nullptr),
                      cancelled ? db::Param(std::string("customer")) : db::Param(nullptr),
                      cancelled ? db::Param(std::string("customer")) : db::Param(nullptr), booked});
      if (cancelled) continue;
      const int stars = (s + k) % 7 == 3 ? 3 : (s + k) % 3 == 0 ? 4 : 5;
      const std::string at = domain::format_utc_minute(end + 120 + 60 * pick(30));
      reviews.push_back(
          {common::new_uuid(), users_[who], shop.id, service.id, std::int64_t{stars},
           writer_.write(users_[who], author_language(who), stars, service.name, given, rng_), bid,
           at});
    }
    // The coming days (Mon-Sat; Sunday too where the shop opens): a request waiting for the
    // merchant, two confirmed bookings.
    if (!shop.active) continue;
    int placed = 0;
    for (int ahead = 1; ahead <= 7 && placed < 3; ++ahead) {
      const auto day = domain::hk_date_of(domain::hk_midnight(today) + ahead * 1440LL + 600);
      if (domain::weekday_of(day) == 0 && !shop.open_sunday) continue;
      const auto& service = shop.services[static_cast<std::size_t>(placed) % shop.services.size()];
      const auto& staff = shop.staff[static_cast<std::size_t>(placed) % shop.staff.size()];
      booking::NewBooking b;
      b.id = common::new_uuid();
      b.user_id = users_[customer(3 + static_cast<std::size_t>(placed))];
      b.shop_id = shop.id;
      b.service_id = service.id;
      b.staff_id = staff.first;
      b.status = placed == 0 ? "pending" : "confirmed";
      b.start = domain::hk_midnight(day) + (placed == 0 ? 15 * 60 : 11 * 60 + placed * 120);
      b.end = b.start + service.duration;
      b.occupied_until = b.end + 10;
      b.duration_min = service.duration;
      b.price = service.price;
      b.now = common::format_utc(now_);
      if (placed == 0) b.expires_at = domain::format_utc_minute(std::min(b.start, now + 1440));
      upcoming.push_back(std::move(b));
      ++placed;
    }
  }
  report_.bookings = static_cast<std::int64_t>(past.size() + upcoming.size());
  report_.reviews = static_cast<std::int64_t>(reviews.size());
  if (auto r = batch("bookings", kInsertPastBooking, past); !r) return r;
  if (auto r = batch("reviews", kInsertReviews, reviews); !r) return r;
  auto done =
      db::in_transaction(db_, db::TxMode::write, [&](db::Connection& conn) -> db::Result<bool> {
        for (const auto& b : upcoming) {
          auto r = booking::insert_booking(conn, b);
          if (!r) return std::unexpected(r.error());
          if (*r != booking::Insert::inserted) {
            return std::unexpected(db::DbError{"XX000", "a demo booking overlaps another", ""});
          }
        }
        return true;
      });
  if (!done) return std::unexpected("cannot insert the upcoming bookings: " + done.error().message);
  return {};
}

std::expected<void, std::string> Seeder::seed_claims() {
  Rows claims;
  Rows shop_updates;
  // statuses: pending x6 (two on the same shop, from two merchants), approved, rejected, duplicate.
  struct Plan {
    const char* status;
    std::size_t shop;      // index into unclaimed_
    std::size_t merchant;  // index into merchants_
  };
  std::vector<Plan> plans{{"pending", 0, 0},  {"pending", 0, 1},    {"pending", 1, 2},
                          {"pending", 2, 3},  {"pending", 3, 4},    {"pending", 4, 5},
                          {"approved", 5, 6}, {"approved", 6, 7},   {"rejected", 7, 8},
                          {"rejected", 8, 9}, {"duplicate", 5, 10}, {"duplicate", 6, 11}};
  for (int extra = 1; extra < options_.scale; ++extra) {
    std::size_t base = 9 + static_cast<std::size_t>(extra) * 6;
    for (std::size_t j = 0; j < 6; ++j) {
      plans.push_back({"pending", base + j, static_cast<std::size_t>(extra) * 6 + j});
    }
  }
  int i = 0;
  for (const auto& plan : plans) {
    if (plan.shop >= unclaimed_.size() || merchants_.empty()) continue;
    const std::string& shop_id = unclaimed_[plan.shop];
    const std::string& merchant = merchants_[plan.merchant % merchants_.size()];
    std::string status = plan.status;
    const auto& person = kPeople[(i * 3 + 1) % kPeople.size()];
    std::string created = ago(24.0 * (12 - i % 12) + i);
    bool decided = status != "pending";
    array proofs{"claims/" + shop_id + "/business-registration.pdf",
                 "claims/" + shop_id + "/shopfront.jpg"};
    char email[64];
    std::snprintf(email, sizeof email, "claims%02d@demo.emu.hk", i + 1);
    char brn[16];
    std::snprintf(brn, sizeof brn, "%08d", 31000000 + i * 7321);
    claims.push_back(
        {common::new_uuid(), shop_id, merchant, status,
         std::string(i % 2 ? "我是這間店的東主，希望管理店舖資料。"
                           : "I own this shop and would like to manage its page."),
         boost::json::serialize(proofs), std::string(brn),
         std::string(i % 2 ? person.zh : person.en),
         "+852 9" + std::to_string(100 + i) + " " + std::to_string(2000 + i * 11),
         std::string(email), std::string(i % 3 ? "Owner" : "Manager 經理"),
         std::string(i % 2 ? "海港美容有限公司" : "Harbour Beauty Limited"),
         std::string(kVerification[i % 3]), i % 4 != 3,
         std::string(i % 2 ? "星期一至五 10:00-18:00 可聯絡。"
                           : "Best reached on weekdays 10:00-18:00."),
         decided ? db::Param(admin_id_) : db::Param(nullptr),
         decided ? db::Param(ago(24.0 * (6 - i % 6))) : db::Param(nullptr),
         status == "approved" ? db::Param(std::string("Verified by WhatsApp call with the owner."))
         : status == "rejected"
             ? db::Param(std::string("The BR document does not match the shop name."))
         : status == "duplicate"
             ? db::Param(std::string("This business has already been claimed by another merchant."))
             : db::Param(nullptr),
         created});
    if (status == "approved") {
      shop_updates.push_back({shop_id, merchant, std::string("approved"), true});
    } else if (status == "pending") {
      shop_updates.push_back({shop_id, nullptr, std::string("pending"), false});
    }
    ++i;
  }
  report_.claims = static_cast<std::int64_t>(claims.size());
  if (auto r = batch("claims", kInsertClaims, claims); !r) {
    return r;
  }
  // An approved claim owns the shop; a pending one marks it pending (approved wins).
  std::stable_sort(shop_updates.begin(), shop_updates.end(), [](const auto& a, const auto& b) {
    return std::get<std::string>(a[2]) == "pending" && std::get<std::string>(b[2]) == "approved";
  });
  return batch("claimed shops", kClaimShops, shop_updates);
}

std::expected<std::int64_t, std::string> Seeder::reserve_numbers(std::int64_t count) {
  std::int64_t last = 0;
  auto done =
      db::in_transaction(db_, db::TxMode::write, [&](db::Connection& conn) -> db::Result<bool> {
        std::array<db::Param, 1> p{count};
        auto r = conn.query(kReserveApplicationNumbers, p);
        if (!r) return std::unexpected(r.error());
        if (r->rows.empty())
          return std::unexpected(db::DbError{"XX000", "app_counters has no row", ""});
        last = r->rows[0][0].as_int64();
        return true;
      });
  if (!done) return std::unexpected("cannot reserve application numbers: " + done.error().message);
  return last - count + 1;  // the first reserved number
}

std::vector<db::Param> Seeder::application_row(std::int64_t number, std::string_view status,
                                               int i) {
  auto districts = domain::districts();
  std::size_t d = static_cast<std::size_t>(i) % districts.size();
  const auto& kind = kKinds[static_cast<std::size_t>(i) % kKinds.size()];
  const auto& pre = kPrefixes[static_cast<std::size_t>(i * 7) % kPrefixes.size()];
  const auto& person = kPeople[static_cast<std::size_t>(i * 3) % kPeople.size()];
  char app_no[24];
  std::snprintf(app_no, sizeof app_no, "EMU-%06lld", static_cast<long long>(number));
  std::string name = std::string(pre.en) + " " + kind.suffix.en + " " + std::to_string(number);
  std::string email = "apply" + std::to_string(number) + "@demo.emu.hk";
  std::string created = ago(0.25 + i * 0.37);
  bool draft = status == "draft";
  const char* heard =
      domain::how_heard()[static_cast<std::size_t>(i) % domain::how_heard().size()].value.data();
  bool friend_ref = std::string_view(heard) == "Friend";
  std::string wa =
      "+852 " + std::to_string(6000 + i % 3999) + " " + std::to_string(1000 + (i * 17) % 9000);
  return {
      common::new_uuid(),
      std::string(app_no),
      std::string(status),
      name,
      std::string(pre.zh) + kind.suffix.zh,
      std::string(districts[d].value),
      std::to_string(10 + i % 300) + " " + kStreets[d].en,
      std::string("Unit ") + std::to_string(1 + i % 20) + "A, " + pre.en + " Building",
      boost::json::serialize(array{kind.type}),
      std::string(kind.type),
      std::string(i % 3 == 0   ? "chained"
                  : i % 3 == 1 ? "independent"
                               : "freelancer"),
      std::string(domain::business_sizes()[static_cast<std::size_t>(i) % 5].value),
      std::string("We offer ") + kind.services[0].en + " and more. 提供" + kind.services[0].zh +
          "等服務。",
      std::string(heard),
      friend_ref ? db::Param(std::string("Chan Tai Man")) : db::Param(nullptr),
      friend_ref ? db::Param(std::string("+852 9123 4567")) : db::Param(nullptr),
      "@" + std::string(pre.en) + "_" + kind.service_type,
      draft ? db::Param(nullptr) : db::Param("fb.com/" + std::string(pre.en)),
      "https://" + std::string(pre.en) + std::to_string(number) + ".emu-demo.hk",
      "https://maps.google.com/?q=" + std::string(pre.en),
      draft ? db::Param(nullptr)
            : db::Param(std::string(pre.en) + " " + kind.suffix.en + " Limited"),
      draft ? db::Param(nullptr) : db::Param(std::to_string(40000000 + number)),
      draft ? db::Param(nullptr) : db::Param(std::to_string(10 + i % 300) + " " + kStreets[d].en),
      draft ? db::Param(nullptr)
            : db::Param("applications/" + std::string(app_no) + "/br-certificate.pdf"),
      std::string(i % 2 ? person.zh : person.en),
      std::string(i % 2 ? "東主" : "Owner"),
      email,
      wa,
      wa,
      wa,
      email,
      !draft,
      i % 2 == 0,
      !draft,
      std::int64_t{draft ? 55 : 90 + i % 11},
      status == "approved" ? db::Param(std::string("Called the owner; documents verified."))
                           : db::Param(nullptr),
      status == "approved" || status == "rejected" ? db::Param(std::string(kDemoAdminEmail))
                                                   : db::Param(nullptr),
      draft ? db::Param(nullptr) : db::Param(created),
      status == "approved" ? db::Param(ago(i * 0.37)) : db::Param(nullptr),
      status == "rejected" ? db::Param(ago(i * 0.37)) : db::Param(nullptr),
      status == "rejected"
          ? db::Param(
                std::string(kRejectReasons[static_cast<std::size_t>(i) % kRejectReasons.size()]))
          : db::Param(nullptr),
      created};
}

std::expected<void, std::string> Seeder::seed_applications(std::int64_t count, bool base) {
  if (count <= 0) return {};
  auto first = reserve_numbers(count);
  if (!first) return std::unexpected(first.error());
  constexpr std::string_view kInsert = R"sql(
      INSERT INTO merchant_applications (id, application_number, status, business_name,
      business_name_zh, district, address, building, business_types, business_type,
      business_mode,
      business_size, description, how_did_you_hear, referee_name, referee_phone, instagram,
      facebook, website, google_map_url, business_registered_name, business_registration_number,
      registered_address, br_document_url, contact_person, contact_person_role, contact_email,
      contact_whatsapp, phone, whatsapp, email, interested_in_content, open_to_free_trials,
      agreed_to_terms, completion_percentage, reviewer_remark, reviewed_by, submitted_at,
      approved_at, rejected_at, rejection_reason, created_at, updated_at) VALUES ($1, $2, $3, $4,
      $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
      $24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41,
      $42, $42))sql";
  // Base: 4 drafts, 8 pending, 5 approved, 4 rejected per scale step (21). Top-up: 60 % pending,
  // 25 % approved, 15 % rejected.
  auto status_of = [&](std::int64_t i) -> std::string_view {
    if (base) {
      auto k = i % 21;
      return k < 4 ? "draft" : k < 12 ? "pending_review" : k < 17 ? "approved" : "rejected";
    }
    auto k = i % 20;
    return k < 12 ? "pending_review" : k < 17 ? "approved" : "rejected";
  };
  constexpr std::int64_t kBatch = 1000;
  for (std::int64_t start = 0; start < count; start += kBatch) {
    Rows rows;
    for (std::int64_t i = start; i < std::min(count, start + kBatch); ++i) {
      rows.push_back(application_row(*first + i, status_of(i), static_cast<int>(i)));
    }
    if (auto r = batch("applications", kInsert, rows); !r) return r;
  }
  (base ? report_.applications : report_.extra_applications) += count;
  return {};
}

std::expected<void, std::string> Seeder::seed_audit_and_outbox() {
  Rows audit, outbox;
  struct Event {
    const char* action;
    const char* entity;
    const char* detail_en;
  };
  constexpr std::array<Event, 6> kEvents{{
      {"merchant_application.approve", "merchant_application", "Glow Beauty Studio"},
      {"merchant_application.reject", "merchant_application", "Luna Tattoo Parlour"},
      {"business_claim.approve", "business_claim", "Harbour Nail Bar"},
      {"business_claim.reject", "business_claim", "Jade Massage House"},
      {"business.update", "business", "Pearl Hair Salon"},
      {"business_claim.duplicate", "business_claim", "Silk Wellness Spa"},
  }};
  for (std::size_t i = 0; i < kEvents.size(); ++i) {
    audit.push_back(
        {common::new_uuid(), admin_id_, std::string(kDemoAdminEmail),
         std::string(kEvents[i].action), std::string(kEvents[i].entity), common::new_uuid(),
         boost::json::serialize(object{{"business_name", kEvents[i].detail_en}, {"seed", true}}),
         ago(3.0 + i * 7.5)});
  }
  struct Mail {
    const char* status;
    int template_id;
    const char* type;
    const char* error;
  };
  constexpr std::array<Mail, 9> kMails{{
      {"sent", 9, "quick-apply-confirmation", nullptr},
      {"sent", 11, "admin-quick-apply-notification", nullptr},
      {"sent", 10, "profile-completion", nullptr},
      {"sent", 4, "merchant-application-approved", nullptr},
      {"sent", 8, "coming-soon-signup", nullptr},
      {"pending", 6, "merchant-application-rejected", nullptr},
      {"failed", 9, "quick-apply-confirmation", "550 5.1.1 mailbox unavailable"},
      {"failed", 10, "profile-completion", "421 4.7.0 try again later"},
      {"failed", 8, "coming-soon-signup", "connection timed out"},
  }};
  for (std::size_t i = 0; i < kMails.size(); ++i) {
    const auto& m = kMails[i];
    std::string at = ago(48.0 - i * 5);
    bool sent = std::string_view(m.status) == "sent";
    outbox.push_back({common::new_uuid(), "mail" + std::to_string(i + 1) + "@demo.emu.hk",
                      std::int64_t{m.template_id}, std::string(m.type),
                      std::string(i % 2 ? "zh" : "en"),
                      i % 2 ? std::string("Emu 通知") : std::string("A message from Emu"),
                      std::string("<p>Demo e-mail 示範電郵</p>"),
                      std::string("Demo e-mail 示範電郵"), std::string(m.status),
                      std::int64_t{m.error ? 5
                                   : sent  ? 1
                                           : 0},
                      m.error ? db::Param(std::string(m.error)) : db::Param(nullptr),
                      sent ? db::Param(at) : db::Param(nullptr), at,
                      // parked far in the future: the outbox worker does not pick demo mail up
                      std::string(sent || m.error ? at : "2999-01-01T00:00:00.000Z")});
  }
  report_.audit = static_cast<std::int64_t>(audit.size());
  report_.outbox = static_cast<std::int64_t>(outbox.size());
  if (auto r = batch("audit log", kInsertAudit, audit); !r) {
    return r;
  }
  return batch("outbox", kInsertOutbox, outbox);
}

// The marketplace half: the base shops get their categories as rows (from service_type) and
// their search text; the catalogue is added; then every shop's rating and total_ratings are
// set from its published reviews (invariant C.4.2).
std::expected<void, std::string> Seeder::seed_marketplace(bool base_created) {
  const std::int64_t shops = options_.shops.value_or(base_created ? 200 : 0);
  if (!base_created && shops == 0) return {};
  std::vector<std::string> reviewers = users_;
  if (reviewers.empty()) {
    auto conn = db_.acquire();
    if (!conn) return std::unexpected("cannot open the database: " + conn.error().message);
    auto rows = (*conn)->query(kDemoReviewers);
    if (!rows) return std::unexpected("cannot read the demo users: " + rows.error().message);
    for (const auto& row : rows->rows) reviewers.emplace_back(row[0].as_string());
  }
  if (auto r = seed_catalogue(db_, shops, reviewers, &writer_, &namer_); !r) {
    return std::unexpected(r.error());
  } else {
    report_.catalogue_shops = r->shops;
  }
  auto done =
      db::in_transaction(db_, db::TxMode::write, [&](db::Connection& conn) -> db::Result<bool> {
        if (base_created) {
          std::vector<std::string> ids;
          for (const auto& shop : shops_) {
            const std::string_view type = kKinds[static_cast<std::size_t>(shop.kind)].service_type;
            const std::string_view category =
                type == "beauty" || type == "brows" ? "skincare" : type;
            ids.push_back(shop.id);
            if (!domain::is_valid(domain::categories(), category)) continue;
            std::array<db::Param, 3> row{common::new_uuid(), shop.id, std::string(category)};
            if (auto r = conn.query(kInsertCategory, row); !r) {
              return std::unexpected(r.error());
            }
          }
          if (auto r = search::refresh_shops(conn, ids); !r) return std::unexpected(r.error());
        }
        // The rating of every shop from its visible reviews at once.
        if (auto r = reviews::recompute_all_ratings(conn); !r) return std::unexpected(r.error());
        // The display name and service of every review (the shop page shows them).
        if (auto f = reviews::fill_snapshots(conn); !f) return std::unexpected(f.error());
        return true;
      });
  if (!done) return std::unexpected("cannot finish the catalogue: " + done.error().message);
  return {};
}

std::expected<SeedReport, std::string> Seeder::run() {
  auto exists = base_exists();
  if (!exists) return std::unexpected(exists.error());
  std::string password = options_.password.empty() ? std::string(kDemoPassword) : options_.password;
  if (!*exists) {
    password_hash_ = auth::hash_password(password);
    for (auto step : {&Seeder::seed_users, &Seeder::seed_shops, &Seeder::seed_activity,
                      &Seeder::seed_claims, &Seeder::seed_audit_and_outbox}) {
      if (auto r = (this->*step)(); !r) return std::unexpected(r.error());
    }
    if (auto r = seed_applications(21LL * options_.scale, true); !r)
      return std::unexpected(r.error());
    report_.base_created = true;
  }
  if (auto r = seed_applications(options_.applications, false); !r)
    return std::unexpected(r.error());
  if (auto r = seed_marketplace(report_.base_created); !r) return std::unexpected(r.error());

  std::string s;
  if (report_.base_created) {
    s += "Demo data created: " + std::to_string(report_.users) + " accounts, " +
         std::to_string(report_.shops) + " shops in 18 districts, " +
         std::to_string(report_.services) + " services, " + std::to_string(report_.bookings) +
         " bookings, " + std::to_string(report_.reviews) + " reviews, " +
         std::to_string(report_.claims) + " claims, " + std::to_string(report_.applications) +
         " applications, " + std::to_string(report_.audit) + " audit entries, " +
         std::to_string(report_.outbox) + " outbox e-mails.\n";
    s += "Accounts (password: " + password + "):\n  " + std::string(kDemoAdminEmail) +
         " (admin)\n  merchant01@demo.emu.hk ... merchant" + std::to_string(12 * options_.scale) +
         "@demo.emu.hk (merchant)\n  user001@demo.emu.hk ... (user)\n";
  } else {
    s += "Demo data already present (" + std::string(kDemoAdminEmail) +
         " exists): base data left alone.\n";
  }
  if (report_.catalogue_shops > 0) {
    s += "Marketplace catalogue: " + std::to_string(report_.catalogue_shops) +
         " shops with services, staff, hours and reviews.\n";
  }
  if (report_.extra_applications > 0) {
    s += "Added " + std::to_string(report_.extra_applications) + " submitted applications.\n";
  }
  report_.summary = s;
  return report_;
}

}  // namespace

std::expected<SeedReport, std::string> seed_demo(db::Database& db, const SeedOptions& options) {
  if (options.scale < 1 || options.scale > 100) return std::unexpected("--scale must be 1 to 100");
  if (options.shops && (*options.shops < 0 || *options.shops > 1'000'000)) {
    return std::unexpected("--shops must be 0 to 1000000");
  }
  if (options.applications < 0 || options.applications > 1'000'000) {
    return std::unexpected("--applications must be 0 to 1000000");
  }
  if (!options.password.empty() && options.password.size() < 8) {
    return std::unexpected("the password needs at least 8 characters");
  }
  Seeder seeder(db, options);
  return seeder.run();
}

std::expected<std::optional<SeedReport>, std::string> seed_demo_if_new(db::Database& db) {
  {
    auto conn = db.acquire();
    if (!conn) return std::unexpected("cannot open the database: " + conn.error().message);
    auto rows = (*conn)->query(kAnyShop);
    if (!rows) return std::unexpected("cannot read businesses: " + rows.error().message);
    if (!rows->rows.empty()) return std::nullopt;
  }
  auto report = seed_demo(db, SeedOptions{});
  if (!report) return std::unexpected(report.error());
  return std::optional<SeedReport>(std::move(*report));
}

}  // namespace emu::app
