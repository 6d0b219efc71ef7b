// redirect_to allow-list and the URLs /verify redirects to.
#include <gtest/gtest.h>

#include "auth/params.hpp"
#include "auth/redirects.hpp"

namespace emu::auth {
namespace {

const std::string kSite = "https://emu.hk";

TEST(AuthRedirects, OriginNormalises) {
  EXPECT_EQ(origin_of("HTTPS://Emu.HK:443/a?b#c"), "https://emu.hk");
  EXPECT_EQ(origin_of("http://127.0.0.1:8080/x"), "http://127.0.0.1:8080");
  EXPECT_EQ(origin_of("http://emu.hk:80"), "http://emu.hk");
  EXPECT_EQ(origin_of("javascript:alert(1)"), "");
  EXPECT_EQ(origin_of("/relative"), "");
  EXPECT_EQ(origin_of("https://user@evil.example"), "");
  EXPECT_EQ(origin_of("ftp://emu.hk"), "");
}

TEST(AuthRedirects, AllowListFallsBackToTheSite) {
  std::vector<std::string> extra{"https://app.emu.hk", "http://localhost:5173"};
  EXPECT_EQ(allowed_redirect("https://emu.hk/merchant/reset-password?type=recovery", kSite, extra),
            "https://emu.hk/merchant/reset-password?type=recovery");
  EXPECT_EQ(allowed_redirect("https://app.emu.hk/x", kSite, extra), "https://app.emu.hk/x");
  EXPECT_EQ(allowed_redirect("http://localhost:5173/cb", kSite, extra), "http://localhost:5173/cb");
  EXPECT_EQ(allowed_redirect("http://localhost:5174/cb", kSite, extra), kSite);
  EXPECT_EQ(allowed_redirect("https://emu.hk.evil.example/", kSite, extra), kSite);
  EXPECT_EQ(allowed_redirect("http://emu.hk/", kSite, extra), kSite) << "scheme matters";
  EXPECT_EQ(allowed_redirect("", kSite, extra), kSite);
  EXPECT_EQ(allowed_redirect("//evil.example", kSite, extra), kSite);
}

TEST(AuthRedirects, SiteWithAPortRefusesTheHostileFamily) {
  const std::string site = "http://127.0.0.1:18080";
  for (const std::string hostile :
       {"http://127.0.0.1:18080.evil.test", "http://127.0.0.1:18080%40evil.test",
        "http://127.0.0.1:18080@evil.test", "http://127.0.0.1%3A18080@evil.test",
        "http://user:pw@127.0.0.1:18080/", "//evil.test", "http:evil.test", "http:\\\\evil.test",
        "http://127.0.0.1:18080\\@evil.test", "/\\evil.test", "http://127.0.0.1.:18080/",
        "http://127.0.0.1:180800/", "http://127.0.0.1:18080%2F@evil.test",
        " http://127.0.0.1:18080/", "https://127.0.0.1:18080/", "http://127.0.0.1:18081/"}) {
    EXPECT_EQ(allowed_redirect(hostile, site, {}), site) << hostile;
  }
  EXPECT_EQ(allowed_redirect("HTTP://127.0.0.1:18080/a", site, {}), "HTTP://127.0.0.1:18080/a");
  EXPECT_EQ(allowed_redirect("http://127.0.0.1:18080", site, {}), "http://127.0.0.1:18080");
  EXPECT_EQ(origin_of("https://EMU.hk./"), "");
  EXPECT_EQ(origin_of("http://[::1]:8080/x"), "http://[::1]:8080");
}

TEST(AuthRedirects, FormEncodingMatchesUrlSearchParams) {
  EXPECT_EQ(form_encode("Email link is invalid or has expired"),
            "Email+link+is+invalid+or+has+expired");
  EXPECT_EQ(form_encode("a&b=c/d?é"), "a%26b%3Dc%2Fd%3F%C3%A9");
  EXPECT_EQ(encode_params({{"error", "access_denied"}, {"sb", ""}}), "error=access_denied&sb=");
}

TEST(AuthRedirects, QueryAndFragment) {
  EXPECT_EQ(with_query("https://emu.hk/reset?type=recovery", {{"code", "c1"}}),
            "https://emu.hk/reset?type=recovery&code=c1");
  EXPECT_EQ(with_query("https://emu.hk/cb", {{"code", "c1"}}), "https://emu.hk/cb?code=c1");
  EXPECT_EQ(with_query("https://emu.hk/cb#old", {{"code", "c1"}}), "https://emu.hk/cb?code=c1#old");
  EXPECT_EQ(with_fragment("https://emu.hk/cb#old", {{"a", "1"}, {"sb", ""}}),
            "https://emu.hk/cb#a=1&sb=");
}

TEST(AuthRedirects, QueryParamsDecodeFormStyle) {
  EXPECT_EQ(query_param("redirect_to=https%3A%2F%2Femu.hk%2Fa+b&x=1", "redirect_to"),
            "https://emu.hk/a b");
  EXPECT_EQ(query_param("a=1&scope", "scope"), "");
  EXPECT_FALSE(query_param("a=1", "b"));
  EXPECT_EQ(query_param("bad=%zz", "bad"), "%zz");
}

}  // namespace
}  // namespace emu::auth
