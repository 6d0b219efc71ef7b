#include "identity/api_keys.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>
#include <chrono>
#include <fstream>
#include <sstream>

#include "identity/jwt.hpp"

namespace emu::auth {
namespace {

std::string mint(const SigningKey& key, const std::string& issuer, std::string_view role) {
  auto now = std::chrono::duration_cast<std::chrono::seconds>(
                 std::chrono::system_clock::now().time_since_epoch())
                 .count();
  constexpr std::int64_t kTenYears = 10LL * 365 * 24 * 3600;
  return key.sign({{"iss", issuer}, {"role", role}, {"iat", now}, {"exp", now + kTenYears}});
}

bool still_valid(const SigningKey& key, const boost::json::object& stored, std::string_view field,
                 std::string_view role) {
  auto it = stored.find(field);
  if (it == stored.end() || !it->value().is_string()) return false;
  auto claims = verify_jwt(key, it->value().as_string());
  if (!claims) return false;
  auto found = claims->find("role");
  return found != claims->end() && found->value().is_string() &&
         std::string_view(found->value().as_string()) == role;
}

}  // namespace

std::expected<ApiKeys, std::string> load_or_create_api_keys(const SigningKey& key,
                                                            const std::filesystem::path& key_file,
                                                            const std::string& issuer) {
  auto path = key_file;
  path += ".api-keys.json";
  std::ifstream in(path);
  if (in) {
    std::stringstream text;
    text << in.rdbuf();
    boost::system::error_code ec;
    auto value = boost::json::parse(text.str(), ec);
    if (!ec && value.is_object() && still_valid(key, value.as_object(), "anon", "anon") &&
        still_valid(key, value.as_object(), "service", "service_role")) {
      return ApiKeys{std::string(value.at("anon").as_string()),
                     std::string(value.at("service").as_string())};
    }
  }
  ApiKeys keys{mint(key, issuer, "anon"), mint(key, issuer, "service_role")};
  auto body = boost::json::serialize(boost::json::object{{"anon", keys.anon}, {"service", keys.service}});
  // Written to a private temporary file, then renamed: readers never see half a file.
  auto tmp = path;
  tmp += ".tmp" + std::to_string(::getpid());
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  if (fd < 0) return std::unexpected("cannot write " + path.string());
  bool ok = ::write(fd, body.data(), body.size()) == static_cast<ssize_t>(body.size());
  ::close(fd);
  std::error_code ec;
  if (ok) std::filesystem::rename(tmp, path, ec);
  if (!ok || ec) return std::unexpected("cannot write " + path.string());
  return keys;
}

}  // namespace emu::auth
