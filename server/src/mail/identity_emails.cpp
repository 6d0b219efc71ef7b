#include "mail/identity_emails.hpp"

#include <kainjow/mustache.hpp>

#include "common/enum_names.hpp"

namespace emu::mail {
namespace {

struct IdentityTexts {
  std::string_view subject;
  std::string_view heading;
  std::string_view body;    // one paragraph before the button
  std::string_view action;  // button label
  std::string_view ignore;  // after the button
};

constexpr IdentityTexts kEn[] = {
    {"Confirm your Emu account", "Welcome to Emu{{#name}}, {{{name}}}{{/name}}!",
     "Please confirm your e-mail address {{{email}}} to finish creating your account.",
     "Confirm my e-mail", "If you did not sign up for Emu, you can ignore this e-mail."},
    {"Reset your Emu password", "Reset your password",
     "We received a request to reset the password of the Emu account {{{email}}}.",
     "Choose a new password", "If you did not ask for this, you can ignore this e-mail."},
    {"Confirm your new e-mail address", "Confirm your new e-mail address",
     "Please confirm {{{new_email}}} as the new e-mail address of your Emu account.",
     "Confirm the new address", "If you did not ask for this change, please contact us."},
    {"Your Emu sign-in link", "Sign in to Emu", "Use the link below to sign in as {{{email}}}.",
     "Sign in", "If you did not ask for this link, you can ignore this e-mail."},
    {"You have been invited to Emu", "You have been invited to Emu",
     "You have been invited to create an Emu account with the e-mail address {{{email}}}.",
     "Accept the invitation", "If you were not expecting this invitation, you can ignore it."},
    {"Your Emu confirmation code", "Confirm it is you",
     "Enter this code to confirm the change to your Emu account {{{email}}}:", "Code",
     "If you did not ask for this code, please change your password."},
};

constexpr IdentityTexts kZh[] = {
    {"確認你的 Emu 帳戶", "歡迎加入 Emu{{#name}}，{{{name}}}{{/name}}！",
     "請確認你的電郵地址 {{{email}}}，以完成建立帳戶。", "確認電郵地址",
     "如果你沒有註冊 Emu，請忽略此電郵。"},
    {"重設你的 Emu 密碼", "重設密碼", "我們收到重設 Emu 帳戶 {{{email}}} 密碼的要求。",
     "設定新密碼", "如果這不是你提出的要求，請忽略此電郵。"},
    {"確認你的新電郵地址", "確認新電郵地址", "請確認 {{{new_email}}} 為你 Emu 帳戶的新電郵地址。",
     "確認新地址", "如果這不是你提出的更改，請聯絡我們。"},
    {"你的 Emu 登入連結", "登入 Emu", "請使用以下連結以 {{{email}}} 登入。", "登入",
     "如果這不是你要求的連結，請忽略此電郵。"},
    {"你獲邀加入 Emu", "你獲邀加入 Emu", "你獲邀以電郵地址 {{{email}}} 建立 Emu 帳戶。", "接受邀請",
     "如果你沒有預期收到這個邀請，請忽略此電郵。"},
    {"你的 Emu 確認碼", "確認是你本人", "請輸入以下確認碼，以確認你 Emu 帳戶 {{{email}}} 的更改：",
     "確認碼", "如果這不是你要求的確認碼，請即更改密碼。"},
};

// One layout for every identity e-mail; the texts above fill it. Inline styles only, since
// mail clients drop <style> blocks.
constexpr std::string_view kIdentityHtmlLayout =
    "<!doctype html><html lang=\"{{lang}}\"><head><meta charset=\"utf-8\"><title>{{subject}}"
    "</title></head><body style=\"font-family:Helvetica,Arial,sans-serif;color:#222;\">"
    "<h1 style=\"font-size:20px;\">{{heading}}</h1><p>{{body}}</p>"
    "{{#link}}<p><a href=\"{{link}}\" style=\"display:inline-block;padding:10px 18px;"
    "background:#111;color:#fff;text-decoration:none;border-radius:6px;\">{{action}}</a></p>"
    "<p style=\"font-size:13px;color:#555;\">{{link}}</p>{{/link}}"
    "{{#code}}<p style=\"font-size:28px;letter-spacing:6px;font-weight:bold;\">{{code}}</p>"
    "{{/code}}<p style=\"font-size:13px;\">{{ignore}}"
    "</p><p style=\"font-size:12px;color:#888;\">Emu · {{site_url}}</p></body></html>";
constexpr std::string_view kIdentityTextLayout =
    "{{{heading}}}\n\n{{{body}}}\n\n{{#link}}{{{action}}}: {{{link}}}{{/link}}"
    "{{#code}}{{{action}}}: {{{code}}}{{/code}}\n\n{{{ignore}}}\n\nEmu · "
    "{{{site_url}}}\n";

constexpr common::EnumName<IdentityEmail> kEmailTypes[] = {
    {IdentityEmail::confirm_signup, "confirm-signup"},
    {IdentityEmail::recovery, "recovery"},
    {IdentityEmail::email_change, "email-change"},
    {IdentityEmail::magic_link, "magic-link"},
    {IdentityEmail::invite, "invite"},
    {IdentityEmail::reauthentication, "reauthentication"},
};

std::string render(std::string_view tmpl, const kainjow::mustache::data& data) {
  kainjow::mustache::mustache m{std::string(tmpl)};
  return m.render(data);
}

}  // namespace

std::string_view email_type(IdentityEmail kind) {
  return common::name_of(kEmailTypes, kind, "confirm-signup");
}

std::string lang_for(const boost::json::object& user_metadata) {
  auto it = user_metadata.find("lang");
  if (it != user_metadata.end() && it->value().is_string() &&
      std::string_view(it->value().as_string()).starts_with("zh")) {
    return "zh";
  }
  return "en";
}

RenderedEmail render_identity_email(IdentityEmail kind, std::string_view lang,
                                    const IdentityEmailParams& p) {
  const IdentityTexts& t = (lang == "zh" ? kZh : kEn)[static_cast<int>(kind)];
  kainjow::mustache::data vars;
  vars.set("email", p.email);
  vars.set("new_email", p.new_email);
  vars.set("site_url", p.site_url);
  if (!p.name.empty()) {
    vars.set("name", p.name);
  } else {
    vars.set("name", kainjow::mustache::data::type::bool_false);
  }
  // The texts are templates themselves (they name the user): render them first, unescaped,
  // then let the layout escape them once for HTML.
  kainjow::mustache::data page;
  page.set("lang", lang == "zh" ? std::string("zh-Hant-HK") : std::string("en"));
  // The link block or the code block shows, not both (an unset value is a false section).
  auto set_or_false = [&page](const std::string& key, const std::string& value) {
    if (value.empty()) {
      page.set(key, kainjow::mustache::data::type::bool_false);
    } else {
      page.set(key, value);
    }
  };
  set_or_false("link", p.link);
  set_or_false("code", p.code);
  page.set("site_url", p.site_url);
  std::string subject = render(t.subject, vars);
  page.set("subject", subject);
  page.set("heading", render(std::string(t.heading), vars));
  page.set("body", render(std::string(t.body), vars));
  page.set("action", std::string(t.action));
  page.set("ignore", std::string(t.ignore));
  return RenderedEmail{subject, render(kIdentityHtmlLayout, page),
                       render(kIdentityTextLayout, page)};
}

}  // namespace emu::mail
