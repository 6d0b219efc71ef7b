#include "mail/mime_message.hpp"

#include <openssl/evp.h>

#include <chrono>
#include <ctime>
#include <vector>

namespace emu::mail {
namespace {

// Base64 wrapped at 76 characters, as RFC 2045 wants for bodies.
std::string wrapped_base64(std::string_view data) {
  std::string flat = base64(data);
  std::string out;
  for (std::size_t i = 0; i < flat.size(); i += 76) {
    out += flat.substr(i, 76);
    out += "\r\n";
  }
  return out;
}

bool needs_encoding(std::string_view text) {
  for (unsigned char c : text) {
    if (c >= 0x80 || c < 0x20) return true;
  }
  return false;
}

std::string rfc2822_date() {
  std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, "%a, %d %b %Y %H:%M:%S +0000", &tm);
  return buf;
}

}  // namespace

std::string base64(std::string_view data) {
  std::vector<unsigned char> out(4 * ((data.size() + 2) / 3) + 1);
  int n = EVP_EncodeBlock(out.data(), reinterpret_cast<const unsigned char*>(data.data()),
                          static_cast<int>(data.size()));
  return std::string(reinterpret_cast<char*>(out.data()), static_cast<std::size_t>(n));
}

std::string address_of(std::string_view mailbox) {
  auto open = mailbox.rfind('<');
  auto close = mailbox.rfind('>');
  if (open != std::string_view::npos && close != std::string_view::npos && close > open) {
    return std::string(mailbox.substr(open + 1, close - open - 1));
  }
  auto first = mailbox.find_first_not_of(' ');
  auto last = mailbox.find_last_not_of(' ');
  return first == std::string_view::npos ? std::string()
                                         : std::string(mailbox.substr(first, last - first + 1));
}

std::string message_id_for(std::string_view outbox_id, std::string_view from) {
  std::string address = address_of(from);
  auto at = address.find('@');
  std::string domain = at == std::string::npos ? std::string("emu.local") : address.substr(at + 1);
  return "<" + std::string(outbox_id) + "@" + domain + ">";
}

std::string build_mime(const MimeParts& p) {
  std::string boundary = "emu-" + p.outbox_id;
  std::string subject =
      needs_encoding(p.subject) ? "=?UTF-8?B?" + base64(p.subject) + "?=" : p.subject;
  std::string m;
  m += "From: " + p.from + "\r\n";
  m += "To: " + p.to + "\r\n";
  m += "Subject: " + subject + "\r\n";
  m += "Date: " + rfc2822_date() + "\r\n";
  m += "Message-ID: " + message_id_for(p.outbox_id, p.from) + "\r\n";
  m += "MIME-Version: 1.0\r\n";
  m += std::string("Content-Language: ") + (p.lang == "zh" ? "zh-HK" : "en") + "\r\n";
  m += "X-Emu-Outbox-Id: " + p.outbox_id + "\r\n";
  m += "X-Emu-Email-Type: " + p.email_type + "\r\n";
  // With a calendar file: multipart/mixed around the alternative and the attachment.
  const std::string mixed = "emu-mixed-" + p.outbox_id;
  if (!p.ics.empty()) {
    m += "Content-Type: multipart/mixed; boundary=\"" + mixed + "\"\r\n\r\n";
    m += "--" + mixed + "\r\n";
  }
  m += "Content-Type: multipart/alternative; boundary=\"" + boundary + "\"\r\n\r\n";
  m += "--" + boundary +
       "\r\nContent-Type: text/plain; charset=UTF-8\r\n"
       "Content-Transfer-Encoding: base64\r\n\r\n" +
       wrapped_base64(p.text);
  m += "--" + boundary +
       "\r\nContent-Type: text/html; charset=UTF-8\r\n"
       "Content-Transfer-Encoding: base64\r\n\r\n" +
       wrapped_base64(p.html);
  m += "--" + boundary + "--\r\n";
  if (!p.ics.empty()) {
    m += "--" + mixed +
         "\r\nContent-Type: text/calendar; charset=UTF-8; method=PUBLISH; name=\"invite.ics\"\r\n"
         "Content-Disposition: attachment; filename=\"invite.ics\"\r\n"
         "Content-Transfer-Encoding: base64\r\n\r\n" +
         wrapped_base64(p.ics);
    m += "--" + mixed + "--\r\n";
  }
  return m;
}

}  // namespace emu::mail
