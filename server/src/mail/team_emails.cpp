#include "mail/team_emails.hpp"

#include <array>
#include <kainjow/mustache.hpp>

#include "mail/hk_time.hpp"
#include "mail/shop_text.hpp"
#include "mail/two_language_section.hpp"

namespace emu::mail {
namespace {

namespace mustache = kainjow::mustache;
using domain::Lang;

struct InviteTexts {
  std::string_view subject, heading, intro, shop, role, manager, staff, as_staff, invited_by,
      expires, action;
};

constexpr std::array<InviteTexts, 2> kInviteTexts{{
    {"You are invited to join {shop} on Emu", "Join the team of {shop}",
     "You have been invited to join this shop's team on Emu. Sign in or create an account with "
     "the button below to accept. The link works once and expires in 7 days.",
     "Shop", "Role", "Manager", "Staff", "Staff member", "Invited by", "Link expires", "Accept"},
    {"你獲邀加入 Emu 上的{shop}團隊", "加入{shop}的團隊",
     "你獲邀加入此商戶在 Emu 上的團隊。請按下方按鈕登入或註冊帳戶以接受邀請。此連結只可使用一次，"
     "並於 7 日後失效。",
     "商戶", "角色", "經理", "員工", "員工身份", "邀請人", "連結有效至", "接受邀請"},
}};

std::string fill(std::string_view text, const InvitationMail& m, Lang lang) {
  return fill_shop(text, pick(m.shop_name, m.shop_name_zh, lang));
}

mustache::data invite_section(Lang lang, const InvitationMail& m) {
  const bool zh = lang == Lang::zh;
  const auto& t = kInviteTexts[zh ? 1 : 0];
  TwoLanguageSection out(zh);
  out.row(t.shop, pick(m.shop_name, m.shop_name_zh, lang));
  out.row(t.role, std::string(m.role == "manager" ? t.manager : t.staff));
  out.row(t.as_staff, m.staff_name);
  out.row(t.invited_by, m.inviter_email);
  out.row(t.expires, hk_time_text(m.expires_at, lang).value_or(m.expires_at));
  return out.finish(fill(t.heading, m, lang), t.intro);
}

}  // namespace

OutboxEmail team_invitation(Lang lang, const std::string& to, const InvitationMail& m,
                            std::string_view site_url) {
  const bool zh = lang == Lang::zh;
  const auto& first = kInviteTexts[zh ? 1 : 0];
  const auto& second = kInviteTexts[zh ? 0 : 1];
  TwoLanguageEmail e;
  e.to = to;
  e.email_type = "team-invitation";
  e.zh = zh;
  e.subject = fill(first.subject, m, lang);
  e.link = std::string(site_url) + "/invitations/accept?token=" + m.token;
  e.action = std::string(first.action) + " · " + std::string(second.action);
  e.site_url = std::string(site_url);
  auto out =
      two_language_email(e, invite_section(lang, m), invite_section(zh ? Lang::en : Lang::zh, m));
  out.params = {{"memberId", m.member_id}, {"shopId", m.shop_id}, {"link", e.link}};
  return out;
}

}  // namespace emu::mail
