// Upload checks that need no server: content sniffing, the multipart body storage-js sends,
// object-name rules.
#include <gtest/gtest.h>

#include "storage/access.hpp"
#include "storage/content_type.hpp"
#include "storage/multipart.hpp"

namespace emu::storage {
namespace {

TEST(ContentType, SniffsByContent) {
  EXPECT_EQ(sniff_content_type("%PDF-1.7 ..."), "application/pdf");
  EXPECT_EQ(sniff_content_type(std::string("\xFF\xD8\xFF\xE0", 4)), "image/jpeg");
  EXPECT_EQ(sniff_content_type(std::string("\x89PNG\r\n\x1A\n....", 12)), "image/png");
  EXPECT_EQ(sniff_content_type(std::string("RIFF\x10\x00\x00\x00WEBPVP8 ", 16)), "image/webp");
  EXPECT_EQ(sniff_content_type("GIF89a"), "image/gif");
  EXPECT_EQ(sniff_content_type("MZ\x90"), "");
  EXPECT_EQ(sniff_content_type(""), "");
  EXPECT_EQ(type_of_extension("a/b.PDF"), "application/pdf");
  EXPECT_EQ(type_of_extension("a.b/c"), "");
  EXPECT_EQ(media_type(" Image/PNG ; charset=x"), "image/png");
}

TEST(Multipart, ReadsTheFormStorageJsSends) {
  std::string body =
      "--XyZ\r\nContent-Disposition: form-data; name=\"cacheControl\"\r\n\r\n3600\r\n"
      "--XyZ\r\nContent-Disposition: form-data; name=\"\"; filename=\"blob\"\r\n"
      "Content-Type: application/pdf\r\n\r\n%PDF-1.4\r\nbinary\r\n--XyZ--\r\n";
  auto boundary = multipart_boundary("multipart/form-data; boundary=XyZ");
  ASSERT_TRUE(boundary);
  auto form = parse_upload_form(body, *boundary);
  ASSERT_TRUE(form);
  EXPECT_EQ(form->file, "%PDF-1.4\r\nbinary");
  EXPECT_EQ(form->content_type, "application/pdf");
  EXPECT_EQ(form->cache_control, "3600");
  EXPECT_FALSE(multipart_boundary("application/json"));
  EXPECT_FALSE(parse_upload_form("--XyZ\r\nbroken", "XyZ"));
  EXPECT_FALSE(parse_upload_form(
      "--XyZ\r\nContent-Disposition: form-data; name=\"cacheControl\"\r\n\r\n1\r\n--XyZ--", "XyZ"));
}

TEST(ObjectNames, RelativePathsOnly) {
  EXPECT_TRUE(valid_object_name("abc/def.pdf"));
  EXPECT_TRUE(valid_object_name("文件/證明.pdf"));
  for (auto bad : {"", "/abs.pdf", "a//b", "a/../b", "./a", "a/", "a\\b", "a\nb"}) {
    EXPECT_FALSE(valid_object_name(bad)) << bad;
  }
  EXPECT_FALSE(valid_object_name(std::string(1025, 'a')));
}

}  // namespace
}  // namespace emu::storage
