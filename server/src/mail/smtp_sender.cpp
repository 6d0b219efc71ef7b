#include "mail/smtp_sender.hpp"

#include <curl/curl.h>

#include <cstring>
#include <memory>

#include "mail/mime_message.hpp"

namespace emu::mail {
namespace {

// curl_global_init is not thread-safe: run it once, before any sender thread uses curl.
void init_curl_once() {
  static const bool done = [] {
    curl_global_init(CURL_GLOBAL_DEFAULT);
    return true;
  }();
  (void)done;
}

struct SlistDeleter {
  void operator()(curl_slist* list) const { curl_slist_free_all(list); }
};

struct Upload {
  const std::string* data;
  std::size_t offset = 0;
};

std::size_t read_upload(char* buffer, std::size_t size, std::size_t count, void* user) {
  auto* up = static_cast<Upload*>(user);
  std::size_t n = std::min(size * count, up->data->size() - up->offset);
  std::memcpy(buffer, up->data->data() + up->offset, n);
  up->offset += n;
  return n;
}

}  // namespace

struct SmtpSender::Impl {
  SmtpSettings settings;
  CURL* handle = nullptr;
};

SmtpSender::SmtpSender(SmtpSettings settings) : impl_(std::make_unique<Impl>()) {
  impl_->settings = std::move(settings);
  init_curl_once();
  impl_->handle = curl_easy_init();
}

SmtpSender::~SmtpSender() {
  if (impl_->handle != nullptr) curl_easy_cleanup(impl_->handle);
}

bool SmtpSender::available(std::string* why) const {
  if (why != nullptr) *why = "curl_easy_init failed";
  return impl_->handle != nullptr;
}

SendResult SmtpSender::send(const std::string& to, const std::string& message) {
  if (!available()) return {false, false, "libcurl unavailable"};
  CURL* h = impl_->handle;
  const auto& s = impl_->settings;
  curl_easy_reset(h);
  std::string from = "<" + address_of(s.from) + ">";
  std::unique_ptr<curl_slist, SlistDeleter> rcpt(curl_slist_append(nullptr, ("<" + to + ">").c_str()));
  Upload upload{&message};
  curl_easy_setopt(h, CURLOPT_URL, s.url.c_str());
  curl_easy_setopt(h, CURLOPT_MAIL_FROM, from.c_str());
  curl_easy_setopt(h, CURLOPT_MAIL_RCPT, rcpt.get());
  curl_easy_setopt(h, CURLOPT_READFUNCTION, &read_upload);
  curl_easy_setopt(h, CURLOPT_READDATA, &upload);
  curl_easy_setopt(h, CURLOPT_UPLOAD, 1L);
  curl_easy_setopt(h, CURLOPT_INFILESIZE_LARGE, static_cast<curl_off_t>(message.size()));
  curl_easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(h, CURLOPT_CONNECTTIMEOUT, 10L);
  curl_easy_setopt(h, CURLOPT_TIMEOUT, static_cast<long>(s.timeout.count()));
  // STARTTLS whenever the server offers it; smtps:// URLs are TLS from the first byte.
  curl_easy_setopt(h, CURLOPT_USE_SSL, static_cast<long>(CURLUSESSL_TRY));
  if (!s.user.empty()) {
    curl_easy_setopt(h, CURLOPT_USERNAME, s.user.c_str());
    curl_easy_setopt(h, CURLOPT_PASSWORD, s.password.c_str());
  }
  CURLcode rc = curl_easy_perform(h);
  long code = 0;
  curl_easy_getinfo(h, CURLINFO_RESPONSE_CODE, &code);
  if (rc == CURLE_OK) return {true, false, {}};
  std::string error = std::string(curl_easy_strerror(rc)) + " (SMTP " + std::to_string(code) + ")";
  return {false, code >= 500 && code < 600, error};
}

}  // namespace emu::mail
