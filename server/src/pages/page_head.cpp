#include "pages/page_head.hpp"

#include <fmt/format.h>

#include <array>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <cmath>

#include "db/cells.hpp"
#include "domain/enums.hpp"
#include "pages/render_index.hpp"
#include "pages/shop_facts.hpp"
#include "pages/sql.hpp"

namespace emu::pages {
namespace {

namespace json = boost::json;

struct Texts {
  std::string_view en_title, zh_title, en_description, zh_description;
};

// The public pages of the SPA with a fixed head (the categories and shops are built below).
struct StaticPage {
  std::string_view path;
  Texts texts;
};
constexpr std::array<StaticPage, 5> kStaticPages{{
    {"/",
     {"Emu – book beauty and wellness in Hong Kong", "Emu – 香港美容及健康預約平台",
      "Find hair, nail, skin care, makeup, massage and spa shops across Hong Kong's 18 "
      "districts, read reviews from real visits and book online.",
      "搜尋全港 18 區的髮型、美甲、護膚、化妝、按摩及水療店，查看真實顧客評價並網上預約。"}},
    {"/services",
     {"Beauty and wellness services in Hong Kong | Emu", "香港美容及健康服務 | Emu",
      "Browse hair, nails, skin care, makeup, massage and spa in Hong Kong by category and "
      "district.",
      "按類別及地區瀏覽香港的髮型、美甲、護膚、化妝、按摩及水療服務。"}},
    {"/experts",
     {"Beauty experts in Hong Kong | Emu", "香港美容專家 | Emu",
      "Meet the stylists, nail artists and therapists of Hong Kong's shops on Emu.",
      "認識 Emu 上各間香港商戶的髮型師、美甲師及治療師。"}},
    {"/about",
     {"About Emu", "關於 Emu",
      "Emu is a bilingual beauty and wellness platform for Hong Kong: discovery, reviews only "
      "from real visits, and online booking.",
      "Emu 是香港的雙語美容及健康平台：發掘商戶、只來自真實到訪的評價，以及網上預約。"}},
    {"/for-business",
     {"Emu for Business – online bookings for Hong Kong salons", "Emu 商戶 – 香港美容店的網上預約",
      "List your salon on Emu: online bookings that never double-book, your team's calendars "
      "and reviews from real visits.",
      "將你的美容店加入 Emu：不會重複預約的網上預約、團隊日程，以及來自真實到訪的評價。"}},
}};

constexpr std::string_view kCategoryPrefix = "/services/category/";
constexpr std::string_view kShopPrefix = "/shops/";

std::string pick(Lang lang, std::string_view en, std::string_view zh) {
  return std::string(lang == Lang::zh ? zh : en);
}

// A cell's text, or the other language's when it is empty.
std::string either(Lang lang, const json::value& en, const json::value& zh) {
  auto first = db::text(lang == Lang::zh ? zh : en);
  return first.empty() ? db::text(lang == Lang::zh ? en : zh) : first;
}

// At most `max` characters of text (UTF-8 safe), ending with an ellipsis when cut.
std::string clip(std::string_view text, std::size_t max) {
  std::size_t chars = 0, at = 0;
  while (at < text.size() && chars < max) {
    const auto c = static_cast<unsigned char>(text[at]);
    at += c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    ++chars;
  }
  if (at >= text.size()) return std::string(text);
  return std::string(text.substr(0, at)) + "…";
}

std::string shell_title(std::string_view title, std::string_view subtitle = {}) {
  std::string out =
      "<section class=\"bg-gradient-to-b from-rose-50 to-white px-4 pt-10 pb-8 sm:pt-16\">"
      "<div class=\"mx-auto max-w-3xl text-center\"><h1 class=\"text-3xl font-bold tracking-tight "
      "text-balance text-stone-900 sm:text-5xl\">";
  out += escape_html(title);
  out += "</h1>";
  if (!subtitle.empty()) {
    out += "<p class=\"mt-3 text-base text-stone-600 sm:text-lg\">";
    out += escape_html(subtitle);
    out += "</p>";
  }
  return out + "</div></section>";
}

// --- a shop's structured data (schema.org)

std::string_view schema_type(std::string_view category) {
  if (category == "hair") return "HairSalon";
  if (category == "nails") return "NailSalon";
  if (category == "spa") return "DaySpa";
  if (category == "skincare" || category == "makeup") return "BeautySalon";
  return "HealthAndBeautyBusiness";
}

constexpr std::array<std::pair<std::string_view, std::string_view>, 7> kDays{{{"mon", "Monday"},
                                                                              {"tue", "Tuesday"},
                                                                              {"wed", "Wednesday"},
                                                                              {"thu", "Thursday"},
                                                                              {"fri", "Friday"},
                                                                              {"sat", "Saturday"},
                                                                              {"sun", "Sunday"}}};

// "mon", or a range "mon-fri" (older rows), as schema.org day names.
json::array days_of(std::string_view key) {
  json::array out;
  auto index = [](std::string_view d) -> int {
    for (int i = 0; i < 7; ++i)
      if (kDays[i].first == d) return i;
    return -1;
  };
  const auto dash = key.find('-');
  const int from = index(key.substr(0, dash));
  const int to = dash == std::string_view::npos ? from : index(key.substr(dash + 1));
  if (from < 0 || to < from) return out;
  for (int i = from; i <= to; ++i) out.emplace_back(kDays[i].second);
  return out;
}

json::array opening_hours(const json::value& cell) {
  json::value hours = cell;
  if (cell.is_string()) {
    boost::system::error_code ec;
    hours = json::parse(cell.as_string(), ec);
    if (ec) return {};
  }
  json::array out;
  if (!hours.is_object()) return out;
  for (const auto& [key, value] : hours.as_object()) {
    if (!value.is_string()) continue;
    const std::string_view spans = value.as_string();
    const auto days = days_of(key);
    if (days.empty() || spans == "closed") continue;
    std::size_t at = 0;
    while (at < spans.size()) {
      auto comma = spans.find(',', at);
      const auto span = spans.substr(at, comma == std::string_view::npos ? spans.npos : comma - at);
      if (span.size() == 11 && span[5] == '-') {
        out.push_back(json::object{{"@type", "OpeningHoursSpecification"},
                                   {"dayOfWeek", days},
                                   {"opens", span.substr(0, 5)},
                                   {"closes", span.substr(6, 5)}});
      }
      if (comma == std::string_view::npos) break;
      at = comma + 1;
    }
  }
  return out;
}

std::string telephone(std::string digits_or_text) {
  std::string digits;
  for (char c : digits_or_text)
    if (c >= '0' && c <= '9') digits += c;
  if (digits.size() == 8) return "+852 " + digits.substr(0, 4) + " " + digits.substr(4);
  if (digits.size() == 11 && digits.starts_with("852"))
    return "+852 " + digits.substr(3, 4) + " " + digits.substr(7);
  return digits_or_text;
}

std::string money(double amount) {
  return std::fmod(amount, 1.0) == 0 ? fmt::format("{:.0f}", amount)
                                     : fmt::format("{:.2f}", amount);
}

// An unknown or inactive shop: the app's not-found page, answered 404 and kept out of indexes.
PageHead shop_not_found(std::string_view path, Lang lang) {
  PageHead head;
  head.status = 404;
  head.noindex = true;
  head.lang = lang;
  head.path = std::string(path);
  head.title = pick(lang, "Page not found | Emu", "找不到此頁 | Emu");
  head.description = pick(lang, "This shop is not on Emu.", "Emu 上沒有這間商戶。");
  return head;
}

db::Result<std::optional<PageHead>> shop_head(db::Connection& conn, std::string_view id, Lang lang,
                                              std::string_view origin) {
  PageHead head;
  head.lang = lang;
  head.path = std::string(kShopPrefix) + std::string(id);
  auto shop = db::run(conn, sql::kShop, {std::string(id)});
  if (!shop) return std::unexpected(shop.error());
  if (shop->rows.empty()) return shop_not_found(head.path, lang);
  const auto& r = shop->rows[0];
  const auto name = either(lang, r[1], r[2]);
  const auto other_name = either(lang == Lang::zh ? Lang::en : Lang::zh, r[1], r[2]);
  const auto area = either(lang, r[7], r[8]);
  const auto* known = district_of(db::text(r[6]));
  const std::string district = known ? pick(lang, known->en, known->zh) : db::text(r[6]);
  const auto place = area.empty() ? district : area;
  head.title = name + (place.empty() ? "" : " – " + place) + " | Emu";
  auto about = either(lang, r[3], r[4]);
  head.description =
      !about.empty() ? clip(about, 155)
      : lang == Lang::zh
          ? "在 Emu 預約" + name + (place.empty() ? "" : "（" + place + "）") +
                "：服務、價錢、營業時間及真實顧客評價。"
          : "Book " + name + (place.empty() ? "" : " in " + place) +
                " on Emu: services, prices, opening hours and reviews from real visits.";
  head.og_type = "business.business";
  head.image = "/og/shops/" + std::string(id) + ".png";
  head.shell =
      "<main class=\"mx-auto w-full max-w-5xl px-4 py-6\"><h1 class=\"text-2xl font-bold "
      "text-stone-900\">" +
      escape_html(name) + "</h1>" +
      (place.empty() ? "" : "<p class=\"mt-1 text-stone-600\">" + escape_html(place) + "</p>") +
      (about.empty() ? "" : "<p class=\"mt-3 text-stone-700\">" + escape_html(about) + "</p>") +
      "</main>";

  // JSON-LD: the schema.org type of its main category, both names, address, geo, phone, hours,
  // price range and offers from its services, and a rating from verified reviews only.
  const auto* main_category = main_category_of(r[13]);
  const std::string_view category = main_category ? main_category->value : std::string_view();
  json::object ld{
      {"@context", "https://schema.org"}, {"@type", schema_type(category)}, {"name", name}};
  ld["url"] = std::string(origin) + head.path + "?lang=" + (lang == Lang::zh ? "zh-HK" : "en");
  if (!other_name.empty() && other_name != name) ld["alternateName"] = other_name;
  if (!about.empty()) ld["description"] = about;
  json::object address{{"@type", "PostalAddress"}, {"addressCountry", "HK"}};
  if (auto street = either(lang, r[5], r[17]); !street.empty()) address["streetAddress"] = street;
  if (!district.empty()) address["addressLocality"] = district;
  ld["address"] = std::move(address);
  if (!r[15].is_null() && !r[16].is_null()) {
    ld["geo"] = json::object{
        {"@type", "GeoCoordinates"}, {"latitude", db::real(r[15])}, {"longitude", db::real(r[16])}};
  }
  if (auto phone = db::text(r[9]); !phone.empty()) ld["telephone"] = telephone(phone);
  for (int i : {11, 12}) {
    if (auto cover = db::text(r[i]); !cover.empty()) {
      ld["image"] = cover.starts_with('/') ? std::string(origin) + cover : cover;
      break;
    }
  }
  auto hours = opening_hours(r[14]);
  if (!hours.empty()) ld["openingHoursSpecification"] = std::move(hours);
  auto services = db::run(conn, sql::kShopServices, {std::string(id)});
  if (!services) return std::unexpected(services.error());
  json::array offers;
  double low = -1, high = -1;
  for (const auto& s : services->rows) {
    const double price = db::real(s[2], -1);
    if (price < 0) continue;
    low = low < 0 ? price : std::min(low, price);
    high = std::max(high, price);
    offers.push_back(json::object{
        {"@type", "Offer"},
        {"price", money(price)},
        {"priceCurrency", "HKD"},
        {"itemOffered", json::object{{"@type", "Service"}, {"name", either(lang, s[0], s[1])}}}});
  }
  if (!offers.empty()) {
    ld["makesOffer"] = std::move(offers);
    ld["priceRange"] = low == high ? "HK$" + money(low) : "HK$" + money(low) + "–" + money(high);
  }
  auto rating = db::run(conn, sql::kVerifiedRating, {std::string(id)});
  if (!rating) return std::unexpected(rating.error());
  if (!rating->rows.empty() && db::integer(rating->rows[0][0]) > 0) {
    const double average = std::round(db::real(rating->rows[0][1]) * 10) / 10;
    ld["aggregateRating"] = json::object{{"@type", "AggregateRating"},
                                         {"ratingValue", average},
                                         {"reviewCount", db::integer(rating->rows[0][0])},
                                         {"bestRating", 5},
                                         {"worstRating", 1}};
  }
  head.json_ld = json::serialize(ld);
  return head;
}

}  // namespace

Lang language_of(std::string_view query, std::string_view cookie_header) {
  auto value_in = [](std::string_view text, std::string_view key, char sep) -> std::string_view {
    std::size_t at = 0;
    while (at <= text.size()) {
      auto end = text.find(sep, at);
      auto part = text.substr(at, end == std::string_view::npos ? text.npos : end - at);
      while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
      if (part.starts_with(key) && part.size() > key.size() && part[key.size()] == '=')
        return part.substr(key.size() + 1);
      if (end == std::string_view::npos) break;
      at = end + 1;
    }
    return {};
  };
  auto parse = [](std::string_view v) -> std::optional<Lang> {
    if (v == "en") return Lang::en;
    if (v == "zh-HK" || v == "zh" || v == "zh-hk") return Lang::zh;
    return std::nullopt;
  };
  if (auto lang = parse(value_in(query, "lang", '&'))) return *lang;
  if (auto lang = parse(value_in(cookie_header, "emu_lang", ';'))) return *lang;
  return Lang::en;
}

bool is_public_page(std::string_view path) {
  for (const auto& page : kStaticPages)
    if (page.path == path) return true;
  return path.starts_with(kCategoryPrefix) ||
         (path.starts_with(kShopPrefix) && path.find('/', kShopPrefix.size()) == path.npos);
}

db::Result<std::optional<PageHead>> page_head(db::Connection& conn, std::string_view path,
                                              Lang lang, std::string_view origin) {
  for (const auto& page : kStaticPages) {
    if (page.path != path) continue;
    PageHead head;
    head.lang = lang;
    head.path = std::string(path);
    head.title = pick(lang, page.texts.en_title, page.texts.zh_title);
    head.description = pick(lang, page.texts.en_description, page.texts.zh_description);
    if (path == "/") {
      head.shell = shell_title(pick(lang, "Find your next beauty treatment in Hong Kong",
                                    "在香港找到你的下一個美容療程"));
    }
    return std::optional<PageHead>(std::move(head));
  }
  if (path.starts_with(kCategoryPrefix)) {
    const auto value = path.substr(kCategoryPrefix.size());
    for (const auto& c : domain::categories()) {
      if (c.value != value) continue;
      PageHead head;
      head.lang = lang;
      head.path = std::string(path);
      head.title = lang == Lang::zh ? "香港" + std::string(c.zh) + "店 | Emu"
                                    : std::string(c.en) + " in Hong Kong | Emu";
      head.description =
          lang == Lang::zh
              ? "比較全港" + std::string(c.zh) + "店的價錢、營業時間及真實顧客評價，網上預約。"
              : "Compare " + std::string(c.en) +
                    " shops across Hong Kong: prices, opening hours and reviews from real "
                    "visits, and book online.";
      return std::optional<PageHead>(std::move(head));
    }
    return std::optional<PageHead>();
  }
  if (path.starts_with(kShopPrefix)) {
    const auto id = path.substr(kShopPrefix.size());
    if (id.size() != 36 || id.find('/') != id.npos) {
      return std::optional<PageHead>(shop_not_found(path, lang));
    }
    auto head = shop_head(conn, id, lang, origin);
    if (!head) return std::unexpected(head.error());
    return std::move(*head);
  }
  return std::optional<PageHead>();
}

}  // namespace emu::pages
