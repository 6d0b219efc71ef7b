#include "claims/claim_store.hpp"

#include <boost/json/serialize.hpp>

#include "claims/sql.hpp"
#include "db/cells.hpp"
#include "shops/merchant_account.hpp"

namespace emu::claims {
namespace {

constexpr std::string_view kDuplicateNote =
    "This business has already been claimed by another merchant.";
constexpr std::string_view kDuplicateMessage =
    "This business has already been claimed. The claim has been marked as duplicate.";

db::Param or_null(const std::string& s) { return s.empty() ? db::Param(nullptr) : db::Param(s); }
db::Param or_null(const std::optional<std::string>& s) {
  return s ? db::Param(*s) : db::Param(nullptr);
}

// Approval: the shop becomes the claimant's, and the claimant a merchant.
db::Result<void> hand_over(db::Connection& conn, const std::string& business_id,
                           const std::string& merchant_id, const std::string& now) {
  if (auto r = db::done(db::run(conn, sql::kShopClaimed, {true, merchant_id, now, business_id}));
      !r) {
    return r;
  }
  if (auto r = shops::grant_merchant_role(conn, merchant_id, now); !r) return r;
  return shops::ensure_merchant_of_shop(conn, merchant_id, business_id, now);
}

}  // namespace

db::Result<bool> has_merchant_row(db::Connection& conn, const std::string& user_id) {
  return any_row(conn, sql::kMerchantRow, {user_id});
}

db::Result<std::optional<ClaimableShop>> claimable_shop(db::Connection& conn,
                                                        const std::string& business_id) {
  return db::first_row(conn, sql::kClaimableShop, {business_id}, [](const auto& shop) {
    return ClaimableShop{db::text(shop[0]), db::text(shop[1]),
                         db::boolean(shop[2]) || !shop[3].is_null()};
  });
}

db::Result<bool> has_open_claim(db::Connection& conn, const std::string& business_id,
                                const std::string& merchant_id) {
  return any_row(conn, sql::kOpenClaimOf, {business_id, merchant_id});
}

db::Result<void> insert_claim(db::Connection& conn, const NewClaim& c) {
  boost::json::array proofs;
  for (const auto& p : c.proofs) proofs.emplace_back(p);
  auto inserted =
      db::run(conn, sql::kInsertClaim,
              {c.id, c.business_id, c.merchant_id, or_null(c.claim_reason),
               boost::json::serialize(proofs), c.business_registration_number, c.contact_person,
               c.contact_phone, c.contact_email, or_null(c.contact_position), c.legal_business_name,
               c.verification_method, c.verification_confirmed, or_null(c.additional_info), c.now});
  if (!inserted) return std::unexpected(inserted.error());
  return db::done(db::run(conn, sql::kShopPending, {c.now, c.business_id}));
}

db::Result<boost::json::object> find_claim_row(db::Connection& conn, const std::string& id) {
  auto rows = db::run(conn, sql::kFindClaimRow, {id});
  if (!rows) return std::unexpected(rows.error());
  auto row = rows->to_objects().at(0).as_object();
  row["verification_confirmed"] = db::boolean(row["verification_confirmed"]);
  return row;
}

db::Result<Decided> decide(db::Connection& conn, const Decision& d) {
  Decided out;
  auto claims = db::run(conn, sql::kClaimToDecide, {d.claim_id});
  if (!claims) return std::unexpected(claims.error());
  if (claims->rows.empty()) {
    out.refusal = Refusal::claim_not_found;
    return out;
  }
  out.business_id = db::text(claims->rows[0][0]);
  out.merchant_id = db::text(claims->rows[0][1]);
  if (auto current = db::text(claims->rows[0][2]); current != "pending") {
    out.refusal = Refusal::already_decided;
    out.current = current;
    return out;
  }
  out.status = d.action == "approve" ? "approved" : d.action == "reject" ? "rejected" : "duplicate";
  out.note = d.notes;
  out.message = "Claim " + out.status + " successfully";
  if (d.action == "approve") {
    auto shops = db::run(conn, sql::kShopClaimState, {out.business_id});
    if (!shops) return std::unexpected(shops.error());
    if (shops->rows.empty()) {
      out.refusal = Refusal::business_not_found;
      return out;
    }
    if (db::boolean(shops->rows[0][0]) && db::text(shops->rows[0][1]) != out.merchant_id) {
      out.status = "duplicate";
      out.note = std::string(kDuplicateNote);
      out.message = std::string(kDuplicateMessage);
    } else if (auto r = hand_over(conn, out.business_id, out.merchant_id, d.now); !r) {
      return std::unexpected(r.error());
    }
  }
  if (out.status != "approved") {
    auto r = db::run(conn, sql::kShopReleased,
                     {std::string(out.status == "rejected" ? "rejected" : "unclaimed"), d.now,
                      out.business_id, d.claim_id});
    if (!r) return std::unexpected(r.error());
  }
  if (auto r = db::done(
          db::run(conn, sql::kDecideClaim,
                  {out.status, or_null(d.reviewer), d.now, or_null(out.note), d.claim_id}));
      !r) {
    return std::unexpected(r.error());
  }
  return out;
}

db::Result<boost::json::array> claims_of(db::Connection& conn, const std::string& merchant_id) {
  auto r = db::run(conn, sql::kClaimsOf, {merchant_id});
  if (!r) return std::unexpected(r.error());
  return r->to_objects();
}

}  // namespace emu::claims
