// /merchant/register: business name, e-mail and password; the account carries intendedRole
// merchant and the merchants row is created once the e-mail is confirmed (/merchant/callback).
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { useAppLang } from '@/lib/merchant-i18n'
import { useDocumentLang } from '@/lib/use-document-lang'
import { AuthCard } from './components/auth-card'
import { SignUpForm } from './components/sign-up-form'

export default function MerchantRegisterPage() {
  const { lang, t, setLang } = useAppLang()
  useDocumentLang(lang, t('auth.merchantRegister.documentTitle'))
  return (
    <AuthCard
      title={t('auth.merchantRegister.title')}
      subtitle={t('auth.merchantRegister.subtitle')}
      lang={lang}
      onLangChange={setLang}
      footer={
        <p>
          {t('auth.signup.haveAccount')}{' '}
          <Link to={paths.auth.login.getHref()} className="font-medium text-rose-700 underline underline-offset-2">
            {t('auth.signup.logIn')}
          </Link>
        </p>
      }
    >
      <SignUpForm
        role="merchant"
        lang={lang}
        t={t}
        nameLabel="auth.merchantRegister.businessName"
        nameRequired="auth.errors.businessNameRequired"
        submitLabel="auth.merchantRegister.submit"
        submittingLabel="auth.merchantRegister.submitting"
      />
    </AuthCard>
  )
}
