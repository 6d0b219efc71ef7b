// The demo catalogue's words (issue 31): hand-written bilingual lists from which the seeders
// (seed_demo.cpp, seed_catalogue.cpp) compose shop names, descriptions, addresses, staff and
// review texts with a fixed-seed generator, so the catalogue reads like Hong Kong and is the
// same on every new database.
//   ShopNamer: a bilingual name per category, no digits, unique until the lists run out
//     (then the area is added: "Mimosa Nail Bar Mong Kok" / 含羞草美甲（旺角店）).
//   describe: two or three sentences per language from the category's and the area's lists.
//   ReviewWriter: 1-3 sentences in the author's language (Cantonese written Chinese, English or
//     mixed) from the list of the review's stars: 5 stars only praise, 1-3 stars never use a
//     praising sentence; an author never repeats a sentence, and no sentence is used more than
//     kMaxSentenceUses times in the whole catalogue.
#pragma once

#include <cstdint>
#include <map>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace emu::app {

struct Bilingual {
  std::string en, zh;
};

// The category a kind of shop is named after: hair, nails, skincare, makeup, massage, spa,
// fitness or tattoo.
class ShopNamer {
 public:
  // `area`: the shop's area, added when every name of the category is taken.
  Bilingual next(std::string_view category, const Bilingual& area, std::mt19937& rng);

 private:
  std::set<std::string> used_;
};

// Two or three sentences about a shop of `category` in `area`.
Bilingual describe(std::string_view category, const Bilingual& area, std::mt19937& rng);

// A street address in `area` (an area of seed_catalogue.cpp's list, by its English name; any
// other name gets a street of Central): en "188 Nathan Road, Mong Kok", floor "1/F, Shop 12",
// zh 旺角彌敦道188號1樓12號舖.
struct Address {
  std::string en, floor, zh;
};
Address street_address(const Bilingual& area, std::mt19937& rng);

// A staff member's name: an English given name and a surname, "Amy C." / "Amy 陳" (distinct
// within one shop: pass the shop's names so far).
Bilingual staff_name(std::mt19937& rng, const std::vector<std::string>& taken);

// The language the author of index `author` (in a fixed list of accounts) writes reviews in:
// 0 Chinese, 1 English, 2 mixed.
int author_language(std::size_t author);

inline constexpr int kMaxSentenceUses = 4;

class ReviewWriter {
 public:
  // A review of `stars` by `author` (an id) in `language` (author_language) about `service`
  // (its name in both languages) done by `staff` (a name; may be empty).
  std::string write(const std::string& author, int language, int stars, const Bilingual& service,
                    const std::string& staff, std::mt19937& rng);

 private:
  std::map<std::string, int> uses_;
  std::map<std::string, std::set<std::string>> by_author_;
};

}  // namespace emu::app
