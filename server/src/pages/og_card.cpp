#include "pages/og_card.hpp"

#include <fmt/format.h>

#include "db/cells.hpp"
#include "domain/enums.hpp"
#include "pages/render_index.hpp"
#include "pages/shop_facts.hpp"
#include "pages/sql.hpp"

namespace emu::pages {
namespace {

constexpr std::string_view kFont = "Noto Sans CJK HK, Noto Sans CJK TC, Noto Sans, sans-serif";

// Emu's mark (index.html's), scaled.
constexpr std::string_view kMark =
    "<g transform=\"translate(88 88) scale(1.6)\"><rect width=\"40\" height=\"40\" rx=\"11\" "
    "fill=\"#be123c\"/><g transform=\"translate(20 20.5)\" fill=\"#fff\" fill-opacity=\"0.94\">"
    "<path d=\"M0 -1.5 C 4.6 -5.5 5.4 -11.5 0 -14.5 C -5.4 -11.5 -4.6 -5.5 0 -1.5 Z\"/>"
    "<path transform=\"rotate(72)\" d=\"M0 -1.5 C 4.6 -5.5 5.4 -11.5 0 -14.5 C -5.4 -11.5 -4.6 "
    "-5.5 0 -1.5 Z\"/><path transform=\"rotate(144)\" d=\"M0 -1.5 C 4.6 -5.5 5.4 -11.5 0 -14.5 C "
    "-5.4 -11.5 -4.6 -5.5 0 -1.5 Z\"/><path transform=\"rotate(216)\" d=\"M0 -1.5 C 4.6 -5.5 5.4 "
    "-11.5 0 -14.5 C -5.4 -11.5 -4.6 -5.5 0 -1.5 Z\"/><path transform=\"rotate(288)\" d=\"M0 -1.5 "
    "C 4.6 -5.5 5.4 -11.5 0 -14.5 C -5.4 -11.5 -4.6 -5.5 0 -1.5 Z\"/><circle r=\"2.6\" "
    "fill=\"#fda4af\"/></g></g>";

std::string frame(std::string_view body) {
  return fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1200\" height=\"630\" viewBox=\"0 0 1200 "
      "630\"><defs><linearGradient id=\"bg\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\"><stop "
      "offset=\"0\" "
      "stop-color=\"#fff1f2\"/><stop offset=\"1\" stop-color=\"#ffe4e6\"/></linearGradient></defs>"
      "<rect width=\"1200\" height=\"630\" fill=\"url(#bg)\"/><rect x=\"0\" y=\"590\" "
      "width=\"1200\" "
      "height=\"40\" fill=\"#be123c\"/>{}<text x=\"170\" y=\"140\" font-family=\"{}\" "
      "font-size=\"44\" font-weight=\"700\" fill=\"#881337\">Emu</text>{}</svg>",
      "", kFont, std::string(kMark) + std::string(body));
}

std::string text(int x, int y, int size, std::string_view weight, std::string_view fill,
                 std::string_view content) {
  return fmt::format(
      "<text x=\"{}\" y=\"{}\" font-family=\"{}\" font-size=\"{}\" font-weight=\"{}\" "
      "fill=\"{}\">{}</text>",
      x, y, kFont, size, weight, fill, escape_html(content));
}

// A name too long for one line at `size` gets a smaller size (CJK glyphs are about 1 em wide,
// Latin about 0.55).
int fitted(std::string_view name, int size, int width) {
  double ems = 0;
  for (std::size_t i = 0; i < name.size();) {
    const auto c = static_cast<unsigned char>(name[i]);
    const int len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    ems += len >= 3 ? 1.0 : 0.56;
    i += len;
  }
  while (size > 28 && ems * size > width) size -= 4;
  return size;
}

}  // namespace

db::Result<std::optional<OgCard>> og_card_of(db::Connection& conn, std::string_view shop_id) {
  auto shop = db::run(conn, sql::kShop, {std::string(shop_id)});
  if (!shop) return std::unexpected(shop.error());
  if (shop->rows.empty()) return std::optional<OgCard>();
  const auto& r = shop->rows[0];
  OgCard card{db::text(r[1]), db::text(r[2]), db::text(r[7]), db::text(r[8]), "", ""};
  if (const auto* d = district_of(db::text(r[6]))) {
    if (card.place_en.empty()) card.place_en = std::string(d->en);
    if (card.place_zh.empty()) card.place_zh = std::string(d->zh);
  }
  if (const auto* c = main_category_of(r[13])) {
    card.category_en = std::string(c->en);
    card.category_zh = std::string(c->zh);
  }
  auto rating = db::run(conn, sql::kVerifiedRating, {std::string(shop_id)});
  if (!rating) return std::unexpected(rating.error());
  if (!rating->rows.empty()) {
    card.reviews = db::integer(rating->rows[0][0]);
    card.rating = card.reviews > 0 ? db::real(rating->rows[0][1]) : 0;
  }
  return std::optional<OgCard>(std::move(card));
}

std::string og_card_svg(const OgCard& card) {
  const auto& first = card.name_zh.empty() ? card.name_en : card.name_zh;
  const auto& second = card.name_zh.empty() ? std::string() : card.name_en;
  std::string body = text(88, 300, fitted(first, 88, 1024), "700", "#1c1917", first);
  if (!second.empty()) body += text(88, 380, fitted(second, 52, 1024), "500", "#44403c", second);
  std::string line;
  for (const auto* part : {&card.category_zh, &card.place_zh}) {
    if (part->empty()) continue;
    line += (line.empty() ? "" : " · ") + *part;
  }
  std::string line_en;
  for (const auto* part : {&card.category_en, &card.place_en}) {
    if (part->empty()) continue;
    line_en += (line_en.empty() ? "" : " · ") + *part;
  }
  if (!line.empty()) body += text(88, 460, 36, "400", "#57534e", line);
  if (!line_en.empty()) body += text(88, 510, 30, "400", "#78716c", line_en);
  if (card.reviews > 0) {
    body += text(800, 140, 40, "700", "#be123c",
                 fmt::format("★ {:.1f} ({})", card.rating, card.reviews));
  }
  return frame(body);
}

std::string og_site_svg() {
  return frame(text(88, 320, 72, "700", "#1c1917", "香港美容及健康預約") +
               text(88, 400, 44, "500", "#44403c", "Beauty and wellness bookings in Hong Kong") +
               text(88, 480, 32, "400", "#57534e", "真實到訪評價 · Reviews only from real visits"));
}

}  // namespace emu::pages
