#include "app/seed_vocabulary.hpp"

#include <algorithm>
#include <array>
#include <span>

namespace emu::app {
namespace {

struct NamePair {
  const char *en, *zh;
};

using Words = std::span<const NamePair>;

int pick(std::mt19937& rng, std::size_t n) {
  return std::uniform_int_distribution<int>(0, static_cast<int>(n) - 1)(rng);
}

// ---- Shop names ------------------------------------------------------------------------------

constexpr std::array<NamePair, 50> kStems{{
    {"Mimosa", "含羞草"},     {"Little Tree", "小樹"},  {"Moonlight", "月光"},
    {"Jasmine", "茉莉"},      {"Bamboo", "竹林"},       {"Camellia", "山茶"},
    {"Sunny", "陽光"},        {"Willow", "柳"},         {"Peony", "牡丹"},
    {"Cloud Nine", "九重雲"}, {"Honey", "蜜糖"},        {"Ginkgo", "銀杏"},
    {"Kumquat", "金桔"},      {"Hibiscus", "扶桑"},     {"Sakura", "櫻花"},
    {"Magnolia", "木蘭"},     {"Osmanthus", "桂花"},    {"Lychee", "荔枝"},
    {"Cotton", "棉花"},       {"Pebble", "小石"},       {"Fern", "蕨"},
    {"Mint", "薄荷"},         {"Plum Blossom", "梅花"}, {"Seashell", "貝殼"},
    {"Starfruit", "楊桃"},    {"Harbour View", "海景"}, {"Lantern", "燈籠"},
    {"Glimmer", "微光"},      {"Ah May's", "阿May"},    {"Kam Kee", "金記"},
    {"Wing's", "阿詠"},       {"Sisters", "姊妹"},      {"Auntie Fong's", "芳姐"},
    {"Lucky", "好運"},        {"Tea Leaf", "茶葉"},     {"Lotus Pond", "蓮塘"},
    {"Jade Garden", "玉園"},  {"Pearl River", "珠江"},  {"Orchid House", "蘭亭"},
    {"Silk Road", "絲路"},    {"Red Bean", "紅豆"},     {"Coconut", "椰子"},
    {"Peach", "蜜桃"},        {"Velvet", "絲絨"},       {"Bloom", "綻放"},
    {"Hush", "靜"},           {"Aster", "紫菀"},        {"Maple", "楓"},
    {"Coral", "珊瑚"},        {"Dawn", "晨曦"},
}};

struct Suffixes {
  std::string_view category;
  std::array<NamePair, 4> words;
  std::size_t count;
};

constexpr std::array<Suffixes, 8> kSuffixes{{
    {"hair",
     {{{"Hair Studio", "髮型屋"},
       {"Hair Salon", "髮廊"},
       {"Barbershop", "理髮店"},
       {"Hair Lab", "髮研所"}}},
     4},
    {"nails",
     {{{"Nail Bar", "美甲店"},
       {"Nails", "美甲"},
       {"Nail Studio", "美甲工作室"},
       {"Nail & Lash", "美甲美睫"}}},
     4},
    {"skincare",
     {{{"Skin Lab", "護膚中心"},
       {"Beauty", "美容"},
       {"Skin Studio", "皮膚管理"},
       {"Beauty Room", "美容室"}}},
     4},
    {"makeup",
     {{{"Makeup Studio", "化妝室"}, {"Beauty Atelier", "美妝工作室"}, {"Makeup", "化妝"}, {}}},
     3},
    {"massage",
     {{{"Massage", "按摩"},
       {"Reflexology", "足道"},
       {"Tui Na House", "推拿館"},
       {"Wellness", "養生館"}}},
     4},
    {"spa", {{{"Spa", "水療"}, {"Day Spa", "日間水療"}, {"Retreat", "休閒館"}, {}}}, 3},
    {"fitness", {{{"Fitness", "健身室"}, {"Pilates", "普拉提"}, {}, {}}}, 2},
    {"tattoo", {{{"Tattoo", "紋身"}, {"Ink Studio", "紋身工作室"}, {}, {}}}, 2},
}};

const Suffixes& suffixes_of(std::string_view category) {
  for (const auto& s : kSuffixes) {
    if (s.category == category) return s;
  }
  return kSuffixes[2];  // skincare: beauty, brows and lashes
}

// ---- Descriptions ----------------------------------------------------------------------------

struct About {
  std::string_view category;
  std::array<NamePair, 4> words;
  std::size_t count;
};

constexpr std::array<About, 8> kAbout{{
    {"hair",
     {{{"A neighbourhood salon for precise cuts and low-maintenance colour.",
        "街坊髮型屋，剪得準，染髮亦容易打理。"},
       {"Japanese-trained stylists who first ask how you style your hair at home.",
        "髮型師曾在日本受訓，會先了解你平日點樣整理頭髮。"},
       {"Known for soft layers, balayage and scalp care.", "擅長層次剪裁、手刷挑染同頭皮護理。"},
       {"A quiet upstairs salon where each stylist looks after one client at a time.",
        "樓上靜格髮型屋，每位髮型師同一時間只招呼一位客人。"}}},
     4},
    {"nails",
     {{{"A bright little nail bar with a wall of over three hundred gel colours.",
        "光猛舒適的美甲店，有超過三百隻凝膠顏色任揀。"},
       {"Minimalist and Korean-style nail art, done with Japanese gel.",
        "主打簡約及韓系美甲，採用日本凝膠。"},
       {"Careful cuticle work and a gentle removal that spares your nails.",
        "死皮處理細緻，卸甲溫和，不傷甲面。"},
       {"Manicures and pedicures side by side, good for two friends booking together.",
        "手甲腳甲可同時進行，啱晒同朋友一齊預約。"}}},
     4},
    {"skincare",
     {{{"Facials tailored after a skin check under a magnifying lamp.",
        "先用放大燈檢查皮膚，再度身訂造面部護理。"},
       {"Gentle treatments for sensitive skin, with no hard selling of packages.",
        "專為敏感肌而設的溫和療程，絕不硬銷套票。"},
       {"Lashes, brows and hydrating facials in a calm, clean room.",
        "環境寧靜整潔，提供眼睫毛、修眉及保濕護理。"},
       {"Licensed beauticians with over ten years of experience.",
        "持牌美容師，擁有逾十年經驗。"}}},
     4},
    {"makeup",
     {{{"Bridal and event makeup, with trials by appointment.", "提供新娘及活動化妝，試妝需預約。"},
       {"Makeup that lasts through a long banquet in Hong Kong humidity.",
        "妝容持久，香港咁潮濕飲完成晚酒都唔溶妝。"},
       {"Small-group and one-to-one lessons for everyday looks.", "小班及一對一日常化妝課程。"},
       {"A bright studio with natural light, popular before photo shoots.",
        "工作室採光充足，不少客人拍攝前專程來化妝。"}}},
     4},
    {"massage",
     {{{"Firm Chinese tui na and foot reflexology after a long day.",
        "放工後嚟做推拿或足底按摩，力度十足。"},
       {"Therapists ask about pressure and sore spots before they start.",
        "按摩師開始前會先問清楚力度同邊度痛。"},
       {"Open late on weekdays for an after-work massage.", "平日營業至夜晚，方便放工後按摩。"},
       {"Quiet private rooms with warm towels and herbal tea.",
        "獨立房間寧靜舒適，備有熱毛巾及花茶。"}}},
     4},
    {"spa",
     {{{"A calm day spa with aromatherapy, scrubs and hydrotherapy baths.",
        "寧靜的日間水療，提供香薰、磨砂及水療浸浴。"},
       {"Couples rooms and half-day rituals for special occasions.",
        "設雙人房及半日療程，適合慶祝特別日子。"},
       {"Products from small natural skincare brands, free of strong fragrance.",
        "選用天然小眾護膚品牌，沒有濃烈香味。"},
       {"Unhurried treatments, with time to rest after each one.",
        "療程從容不迫，完成後可稍作休息。"}}},
     4},
    {"fitness",
     {{{"Private training and reformer Pilates in a small studio.",
        "小型工作室，提供私人健身及器械普拉提。"},
       {"Coaches plan each session around your goals and old injuries.",
        "教練按你的目標及舊患度身設計每堂內容。"},
       {},
       {}}},
     2},
    {"tattoo",
     {{{"Fine-line and colour tattoos by appointment, with a free consultation.",
        "幼線及彩色紋身，需預約，設免費諮詢。"},
       {"Single-use needles in a licensed, spotless studio.", "針具即用即棄，工作室整潔合規。"},
       {},
       {}}},
     2},
}};

constexpr std::array<NamePair, 10> kGeneral{{
    {"Walk-ins are welcome when a chair is free, but booking is best.",
     "有位可即場服務，但建議預約。"},
    {"Pay by Octopus, FPS, PayMe or card.", "可用八達通、轉數快、PayMe或信用卡付款。"},
    {"Cantonese, English and Mandarin spoken.", "可用廣東話、英語及普通話溝通。"},
    {"Family-run for over ten years.", "家庭式經營超過十年。"},
    {"New customers get a short consultation before the first treatment.",
     "新客人首次療程前會有簡短諮詢。"},
    {"Tools are sterilised after every customer.", "所有工具每位客人用後即消毒。"},
    {"Free Wi-Fi and phone charging while you wait.", "設免費Wi-Fi及手機充電。"},
    {"Menu prices include everything, with no surprises at the counter.",
     "價目表已包括所有費用，結帳冇額外收費。"},
    {"Please arrive five minutes early for your first visit.", "首次到訪請提早五分鐘到達。"},
    {"Lift access, suitable for prams and wheelchairs.", "設升降機，方便嬰兒車及輪椅。"},
}};

// ---- Streets per area --------------------------------------------------------------------------

struct Streets {
  std::string_view area;
  NamePair a, b;
};

constexpr std::array<Streets, 40> kStreetsByArea{{
    {"Central", {"Queen's Road Central", "皇后大道中"}, {"Wellington Street", "威靈頓街"}},
    {"Sheung Wan", {"Wing Lok Street", "永樂街"}, {"Hollywood Road", "荷李活道"}},
    {"Kennedy Town", {"Catchick Street", "吉席街"}, {"Belcher's Street", "卑路乍街"}},
    {"Causeway Bay", {"Lockhart Road", "駱克道"}, {"Percival Street", "波斯富街"}},
    {"Wan Chai", {"Wun Sha Street", "浣紗街"}, {"Lin Fa Kung Street West", "蓮花宮西街"}},
    {"Happy Valley", {"Wong Nai Chung Road", "黃泥涌道"}, {"Sing Woo Road", "成和道"}},
    {"North Point", {"King's Road", "英皇道"}, {"Java Road", "渣華道"}},
    {"Quarry Bay", {"Hoi Kwong Street", "海光街"}, {"Pan Hoi Street", "濱海街"}},
    {"Tai Koo", {"Taikoo Shing Road", "太古城道"}, {"Kornhill Road", "康山道"}},
    {"Aberdeen", {"Aberdeen Main Road", "香港仔大道"}, {"Old Main Street", "香港仔舊大街"}},
    {"Stanley", {"Stanley Main Street", "赤柱大街"}, {"Stanley New Street", "赤柱新街"}},
    {"Mong Kok", {"Nathan Road", "彌敦道"}, {"Sai Yeung Choi Street South", "西洋菜南街"}},
    {"Tsim Sha Tsui", {"Granville Road", "加連威老道"}, {"Carnarvon Road", "加拿分道"}},
    {"Jordan", {"Parkes Street", "白加士街"}, {"Temple Street", "廟街"}},
    {"Sham Shui Po", {"Broadway", "百老匯街"}, {"Nassau Street", "蘭秀道"}},
    {"Cheung Sha Wan", {"Castle Peak Road", "青山道"}, {"Un Chau Street", "元州街"}},
    {"Kowloon City", {"Chung Hau Street", "忠孝街"}, {"Sheung Shing Street", "常盛街"}},
    {"To Kwa Wan", {"Ma Tau Wai Road", "馬頭圍道"}, {"Pau Chung Street", "炮仗街"}},
    {"Hung Hom", {"Whampoa Street", "黃埔街"}, {"Tak Man Street", "德民街"}},
    {"Wong Tai Sin", {"Junction Road", "聯合道"}, {"Wang Tau Hom East Road", "橫頭磡東道"}},
    {"Diamond Hill", {"Lung Cheung Road", "龍翔道"}, {"Tai Hom Road", "大磡道"}},
    {"Kwun Tong", {"Kai Tin Road", "啟田道"}, {"Lin Tak Road", "連德道"}},
    {"Ngau Tau Kok", {"Kwun Tong Road", "觀塘道"}, {"Choi Ha Road", "彩霞道"}},
    {"Kwai Fong", {"Hing Fong Road", "興芳路"}, {"Kwai Chung Road", "葵涌道"}},
    {"Tsing Yi", {"Tsing Luk Street", "青綠街"}, {"Tsing King Road", "青敬路"}},
    {"Tsuen Wan", {"Sha Tsui Road", "沙咀道"}, {"Yeung Uk Road", "楊屋道"}},
    {"Tuen Mun", {"Tuen Mun Heung Sze Wui Road", "屯門鄉事會路"}, {"Tuen Hi Road", "屯喜路"}},
    {"Yuen Long", {"On Ning Road", "安寧路"}, {"Kau Yuk Road", "教育路"}},
    {"Tin Shui Wai", {"Tin Shui Road", "天瑞路"}, {"Tin Wah Road", "天華路"}},
    {"Sheung Shui", {"San Hong Street", "新康街"}, {"Lung Sum Avenue", "龍琛路"}},
    {"Fanling", {"Wo Mun Street", "和滿街"}, {"San Wan Road", "新運路"}},
    {"Tai Po", {"Kwong Fuk Road", "廣福道"}, {"On Fu Road", "安富道"}},
    {"Sha Tin", {"Chik Fuk Street", "積福街"}, {"Mei Tin Road", "美田路"}},
    {"Ma On Shan", {"Sai Sha Road", "西沙路"}, {"On Chun Street", "鞍駿街"}},
    {"Sai Kung", {"Po Tung Road", "普通道"}, {"Man Nin Street", "萬年街"}},
    {"Tseung Kwan O", {"Tong Chun Street", "唐俊街"}, {"Tong Ming Street", "唐明街"}},
    {"Tung Chung", {"Tat Tung Road", "達東路"}, {"Mei Tung Street", "美東街"}},
    {"Mui Wo", {"Ngan Shek Street", "銀石街"}, {"Mui Wo Ferry Pier Road", "梅窩碼頭路"}},
    {"Cheung Chau", {"Tung Wan Road", "東灣路"}, {"San Hing Street", "新興街"}},
    {"Discovery Bay", {"Discovery Bay Plaza", "愉景灣廣場"}, {"Siena Avenue", "海澄街"}},
}};

// ---- Staff -----------------------------------------------------------------------------------

constexpr std::array<const char*, 40> kGivenNames{
    "Amy",   "Carmen",   "Janice",  "Kitty",  "Wing",      "Ivy",    "Sammi", "Ken",
    "Ryan",  "Gigi",     "Coco",    "Mandy",  "Eric",      "Fiona",  "Hazel", "Winnie",
    "Joey",  "Kelly",    "Vincent", "Jacky",  "Cherry",    "Phoebe", "Ada",   "Candy",
    "Yoyo",  "Michelle", "Tony",    "Rachel", "Stephanie", "Peggy",  "Jason", "Queenie",
    "Angel", "Bonnie",   "Chloe",   "Daisy",  "Elaine",    "Karen",  "Louis", "Maggie"};

constexpr std::array<NamePair, 20> kSurnames{{
    {"Chan", "陳"}, {"Wong", "黃"}, {"Lee", "李"},   {"Cheung", "張"}, {"Lau", "劉"},
    {"Ho", "何"},   {"Ng", "吳"},   {"Leung", "梁"}, {"Yip", "葉"},    {"Tang", "鄧"},
    {"Kwok", "郭"}, {"Fung", "馮"}, {"Lam", "林"},   {"Tsang", "曾"},  {"Chow", "周"},
    {"Mak", "麥"},  {"So", "蘇"},   {"Tse", "謝"},   {"Yeung", "楊"},  {"Kwan", "關"},
}};

// ---- Review sentences --------------------------------------------------------------------------
// One sentence each, ending with its only stop; {s} the service, {p} the staff member.

// Praise: 4 and 5 stars.
constexpr std::array<const char*, 22> kPraiseZh{
    "{p}好細心，做{s}由頭到尾都好仔細。",
    "第一次試{s}，效果好滿意。",
    "環境好乾淨，坐得好舒服。",
    "預約準時，一到就開始，唔使等。",
    "{p}手勢好好，一啲都唔痛。",
    "師傅好有耐性，會先問清楚我想要咩效果。",
    "做完{s}成個人輕鬆晒。",
    "已經係第三次嚟，次次都咁穩定。",
    "朋友介紹嚟，果然冇失望。",
    "{s}做得好靚，返到公司個個都問我喺邊度做。",
    "{p}會同你傾偈但唔會煩，好專業。",
    "老闆娘好好人，仲沖咗杯茶俾我。",
    "收費清楚，冇額外收費。",
    "性價比好高，推介{s}。",
    "效果維持咗好耐，值得。",
    "{p}好有心機，{s}做足全套。",
    "好少遇到咁細心嘅師傅。",
    "整體體驗十分好，已經介紹咗俾屋企人。",
    "下次一定再搵{p}。",
    "地方唔大但好舒適。",
    "做{s}前會解釋清楚每個步驟，好安心。",
    "見到工具即場消毒，衞生做得好好。",
};
constexpr std::array<const char*, 18> kPraiseEn{
    "{p} was so careful with my {s}.",
    "Spotless studio and a really warm welcome.",
    "They started right on time, no waiting at all.",
    "Best {s} I've had in Hong Kong so far.",
    "Prices are clear and there was no hard selling.",
    "{p} explained everything before starting, very professional.",
    "Already booked my next appointment.",
    "Cosy little place and easy to find.",
    "The result still looks great two weeks later.",
    "Came on a friend's recommendation and it did not disappoint.",
    "So relaxing that I nearly fell asleep.",
    "{p} listened to exactly what I wanted.",
    "Great value for the quality.",
    "Friendly team, and they remembered me from last time.",
    "Would happily recommend the {s} here.",
    "Everything felt hygienic and well organised.",
    "Will definitely ask for {p} again.",
    "My {s} came out exactly like the photo I showed.",
};
constexpr std::array<const char*, 12> kPraiseMix{
    "{p}好nice，做{s}好有耐性。",
    "價錢合理，完全冇hard sell。",
    "環境好chill，音樂都好relax。",
    "已經book咗下個月再嚟。",
    "{s}效果好natural，好滿意。",
    "Service一流，staff個個都好friendly。",
    "Location好方便，落車行兩分鐘就到。",
    "好professional，一定會再返嚟。",
    "CP值好高，推薦{s}。",
    "{p}手勢好gentle，完全唔痛。",
    "Book位好容易，準時開始。",
    "{s}做完好有光澤，好有feel。",
};

// Mixed feelings: 3 and 4 stars.
constexpr std::array<const char*, 12> kMixedZh{
    "整體唔錯，不過等咗十幾分鐘。",
    "{s}做得OK，但價錢偏貴少少。",
    "效果幾好，只係房間有啲凍。",
    "{p}手勢唔錯，但有少少趕時間嘅感覺。",
    "地方細咗啲，週末好多人。",
    "服務正常，冇乜特別驚喜。",
    "預約時間要改咗一次，不過最後都搞掂。",
    "{s}效果中規中矩，會考慮再試。",
    "店員好有禮貌，但解釋得唔太清楚。",
    "位置有啲難搵，第一次嚟行錯路。",
    "收費合理，但揀款式要另外加錢。",
    "做完幾舒服，不過冷氣太大。",
};
constexpr std::array<const char*, 12> kMixedEn{
    "Decent {s}, though a bit pricey.",
    "Good result, but I waited about fifteen minutes.",
    "The room was a little cold.",
    "Nice staff, but it felt a bit rushed at the end.",
    "Small space and busy on weekends.",
    "Fine overall, nothing special.",
    "Slightly hard to find the first time.",
    "{p} was friendly but didn't explain the options much.",
    "Had to reschedule once, but they were flexible about it.",
    "The {s} was okay, might try something else next time.",
    "Extras cost more than the price list suggests.",
    "Music was a bit loud for a relaxing treatment.",
};
constexpr std::array<const char*, 8> kMixedMix{
    "{s}效果OK，但價錢有啲貴。",
    "Staff幾friendly，不過要等位。",
    "環境OK，只係冷氣太凍。",
    "整體fine，冇特別驚喜。",
    "{p}做得幾好，但有啲rush。",
    "Book咗兩點，兩點半先開始。",
    "位置唔多易搵，Google Map都帶錯路。",
    "Add-on收費要問清楚先。",
};

// Complaints: 1 to 3 stars.
constexpr std::array<const char*, 12> kComplaintZh{
    "預約咗都要等成半個鐘，好失望。", "效果維持唔到幾日。",
    "師傅成日望電話，唔係好專心。",   "價錢同網上寫嘅唔一樣，結帳先講要加錢。",
    "衞生麻麻，毛巾都唔似係新嘅。",   "{p}做得好趕，覺得唔值呢個價。",
    "一直推銷套票，好唔舒服。",       "做{s}嘅時候有啲痛，講咗都冇調整。",
    "前台態度麻麻，問嘢都唔太理人。", "{s}同我要求嘅效果差好遠。",
    "環境好嘈，完全放鬆唔到。",       "應該唔會再嚟。",
};
constexpr std::array<const char*, 12> kComplaintEn{
    "Waited over half an hour despite booking.",
    "The {s} didn't last a week.",
    "Felt rushed and the result was uneven.",
    "They pushed a prepaid package the whole time.",
    "Charged more than the listed price at the counter.",
    "The towels didn't look fresh.",
    "{p} kept checking their phone between steps.",
    "Told them it hurt, but nothing changed.",
    "Not what I asked for at all.",
    "Too noisy to relax.",
    "Not coming back, sadly.",
    "Reception was quite cold when I asked questions.",
};
constexpr std::array<const char*, 7> kComplaintMix{
    "Book咗都要等半個鐘，好失望。",    "成日hard sell套票，好煩。",   "{s}效果同IG啲相差好遠。",
    "Check out先話要加錢，唔係幾OK。", "{p}做得好rush，唔值呢個價。", "環境好嘈，完全唔relax。",
    "Hygiene麻麻，唔會再嚟。",
};

std::span<const char* const> pool(int language, int tone) {
  // tone: 0 praise, 1 mixed, 2 complaint
  switch (tone * 3 + language) {
    case 0:
      return kPraiseZh;
    case 1:
      return kPraiseEn;
    case 2:
      return kPraiseMix;
    case 3:
      return kMixedZh;
    case 4:
      return kMixedEn;
    case 5:
      return kMixedMix;
    case 6:
      return kComplaintZh;
    case 7:
      return kComplaintEn;
    default:
      return kComplaintMix;
  }
}

std::string fill(std::string_view text, std::string_view service, std::string_view staff) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text.substr(i, 3) == "{s}") {
      out += service;
      i += 2;
    } else if (text.substr(i, 3) == "{p}") {
      out += staff;
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

}  // namespace

Bilingual ShopNamer::next(std::string_view category, const Bilingual& area, std::mt19937& rng) {
  const auto& s = suffixes_of(category);
  auto make = [&](std::size_t stem, std::size_t suffix) {
    return Bilingual{std::string(kStems[stem].en) + " " + s.words[suffix].en,
                     std::string(kStems[stem].zh) + s.words[suffix].zh};
  };
  // A few random tries, then the first free pair in order; the area once all are taken.
  for (int attempt = 0; attempt < 8; ++attempt) {
    auto name = make(static_cast<std::size_t>(pick(rng, kStems.size())),
                     static_cast<std::size_t>(pick(rng, s.count)));
    if (used_.insert(name.en).second) return name;
  }
  for (std::size_t stem = 0; stem < kStems.size(); ++stem) {
    for (std::size_t suffix = 0; suffix < s.count; ++suffix) {
      auto name = make(stem, suffix);
      if (used_.insert(name.en).second) return name;
    }
  }
  auto name = make(static_cast<std::size_t>(pick(rng, kStems.size())),
                   static_cast<std::size_t>(pick(rng, s.count)));
  name.en += " " + area.en;
  name.zh += "（" + area.zh + "店）";
  used_.insert(name.en);
  return name;
}

Bilingual describe(std::string_view category, const Bilingual& area, std::mt19937& rng) {
  const About* about = &kAbout[2];
  for (const auto& a : kAbout) {
    if (a.category == category) about = &a;
  }
  const auto& first = about->words[static_cast<std::size_t>(pick(rng, about->count))];
  const auto g = static_cast<std::size_t>(pick(rng, kGeneral.size()));
  const auto& second = kGeneral[g];
  Bilingual out{std::string(first.en) + " " + second.en, std::string(first.zh) + second.zh};
  switch (pick(rng, 4)) {
    case 0:
      out.en += " In the heart of " + area.en + ".";
      out.zh += "位於" + area.zh + "心臟地帶。";
      break;
    case 1:
      out.en += " Easy to reach from anywhere in " + area.en + ".";
      out.zh += "由" + area.zh + "各處前往都好方便。";
      break;
    case 2: {
      const auto& third = kGeneral[(g + 3) % kGeneral.size()];
      out.en += std::string(" ") + third.en;
      out.zh += third.zh;
      break;
    }
    default:
      break;
  }
  return out;
}

Address street_address(const Bilingual& area, std::mt19937& rng) {
  const Streets* streets = &kStreetsByArea[0];
  for (const auto& s : kStreetsByArea) {
    if (s.area == area.en) streets = &s;
  }
  const NamePair& street = pick(rng, 2) ? streets->b : streets->a;
  const std::string number = std::to_string(2 + pick(rng, 240));
  const int floor = pick(rng, 6);  // 0: the ground floor
  const std::string unit = std::to_string(1 + pick(rng, 30));
  const std::string floor_en = floor == 0 ? "G/F" : std::to_string(floor) + "/F";
  const std::string floor_zh = floor == 0 ? "地下" : std::to_string(floor) + "樓";
  return {number + " " + street.en + ", " + area.en, floor_en + ", Shop " + unit,
          area.zh + street.zh + number + "號" + floor_zh + unit + "號舖"};
}

Bilingual staff_name(std::mt19937& rng, const std::vector<std::string>& taken) {
  for (;;) {
    const char* given = kGivenNames[static_cast<std::size_t>(pick(rng, kGivenNames.size()))];
    const auto& surname = kSurnames[static_cast<std::size_t>(pick(rng, kSurnames.size()))];
    const bool clash = std::any_of(taken.begin(), taken.end(), [&](const std::string& t) {
      return t.starts_with(std::string(given) + " ");
    });
    if (clash) continue;
    return {std::string(given) + " " + surname.en, std::string(given) + " " + surname.en};
  }
}

int author_language(std::size_t author) {
  // Most customers write Chinese, some English, a few mix the two.
  const auto k = (author * 7) % 10;
  return k < 6 ? 0 : k < 8 ? 1 : 2;
}

std::string ReviewWriter::write(const std::string& author, int language, int stars,
                                const Bilingual& service, const std::string& staff,
                                std::mt19937& rng) {
  const std::string& service_name = language == 1 ? service.en : service.zh;
  const std::string who = staff.empty() ? (language == 1 ? "the therapist" : "師傅") : staff;
  // The tones of each sentence: 5 stars praise only; 4 praise then perhaps a reservation;
  // 3 a reservation and perhaps a complaint; 1-2 complaints only.
  std::vector<int> tones;
  const int sentences = 1 + pick(rng, 3);
  for (int k = 0; k < sentences; ++k) {
    if (stars >= 5) {
      tones.push_back(0);
    } else if (stars == 4) {
      tones.push_back(k == 0 ? 0 : 1);
    } else if (stars == 3) {
      tones.push_back(k == 0 ? 1 : 2);
    } else {
      tones.push_back(2);
    }
  }
  auto& mine = by_author_[author];
  std::string text;
  bool named_service = false, named_staff = false;  // each named once per review
  for (int tone : tones) {
    const auto list = pool(language, tone);
    std::vector<std::string> fresh, over;
    for (const char* t : list) {
      const std::string_view tv(t);
      const bool has_service = tv.find("{s}") != std::string_view::npos;
      const bool has_staff = tv.find("{p}") != std::string_view::npos;
      if ((has_service && named_service) || (has_staff && named_staff)) continue;
      std::string s = fill(t, service_name, who);
      if (mine.contains(s) || text.find(s) != std::string::npos) continue;
      (uses_[s] < kMaxSentenceUses ? fresh : over).push_back(std::move(s));
    }
    // Past the catalogue-wide limit only when the review would otherwise have no text.
    auto& from = fresh.empty() && text.empty() ? over : fresh;
    if (from.empty()) continue;
    std::string chosen = from[static_cast<std::size_t>(pick(rng, from.size()))];
    named_service = named_service || chosen.find(service_name) != std::string::npos;
    named_staff = named_staff || chosen.find(who) != std::string::npos;
    ++uses_[chosen];
    mine.insert(chosen);
    if (!text.empty() && language == 1) text += ' ';
    text += chosen;
  }
  if (text.empty()) text = language == 1 ? "Good." : "好。";
  return text;
}

}  // namespace emu::app
