// Who may touch which object (ARCHITECTURE 5, issue 5's folder rule). Admins and the service
// key may do everything. Otherwise the first folder of the object name decides:
//   br-documents/<application id>/…  write: the application's own user, or anyone holding the
//                                   id of a still-draft application (the wizard runs signed
//                                   out; the random id is the capability, as for the draft
//                                   itself); read: the application's user or the uploader.
//   claim-proofs/<user id>/…        read and write: that signed-in user.
//   avatars/<user id>/…             write: that signed-in user; read: anyone (public bucket).
//   review-photos/<user id>/…       write: that signed-in user (a review names them later);
//                                   read: anyone (public bucket).
//   payment-proofs/<user id>/…      write: that signed-in user (a deposit's screenshot); read:
//                                   that user, and the owner and managers of a shop whose
//                                   payment names the object (report-payment's proof_path).
//   shop-photos/<business id>/…     write: the shop's owner (businesses.merchant_id); read:
//                                   anyone (public bucket).
#pragma once

#include <string_view>

#include "db/database.hpp"
#include "identity/principal.hpp"
#include "storage/objects_repo.hpp"
#include "storage/storage_error.hpp"

namespace emu::storage {

enum class Op { read, write };

// An object name is a relative path: no empty, "." or ".." segments, no control characters,
// at most 1024 bytes.
bool valid_object_name(std::string_view name);

StorageResult<void> check_access(db::Connection& conn, const auth::Principal& who,
                                 const Bucket& bucket, std::string_view name, Op op,
                                 const ObjectRow* existing);

}  // namespace emu::storage
