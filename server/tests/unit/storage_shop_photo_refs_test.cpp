// Which stored URLs point at a shop photo (storage/shop_photo_refs.hpp): the object name the
// clean-up after a store page save compares, whatever form the web app or a tool stored.
#include <gtest/gtest.h>

#include "storage/shop_photo_refs.hpp"

namespace emu::storage {
namespace {

TEST(ShopPhotoRefs, NamesTheObjectOfAPublicShopPhotoUrl) {
  const std::string shop = "6f1c2d3e-0000-4000-8000-000000000001";
  EXPECT_EQ(shop_photo_name("/storage/v1/object/public/shop-photos/" + shop + "/a.png"),
            shop + "/a.png");
  // Absolute, percent-encoded segments (the web app encodes each), a query string.
  EXPECT_EQ(shop_photo_name("https://emu.hk/storage/v1/object/public/shop-photos/" + shop +
                            "/staff/My%20Photo%E5%BA%97.jpg.w400.webp?v=2"),
            shop + "/staff/My Photo店.jpg.w400.webp");
}

TEST(ShopPhotoRefs, IgnoresEveryOtherUrl) {
  EXPECT_EQ(shop_photo_name(""), "");
  EXPECT_EQ(shop_photo_name("/demo/covers/nails-1.webp"), "");
  EXPECT_EQ(shop_photo_name("/storage/v1/object/public/avatars/u/a.png"), "");
  EXPECT_EQ(shop_photo_name("/storage/v1/object/sign/shop-photos/s/a.png?token=x"), "");
  EXPECT_EQ(shop_photo_name("https://example.com"), "");
  EXPECT_EQ(shop_photo_name("/storage/v1/object/public/shop-photos/s/%zz.png"), "");
}

TEST(ShopPhotoRefs, OnlyShopRowsReferencePhotos) {
  EXPECT_TRUE(references_shop_photos("businesses"));
  EXPECT_TRUE(references_shop_photos("staff"));
  EXPECT_FALSE(references_shop_photos("services"));
  EXPECT_FALSE(references_shop_photos("user_profiles"));
}

}  // namespace
}  // namespace emu::storage
