// Delivers one message over SMTP with libcurl (smtp:// with STARTTLS when offered, smtps://,
// optional AUTH). One SmtpSender per thread: a curl easy handle is not shared, but reusing it
// keeps the connection to the relay open between messages.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <vector>

namespace emu::mail {

struct SmtpSettings {
  std::string url;  // smtp://host:port or smtps://host:port
  std::string user;
  std::string password;
  std::string from;  // "Emu <no-reply@emu.hk>"
  std::chrono::seconds timeout{30};
};

struct SendResult {
  bool ok = false;
  // A 5xx answer (the server refused the sender, recipient or message): retrying cannot help.
  bool permanent = false;
  std::string error;  // curl's text plus the last SMTP status, for last_error
};

class SmtpSender {
 public:
  explicit SmtpSender(SmtpSettings settings);
  ~SmtpSender();
  SmtpSender(const SmtpSender&) = delete;
  SmtpSender& operator=(const SmtpSender&) = delete;

  // False (with a reason) when libcurl could not make a handle.
  [[nodiscard]] bool available(std::string* why = nullptr) const;
  SendResult send(const std::string& to, const std::string& message);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace emu::mail
