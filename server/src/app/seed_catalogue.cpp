#include "app/seed_catalogue.hpp"

#include <algorithm>
#include <array>
#include <boost/json/serialize.hpp>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <random>
#include <span>
#include <stdexcept>

#include "app/seed_vocabulary.hpp"
#include "common/ids.hpp"
#include "db/transaction.hpp"
#include "domain/booking_time.hpp"
#include "domain/enums.hpp"
#include "search/grams.hpp"
#include "search/search_text.hpp"

namespace emu::app {
namespace {

constexpr std::string_view kCatalogueShops = R"sql(
    INSERT INTO businesses (id, name, name_zh, address, address_floor, address_zh, district,
    area,
    area_zh, lat, lng, phone_number, whatsapp, description, description_zh, business_types,
    categories, service_type, operating_hours, is_verified, is_active, verification_status,
    rating, total_ratings, search_text, min_price, cover_url, photo_urls, created_at,
    updated_at))sql";

constexpr std::string_view kInsertCategories = R"sql(
    INSERT INTO business_categories (id, business_id, category))sql";

constexpr std::string_view kCatalogueServices = R"sql(
    INSERT INTO services (id, shop_id, name, name_zh, description, description_zh, category,
    price, price_is_from, duration, buffer_after_min, sort_order, is_active, created_at,
    updated_at))sql";

constexpr std::string_view kCatalogueStaff = R"sql(
    INSERT INTO staff (id, business_id, name, name_zh, title, title_zh, avatar_url, bio,
    bio_zh, sort_order, created_at, updated_at))sql";

constexpr std::string_view kInsertStaffServices = R"sql(
    INSERT INTO staff_services (id, staff_id, service_id))sql";

constexpr std::string_view kCatalogueStaffHours = R"sql(
    INSERT INTO staff_hours (id, staff_id, weekday, start_time, end_time))sql";

constexpr std::string_view kInsertBookings = R"sql(
    INSERT INTO bookings (id, user_id, shop_id, service_id, booking_date, booking_time,
    start_at, end_at, status, completed_at, created_at, updated_at))sql";

constexpr std::string_view kCatalogueReviews = R"sql(
    INSERT INTO reviews (id, user_id, shop_id, service_id, rating, comment, status,
    booking_id, created_at, updated_at))sql";

struct Area {
  const char* district;  // domain::districts() value
  const char* en;
  const char* zh;
  double lat, lng;
  int weight;  // busy shopping areas hold more shops
};

constexpr std::array<Area, 40> kAreas{{
    {"Central and Western", "Central", "中環", 22.2819, 114.1582, 3},
    {"Central and Western", "Sheung Wan", "上環", 22.2866, 114.1517, 2},
    {"Central and Western", "Kennedy Town", "堅尼地城", 22.2810, 114.1287, 1},
    {"Wan Chai", "Causeway Bay", "銅鑼灣", 22.2803, 114.1838, 4},
    {"Wan Chai", "Wan Chai", "灣仔", 22.2776, 114.1730, 2},
    {"Wan Chai", "Happy Valley", "跑馬地", 22.2700, 114.1830, 1},
    {"Eastern", "North Point", "北角", 22.2913, 114.2005, 2},
    {"Eastern", "Quarry Bay", "鰂魚涌", 22.2880, 114.2140, 1},
    {"Eastern", "Tai Koo", "太古", 22.2845, 114.2160, 1},
    {"Southern", "Aberdeen", "香港仔", 22.2480, 114.1540, 1},
    {"Southern", "Stanley", "赤柱", 22.2190, 114.2100, 1},
    {"Yau Tsim Mong", "Mong Kok", "旺角", 22.3193, 114.1694, 4},
    {"Yau Tsim Mong", "Tsim Sha Tsui", "尖沙咀", 22.2976, 114.1722, 3},
    {"Yau Tsim Mong", "Jordan", "佐敦", 22.3050, 114.1716, 1},
    {"Sham Shui Po", "Sham Shui Po", "深水埗", 22.3302, 114.1622, 1},
    {"Sham Shui Po", "Cheung Sha Wan", "長沙灣", 22.3354, 114.1560, 1},
    {"Kowloon City", "Kowloon City", "九龍城", 22.3280, 114.1910, 1},
    {"Kowloon City", "To Kwa Wan", "土瓜灣", 22.3160, 114.1880, 1},
    {"Kowloon City", "Hung Hom", "紅磡", 22.3030, 114.1820, 1},
    {"Wong Tai Sin", "Wong Tai Sin", "黃大仙", 22.3420, 114.1940, 1},
    {"Wong Tai Sin", "Diamond Hill", "鑽石山", 22.3400, 114.2010, 1},
    {"Kwun Tong", "Kwun Tong", "觀塘", 22.3120, 114.2260, 2},
    {"Kwun Tong", "Ngau Tau Kok", "牛頭角", 22.3150, 114.2190, 1},
    {"Kwai Tsing", "Kwai Fong", "葵芳", 22.3570, 114.1310, 1},
    {"Kwai Tsing", "Tsing Yi", "青衣", 22.3580, 114.1070, 1},
    {"Tsuen Wan", "Tsuen Wan", "荃灣", 22.3730, 114.1170, 2},
    {"Tuen Mun", "Tuen Mun", "屯門", 22.3910, 113.9770, 1},
    {"Yuen Long", "Yuen Long", "元朗", 22.4450, 114.0220, 1},
    {"Yuen Long", "Tin Shui Wai", "天水圍", 22.4580, 114.0050, 1},
    {"North", "Sheung Shui", "上水", 22.5010, 114.1280, 1},
    {"North", "Fanling", "粉嶺", 22.4920, 114.1380, 1},
    {"Tai Po", "Tai Po", "大埔", 22.4500, 114.1680, 1},
    {"Sha Tin", "Sha Tin", "沙田", 22.3820, 114.1880, 2},
    {"Sha Tin", "Ma On Shan", "馬鞍山", 22.4240, 114.2320, 1},
    {"Sai Kung", "Sai Kung", "西貢", 22.3810, 114.2700, 1},
    {"Sai Kung", "Tseung Kwan O", "將軍澳", 22.3070, 114.2600, 2},
    {"Islands", "Tung Chung", "東涌", 22.2890, 113.9410, 1},
    {"Islands", "Mui Wo", "梅窩", 22.2660, 114.0000, 1},
    {"Islands", "Cheung Chau", "長洲", 22.2100, 114.0290, 1},
    {"Islands", "Discovery Bay", "愉景灣", 22.2950, 114.0160, 1},
}};

struct CatalogueService {
  const char *en, *zh;
  int price, duration, buffer;
  bool from;
};

struct CategorySpec {
  const char* slug;
  const char *suffix_en, *suffix_zh;  // the shop name's second half
  const char *title_en, *title_zh;    // staff title
  const char *senior_en, *senior_zh;  // the senior staff title
  const char *colour_a, *colour_b;    // the cover's gradient
  const char* partner;                // a second category some shops also offer
  std::array<CatalogueService, 5> services;
};

constexpr std::array<CategorySpec, 6> kCategories{{
    {"hair",
     "Hair Studio",
     "髮型屋",
     "Stylist",
     "髮型師",
     "Senior Stylist",
     "資深髮型師",
     "#7c3aed",
     "#c084fc",
     "skincare",
     {{{"Men's Haircut", "男士剪髮", 180, 30, 10, false},
       {"Women's Cut & Blow-dry", "女士剪髮吹造型", 380, 60, 10, false},
       {"Full Colour", "全頭染髮", 780, 120, 15, true},
       {"Digital Perm", "數碼電髮", 980, 150, 15, true},
       {"Scalp Treatment", "頭皮護理", 480, 45, 10, false}}}},
    {"nails",
     "Nails",
     "美甲",
     "Nail Technician",
     "美甲師",
     "Senior Nail Artist",
     "資深美甲師",
     "#db2777",
     "#f9a8d4",
     "skincare",
     {{{"Gel Manicure", "凝膠甲", 380, 60, 15, false},
       {"Classic Manicure", "修甲", 180, 45, 10, false},
       {"Gel Pedicure", "凝膠腳甲", 420, 75, 15, false},
       {"Nail Art Design", "美甲彩繪", 480, 90, 15, true},
       {"Gel Removal", "卸甲", 100, 30, 5, false}}}},
    {"skincare",
     "Skin Lab",
     "護膚中心",
     "Beautician",
     "美容師",
     "Senior Beautician",
     "資深美容師",
     "#059669",
     "#6ee7b7",
     "makeup",
     {{{"Hydrating Facial", "保濕面部護理", 680, 75, 15, false},
       {"Deep Cleansing Facial", "深層清潔面部護理", 580, 60, 15, false},
       {"IPL Hair Removal", "IPL脫毛", 880, 45, 10, true},
       {"Eyelash Extensions", "眼睫毛嫁接", 480, 90, 10, false},
       {"Brow Shaping", "修眉", 150, 20, 5, false}}}},
    {"makeup",
     "Makeup Atelier",
     "化妝工作室",
     "Makeup Artist",
     "化妝師",
     "Lead Makeup Artist",
     "首席化妝師",
     "#ea580c",
     "#fdba74",
     "skincare",
     {{{"Event Makeup", "活動化妝", 880, 90, 15, false},
       {"Bridal Makeup", "新娘化妝", 2800, 180, 30, true},
       {"Makeup Lesson", "化妝課程", 1200, 120, 15, false},
       {"Photo Shoot Makeup", "拍攝化妝", 980, 90, 15, false},
       {"Brow Tinting", "染眉", 220, 30, 5, false}}}},
    {"massage",
     "Massage House",
     "按摩館",
     "Massage Therapist",
     "按摩師",
     "Senior Therapist",
     "資深按摩師",
     "#0369a1",
     "#7dd3fc",
     "spa",
     {{{"Swedish Massage", "瑞典按摩", 580, 60, 15, false},
       {"Foot Reflexology", "足底按摩", 298, 50, 10, false},
       {"Tui Na", "推拿", 450, 45, 10, false},
       {"Hot Stone Massage", "熱石按摩", 780, 90, 15, false},
       {"Head & Shoulder Massage", "頭肩按摩", 260, 30, 5, false}}}},
    {"spa",
     "Spa",
     "水療中心",
     "Spa Therapist",
     "水療師",
     "Spa Director",
     "水療總監",
     "#0f766e",
     "#5eead4",
     "massage",
     {{{"Aromatherapy Ritual", "香薰療程", 780, 75, 15, false},
       {"Body Scrub & Wrap", "身體磨砂及裹敷", 680, 60, 15, false},
       {"Couples Spa", "雙人水療", 1680, 120, 30, true},
       {"Hydrotherapy Bath", "水療浸浴", 480, 45, 15, false},
       {"Detox Sauna", "排毒桑拿", 380, 45, 10, false}}}},
}};

constexpr std::array<const char*, 7> kDays{"sun", "mon", "tue", "wed", "thu", "fri", "sat"};

// A cover: the category's gradient with a line drawing of its trade (scissors and comb, a
// polish bottle, a cream jar and leaf, a lipstick and brush, massage stones, a lotus over
// water), drawn here, no image from elsewhere. Four variants per category place and size the
// drawing differently, so a page of results does not repeat one picture. Shops store its URL.
const char* drawing(std::string_view slug) {
  if (slug == "hair") {
    return "<circle cx='45' cy='160' r='22'/><circle cx='110' cy='178' r='22'/>"
           "<path d='M62 146 L190 60 M102 157 L175 30'/><circle cx='128' cy='104' r='4'/>"
           "<rect x='170' y='150' width='90' height='24' rx='6'/>"
           "<path d='M180 174v22M195 174v22M210 174v22M225 174v22M240 174v22'/>";
  }
  if (slug == "nails") {
    return "<rect x='50' y='90' width='80' height='100' rx='18'/>"
           "<rect x='70' y='30' width='40' height='60' rx='6'/>"
           "<path d='M60 130 h60'/><path d='M160 60 q20 30 0 50 q-20 -20 0 -50z'/>"
           "<path d='M190 120 q14 20 0 34 q-14 -14 0 -34z'/>";
  }
  if (slug == "skincare") {
    return "<ellipse cx='80' cy='110' rx='60' ry='16'/><path d='M20 110 v60 q60 24 120 0 v-60'/>"
           "<path d='M150 60 q60 -40 70 30 q-60 20 -70 -30z M155 65 l55 20'/>";
  }
  if (slug == "makeup") {
    return "<rect x='40' y='110' width='50' height='80' rx='6'/><path d='M45 110 v-40 l40 -30 "
           "v70'/>"
           "<path d='M140 190 L200 40'/><path d='M192 60 q20 -40 30 -30 q0 30 -30 40z'/>";
  }
  if (slug == "massage") {
    return "<ellipse cx='100' cy='175' rx='80' ry='20'/><ellipse cx='100' cy='132' rx='60' "
           "ry='18'/>"
           "<ellipse cx='100' cy='95' rx='42' ry='15'/>"
           "<path d='M200 190 V30 M200 80 q-25 -10 -35 -35 M200 120 q25 -10 35 -35'/>";
  }
  return "<path d='M110 150 q-60 -30 -40 -90 q30 30 40 90z M110 150 q60 -30 40 -90 q-30 30 -40 "
         "90z M110 150 q-10 -70 0 -120 q10 50 0 120z'/>"
         "<path d='M20 180 q25 -15 50 0 t50 0 t50 0 t50 0'/>";
}

std::string cover_svg(const CategorySpec& c, int variant) {
  const int x = 300 - variant * 70, y = 60 + (variant % 2) * 40;
  const double scale = 1.0 + 0.15 * (variant % 3);
  char head[512];
  std::snprintf(head, sizeof head,
                "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 640 360'>"
                "<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'>"
                "<stop offset='0' stop-color='%s'/><stop offset='1' stop-color='%s'/>"
                "</linearGradient></defs><rect width='640' height='360' fill='url(#g)'/>"
                "<circle cx='%d' cy='%d' r='%d' fill='#fff' fill-opacity='.12'/>"
                "<g transform='translate(%d %d) scale(%.2f)' fill='none' stroke='#fff' "
                "stroke-opacity='.9' stroke-width='6' stroke-linecap='round' "
                "stroke-linejoin='round'>",
                c.colour_a, c.colour_b, 120 + variant * 110, 300 - variant * 40, 90 + variant * 15,
                x, y, scale);
  return std::string(head) + drawing(c.slug) + "</g></svg>";
}

std::string cover_url(const CategorySpec& c, int variant) {
  return "/demo/covers/" + std::string(c.slug) + "-" + std::to_string(variant) + ".svg";
}

// Rows of `width` values inserted with multi-row VALUES, several rows per statement.
class Inserter {
 public:
  Inserter(std::string_view head, std::size_t width) : head_(head), width_(width) {}
  void add(std::vector<db::Param> row) {
    if (row.size() != width_) {
      throw std::logic_error(head_.substr(0, 40) + ": a row of " + std::to_string(row.size()) +
                             " values for " + std::to_string(width_) + " columns");
    }
    for (auto& v : row) values_.push_back(std::move(v));
    ++rows_;
  }
  [[nodiscard]] std::int64_t rows() const { return rows_; }
  db::Result<void> flush(db::Connection& conn) const {
    // About 250 values per statement: SQLite resolves each $N by name with a linear search, so
    // very wide statements cost more than the round trips they save.
    const std::size_t per = std::max<std::size_t>(1, 250 / width_);
    const std::size_t total = values_.size() / width_;
    for (std::size_t start = 0; start < total; start += per) {
      const std::size_t n = std::min(per, total - start);
      std::string sql = head_ + " VALUES ";
      for (std::size_t r = 0; r < n; ++r) {
        sql += r ? ", (" : "(";
        for (std::size_t c = 0; c < width_; ++c) {
          sql += (c ? ", $" : "$") + std::to_string(r * width_ + c + 1);
        }
        sql += ")";
      }
      const std::span<const db::Param> params(values_.data() + start * width_, n * width_);
      if (auto done = conn.query(sql, params); !done) return std::unexpected(done.error());
    }
    return {};
  }

 private:
  std::string head_;
  std::size_t width_;
  std::vector<db::Param> values_;
  std::int64_t rows_ = 0;
};

}  // namespace

std::optional<std::string> demo_cover_svg(std::string_view file) {
  for (const auto& c : kCategories) {
    for (int variant = 0; variant < 4; ++variant) {
      if (file == cover_url(c, variant).substr(std::string_view("/demo/covers/").size())) {
        return cover_svg(c, variant);
      }
    }
  }
  return std::nullopt;
}

std::string demo_cover_url(std::string_view category, int variant) {
  for (const auto& c : kCategories) {
    if (c.slug == category) return cover_url(c, variant % 4);
  }
  return cover_url(kCategories[0], variant % 4);
}

std::expected<CatalogueReport, std::string> seed_catalogue(
    db::Database& db, std::int64_t count, const std::vector<std::string>& reviewers,
    ReviewWriter* shared_writer, ShopNamer* shared_namer) {
  if (count <= 0) return CatalogueReport{};
  if (reviewers.empty()) return std::unexpected("the catalogue needs reviewer accounts");
  const bool large = count > 1000;
  std::mt19937 rng(20261124);
  auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
  const auto now = std::chrono::system_clock::now();
  auto ago_days = [&](double days) {
    return common::format_utc(now - std::chrono::seconds(static_cast<std::int64_t>(days * 86400)));
  };
  int total_weight = 0;
  for (const auto& a : kAreas) total_weight += a.weight;

  Inserter shops(kCatalogueShops, 30);
  // search_grams: a JSON array per shop, written one statement per shop (search/grams.hpp).
  std::vector<std::pair<std::string, std::string>> grams;
  Inserter categories(kInsertCategories, 3);
  Inserter services(kCatalogueServices, 15);
  Inserter staff(kCatalogueStaff, 12);
  Inserter staff_services(kInsertStaffServices, 3);
  Inserter hours(kCatalogueStaffHours, 5);
  Inserter bookings(kInsertBookings, 12);
  Inserter reviews(kCatalogueReviews, 10);

  search::Synonyms synonyms;
  {
    auto conn = db.acquire();
    if (!conn) return std::unexpected("cannot open the database: " + conn.error().message);
    auto loaded = search::load_synonyms(**conn);
    if (!loaded) return std::unexpected("cannot read search_synonyms: " + loaded.error().message);
    synonyms = std::move(*loaded);
  }

  ShopNamer own_namer;
  ShopNamer& namer = shared_namer ? *shared_namer : own_namer;
  ReviewWriter own_writer;
  ReviewWriter& writer = shared_writer ? *shared_writer : own_writer;
  for (std::int64_t i = 0; i < count; ++i) {
    // Area by weight; the category cycles so every district gets every kind over time.
    int w = pick(total_weight);
    std::size_t a = 0;
    while (w >= kAreas[a].weight) w -= kAreas[a++].weight;
    if (i < static_cast<std::int64_t>(kAreas.size())) a = static_cast<std::size_t>(i);  // all areas
    const auto& area = kAreas[a];
    const Bilingual place{area.en, area.zh};
    const auto& cat = kCategories[static_cast<std::size_t>(i % 6)];
    const auto shop_name = namer.next(cat.slug, place, rng);
    const std::string& name = shop_name.en;
    const std::string& name_zh = shop_name.zh;
    const auto about = describe(cat.slug, place, rng);
    const auto where = street_address(place, rng);
    const std::string id = common::new_uuid();
    const std::string created = ago_days(30 + (i * 7) % 700);
    std::vector<std::string> cats{cat.slug};
    if (i % 3 == 0) cats.emplace_back(cat.partner);
    for (const auto& c : cats) categories.add({common::new_uuid(), id, std::string(c)});

    // Services (the first four always, the fifth in two shops of three).
    search::ShopText text{name, name_zh, area.en, area.zh, area.district, cats, {}};
    struct Offered {
      std::string id;
      Bilingual name;
      int duration;
    };
    std::vector<Offered> offered;
    double min_price = 1e9;
    const int variation = static_cast<int>(i % 5) * 20 - 40;
    for (std::size_t s = 0; s < cat.services.size(); ++s) {
      if (s == 4 && i % 3 == 2) continue;
      const auto& spec = cat.services[s];
      const std::string sid = common::new_uuid();
      offered.push_back({sid, {spec.en, spec.zh}, spec.duration});
      const double price = std::max(80, spec.price + variation);
      min_price = std::min(min_price, price);
      text.services.emplace_back(spec.en);
      text.services.emplace_back(spec.zh);
      services.add(
          {sid, id, std::string(spec.en), std::string(spec.zh),
           std::to_string(spec.duration) + " minutes with one of our " + cat.title_en + "s.",
           std::string("由") + cat.title_zh + "主理，約" + std::to_string(spec.duration) + "分鐘。",
           std::string(cat.slug), price, spec.from, std::int64_t{spec.duration},
           std::int64_t{spec.buffer}, static_cast<std::int64_t>(s), true, created, created});
    }

    // Staff with titles, all services, and the weekly plan inside the opening hours: Mon-Sat
    // 10:00-13:00 and 14:00-19:00 (the lunch break is the gap); where the shop opens on
    // Sunday (12:00-18:00), every other staff member works then too.
    const bool open_sunday = i % 2 == 0;
    const int staff_count = large ? 2 : 2 + static_cast<int>(i % 3);
    std::vector<std::string> staff_names;
    for (int k = 0; k < staff_count; ++k) {
      const auto person = staff_name(rng, staff_names);
      staff_names.push_back(person.en);
      const std::string staff_id = common::new_uuid();
      const bool senior = k == 0;
      const int years = 3 + pick(15);
      staff.add({staff_id, id, person.en, person.zh,
                 std::string(senior ? cat.senior_en : cat.title_en),
                 std::string(senior ? cat.senior_zh : cat.title_zh), nullptr,
                 std::to_string(years) + " years of experience.",
                 std::to_string(years) + " 年經驗。", std::int64_t{k}, created, created});
      for (const auto& sv : offered) staff_services.add({common::new_uuid(), staff_id, sv.id});
      for (std::int64_t day = 1; day <= 6; ++day) {
        if ((day + k) % 7 == 3) continue;  // one weekday off
        if (large) {
          hours.add(
              {common::new_uuid(), staff_id, day, std::string("10:00"), std::string("19:00")});
          continue;
        }
        hours.add({common::new_uuid(), staff_id, day, std::string("10:00"), std::string("13:00")});
        hours.add({common::new_uuid(), staff_id, day, std::string("14:00"), std::string("19:00")});
      }
      if (!large && open_sunday && k % 2 == 0) {
        hours.add({common::new_uuid(), staff_id, std::int64_t{0}, std::string("12:00"),
                   std::string("18:00")});
      }
    }

    // Reviews: a few shops are new (none), most have some, popular ones many. Each is its
    // author's completed visit at the shop a day or two before (the booking is written with
    // it); one in 25 is hidden by moderation and counts nowhere.
    const int review_count =
        large ? static_cast<int>(i % 4) : (i % 7 == 0 ? 0 : 1 + pick(i % 5 == 1 ? 14 : 5));
    int published = 0, sum = 0;
    const int bias = static_cast<int>(i % 4);  // some shops are simply better
    for (int r = 0; r < review_count; ++r) {
      int stars = std::clamp(5 - (pick(10) < 2 + bias ? 1 + pick(2) : 0), 1, 5);
      if (pick(20) == 0) stars = 1 + pick(2);
      const bool hidden = pick(25) == 0;
      const auto who = static_cast<std::size_t>(pick(static_cast<int>(reviewers.size())));
      const std::string& author = reviewers[who];
      const auto& sv = offered[static_cast<std::size_t>(r) % offered.size()];
      const auto& by = staff_names[static_cast<std::size_t>(pick(staff_count))];
      const std::string staff_given = by.substr(0, by.find(' '));
      const int days = 3 + (r * 11 + static_cast<int>(i)) % 80;
      // The visit: 11:00-17:30 Hong Kong time `days` ago; the review a few hours to two days
      // after it.
      const auto day = domain::hk_date_of(domain::to_minute(now) - days * 1440LL);
      const domain::Minute start = domain::hk_midnight(day) + 11 * 60 + 30 * pick(14);
      const domain::Minute end = start + sv.duration;
      const std::string reviewed = domain::format_utc_minute(end + 180 + 30 * pick(90));
      const std::string bid = common::new_uuid();
      bookings.add({bid, author, id, sv.id, domain::format_date(day),
                    domain::hhmm_hkt(start) + ":00", domain::format_utc_minute(start),
                    domain::format_utc_minute(end), std::string("completed"),
                    domain::format_utc_minute(end), domain::format_utc_minute(start - 4320),
                    domain::format_utc_minute(end)});
      const std::string comment =
          writer.write(author, author_language(who), stars, sv.name, staff_given, rng);
      reviews.add({common::new_uuid(), author, id, sv.id, std::int64_t{stars}, comment,
                   std::string(hidden ? "hidden" : "published"), bid, reviewed, reviewed});
      if (!hidden) {
        ++published;
        sum += stars;
      }
    }
    const double rating = published ? std::round(100.0 * sum / published) / 100.0 : 0.0;

    boost::json::object opening;
    for (std::size_t d = 0; d < kDays.size(); ++d) {
      if (d == 0) {
        opening[kDays[d]] = open_sunday && !large ? "12:00-18:00" : "closed";
      } else {
        opening[kDays[d]] = large ? "10:00-20:00" : "10:00-13:00,14:00-20:00";
      }
    }
    char phone[24];
    std::snprintf(phone, sizeof phone, "+852 2%03d %04d", static_cast<int>(100 + i % 900),
                  static_cast<int>(1000 + (i * 31) % 9000));
    char whatsapp[16];
    std::snprintf(whatsapp, sizeof whatsapp, "8526%07d",
                  static_cast<int>(1000000 + (i * 7919) % 8999999));
    const double jitter_lat = (pick(2001) - 1000) / 200000.0,
                 jitter_lng = (pick(2001) - 1000) / 200000.0;
    boost::json::array types{cat.suffix_en};
    boost::json::array cats_json;
    for (const auto& c : cats) cats_json.emplace_back(c);
    const std::string cover = cover_url(cat, static_cast<int>(i % 4));
    std::string search_text = search::build_search_text(text, synonyms);
    grams.emplace_back(id, search::grams_json(search_text));
    shops.add({id,
               name,
               name_zh,
               where.en,
               where.floor,
               where.zh,
               std::string(area.district),
               std::string(area.en),
               std::string(area.zh),
               std::round((area.lat + jitter_lat) * 1e6) / 1e6,
               std::round((area.lng + jitter_lng) * 1e6) / 1e6,
               std::string(phone),
               std::string(whatsapp),
               about.en,
               about.zh,
               boost::json::serialize(types),
               boost::json::serialize(cats_json),
               std::string(cat.slug),
               boost::json::serialize(opening),
               i % 3 != 1,
               true,
               std::string(i % 3 != 1 ? "verified" : "pending"),
               rating,
               std::int64_t{published},
               std::move(search_text),
               min_price,
               cover,
               boost::json::serialize(boost::json::array{cover}),
               created,
               created});
  }

  CatalogueReport report;
  auto done =
      db::in_transaction(db, db::TxMode::write, [&](db::Connection& conn) -> db::Result<bool> {
        for (const Inserter* table : {&shops, &categories, &services, &staff, &staff_services,
                                      &hours, &bookings, &reviews}) {
          if (auto r = table->flush(conn); !r) return std::unexpected(r.error());
        }
        for (const auto& [id, list] : grams) {
          if (auto r = search::insert_grams(conn, id, list); !r) return std::unexpected(r.error());
        }
        return true;
      });
  if (!done) return std::unexpected("cannot write the catalogue: " + done.error().message);
  // PostgreSQL plans from statistics that autovacuum gathers only later: after a bulk load the
  // search's plans (search_grams, the listing index) would be guessed from an empty table.
  if (db.dialect() == db::Dialect::postgres) {
    auto conn = db.acquire();
    if (!conn) return std::unexpected("cannot open the database: " + conn.error().message);
    if (auto analyzed = (*conn)->execute_script("ANALYZE"); !analyzed) {
      return std::unexpected("cannot analyze the catalogue: " + analyzed.error().message);
    }
  }
  report.shops = shops.rows();
  report.services = services.rows();
  report.staff = staff.rows();
  report.staff_hours = hours.rows();
  report.reviews = reviews.rows();
  report.bookings = bookings.rows();
  return report;
}

}  // namespace emu::app
