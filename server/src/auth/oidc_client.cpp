#include "auth/oidc_client.hpp"

#include <curl/curl.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/evp.h>
#include <openssl/param_build.h>
#include <openssl/sha.h>

#include <boost/json/parse.hpp>
#include <memory>
#include <mutex>
#include <unordered_map>

#include "auth/redirects.hpp"
#include "common/ids.hpp"
#include "identity/jwt.hpp"

namespace emu::auth {
namespace {

using SteadyClock = std::chrono::steady_clock;

void init_curl_once() {
  static const bool done = [] {
    curl_global_init(CURL_GLOBAL_DEFAULT);
    return true;
  }();
  (void)done;
}

size_t write_body(char* data, size_t size, size_t count, void* out) {
  static_cast<std::string*>(out)->append(data, size * count);
  return size * count;
}

struct HttpReply {
  long status = 0;
  std::string body;
};

// One blocking request: GET, or POST of a form body when `form` is set.
std::expected<HttpReply, std::string> http_call(const std::string& url, const std::string* form,
                                                std::chrono::seconds timeout) {
  init_curl_once();
  std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> h(curl_easy_init(), &curl_easy_cleanup);
  if (!h) return std::unexpected("curl_easy_init failed");
  HttpReply reply;
  curl_easy_setopt(h.get(), CURLOPT_URL, url.c_str());
  curl_easy_setopt(h.get(), CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(h.get(), CURLOPT_CONNECTTIMEOUT, static_cast<long>(timeout.count()));
  curl_easy_setopt(h.get(), CURLOPT_TIMEOUT, static_cast<long>(timeout.count()));
  curl_easy_setopt(h.get(), CURLOPT_FOLLOWLOCATION, 0L);
  curl_easy_setopt(h.get(), CURLOPT_WRITEFUNCTION, &write_body);
  curl_easy_setopt(h.get(), CURLOPT_WRITEDATA, &reply.body);
  std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> headers(
      curl_slist_append(nullptr, "Accept: application/json"), &curl_slist_free_all);
  curl_easy_setopt(h.get(), CURLOPT_HTTPHEADER, headers.get());
  if (form != nullptr) {
    curl_easy_setopt(h.get(), CURLOPT_POSTFIELDS, form->c_str());
    curl_easy_setopt(h.get(), CURLOPT_POSTFIELDSIZE, static_cast<long>(form->size()));
  }
  CURLcode rc = curl_easy_perform(h.get());
  if (rc != CURLE_OK)
    return std::unexpected(std::string(curl_easy_strerror(rc)) + " (" + url + ")");
  curl_easy_getinfo(h.get(), CURLINFO_RESPONSE_CODE, &reply.status);
  return reply;
}

std::expected<boost::json::object, std::string> parse_object(std::string_view text) {
  boost::system::error_code ec;
  auto v = boost::json::parse(text, ec);
  if (ec || !v.is_object()) return std::unexpected("not a JSON object");
  return v.as_object();
}

std::string string_of(const boost::json::object& o, std::string_view key) {
  auto it = o.find(key);
  return it != o.end() && it->value().is_string() ? std::string(it->value().as_string()) : "";
}

// --- JWKS cache -------------------------------------------------------------------------------

constexpr auto kJwksTtl = std::chrono::minutes(10);
constexpr auto kJwksRefetchGap =
    std::chrono::seconds(30);  // unknown kid: refetch at most this often

struct JwksEntry {
  boost::json::array keys;
  SteadyClock::time_point fetched{};
};

std::mutex jwks_mutex;
std::unordered_map<std::string, JwksEntry> jwks_cache;

std::expected<boost::json::array, std::string> fetch_jwks(const OidcProvider& p) {
  auto reply = http_call(p.jwks_url, nullptr, p.timeout);
  if (!reply) return std::unexpected(reply.error());
  if (reply->status != 200)
    return std::unexpected("JWKS answered " + std::to_string(reply->status));
  auto doc = parse_object(reply->body);
  if (!doc) return std::unexpected("JWKS: " + doc.error());
  auto it = doc->find("keys");
  if (it == doc->end() || !it->value().is_array()) return std::unexpected("JWKS without keys");
  return it->value().as_array();
}

std::optional<boost::json::object> find_key(const boost::json::array& keys,
                                            const std::string& kid) {
  for (const auto& k : keys) {
    if (!k.is_object()) continue;
    const auto& o = k.as_object();
    if (string_of(o, "kty") == "RSA" && (kid.empty() || string_of(o, "kid") == kid)) return o;
  }
  return std::nullopt;
}

// The RSA JWK for `kid`: from the cache when fresh, refetched when stale or unknown.
std::expected<boost::json::object, std::string> jwk_for(const OidcProvider& p,
                                                        const std::string& kid) {
  std::lock_guard lock(jwks_mutex);
  auto& entry = jwks_cache[p.jwks_url];
  auto now = SteadyClock::now();
  bool fresh = entry.fetched != SteadyClock::time_point{} && now - entry.fetched < kJwksTtl;
  if (fresh) {
    if (auto key = find_key(entry.keys, kid)) return *key;
    if (now - entry.fetched < kJwksRefetchGap) return std::unexpected("unknown kid " + kid);
  }
  auto keys = fetch_jwks(p);
  if (!keys) return std::unexpected(keys.error());
  entry.keys = std::move(*keys);
  entry.fetched = now;
  if (auto key = find_key(entry.keys, kid)) return *key;
  return std::unexpected("unknown kid " + kid);
}

// --- RS256 ------------------------------------------------------------------------------------

struct PkeyDeleter {
  void operator()(EVP_PKEY* k) const { EVP_PKEY_free(k); }
};
using Pkey = std::unique_ptr<EVP_PKEY, PkeyDeleter>;

std::expected<Pkey, std::string> rsa_public_key(const boost::json::object& jwk) {
  std::string n, e;
  if (!common::base64url_decode(string_of(jwk, "n"), n) ||
      !common::base64url_decode(string_of(jwk, "e"), e) || n.empty() || e.empty()) {
    return std::unexpected("JWK without n/e");
  }
  std::unique_ptr<BIGNUM, decltype(&BN_free)> bn_n(
      BN_bin2bn(reinterpret_cast<const unsigned char*>(n.data()), static_cast<int>(n.size()),
                nullptr),
      &BN_free);
  std::unique_ptr<BIGNUM, decltype(&BN_free)> bn_e(
      BN_bin2bn(reinterpret_cast<const unsigned char*>(e.data()), static_cast<int>(e.size()),
                nullptr),
      &BN_free);
  std::unique_ptr<OSSL_PARAM_BLD, decltype(&OSSL_PARAM_BLD_free)> bld(OSSL_PARAM_BLD_new(),
                                                                      &OSSL_PARAM_BLD_free);
  if (!bn_n || !bn_e || !bld ||
      !OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_RSA_N, bn_n.get()) ||
      !OSSL_PARAM_BLD_push_BN(bld.get(), OSSL_PKEY_PARAM_RSA_E, bn_e.get())) {
    return std::unexpected("RSA parameters");
  }
  std::unique_ptr<OSSL_PARAM, decltype(&OSSL_PARAM_free)> params(OSSL_PARAM_BLD_to_param(bld.get()),
                                                                 &OSSL_PARAM_free);
  std::unique_ptr<EVP_PKEY_CTX, decltype(&EVP_PKEY_CTX_free)> ctx(
      EVP_PKEY_CTX_new_from_name(nullptr, "RSA", nullptr), &EVP_PKEY_CTX_free);
  EVP_PKEY* raw = nullptr;
  if (!params || !ctx || EVP_PKEY_fromdata_init(ctx.get()) <= 0 ||
      EVP_PKEY_fromdata(ctx.get(), &raw, EVP_PKEY_PUBLIC_KEY, params.get()) <= 0) {
    return std::unexpected("RSA key from JWK");
  }
  return Pkey(raw);
}

bool rs256_verify(EVP_PKEY* key, std::string_view signed_part, const std::string& signature) {
  std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> md(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
  if (!md || EVP_DigestVerifyInit(md.get(), nullptr, EVP_sha256(), nullptr, key) != 1) return false;
  return EVP_DigestVerify(
             md.get(), reinterpret_cast<const unsigned char*>(signature.data()), signature.size(),
             reinterpret_cast<const unsigned char*>(signed_part.data()), signed_part.size()) == 1;
}

bool audience_ok(const boost::json::object& claims, const std::string& client_id) {
  auto it = claims.find("aud");
  if (it == claims.end()) return false;
  if (it->value().is_string()) return it->value().as_string() == client_id;
  if (it->value().is_array()) {
    for (const auto& a : it->value().as_array()) {
      if (a.is_string() && a.as_string() == client_id) return true;
    }
  }
  return false;
}

}  // namespace

std::string s256_challenge(const std::string& verifier) {
  unsigned char digest[SHA256_DIGEST_LENGTH];
  SHA256(reinterpret_cast<const unsigned char*>(verifier.data()), verifier.size(), digest);
  return common::base64url_encode(std::span<const unsigned char>(digest, sizeof digest));
}

std::expected<ProviderTokens, std::string> exchange_code(const OidcProvider& p,
                                                         const std::string& code,
                                                         const std::string& redirect_uri,
                                                         const std::string& code_verifier) {
  std::string form = encode_params({{"grant_type", "authorization_code"},
                                    {"code", code},
                                    {"redirect_uri", redirect_uri},
                                    {"client_id", p.client_id},
                                    {"client_secret", p.client_secret},
                                    {"code_verifier", code_verifier}});
  auto reply = http_call(p.token_url, &form, p.timeout);
  if (!reply) return std::unexpected(reply.error());
  auto doc = parse_object(reply->body);
  if (reply->status != 200 || !doc) {
    return std::unexpected("token endpoint answered " + std::to_string(reply->status) + ": " +
                           reply->body.substr(0, 200));
  }
  ProviderTokens t{string_of(*doc, "id_token"), string_of(*doc, "access_token"),
                   string_of(*doc, "refresh_token")};
  if (t.id_token.empty()) return std::unexpected("token endpoint sent no id_token");
  return t;
}

std::expected<boost::json::object, std::string> verify_id_token(const OidcProvider& p,
                                                                const std::string& id_token,
                                                                const std::string& nonce) {
  auto dot1 = id_token.find('.');
  auto dot2 = dot1 == std::string::npos ? dot1 : id_token.find('.', dot1 + 1);
  if (dot2 == std::string::npos || id_token.find('.', dot2 + 1) != std::string::npos) {
    return std::unexpected("id_token is not a JWS");
  }
  std::string header_text, payload_text, signature;
  if (!common::base64url_decode(std::string_view(id_token).substr(0, dot1), header_text) ||
      !common::base64url_decode(std::string_view(id_token).substr(dot1 + 1, dot2 - dot1 - 1),
                                payload_text) ||
      !common::base64url_decode(std::string_view(id_token).substr(dot2 + 1), signature)) {
    return std::unexpected("id_token is not base64url");
  }
  auto header = parse_object(header_text);
  if (!header) return std::unexpected("id_token header: " + header.error());
  if (string_of(*header, "alg") != "RS256") return std::unexpected("id_token alg is not RS256");
  auto jwk = jwk_for(p, string_of(*header, "kid"));
  if (!jwk) return std::unexpected(jwk.error());
  auto key = rsa_public_key(*jwk);
  if (!key) return std::unexpected(key.error());
  if (!rs256_verify(key->get(), std::string_view(id_token).substr(0, dot2), signature)) {
    return std::unexpected("id_token signature does not verify");
  }
  auto claims = parse_object(payload_text);
  if (!claims) return std::unexpected("id_token claims: " + claims.error());
  if (string_of(*claims, "iss") != p.issuer) return std::unexpected("id_token iss mismatch");
  if (!audience_ok(*claims, p.client_id)) return std::unexpected("id_token aud mismatch");
  auto exp = number_claim(*claims, "exp");
  auto now = std::chrono::duration_cast<std::chrono::seconds>(
                 std::chrono::system_clock::now().time_since_epoch())
                 .count();
  if (!exp || *exp <= now) return std::unexpected("id_token expired");
  if (nonce.empty() || string_of(*claims, "nonce") != nonce) {
    return std::unexpected("id_token nonce mismatch");
  }
  if (string_of(*claims, "sub").empty()) return std::unexpected("id_token without sub");
  return *claims;
}

}  // namespace emu::auth
