#include "storage/access.hpp"

#include <array>

#include "auth/params.hpp"
#include "payments/payment_store.hpp"
#include "shops/shop_role.hpp"
#include "storage/sql.hpp"

namespace emu::storage {
namespace {

std::string first_folder(std::string_view name) {
  auto slash = name.find('/');
  return slash == std::string_view::npos ? std::string() : std::string(name.substr(0, slash));
}

StorageResult<void> denied() {
  return storage_fail(403, "AccessDenied", "new row violates row-level security policy");
}

}  // namespace

bool valid_object_name(std::string_view name) {
  if (name.empty() || name.size() > 1024) return false;
  for (unsigned char c : name) {
    if (c < 0x20 || c == 0x7F || c == '\\') return false;
  }
  std::size_t start = 0;
  while (start <= name.size()) {
    auto end = name.find('/', start);
    auto seg =
        name.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    if (seg.empty() || seg == "." || seg == "..") return false;
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return true;
}

StorageResult<void> check_access(db::Connection& conn, const auth::Principal& who,
                                 const Bucket& bucket, std::string_view name, Op op,
                                 const ObjectRow* existing) {
  if (who.is_admin()) return {};
  if (op == Op::read && bucket.is_public) return {};
  const std::string folder = first_folder(name);
  const std::string& me = who.user_id;  // empty when signed out
  if (bucket.id == "br-documents") {
    if (op == Op::read && existing && !me.empty() && existing->owner == me) return {};
    if (!auth::is_uuid(folder)) return denied();
    auto r = conn.query(sql::kApplicationOwner, std::array<db::Param, 1>{folder});
    if (!r) return storage_internal("access check", r.error().message);
    if (r->rows.empty()) return denied();
    const auto& owner = r->rows[0][0];
    bool own = !me.empty() && owner.is_string() && owner.as_string() == me;
    bool draft = r->rows[0][1].is_string() && r->rows[0][1].as_string() == "draft";
    if (own || (op == Op::write && draft)) return {};
    return denied();
  }
  if (bucket.id == "shop-photos") {
    // <business id>/…: the shop's owner and managers write (salon-day.md C.1; admins above);
    // anyone reads (public bucket).
    if (me.empty() || !auth::is_uuid(folder)) return denied();
    auto standing = shops::check_role(conn, folder, me, false, shops::Access::managers);
    if (!standing) return storage_internal("access check", standing.error().message);
    if (standing->verdict != shops::Verdict::allowed) return denied();
    return {};
  }
  if (bucket.id == "payment-proofs" && op == Op::read && !me.empty() && folder != me) {
    // <user id>/…: a deposit's screenshot; the shop's owner and managers (never staff, C.5.4)
    // of a payment that names it read it too.
    auto shops_of = payments::shops_of_proof(conn, std::string(name));
    if (!shops_of) return storage_internal("access check", shops_of.error().message);
    for (const auto& shop : *shops_of) {
      auto standing = shops::check_role(conn, shop, me, false, shops::Access::managers);
      if (!standing) return storage_internal("access check", standing.error().message);
      if (standing->verdict == shops::Verdict::allowed) return {};
    }
    return denied();
  }
  // claim-proofs, avatars, payment-proofs and any later bucket: the user's own folder.
  if (!me.empty() && folder == me) return {};
  return denied();
}

}  // namespace emu::storage
