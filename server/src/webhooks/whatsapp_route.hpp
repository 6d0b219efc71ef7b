// /webhooks/whatsapp, the WhatsApp Business Platform's webhook (salon-day.md C.4):
//   GET answers hub.challenge when hub.mode is subscribe and hub.verify_token is
//     EMU_WHATSAPP_VERIFY_TOKEN (403 otherwise);
//   POST verifies X-Hub-Signature-256 (HMAC-SHA256 of the raw body under
//     EMU_WHATSAPP_APP_SECRET, constant time; 401 and nothing recorded otherwise), then in one
//     transaction records each message status (sent, delivered, read, failed; never backwards;
//     unknown message ids ignored), queues the fallback e-mail of a message that failed for the
//     first time, and opts out whoever replied STOP. 200 {received: true}. Meta's signature
//     carries no timestamp, so a replayed delivery is harmless by construction: every change it
//     asks for is already there.
// Guard::open: the signature (POST) and the verify token (GET) are the credentials.
#pragma once

#include "http/router.hpp"
#include "runtime/context.hpp"

namespace emu::webhooks {

void register_whatsapp_routes(http::Router& router, runtime::Context& ctx);

}  // namespace emu::webhooks
