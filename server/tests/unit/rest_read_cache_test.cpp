// The data API's read cache: answers only under the stamp they were read at, bounded in
// bytes with the least recently used answer going first, and keys that tell every statement,
// binding and JSON key apart.
#include <gtest/gtest.h>

#include "rest/read_cache.hpp"

namespace emu::rest {
namespace {

std::shared_ptr<const ReadCache::Answer> answer(std::string stamp, std::string json) {
  return std::make_shared<const ReadCache::Answer>(ReadCache::Answer{std::move(stamp), json, 1});
}

TEST(ReadCache, ServesAnAnswerOnlyUnderItsStamp) {
  ReadCache cache(1 << 20);
  cache.store("k", answer("s1", "[1]"));
  auto hit = cache.find("k", "s1");
  ASSERT_NE(hit, nullptr);
  EXPECT_EQ(hit->json, "[1]");
  EXPECT_EQ(cache.find("k", "s2"), nullptr);  // a commit happened since
  EXPECT_EQ(cache.find("k", "s1"), nullptr);  // and the stale answer is gone for good
  EXPECT_EQ(cache.find("other", "s1"), nullptr);
  const auto c = cache.counts();
  EXPECT_EQ(c.hits, 1u);
  EXPECT_EQ(c.misses, 3u);
  EXPECT_EQ(c.entries, 0u);
  EXPECT_EQ(c.bytes, 0u);
}

TEST(ReadCache, ANewStampDropsEveryAnswerHeldAtOnce) {
  ReadCache cache(1 << 20);
  for (int i = 0; i < 5; ++i) cache.store("k" + std::to_string(i), answer("s1", "[1,2,3]"));
  EXPECT_EQ(cache.counts().entries, 5u);
  EXPECT_GT(cache.counts().bytes, 0u);
  EXPECT_EQ(cache.find("unrelated", "s2"), nullptr);  // the first look after a commit
  EXPECT_EQ(cache.counts().entries, 0u);
  EXPECT_EQ(cache.counts().bytes, 0u);
  // An answer read under the older stamp, stored late, is not kept.
  cache.store("late", answer("s1", "[1]"));
  EXPECT_EQ(cache.counts().entries, 0u);
  cache.store("k", answer("s2", "[2]"));
  EXPECT_NE(cache.find("k", "s2"), nullptr);
}

TEST(ReadCache, StaysWithinItsBytesDroppingTheLeastRecentlyUsed) {
  ReadCache cache(8 * 1024);
  const std::string kb(700, 'x');  // about 830 bytes with its key: nine fit
  for (int i = 0; i < 6; ++i) cache.store("k" + std::to_string(i), answer("s", kb));
  ASSERT_NE(cache.find("k0", "s"), nullptr);  // k0 is now the most recently used
  for (int i = 6; i < 12; ++i) cache.store("k" + std::to_string(i), answer("s", kb));
  EXPECT_LE(cache.counts().bytes, 8u * 1024);
  EXPECT_NE(cache.find("k0", "s"), nullptr);
  EXPECT_EQ(cache.find("k1", "s"), nullptr);
  EXPECT_NE(cache.find("k11", "s"), nullptr);
}

TEST(ReadCache, AnAnswerOverAnEighthOfTheBudgetIsNotKept) {
  ReadCache cache(8 * 1024);
  cache.store("big", answer("s", std::string(2000, 'x')));
  EXPECT_EQ(cache.find("big", "s"), nullptr);
  ReadCache off(0);
  EXPECT_FALSE(off.enabled());
  off.store("k", answer("s", "[]"));
  EXPECT_EQ(off.find("k", "s"), nullptr);
}

TEST(ReadCache, AReadIsAdmittedTheSecondTimeItIsAskedFor) {
  ReadCache cache(1 << 20);
  EXPECT_FALSE(cache.admit("SELECT 1"));
  EXPECT_TRUE(cache.admit("SELECT 1"));
  EXPECT_TRUE(cache.admit("SELECT 1"));
  EXPECT_FALSE(cache.admit("SELECT 2"));
  EXPECT_EQ(cache.counts().misses, 2u);  // the first asks ran uncached
}

TEST(ReadCache, KeysTellStatementsBindingsAndJsonKeysApart) {
  auto read = [](std::string sql, std::vector<db::Param> params, std::string key) {
    ReadSql r;
    r.rows = SqlStatement{std::move(sql), std::move(params)};
    r.columns = {db::JsonColumn{std::move(key), db::JsonCell::natural}};
    return ReadCache::key_of(r);
  };
  const auto base = read("SELECT a FROM t WHERE b = $1", {std::int64_t{1}}, "a");
  EXPECT_EQ(base, read("SELECT a FROM t WHERE b = $1", {std::int64_t{1}}, "a"));
  EXPECT_NE(base, read("SELECT a FROM t WHERE b = $1", {std::string("1")}, "a"));
  EXPECT_NE(base, read("SELECT a FROM t WHERE b = $1", {std::int64_t{2}}, "a"));
  EXPECT_NE(base, read("SELECT a FROM t WHERE b = $1", {std::int64_t{1}}, "label"));
  EXPECT_NE(base, read("SELECT a FROM t WHERE c = $1", {std::int64_t{1}}, "a"));
  // A string that spells another binding's encoding is still a different key.
  EXPECT_NE(read("Q", {std::string("a"), std::string("b")}, "k"),
            read("Q", {std::string(std::string("a") + '\0' + "s1:b")}, "k"));
}

}  // namespace
}  // namespace emu::rest
