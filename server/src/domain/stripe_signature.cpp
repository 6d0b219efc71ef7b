#include "domain/stripe_signature.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <array>
#include <boost/json.hpp>
#include <charconv>

#include "common/url_decode.hpp"

namespace emu::domain {
namespace {

std::string_view trim_blanks(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

bool lower_hex(std::string_view s) {
  for (char c : s) {
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  }
  return true;
}

}  // namespace

StripeSignatureHeader parse_stripe_signature(std::string_view header) {
  StripeSignatureHeader out;
  while (!header.empty()) {
    auto comma = header.find(',');
    std::string_view item = trim_blanks(header.substr(0, comma));
    header = comma == std::string_view::npos ? std::string_view{} : header.substr(comma + 1);
    auto eq = item.find('=');
    if (eq == std::string_view::npos) continue;
    std::string_view key = trim_blanks(item.substr(0, eq));
    std::string_view value = trim_blanks(item.substr(eq + 1));
    if (key == "t") {
      std::int64_t t = -1;
      auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), t);
      out.timestamp = (ec == std::errc{} && end == value.data() + value.size() && t >= 0) ? t : -1;
    } else if (key == "v1" && !value.empty()) {
      out.v1.emplace_back(value);
    }
  }
  return out;
}

std::string stripe_signature_hex(std::string_view secret, std::int64_t timestamp,
                                 std::string_view payload) {
  std::string message = std::to_string(timestamp);
  message.push_back('.');
  message.append(payload);
  std::array<unsigned char, EVP_MAX_MD_SIZE> mac{};
  unsigned int len = 0;
  HMAC(EVP_sha256(), secret.data(), static_cast<int>(secret.size()),
       reinterpret_cast<const unsigned char*>(message.data()), message.size(), mac.data(), &len);
  constexpr std::string_view hex = "0123456789abcdef";
  std::string out;
  out.reserve(len * 2);
  for (unsigned int i = 0; i < len; ++i) {
    out.push_back(hex[mac[i] >> 4]);
    out.push_back(hex[mac[i] & 0x0f]);
  }
  return out;
}

SignatureCheck verify_stripe_signature(std::string_view header, std::string_view payload,
                                       std::string_view secret, std::int64_t now_unix,
                                       std::int64_t tolerance) {
  if (secret.empty()) return SignatureCheck::mismatch;
  const auto parsed = parse_stripe_signature(header);
  if (parsed.timestamp < 0 || parsed.v1.empty()) return SignatureCheck::malformed;
  const std::string expected = stripe_signature_hex(secret, parsed.timestamp, payload);
  bool matched = false;
  for (const auto& candidate : parsed.v1) {
    // Every candidate is compared (no early exit), each in constant time for its length.
    if (candidate.size() == expected.size() && lower_hex(candidate) &&
        CRYPTO_memcmp(candidate.data(), expected.data(), expected.size()) == 0) {
      matched = true;
    }
  }
  if (!matched) return SignatureCheck::mismatch;
  const std::int64_t age = now_unix - parsed.timestamp;
  if (age > tolerance || age < -tolerance) return SignatureCheck::stale;
  return SignatureCheck::ok;
}

std::string form_encode(const std::vector<std::pair<std::string, std::string>>& fields) {
  std::string out;
  for (const auto& [key, value] : fields) {
    if (!out.empty()) out.push_back('&');
    out += common::form_encode(key) + "=" + common::form_encode(value);
  }
  return out;
}

std::string checkout_session_form(const CheckoutForm& f) {
  return form_encode({
      {"mode", "payment"},
      {"line_items[0][price_data][currency]", "hkd"},
      {"line_items[0][price_data][unit_amount]", std::to_string(f.amount_cents)},
      {"line_items[0][price_data][product_data][name]", f.description},
      {"line_items[0][quantity]", "1"},
      {"client_reference_id", f.payment_id},
      {"metadata[payment_id]", f.payment_id},
      {"metadata[booking_id]", f.booking_id},
      {"success_url", f.success_url},
      {"cancel_url", f.cancel_url},
      {"expires_at", std::to_string(f.expires_at_unix)},
  });
}

std::string refund_form(std::string_view payment_intent, std::int64_t amount_cents) {
  return form_encode(
      {{"payment_intent", std::string(payment_intent)}, {"amount", std::to_string(amount_cents)}});
}

std::optional<StripeEvent> parse_stripe_event(std::string_view body) {
  boost::system::error_code ec;
  auto parsed = boost::json::parse(body, ec);
  if (ec || !parsed.is_object()) return std::nullopt;
  const auto& event = parsed.as_object();
  auto text = [](const boost::json::object& o, std::string_view key) {
    const auto* v = o.if_contains(key);
    return v && v->is_string() ? std::string(v->as_string()) : std::string();
  };
  StripeEvent out{text(event, "id"), text(event, "type")};
  if (out.id.empty() || out.type.empty()) return std::nullopt;
  const auto* data = event.if_contains("data");
  const auto* object =
      data && data->is_object() ? data->as_object().if_contains("object") : nullptr;
  if (object == nullptr || !object->is_object()) return out;
  const auto& session = object->as_object();
  out.session_id = text(session, "id");
  out.payment_id = text(session, "client_reference_id");
  if (out.payment_id.empty()) {
    if (const auto* meta = session.if_contains("metadata"); meta && meta->is_object()) {
      out.payment_id = text(meta->as_object(), "payment_id");
    }
  }
  out.payment_status = text(session, "payment_status");
  out.payment_intent = text(session, "payment_intent");
  if (const auto* amount = session.if_contains("amount_total"); amount && amount->is_int64()) {
    out.amount_total = amount->as_int64();
  }
  return out;
}

}  // namespace emu::domain
