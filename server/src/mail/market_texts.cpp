#include "mail/market_texts.hpp"

#include <array>

namespace emu::mail {
namespace {

// Detail rows, per template and language.
constexpr std::array kApplicantEn{
    DetailRow{"businessName", "Business name"}, DetailRow{"email", "Email"},
    DetailRow{"whatsapp", "WhatsApp"},          DetailRow{"district", "District"},
    DetailRow{"businessType", "Business type"}, DetailRow{"instagram", "Instagram"}};
constexpr std::array kApplicantZh{
    DetailRow{"businessName", "商戶名稱"}, DetailRow{"email", "電郵"},
    DetailRow{"whatsapp", "WhatsApp"},     DetailRow{"district", "地區"},
    DetailRow{"businessType", "業務類型"}, DetailRow{"instagram", "Instagram"}};
constexpr std::array kAdminEn{
    DetailRow{"businessName", "Business name"}, DetailRow{"email", "Email"},
    DetailRow{"whatsapp", "WhatsApp"},          DetailRow{"district", "District"},
    DetailRow{"businessType", "Business type"}, DetailRow{"businessMode", "Business mode"},
    DetailRow{"instagram", "Instagram"},        DetailRow{"applicationId", "Application ID"},
    DetailRow{"submittedAt", "Submitted at"}};
constexpr std::array kAdminZh{
    DetailRow{"businessName", "商戶名稱"}, DetailRow{"email", "電郵"},
    DetailRow{"whatsapp", "WhatsApp"},     DetailRow{"district", "地區"},
    DetailRow{"businessType", "業務類型"}, DetailRow{"businessMode", "經營模式"},
    DetailRow{"instagram", "Instagram"},   DetailRow{"applicationId", "申請編號"},
    DetailRow{"submittedAt", "提交時間"}};
constexpr std::array kApprovalEn{DetailRow{"businessType", "Business type"},
                                 DetailRow{"district", "District"},
                                 DetailRow{"address", "Address"}};
constexpr std::array kApprovalZh{DetailRow{"businessType", "業務類型"},
                                 DetailRow{"district", "地區"}, DetailRow{"address", "地址"}};
constexpr std::array kRejectionEn{DetailRow{"reason", "Reason"}};
constexpr std::array kRejectionZh{DetailRow{"reason", "原因"}};
constexpr std::span<const DetailRow> kNone{};

constexpr MarketTexts kApprovalTexts[] = {
    {"Welcome to Emu: {{{businessName}}} is approved",
     "Congratulations{{#contactPerson}}, {{{contactPerson}}}{{/contactPerson}}!",
     "Your application for {{{businessName}}} has been approved. Sign in to set up your store "
     "page and welcome your first customers.",
     "Go to my dashboard",
     "No password yet? Use 'Forgot password' on the sign-in page with this e-mail address.",
     kApprovalEn},
    {"歡迎加入 Emu：{{{businessName}}} 的申請已獲批准",
     "恭喜你{{#contactPerson}}，{{{contactPerson}}}{{/contactPerson}}！",
     "{{{businessName}}} 的申請已獲批准。請登入設定你的商店頁面，迎接第一批客人。", "前往商戶主頁",
     "未設定密碼？請在登入頁面按「忘記密碼」，並輸入此電郵地址。", kApprovalZh},
};

constexpr MarketTexts kRejectionTexts[] = {
    {"Your Emu application for {{{businessName}}}", "About your application",
     "Thank you for applying to Emu with {{{businessName}}}. After review, we are unable to "
     "approve your application at this time.",
     "Visit Emu for Business",
     "You are welcome to apply again once the issue is resolved. Reply to this e-mail if you "
     "have any questions.",
     kRejectionEn},
    {"有關 {{{businessName}}} 的 Emu 申請", "有關你的申請",
     "多謝你以 {{{businessName}}} 申請加入 Emu。經審核後，我們暫時未能批准你的申請。",
     "瀏覽 Emu 商戶專頁", "問題解決後，歡迎再次申請。如有任何疑問，請直接回覆此電郵。",
     kRejectionZh},
};

constexpr MarketTexts kWaitlistTexts[] = {
    {"You're on the Emu beta list", "Welcome{{#name}}, {{{name}}}{{/name}}!",
     "Thank you for joining the Emu beta list with {{{email}}}. Emu, the beauty discovery and "
     "review platform for Hong Kong, is getting ready to launch: you will be among the first to "
     "know.",
     "Visit Emu", "If you did not sign up, you can ignore this e-mail.", kNone},
    {"你已加入 Emu 搶先體驗名單", "歡迎你{{#name}}，{{{name}}}{{/name}}！",
     "多謝你以 {{{email}}} 加入 Emu 搶先體驗名單。Emu 是香港的美容探索及評價平台，正準備推出，"
     "屆時你會率先收到通知。",
     "瀏覽 Emu", "如果這不是你的登記，請忽略此電郵。", kNone},
};

constexpr MarketTexts kConfirmationTexts[] = {
    {"Thanks for applying to Emu, {{{businessName}}}", "Thanks for your interest!",
     "We received the quick application of {{{businessName}}}, but it is not complete yet. "
     "Spend 3 more minutes on the full form now, or continue later from this e-mail.",
     "Complete my profile",
     "Once the full profile is in, we review it within {{reviewDays}} business days.",
     kApplicantEn},
    {"多謝你申請加入 Emu：{{{businessName}}}", "多謝你有興趣加入！",
     "我們已收到 {{{businessName}}} 的快速申請，但申請尚未完成。請花 3 "
     "分鐘填妥完整表格，或稍後透過此電郵繼續。",
     "完成商戶資料", "收到完整資料後，我們會於 {{reviewDays}} 個工作天內完成審核。", kApplicantZh},
};

constexpr MarketTexts kProfileTexts[] = {
    {"Your Emu application for {{{businessName}}} is submitted", "Application submitted",
     "Thank you for completing the profile of {{{businessName}}}. Your application is now under "
     "review; you can look at it again with the link below.",
     "View my application",
     "We'll review it within {{reviewDays}} business days and e-mail you the decision.", kNone},
    {"{{{businessName}}} 的 Emu 申請已提交", "申請已提交",
     "多謝你填妥 {{{businessName}}} 的商戶資料。你的申請現正審核中，你可透過以下連結查看。",
     "查看我的申請", "我們會於 {{reviewDays}} 個工作天內完成審核，並以電郵通知你結果。", kNone},
};

constexpr MarketTexts kAdminTexts[] = {
    {"New quick application: {{{businessName}}}", "New quick application",
     "{{{businessName}}} applied through Quick Apply at {{{submittedAt}}}. The applicant was "
     "invited to complete the full profile.",
     "Open verification review", "Emu back office", kAdminEn},
    {"新快速申請：{{{businessName}}}", "新快速申請",
     "{{{businessName}}} 於 {{{submittedAt}}} 透過快速申請提交。系統已邀請申請人填寫完整資料。",
     "前往申請審核", "Emu 管理後台", kAdminZh},
};

}  // namespace

const MarketTexts& market_texts(MarketEmail kind, domain::Lang lang) {
  int i = lang == domain::Lang::zh ? 1 : 0;
  switch (kind) {
    case MarketEmail::approval:
      return kApprovalTexts[i];
    case MarketEmail::rejection:
      return kRejectionTexts[i];
    case MarketEmail::waitlist_welcome:
      return kWaitlistTexts[i];
    case MarketEmail::quick_apply_confirmation:
      return kConfirmationTexts[i];
    case MarketEmail::profile_completion:
      return kProfileTexts[i];
    case MarketEmail::admin_quick_apply_notice:
      return kAdminTexts[i];
  }
  return kConfirmationTexts[i];
}

}  // namespace emu::mail
