// /auth/login: e-mail and password (the spec's login messages, 10 s limit), Continue with
// Google when the server enables it, links to sign-up, password reset and merchant registration.
import { Link, useLocation, useNavigate } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAppLang } from '@/lib/merchant-i18n'
import { useDocumentLang } from '@/lib/use-document-lang'
import { isGoogleEnabled, signInWithGoogle, signInWithPassword } from './api/sign-in'
import { loginErrorMessage, safeNextPath } from './auth-errors'
import { loginErrors } from './auth-schemas'
import { pendingInvitation } from '@/lib/pending-invitation'
import { AuthCard } from './components/auth-card'
import { AuthLink, SubmitButton, useAuthForm } from './components/auth-form'

export default function LoginPage() {
  const { lang, t, setLang } = useAppLang()
  useDocumentLang(lang, t('auth.login.documentTitle'))
  const navigate = useNavigate()
  const params = new URLSearchParams(useLocation().search)
  const { field, formProps, pending, setFailure, failureAlert } = useAuthForm(t, { email: '', password: '' }, (v) =>
    loginErrors(v.email, v.password),
  )
  const google = useQuery({ queryKey: ['app-config', 'google'], queryFn: isGoogleEnabled, staleTime: Infinity })

  const onSubmit = async ({ email, password }: { email: string; password: string }) => {
    try {
      const user = await signInWithPassword(email, password)
      const next = safeNextPath(params.get('next'))
      // A merchant or a member of a shop's team lands on the dashboard (salon-day.md C.1); an
      // invitation opened before signing in comes back first.
      const landing = user.intendedRole === 'merchant' || user.workplace ? paths.merchant.dashboard.getHref() : paths.root.getHref()
      void navigate(next ?? pendingInvitation() ?? landing)
    } catch (error) {
      if (!(error instanceof Error && error.name === 'AuthApiError')) console.error('Login failed', error)
      setFailure(loginErrorMessage(error))
    }
  }

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      lang={lang}
      onLangChange={setLang}
      footer={
        <div className="space-y-2">
          <p>
            {t('auth.login.noAccount')} <AuthLink to={paths.auth.signup.getHref()}>{t('auth.login.signUp')}</AuthLink>
          </p>
          <p>
            <AuthLink to={paths.merchant.register.getHref()}>{t('auth.login.merchant')}</AuthLink>
          </p>
        </div>
      }
    >
      <form {...formProps(onSubmit)} className="space-y-4">
        {field('email', t('auth.fields.email'), { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        {field('password', t('auth.fields.password'), { type: 'password', autoComplete: 'current-password' })}
        <div className="text-right text-sm">
          <Link to={paths.auth.forgotPassword.getHref()} className="text-rose-700 underline underline-offset-2">
            {t('auth.login.forgot')}
          </Link>
        </div>
        {failureAlert}
        <SubmitButton pending={pending} label={t('auth.login.submit')} busyLabel={t('auth.login.submitting')} />
      </form>
      {google.data && (
        <>
          <p className="my-4 text-center text-xs tracking-wide text-stone-500 uppercase">{t('common.or')}</p>
          <Button
            variant="outline"
            className="w-full"
            disabled={pending}
            onClick={() => {
              setFailure(null)
              signInWithGoogle().catch((error: unknown) => setFailure(loginErrorMessage(error)))
            }}
          >
            {t('auth.login.google')}
          </Button>
        </>
      )}
    </AuthCard>
  )
}
