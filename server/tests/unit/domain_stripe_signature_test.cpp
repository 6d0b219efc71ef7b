// Stripe's webhook signature and request forms (salon-day.md section 1). The expected HMACs were
// computed by hand: printf '%s' '1700000000.{"id":"evt_1"}' | openssl dgst -sha256 -hmac whsec_test
#include <gtest/gtest.h>

#include "domain/stripe_signature.hpp"

namespace emu::domain {
namespace {

constexpr std::string_view kPayload = R"({"id":"evt_1"})";
constexpr std::string_view kGood =
    "c89214b5b5da833daed6f0b8c5bb6bd58cea9022bd80ccc78230f3942d632925";
// The same payload signed with whsec_other.
constexpr std::string_view kOtherSecret =
    "d8d091c76b586cff4dbd317fc47ebddff4b86de3ce18d3c03753c3c1901d475a";
constexpr std::int64_t kT = 1700000000;

std::string header(std::string_view v1) { return "t=1700000000,v1=" + std::string(v1); }

TEST(StripeSignature, HmacMatchesOpenssl) {
  EXPECT_EQ(stripe_signature_hex("whsec_test", kT, kPayload), kGood);
  EXPECT_EQ(stripe_signature_hex("whsec_other", kT, kPayload), kOtherSecret);
  EXPECT_EQ(stripe_signature_hex("k", 1780000000, ""),
            "687b7b2e29b7beb9766b2e72e070a946c088b10eef4b6040feab7eb5907af2a2");
}

TEST(StripeSignature, ParsesTimestampAndEveryV1) {
  auto p = parse_stripe_signature(" t=12 , v1=aa,v0=zz,v1=bb,junk");
  EXPECT_EQ(p.timestamp, 12);
  ASSERT_EQ(p.v1.size(), 2u);
  EXPECT_EQ(p.v1[0], "aa");
  EXPECT_EQ(p.v1[1], "bb");
  EXPECT_EQ(parse_stripe_signature("t=12x,v1=aa").timestamp, -1);
  EXPECT_EQ(parse_stripe_signature("").timestamp, -1);
}

TEST(StripeSignature, AcceptsTheRightSecretWithinTolerance) {
  EXPECT_EQ(verify_stripe_signature(header(kGood), kPayload, "whsec_test", kT), SignatureCheck::ok);
  EXPECT_EQ(verify_stripe_signature(header(kGood), kPayload, "whsec_test", kT + 300),
            SignatureCheck::ok);
  EXPECT_EQ(verify_stripe_signature(header(kGood), kPayload, "whsec_test", kT - 300),
            SignatureCheck::ok);
  // A rolled secret: two v1 values, one of them right.
  EXPECT_EQ(verify_stripe_signature(
                "t=1700000000,v1=" + std::string(kOtherSecret) + ",v1=" + std::string(kGood),
                kPayload, "whsec_test", kT),
            SignatureCheck::ok);
}

TEST(StripeSignature, RefusesWrongSecretChangedBodyStaleAndMalformed) {
  EXPECT_EQ(verify_stripe_signature(header(kOtherSecret), kPayload, "whsec_test", kT),
            SignatureCheck::mismatch);
  EXPECT_EQ(verify_stripe_signature(header(kGood), R"({"id":"evt_2"})", "whsec_test", kT),
            SignatureCheck::mismatch);
  EXPECT_EQ(verify_stripe_signature(header(kGood), kPayload, "whsec_test", kT + 301),
            SignatureCheck::stale);
  EXPECT_EQ(verify_stripe_signature(header(kGood), kPayload, "whsec_test", kT - 301),
            SignatureCheck::stale);
  // The signature of another timestamp does not carry over.
  EXPECT_EQ(
      verify_stripe_signature("t=1700000001,v1=" + std::string(kGood), kPayload, "whsec_test", kT),
      SignatureCheck::mismatch);
  EXPECT_EQ(verify_stripe_signature("v1=" + std::string(kGood), kPayload, "whsec_test", kT),
            SignatureCheck::malformed);
  EXPECT_EQ(verify_stripe_signature("t=1700000000", kPayload, "whsec_test", kT),
            SignatureCheck::malformed);
  std::string upper(kGood);
  for (auto& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  EXPECT_EQ(verify_stripe_signature(header(upper), kPayload, "whsec_test", kT),
            SignatureCheck::mismatch);
  EXPECT_EQ(verify_stripe_signature(header(kGood), kPayload, "", kT), SignatureCheck::mismatch);
}

TEST(StripeForm, EncodesReservedCharactersAndBrackets) {
  EXPECT_EQ(form_encode({{"a[b]", "x y&z=1/é"}, {"n", "-_.*~"}}),
            "a%5Bb%5D=x+y%26z%3D1%2F%C3%A9&n=-_.*%7E");
}

TEST(StripeForm, CheckoutSessionCarriesEveryField) {
  const auto body = checkout_session_form(
      {"p-1", "b-2", "Gel manicure", "https://e.hk/ok?x=1", "https://e.hk/no", 15000, 1780000000});
  EXPECT_EQ(body,
            "mode=payment"
            "&line_items%5B0%5D%5Bprice_data%5D%5Bcurrency%5D=hkd"
            "&line_items%5B0%5D%5Bprice_data%5D%5Bunit_amount%5D=15000"
            "&line_items%5B0%5D%5Bprice_data%5D%5Bproduct_data%5D%5Bname%5D=Gel+manicure"
            "&line_items%5B0%5D%5Bquantity%5D=1"
            "&client_reference_id=p-1&metadata%5Bpayment_id%5D=p-1&metadata%5Bbooking_id%5D=b-2"
            "&success_url=https%3A%2F%2Fe.hk%2Fok%3Fx%3D1&cancel_url=https%3A%2F%2Fe.hk%2Fno"
            "&expires_at=1780000000");
  EXPECT_EQ(refund_form("pi_1", 5000), "payment_intent=pi_1&amount=5000");
}

}  // namespace
}  // namespace emu::domain

namespace emu::domain {
namespace {

TEST(StripeEvent, ReadsACompletedCheckoutSession) {
  auto e = parse_stripe_event(R"({"id":"evt_9","type":"checkout.session.completed","data":{
      "object":{"id":"cs_1","client_reference_id":"p-1","metadata":{"payment_id":"p-2"},
      "payment_status":"paid","payment_intent":"pi_7","amount_total":15000}}})");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->id, "evt_9");
  EXPECT_EQ(e->type, "checkout.session.completed");
  EXPECT_EQ(e->session_id, "cs_1");
  EXPECT_EQ(e->payment_id, "p-1");
  EXPECT_EQ(e->payment_status, "paid");
  EXPECT_EQ(e->payment_intent, "pi_7");
  EXPECT_EQ(e->amount_total, 15000);
  auto m = parse_stripe_event(
      R"({"id":"evt_8","type":"checkout.session.expired","data":{"object":{"metadata":{"payment_id":"p-2"}}}})");
  ASSERT_TRUE(m);
  EXPECT_EQ(m->payment_id, "p-2");
  EXPECT_FALSE(parse_stripe_event(R"({"type":"x"})"));
  EXPECT_FALSE(parse_stripe_event("not json"));
}

}  // namespace
}  // namespace emu::domain
