#include "app/seed_demo.hpp"

#include <algorithm>
#include <array>
#include <boost/json/serialize.hpp>
#include <chrono>
#include <cstdio>
#include <random>
#include <vector>

#include "app/seed_catalogue.hpp"
#include "auth/password.hpp"
#include "auth/users_repo.hpp"
#include "common/ids.hpp"
#include "db/transaction.hpp"
#include "domain/enums.hpp"
#include "reviews/review_store.hpp"
#include "search/search_text.hpp"

namespace emu::app {
namespace {

constexpr std::string_view kDemoAdmin = "SELECT id FROM users WHERE email = $1";

constexpr std::string_view kTouchSignIn = "UPDATE users SET last_sign_in_at = $2 WHERE id = $1";

constexpr std::string_view kSetPhone =
    "UPDATE user_profiles SET phone_number = $2 WHERE user_id = $1";

constexpr std::string_view kGrantRole =
    "INSERT INTO user_roles (id, user_id, role, created_at) VALUES "
    "($1, $2, $3, $4) ON CONFLICT (user_id, role) DO NOTHING";

constexpr std::string_view kInsertMerchant =
    "INSERT INTO merchants (id, user_id, business_name, "
    "onboarding_complete, created_at, updated_at) VALUES "
    "($1, $2, $3, $4, $5, $5)";

constexpr std::string_view kInsertShops =
    "INSERT INTO businesses (id, name, name_zh, address, district, phone_number, website, "
    "instagram_url, description, business_types, categories, service_type, "
    "operating_hours, is_verified, is_active, claim_status, is_claimed, claimed_by, "
    "merchant_id, rating, total_ratings, verification_status, created_at, updated_at) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, "
    "$17, $18, $19, $20, $21, $22, $23, $23)";

constexpr std::string_view kInsertServices =
    "INSERT INTO services (id, shop_id, name, description, price, duration, is_active, "
    "created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)";

constexpr std::string_view kInsertBookings =
    "INSERT INTO bookings (id, user_id, shop_id, service_id, booking_date, "
    "booking_time, status, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, "
    "$6, $7, $8, $8)";

constexpr std::string_view kInsertReviews =
    "INSERT INTO reviews (id, user_id, shop_id, service_id, rating, comment, created_at, "
    "updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7)";

constexpr std::string_view kInsertClaims =
    "INSERT INTO business_claims (id, business_id, merchant_id, claim_status, "
    "claim_reason, proof_documents, business_registration_number, contact_person, "
    "contact_phone, contact_email, contact_position, legal_business_name, "
    "verification_method, verification_confirmed, additional_info, reviewed_by, "
    "reviewed_at, review_notes, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, "
    "$6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19)";

constexpr std::string_view kClaimShops =
    "UPDATE businesses SET claimed_by = COALESCE($2, claimed_by), merchant_id = "
    "COALESCE($2, merchant_id), claim_status = CASE WHEN claim_status = 'approved' "
    "THEN claim_status ELSE $3 END, is_claimed = (is_claimed OR $4) WHERE id = $1";

constexpr std::string_view kReserveApplicationNumbers =
    "UPDATE app_counters SET value = value + $1 WHERE name = "
    "'application_number' RETURNING value";

constexpr std::string_view kInsertAudit =
    "INSERT INTO audit_log (id, actor_id, actor_email, action, entity_type, "
    "entity_id, details, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)";

constexpr std::string_view kInsertOutbox =
    "INSERT INTO email_outbox (id, to_email, template_id, email_type, lang, subject, "
    "html_body, text_body, status, attempts, last_error, sent_at, created_at, "
    "next_attempt_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, "
    "$12, $13, $14, $13)";

constexpr std::string_view kDemoReviewers =
    "SELECT id FROM users WHERE email LIKE 'user%@demo.emu.hk' ORDER BY email LIMIT 500";

constexpr std::string_view kInsertCategory =
    "INSERT INTO business_categories (id, business_id, category) "
    "VALUES ($1, $2, $3)";

constexpr std::string_view kAnyShop = "SELECT id FROM businesses LIMIT 1";

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
    {"Fitness",
     {"Fitness Club", "健身會"},
     "fitness",
     {{{"Personal Training", "私人健身訓練", 600, 60},
       {"Pilates Reformer Class", "普拉提器械課", 380, 55},
       {"Body Assessment", "體能評估", 300, 45}}}},
    {"Tattoo",
     {"Tattoo Parlour", "紋身店"},
     "tattoo",
     {{{"Fine Line Tattoo", "幼線紋身", 1200, 60},
       {"Colour Tattoo", "彩色紋身", 2500, 180},
       {"Tattoo Consultation", "紋身諮詢", 200, 30}}}},
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

constexpr std::array<Pair, 6> kReviewTexts{{
    {"Friendly staff and a spotless studio. Will come back!",
     "職員友善，環境非常乾淨，一定會再來！"},
    {"Great value for money, booking was easy.", "價錢合理，預約方便。"},
    {"Very professional, the result lasted for weeks.", "非常專業，效果維持了幾個星期。"},
    {"A little wait at the counter but the service was excellent.", "櫃檯等了一會，但服務一流。"},
    {"Relaxing atmosphere, I felt pampered.", "氣氛放鬆，感覺被寵愛。"},
    {"Good, though the room was a bit cold.", "整體不錯，只是房間有點冷。"},
}};

constexpr std::array<const char*, 4> kRejectReasons{
    "Incomplete or incorrect information", "Invalid or missing BR document",
    "Not a business in our target category",
    "Other: the shop address is a residential flat; please apply again with a licensed venue"};

constexpr std::array<const char*, 3> kVerification{"whatsapp", "facebook", "instagram"};
constexpr std::array<const char*, 4> kBookingStatuses{"pending", "confirmed", "completed",
                                                      "cancelled"};

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
  struct Shop {
    std::string id, name;
    int kind;
    std::vector<std::string> services;
  };
  std::vector<Shop> shops_;
  std::vector<std::string> unclaimed_;  // shops free for claims
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
  Rows shops, services;
  int per_district = 2 * options_.scale;
  int n = 0;
  for (std::size_t d = 0; d < districts.size(); ++d) {
    for (int k = 0; k < per_district; ++k, ++n) {
      int kind_index = (n * 5 + static_cast<int>(d)) % static_cast<int>(kKinds.size());
      const auto& kind = kKinds[kind_index];
      const auto& pre = kPrefixes[(n + d) % kPrefixes.size()];
      std::string name = std::string(pre.en) + " " + kind.suffix.en;
      if (n >= static_cast<int>(kPrefixes.size()))
        name += " " + std::to_string(n / kPrefixes.size() + 1);
      std::string name_zh = std::string(pre.zh) + kind.suffix.zh;
      int number = 8 + (n * 37) % 480;
      std::string address = "Shop " + std::to_string(1 + n % 30) + ", G/F, " +
                            std::to_string(number) + " " + kStreets[d].en;
      // Claim state: every 4th shop is owned by a merchant, a few were rejected, the rest
      // are unclaimed (claims seeded later turn some of those to pending).
      std::string claim_status = "unclaimed";
      db::Param owner(nullptr);
      if (n % 4 == 0 && !merchants_.empty()) {
        claim_status = "approved";
        owner = merchants_[(n / 4) % merchants_.size()];
      } else if (n % 9 == 5) {
        claim_status = "rejected";
      }
      bool claimed = claim_status == "approved";
      double rating = 3.5 + (n % 15) / 10.0;
      Shop shop{common::new_uuid(), name, kind_index, {}};
      array types{kind.type};
      if (n % 3 == 0) types.emplace_back(kKinds[(kind_index + 1) % kKinds.size()].type);
      object hours{{"mon-fri", "10:00-21:00"},
                   {"sat", "10:00-20:00"},
                   {"sun", n % 2 ? "closed" : "11:00-19:00"}};
      std::string created = ago(24.0 * (200 - n % 200) + n);
      shops.push_back(
          {shop.id,
           name,
           name_zh,
           address,
           std::string(districts[d].value),
           "+852 2" + std::to_string(100 + n % 900) + " " + std::to_string(1000 + (n * 31) % 9000),
           "https://" + std::string(pre.en) + std::to_string(n) + ".emu-demo.hk",
           "https://instagram.com/" + std::string(pre.en) + "_" + kind.service_type,
           std::string("A ") + kind.suffix.en + " in " + std::string(districts[d].value) +
               ". 位於" + std::string(districts[d].zh) + "的" + kind.suffix.zh + "。",
           boost::json::serialize(types),
           boost::json::serialize(array{kind.service_type}),
           std::string(kind.service_type),
           boost::json::serialize(hours),
           claimed || n % 5 == 1,
           n % 17 != 16,
           claim_status,
           claimed,
           owner,
           owner,
           rating,
           static_cast<std::int64_t>(5 + (n * 13) % 120),
           claimed ? std::string("verified")
                   : (n % 9 == 5 ? std::string("rejected") : std::string("pending")),
           created});
      for (const auto& s : kind.services) {
        std::string sid = common::new_uuid();
        shop.services.push_back(sid);
        services.push_back({sid, shop.id, std::string(s.en) + " " + s.zh,
                            std::string(s.en) + ". " + s.zh + "。",
                            static_cast<double>(s.price + (n % 4) * 20), std::int64_t{s.duration},
                            n % 11 != 10 || &s != &kind.services[2], created});
      }
      if (claim_status == "unclaimed") unclaimed_.push_back(shop.id);
      shops_.push_back(std::move(shop));
    }
  }
  auto r = batch("shops", kInsertShops, shops);
  if (!r) return r;
  report_.shops = static_cast<std::int64_t>(shops.size());
  report_.services = static_cast<std::int64_t>(services.size());
  return batch("services", kInsertServices, services);
}

std::expected<void, std::string> Seeder::seed_activity() {
  Rows bookings, reviews;
  int b = 0;
  for (std::size_t s = 0; s < shops_.size(); ++s) {
    const auto& shop = shops_[s];
    for (int k = 0; k < 6; ++k, ++b) {
      auto when = now_ + std::chrono::hours(24 * (k * 5 - 14) + static_cast<int>(s % 7));
      char time[16];
      std::snprintf(time, sizeof time, "%02d:%02d:00", 10 + (b % 10), (b % 2) * 30);
      bookings.push_back({common::new_uuid(), users_[(s * 3 + k) % users_.size()], shop.id,
                          shop.services[k % shop.services.size()], date_of(when), std::string(time),
                          std::string(kBookingStatuses[b % kBookingStatuses.size()]),
                          ago(24.0 * (30 - k * 4) + b % 24)});
    }
    for (int k = 0; k < 3; ++k) {
      const auto& text = kReviewTexts[(s + k) % kReviewTexts.size()];
      reviews.push_back(
          {common::new_uuid(), users_[(s * 5 + k * 7) % users_.size()], shop.id,
           shop.services[k % shop.services.size()], static_cast<std::int64_t>(3 + (s + k) % 3),
           std::string((s + k) % 2 ? text.zh : text.en), ago(24.0 * (20 + k * 9) + s)});
    }
  }
  report_.bookings = static_cast<std::int64_t>(bookings.size());
  report_.reviews = static_cast<std::int64_t>(reviews.size());
  if (auto r = batch("bookings", kInsertBookings, bookings); !r) {
    return r;
  }
  return batch("reviews", kInsertReviews, reviews);
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
  constexpr std::string_view kInsert =
      "INSERT INTO merchant_applications (id, application_number, status, business_name, "
      "business_name_zh, district, address, building, business_types, business_type, "
      "business_mode, "
      "business_size, description, how_did_you_hear, referee_name, referee_phone, instagram, "
      "facebook, website, google_map_url, business_registered_name, business_registration_number, "
      "registered_address, br_document_url, contact_person, contact_person_role, contact_email, "
      "contact_whatsapp, phone, whatsapp, email, interested_in_content, open_to_free_trials, "
      "agreed_to_terms, completion_percentage, reviewer_remark, reviewed_by, submitted_at, "
      "approved_at, rejected_at, rejection_reason, created_at, updated_at) VALUES ($1, $2, $3, $4, "
      "$5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, "
      "$24, $25, $26, $27, $28, $29, $30, $31, $32, $33, $34, $35, $36, $37, $38, $39, $40, $41, "
      "$42, $42)";
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
  if (auto r = seed_catalogue(db_, shops, reviewers); !r) {
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
