// /admin/login: e-mail and password, then the admin-role check (and the TOTP step for admins
// with a verified factor). Shows the current login status, roles and 'Force Sign Out'.
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { FormField } from '@/components/ui/form-field'
import {
  resolveAdminState,
  signInWithPassword,
  signOutAdmin,
  verifyMfaCode,
  type AdminAuthState,
} from '../api/admin-auth'
import { useAdminT, type AdminKey } from '../i18n/use-admin-t'
import { loginErrorText, loginSchema, normalizeTotp, submitLabelKey, type LoginStage, type LoginValues } from './login.utils'
import { TitledSection } from '@/components/ui/titled-section'

type Status = { status: 'checking' } | AdminAuthState

export default function AdminLoginPage() {
  const { t } = useAdminT()
  const navigate = useNavigate()
  const [stage, setStage] = useState<LoginStage>('idle')
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState<Status>({ status: 'checking' })
  const [factorId, setFactorId] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)

  const tabTitle = `${t('login.title')} – ${t('nav.title')}`
  useEffect(() => {
    document.title = tabTitle
  }, [tabTitle])

  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } })
  const { errors } = form.formState

  // The stored session: a signed-in non-admin is told and signed out (spec section 6).
  useEffect(() => {
    let active = true
    resolveAdminState()
      .then(async (next) => {
        if (!active) return
        if (next.status === 'not-admin') {
          setError(t('login.notAdmin'))
          await signOutAdmin()
          if (active) setStatus({ status: 'signed-out' })
          return
        }
        if (next.status === 'needs-mfa') {
          setFactorId(next.factorId)
          setStage('mfa')
        }
        setStatus(next)
      })
      .catch(() => {
        if (active) setStatus({ status: 'signed-out' })
      })
    return () => {
      active = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount
  }, [])

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null)
    setStage('signing-in')
    try {
      const session = await signInWithPassword(values.email.trim(), values.password)
      setStage('verifying')
      const next = await resolveAdminState(session)
      setStatus(next)
      if (next.status === 'not-admin') {
        await signOutAdmin()
        setStatus({ status: 'signed-out' })
        setError(t('login.notAdmin'))
        setStage('idle')
        return
      }
      if (next.status === 'needs-mfa') {
        setFactorId(next.factorId)
        setStage('mfa')
        return
      }
      void navigate(paths.admin.verification.getHref(), { replace: true })
    } catch (failure) {
      const text = loginErrorText(failure)
      setError(t(text.key, text.values))
      setStage('idle')
    }
  })

  const onVerify = async (event: React.FormEvent) => {
    event.preventDefault()
    const digits = normalizeTotp(code)
    if (!digits) {
      setCodeError(t('login.mfaInvalid'))
      return
    }
    if (!factorId) return
    setCodeError(null)
    setStage('mfa-verifying')
    try {
      await verifyMfaCode(factorId, digits)
      void navigate(paths.admin.verification.getHref(), { replace: true })
    } catch {
      setCodeError(t('login.mfaFailed'))
      setStage('mfa')
    }
  }

  const forceSignOut = async () => {
    await signOutAdmin()
    window.location.reload()
  }

  const busy = stage === 'signing-in' || stage === 'verifying' || stage === 'mfa-verifying'
  const identity = 'identity' in status ? status.identity : null

  return (
    <main className="flex min-h-screen items-center justify-center bg-stone-50 p-4">
      <div className="w-full max-w-md space-y-4">
        <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
          <h1 className="text-2xl font-semibold text-stone-900">{t('login.title')}</h1>
          <p className="mt-1 text-sm text-stone-600">{t('login.subtitle')}</p>

          {error && (
            <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {error}
            </p>
          )}

          {stage === 'mfa' || stage === 'mfa-verifying' ? (
            <form onSubmit={(e) => void onVerify(e)} className="mt-5 space-y-4" noValidate>
              <div>
                <h2 className="text-base font-semibold text-stone-900">{t('login.mfaTitle')}</h2>
                <p className="mt-1 text-sm text-stone-600">{t('login.mfaPrompt')}</p>
              </div>
              <FormField label={t('login.mfaCode')} error={codeError ?? undefined}>
                {(control) => (
                  <Input
                    {...control}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={7}
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                  />
                )}
              </FormField>
              <Button type="submit" className="w-full" disabled={busy}>
                {t(submitLabelKey(stage))}
              </Button>
            </form>
          ) : (
            <form onSubmit={(e) => void onSubmit(e)} className="mt-5 space-y-4" noValidate>
              <FormField label={t('login.email')} error={errors.email?.message && t(errors.email.message as AdminKey)}>
                {(control) => <Input {...control} type="email" autoComplete="username" {...form.register('email')} />}
              </FormField>
              <FormField
                label={t('login.password')}
                error={errors.password?.message && t(errors.password.message as AdminKey)}
              >
                {(control) => (
                  <Input {...control} type="password" autoComplete="current-password" {...form.register('password')} />
                )}
              </FormField>
              <Button type="submit" className="w-full" disabled={busy}>
                {t(submitLabelKey(stage))}
              </Button>
            </form>
          )}
        </section>

        <TitledSection id="login-status" title={t('login.statusTitle')} className="rounded-2xl border border-stone-200 bg-white p-4 text-sm" titleClassName="font-semibold text-stone-900">
          <p data-testid="login-status" className="mt-1 text-stone-700">
            {status.status === 'checking'
              ? t('guard.checking')
              : identity
                ? t('login.statusSignedIn', { email: identity.email })
                : t('login.statusSignedOut')}
          </p>
          {identity && (
            <p className="text-stone-700">
              {t('login.statusRoles', { roles: identity.roles.join(', ') || t('login.statusNoRoles') })}
            </p>
          )}
          <div className="mt-3 flex items-center gap-3">
            <Button variant="outline" size="sm" onClick={() => void forceSignOut()}>
              {t('login.forceSignOut')}
            </Button>
            {status.status === 'admin' && (
              <Link to={paths.admin.dashboard.getHref()} className="text-sm font-medium text-rose-700 hover:underline">
                {t('nav.dashboard')}
              </Link>
            )}
          </div>
        </TitledSection>
      </div>
    </main>
  )
}
