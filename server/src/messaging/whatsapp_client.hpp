// The WhatsApp Business Platform's Cloud API, the part Emu uses (salon-day.md section 1):
// POST {base}/{phone-number-id}/messages with `Authorization: Bearer <token>` and a template
// message, answered with messages[0].id. Blocking (libcurl, 5 s to connect, 15 s in all): the
// worker's thread only.
#pragma once

#include <string>
#include <vector>

namespace emu::messaging {

struct WhatsAppSettings {
  std::string token;            // EMU_WHATSAPP_TOKEN; empty: WhatsApp is off
  std::string phone_number_id;  // EMU_WHATSAPP_PHONE_NUMBER_ID
  std::string api_base = "https://graph.facebook.com/v21.0";  // EMU_WHATSAPP_API_BASE
};

struct SendOutcome {
  bool ok = false;
  bool permanent = false;  // the API refused this message itself (4xx): retrying cannot help
  std::string message_id;  // messages[0].id when ok
  std::string error;       // why not, for the outbox row and the log
};

// The request body: {messaging_product:'whatsapp', to, type:'template', template:{name,
// language:{code}, components:[{type:'body', parameters:[{type:'text', text}, ...]}]}}.
std::string template_request(const std::string& to, const std::string& name,
                             const std::string& lang, const std::vector<std::string>& params);

SendOutcome send_template(const WhatsAppSettings& settings, const std::string& to,
                          const std::string& name, const std::string& lang,
                          const std::vector<std::string>& params);

}  // namespace emu::messaging
