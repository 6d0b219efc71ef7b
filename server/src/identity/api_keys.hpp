// The anon and service API keys: long-lived ES256 JWTs with role "anon" / "service_role".
// ECDSA signatures are randomised, so the keys are minted once and kept beside the signing
// key (<key file>.api-keys.json); `emu-server keys` and /app-config.json then agree forever.
#pragma once

#include <expected>
#include <filesystem>
#include <string>

#include "identity/signing_key.hpp"

namespace emu::auth {

struct ApiKeys {
  std::string anon;
  std::string service;
};

std::expected<ApiKeys, std::string> load_or_create_api_keys(const SigningKey& key,
                                                            const std::filesystem::path& key_file,
                                                            const std::string& issuer);

}  // namespace emu::auth
