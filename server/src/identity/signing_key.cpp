#include "identity/signing_key.hpp"

#include <fcntl.h>
#include <openssl/bio.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/ec.h>
#include <openssl/evp.h>
#include <openssl/pem.h>
#include <unistd.h>

#include <array>
#include <boost/json/serialize.hpp>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "common/ids.hpp"

namespace emu::auth {
namespace {

template <class T, void (*Free)(T*)>
struct Deleter {
  void operator()(T* p) const { Free(p); }
};
using BioPtr = std::unique_ptr<BIO, Deleter<BIO, BIO_free_all>>;
using BnPtr = std::unique_ptr<BIGNUM, Deleter<BIGNUM, BN_free>>;
using MdCtxPtr = std::unique_ptr<EVP_MD_CTX, Deleter<EVP_MD_CTX, EVP_MD_CTX_free>>;
using SigPtr = std::unique_ptr<ECDSA_SIG, Deleter<ECDSA_SIG, ECDSA_SIG_free>>;

std::shared_ptr<EVP_PKEY> wrap(EVP_PKEY* key) { return {key, EVP_PKEY_free}; }

std::string coordinate(EVP_PKEY* key, const char* name) {
  BIGNUM* raw = nullptr;
  if (EVP_PKEY_get_bn_param(key, name, &raw) != 1) throw std::runtime_error("EC key has no point");
  BnPtr bn(raw);
  std::array<unsigned char, 32> bytes{};
  BN_bn2binpad(bn.get(), bytes.data(), static_cast<int>(bytes.size()));
  return common::base64url_encode(bytes);
}

std::shared_ptr<EVP_PKEY> read_pem(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  auto pem = text.str();
  BioPtr bio(BIO_new_mem_buf(pem.data(), static_cast<int>(pem.size())));
  EVP_PKEY* key = PEM_read_bio_PrivateKey(bio.get(), nullptr, nullptr, nullptr);
  return key ? wrap(key) : nullptr;
}

std::expected<std::shared_ptr<EVP_PKEY>, std::string> create_pem(const std::filesystem::path& file) {
  auto key = wrap(EVP_PKEY_Q_keygen(nullptr, nullptr, "EC", "P-256"));
  if (!key) return std::unexpected("cannot generate an ES256 key");
  BioPtr bio(BIO_new(BIO_s_mem()));
  PEM_write_bio_PrivateKey(bio.get(), key.get(), nullptr, nullptr, 0, nullptr, nullptr);
  char* data = nullptr;
  long size = BIO_get_mem_data(bio.get(), &data);
  // O_EXCL: when two processes start at once, one creates the file and the other reads it.
  int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_EXCL, 0600);
  if (fd < 0) {
    if (errno == EEXIST) {
      if (auto existing = read_pem(file)) return existing;
    }
    return std::unexpected("cannot create the key file " + file.string());
  }
  bool ok = ::write(fd, data, static_cast<std::size_t>(size)) == size;
  ::close(fd);
  if (!ok) return std::unexpected("cannot write the key file " + file.string());
  return key;
}

}  // namespace

SigningKey::SigningKey(std::shared_ptr<EVP_PKEY> key) : key_(std::move(key)) {
  auto x = coordinate(key_.get(), OSSL_PKEY_PARAM_EC_PUB_X);
  auto y = coordinate(key_.get(), OSSL_PKEY_PARAM_EC_PUB_Y);
  // RFC 7638: the thumbprint hashes the required members in lexicographic order.
  std::string canonical = R"({"crv":"P-256","kty":"EC","x":")" + x + R"(","y":")" + y + "\"}";
  std::array<unsigned char, 32> digest{};
  EVP_Digest(canonical.data(), canonical.size(), digest.data(), nullptr, EVP_sha256(), nullptr);
  kid_ = common::base64url_encode(digest);
  jwk_ = {{"kty", "EC"}, {"crv", "P-256"}, {"x", x},     {"y", y},
          {"kid", kid_}, {"alg", "ES256"}, {"use", "sig"}, {"key_ops", boost::json::array{"verify"}}};
}

std::expected<SigningKey, std::string> SigningKey::load_or_create(const std::filesystem::path& file) {
  std::error_code ec;
  if (std::filesystem::exists(file, ec)) {
    auto key = read_pem(file);
    if (!key) return std::unexpected("the key file " + file.string() + " holds no private key");
    if (EVP_PKEY_get_base_id(key.get()) != EVP_PKEY_EC) {
      return std::unexpected("the key file " + file.string() + " is not an EC P-256 key");
    }
    return SigningKey(std::move(key));
  }
  if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), ec);
  auto created = create_pem(file);
  if (!created) return std::unexpected(created.error());
  return SigningKey(std::move(*created));
}

std::string SigningKey::sign(const boost::json::object& claims) const {
  boost::json::object header{{"alg", "ES256"}, {"typ", "JWT"}, {"kid", kid_}};
  std::string input = common::base64url_encode(boost::json::serialize(header)) + "." +
                      common::base64url_encode(boost::json::serialize(claims));
  MdCtxPtr ctx(EVP_MD_CTX_new());
  std::size_t der_len = 0;
  if (EVP_DigestSignInit(ctx.get(), nullptr, EVP_sha256(), nullptr, key_.get()) != 1 ||
      EVP_DigestSign(ctx.get(), nullptr, &der_len,
                     reinterpret_cast<const unsigned char*>(input.data()), input.size()) != 1) {
    throw std::runtime_error("ES256 signing failed");
  }
  std::vector<unsigned char> der(der_len);
  if (EVP_DigestSign(ctx.get(), der.data(), &der_len,
                     reinterpret_cast<const unsigned char*>(input.data()), input.size()) != 1) {
    throw std::runtime_error("ES256 signing failed");
  }
  // JWS wants the raw R||S pair, not OpenSSL's DER encoding.
  const unsigned char* p = der.data();
  SigPtr sig(d2i_ECDSA_SIG(nullptr, &p, static_cast<long>(der_len)));
  const BIGNUM* r = nullptr;
  const BIGNUM* s = nullptr;
  ECDSA_SIG_get0(sig.get(), &r, &s);
  std::array<unsigned char, 64> raw{};
  BN_bn2binpad(r, raw.data(), 32);
  BN_bn2binpad(s, raw.data() + 32, 32);
  return input + "." + common::base64url_encode(raw);
}

bool SigningKey::verify_signature(std::string_view signing_input,
                                  std::string_view raw_signature) const {
  if (raw_signature.size() != 64) return false;
  auto bytes = reinterpret_cast<const unsigned char*>(raw_signature.data());
  SigPtr sig(ECDSA_SIG_new());
  BIGNUM* r = BN_bin2bn(bytes, 32, nullptr);
  BIGNUM* s = BN_bin2bn(bytes + 32, 32, nullptr);
  if (ECDSA_SIG_set0(sig.get(), r, s) != 1) {
    BN_free(r);
    BN_free(s);
    return false;
  }
  unsigned char* der = nullptr;
  int der_len = i2d_ECDSA_SIG(sig.get(), &der);
  if (der_len <= 0) return false;
  std::unique_ptr<unsigned char, void (*)(void*)> der_owner(der, [](void* q) { OPENSSL_free(q); });
  MdCtxPtr ctx(EVP_MD_CTX_new());
  return EVP_DigestVerifyInit(ctx.get(), nullptr, EVP_sha256(), nullptr, key_.get()) == 1 &&
         EVP_DigestVerify(ctx.get(), der, static_cast<std::size_t>(der_len),
                          reinterpret_cast<const unsigned char*>(signing_input.data()),
                          signing_input.size()) == 1;
}

}  // namespace emu::auth
