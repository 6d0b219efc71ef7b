// Ownership claims (spec 4, marketplace.md C.3, issue 16): a merchant claims a listed shop
// nobody owns; an admin approves (the shop becomes theirs and they become a merchant), rejects
// or marks the claim a duplicate. Each function runs in the caller's transaction; the
// functions keep the request's parsing, the e-mail and the audit row.
#pragma once

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "db/database.hpp"

namespace emu::claims {

// --- submitting
struct NewClaim {
  std::string id, business_id, merchant_id, contact_person, contact_phone, contact_email,
      contact_position, legal_business_name, business_registration_number, verification_method,
      claim_reason, additional_info, now;
  bool verification_confirmed = false;
  std::vector<std::string> proofs;
};

// A merchants row for the account (a merchant sign-up that never applied has one).
db::Result<bool> has_merchant_row(db::Connection& conn, const std::string& user_id);

struct ClaimableShop {
  std::string name, name_zh;
  bool owned = false;  // is_claimed, or a merchant_id set
};
// The active shop, nullopt when there is none.
db::Result<std::optional<ClaimableShop>> claimable_shop(db::Connection& conn,
                                                        const std::string& business_id);
// This merchant's claim on the shop that still waits.
db::Result<bool> has_open_claim(db::Connection& conn, const std::string& business_id,
                                const std::string& merchant_id);
// The pending claim, and the shop's claim_status pending. A second open claim of the merchant
// on the shop fails with 23505 (business_claims_one_open_claim_idx).
db::Result<void> insert_claim(db::Connection& conn, const NewClaim& claim);
// The stored claim, every column (verification_confirmed a boolean).
db::Result<boost::json::object> find_claim_row(db::Connection& conn, const std::string& id);

// --- deciding
struct Decision {
  std::string claim_id;
  std::string action;                   // approve | reject | duplicate
  std::optional<std::string> notes;     // the admin's review notes
  std::optional<std::string> reviewer;  // reviewed_by (a user id)
  std::string now;
};
enum class Refusal { none, claim_not_found, already_decided, business_not_found };
struct Decided {
  Refusal refusal = Refusal::none;
  std::string current;  // already_decided: the claim's status
  std::string status;   // approved | rejected | duplicate
  std::optional<std::string> note;
  std::string message;
  std::string business_id, merchant_id;
};
// The decision of spec 4. Approving a shop another merchant owns turns the claim into a
// duplicate with the spec's note; approval makes the shop the claimant's and the claimant a
// merchant; a rejected or duplicate claim puts a shop nobody owns back to rejected or
// unclaimed unless another claim still waits.
db::Result<Decided> decide(db::Connection& conn, const Decision& d);

// --- listing: the merchant's claims, newest first, with the shop's names and district.
db::Result<boost::json::array> claims_of(db::Connection& conn, const std::string& merchant_id);

}  // namespace emu::claims
