// /auth/callback and /merchant/callback: creating the supabase client on mount exchanges the
// PKCE code of the link; an error in the link (expired or used: otp_expired) shows a clear
// message and a form to request a new confirmation link.
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAppLang } from '@/lib/merchant-i18n'
import { useDocumentLang } from '@/lib/use-document-lang'
import { currentRedirectUser, ensureMerchantRow } from '../api/finish-redirect'
import { hasWorkplace } from '../api/sign-in'
import { pendingInvitation } from '@/lib/pending-invitation'
import { resendConfirmation } from '../api/resend-confirmation'
import { isExpiredLink, redirectErrorOf, requestErrorMessage, type RedirectError } from '../auth-errors'
import { emailError } from '../auth-schemas'
import { AuthCard, FormAlert } from './auth-card'
import { AuthLink, SubmitButton, useAuthForm } from './auth-form'

type State =
  | { status: 'working' }
  | { status: 'done' }
  | { status: 'link-error'; error: RedirectError }
  | { status: 'failed'; message: string | null }
  // The link confirmed the account, but its sign-in code belongs to the browser that signed up
  // (PKCE): a phone's mail app opening the link lands here.
  | { status: 'confirmed-elsewhere' }

export function RedirectLanding({ variant }: { variant: 'user' | 'merchant' }) {
  const { lang, t, setLang } = useAppLang()
  useDocumentLang(lang, t('auth.callback.documentTitle'))
  const navigate = useNavigate()
  const [state, setState] = useState<State>(() => {
    const error = redirectErrorOf(window.location.search, window.location.hash)
    return error ? { status: 'link-error', error } : { status: 'working' }
  })

  const [hadCode] = useState(() => new URLSearchParams(window.location.search).has('code'))

  useEffect(() => {
    let active = true
    const linkError = state.status === 'link-error'
    currentRedirectUser()
      .then(async (user) => {
        if (!active || linkError) return
        if (!user) return setState(hadCode ? { status: 'confirmed-elsewhere' } : { status: 'failed', message: null })
        if (variant === 'merchant' || user.intendedRole === 'merchant') {
          // The account is confirmed either way; a missing merchants row is retried on the next visit.
          await ensureMerchantRow(user).catch((error: unknown) => console.error('Could not create the merchants row', error))
        }
        if (!active) return
        setState({ status: 'done' })
        const workplace = variant === 'merchant' || user.intendedRole === 'merchant' || (await hasWorkplace(user.id).catch(() => false))
        if (!active) return
        const target = pendingInvitation() ?? (workplace ? paths.merchant.dashboard.getHref() : paths.root.getHref())
        void navigate(target, { replace: true })
      })
      .catch((error: unknown) => {
        console.error('Could not finish the sign-in', error)
        if (!active || linkError) return
        if (hadCode) return setState({ status: 'confirmed-elsewhere' })
        setState({ status: 'failed', message: error instanceof Error ? error.message : null })
      })
    return () => {
      active = false
    }
    // Runs once on mount: the link is consumed by the first exchange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const callbackPath = variant === 'merchant' ? paths.merchant.callback.getHref() : paths.auth.callback.getHref()

  if (state.status === 'working' || state.status === 'done') {
    return (
      <AuthCard
        title={state.status === 'done' ? t('auth.callback.done') : variant === 'merchant' ? t('auth.callback.merchantWorking') : t('auth.callback.working')}
        lang={lang}
        onLangChange={setLang}
      >
        <p role="status" className="text-stone-700">
          {state.status === 'done' ? t('auth.callback.done') : t('common.loading')}
        </p>
      </AuthCard>
    )
  }

  if (state.status === 'confirmed-elsewhere') {
    const next = variant === 'merchant' ? paths.merchant.dashboard.getHref() : null
    return (
      <AuthCard title={t('auth.callback.confirmedTitle')} lang={lang} onLangChange={setLang}>
        <p role="status" className="text-stone-700">
          {t('auth.callback.confirmedMessage')}
        </p>
        <Link
          to={next ? `${paths.auth.login.getHref()}?next=${encodeURIComponent(next)}` : paths.auth.login.getHref()}
          className={buttonClasses('primary', 'md', 'mt-6 w-full')}
        >
          {t('auth.callback.signIn')}
        </Link>
      </AuthCard>
    )
  }

  const expired = state.status === 'link-error' && isExpiredLink(state.error)
  const detail = state.status === 'link-error' ? state.error.description : state.message
  return (
    <AuthCard
      title={expired ? t('auth.callback.expiredTitle') : t('auth.callback.failedTitle')}
      lang={lang}
      onLangChange={setLang}
      footer={
        <AuthLink to={paths.auth.login.getHref()}>{t('auth.callback.toLogin')}</AuthLink>
      }
    >
      <div role="alert" className="space-y-2 text-stone-700">
        <p>{expired ? t('auth.callback.expiredMessage') : t('auth.callback.failedMessage')}</p>
        {detail && !expired && <p className="text-sm text-stone-600">{t('auth.callback.errorDetail', { message: detail })}</p>}
      </div>
      <ResendForm callbackPath={callbackPath} />
    </AuthCard>
  )
}

function ResendForm({ callbackPath }: { callbackPath: string }) {
  const { t } = useAppLang()
  // A wrong address keeps the focus where it is (the page's message is above).
  const { field, formProps, pending, setFailure, failureAlert } = useAuthForm(
    t,
    { email: '' },
    (v) => ({ email: emailError(v.email) ?? undefined }),
    { focus: false },
  )
  const [sent, setSent] = useState<string | null>(null)

  const onSubmit = async ({ email }: { email: string }) => {
    try {
      await resendConfirmation(email, callbackPath)
      setSent(email.trim())
    } catch (e) {
      setFailure(requestErrorMessage(e, 'request'))
    }
  }

  return (
    <form {...formProps(onSubmit)} className="mt-6 space-y-4">
      {field('email', t('auth.fields.email'), { type: 'email', autoComplete: 'email' })}
      {sent && <FormAlert tone="success">{t('auth.callback.resent', { email: sent })}</FormAlert>}
      {failureAlert}
      <SubmitButton pending={pending} label={t('auth.callback.resendSubmit')} busyLabel={t('auth.callback.resendSending')} />
    </form>
  )
}
