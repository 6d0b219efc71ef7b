// /auth/login: e-mail and password (the spec's login messages, 10 s limit), Continue with
// Google when the server enables it, links to sign-up, password reset and merchant registration.
import { useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { paths } from '@/config/paths'
import { useAppLang } from '@/lib/merchant-i18n'
import { useDocumentLang } from '@/lib/use-document-lang'
import { isGoogleEnabled, signInWithGoogle, signInWithPassword } from './api/sign-in'
import { loginErrorMessage, safeNextPath, type AuthMessage } from './auth-errors'
import { loginErrors, type FieldMessages } from './auth-schemas'
import { AuthCard, FormAlert } from './components/auth-card'

export default function LoginPage() {
  const { lang, t, setLang } = useAppLang()
  useDocumentLang(lang, t('auth.login.documentTitle'))
  const navigate = useNavigate()
  const params = new URLSearchParams(useLocation().search)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldMessages<'email' | 'password'>>({})
  const [failure, setFailure] = useState<AuthMessage | null>(null)
  const [pending, setPending] = useState(false)
  const google = useQuery({ queryKey: ['app-config', 'google'], queryFn: isGoogleEnabled, staleTime: Infinity })

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const found = loginErrors(email, password)
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length > 0) {
      document.querySelector<HTMLElement>(`[name="${found.email ? 'email' : 'password'}"]`)?.focus()
      return
    }
    setPending(true)
    try {
      const user = await signInWithPassword(email, password)
      const next = safeNextPath(params.get('next'))
      void navigate(next ?? (user.intendedRole === 'merchant' ? paths.merchant.dashboard.getHref() : paths.root.getHref()))
    } catch (error) {
      if (!(error instanceof Error && error.name === 'AuthApiError')) console.error('Login failed', error)
      setFailure(loginErrorMessage(error))
    } finally {
      setPending(false)
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
            {t('auth.login.noAccount')}{' '}
            <Link to={paths.auth.signup.getHref()} className="font-medium text-rose-700 underline underline-offset-2">
              {t('auth.login.signUp')}
            </Link>
          </p>
          <p>
            <Link to={paths.merchant.register.getHref()} className="font-medium text-rose-700 underline underline-offset-2">
              {t('auth.login.merchant')}
            </Link>
          </p>
        </div>
      }
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={pending} className="space-y-4">
        <TextField
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={t('auth.fields.email')}
          value={email}
          onValueChange={(v) => {
            setEmail(v)
            setErrors((c) => ({ ...c, email: undefined }))
          }}
          error={errors.email && t(errors.email)}
          required
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('auth.fields.password')}
          value={password}
          onValueChange={(v) => {
            setPassword(v)
            setErrors((c) => ({ ...c, password: undefined }))
          }}
          error={errors.password && t(errors.password)}
          required
        />
        <div className="text-right text-sm">
          <Link to={paths.auth.forgotPassword.getHref()} className="text-rose-700 underline underline-offset-2">
            {t('auth.login.forgot')}
          </Link>
        </div>
        {failure && <FormAlert>{t(failure.key, failure.values)}</FormAlert>}
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
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
