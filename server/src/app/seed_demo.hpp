// `emu-server seed-demo`: fills a database with realistic bilingual demo data for the back
// office, the screenshots and the browser tests: accounts (admin, merchants, users) that can
// sign in with one printed password, shops in all 18 districts with services, bookings and
// reviews, ownership claims and merchant applications in every status, audit-log history and
// e-mail outbox rows in every state. Deterministic (fixed random seed).
//
// Idempotent-ish: when the demo admin account exists the base data is left alone; the
// --applications top-up still runs, so the same command can grow the data for measurements.
#pragma once

#include <cstdint>
#include <expected>
#include <optional>
#include <string>

#include "db/database.hpp"

namespace emu::app {

struct SeedOptions {
  int scale = 1;                    // multiplies shops (36 per step), users, bookings, ...
  std::int64_t applications = 0;    // extra submitted applications (performance data)
  std::string password;             // demo password; empty: kDemoPassword
  // Marketplace catalogue shops (app/seed_catalogue.hpp); unset: 200 with new base data, none
  // when the base exists (set it to add a catalogue to an existing demo database).
  std::optional<std::int64_t> shops;
};

inline constexpr std::string_view kDemoPassword = "Emu-Demo-2025!";
inline constexpr std::string_view kDemoAdminEmail = "admin@demo.emu.hk";

struct SeedReport {
  bool base_created = false;  // false: base data existed and was left alone
  std::int64_t users = 0, shops = 0, services = 0, bookings = 0, reviews = 0, claims = 0,
               applications = 0, extra_applications = 0, audit = 0, outbox = 0, catalogue_shops = 0;
  std::string summary;  // what to print for the operator (accounts and the password)
};

std::expected<SeedReport, std::string> seed_demo(db::Database& db, const SeedOptions& options);

// EMU_DEMO=1 at start-up: seed_demo() with the defaults when the database has no shop yet;
// nullopt when it has (nothing written).
std::expected<std::optional<SeedReport>, std::string> seed_demo_if_new(db::Database& db);

}  // namespace emu::app
