// /merchant/register: business name, e-mail and password; the account carries intendedRole
// merchant and the merchants row is created once the e-mail is confirmed (/merchant/callback).
import { SignUpScreen } from './components/sign-up-form'

export default function MerchantRegisterPage() {
  return (
    <SignUpScreen
      documentTitle="auth.merchantRegister.documentTitle"
      title="auth.merchantRegister.title"
      subtitle="auth.merchantRegister.subtitle"
      role="merchant"
      nameLabel="auth.merchantRegister.businessName"
      nameRequired="auth.errors.businessNameRequired"
      submitLabel="auth.merchantRegister.submit"
      submittingLabel="auth.merchantRegister.submitting"
    />
  )
}
