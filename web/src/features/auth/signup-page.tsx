// /auth/signup: a user account (intendedRole user); the confirmation link returns to /auth/callback.
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { useAppLang } from '@/lib/merchant-i18n'
import { useDocumentLang } from '@/lib/use-document-lang'
import { AuthCard } from './components/auth-card'
import { SignUpForm } from './components/sign-up-form'

export default function SignUpPage() {
  const { lang, t, setLang } = useAppLang()
  useDocumentLang(lang, t('auth.signup.documentTitle'))
  return (
    <AuthCard
      audience="public"
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
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
        role="user"
        lang={lang}
        t={t}
        nameLabel="auth.signup.name"
        nameRequired="auth.errors.nameRequired"
        submitLabel="auth.signup.submit"
        submittingLabel="auth.signup.submitting"
      />
    </AuthCard>
  )
}
