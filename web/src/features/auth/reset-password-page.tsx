// /merchant/reset-password?type=recovery: the reset link's code is exchanged when the client
// starts (PASSWORD_RECOVERY); then the new password twice, with the strength rule.
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { buttonClasses } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useAppLang } from '@/lib/merchant-i18n'
import { useDocumentLang } from '@/lib/use-document-lang'
import { currentRedirectUser, type RedirectUser } from './api/finish-redirect'
import { updatePassword } from './api/update-password'
import { redirectErrorOf } from './auth-errors'
import { newPasswordErrors } from './auth-schemas'
import { AuthCard, FormAlert } from './components/auth-card'
import { SubmitButton, useAuthForm } from './components/auth-form'

type State = { status: 'checking' } | { status: 'ready'; user: RedirectUser } | { status: 'invalid' } | { status: 'done'; user: RedirectUser }

export default function ResetPasswordPage() {
  const { lang, t, setLang } = useAppLang()
  useDocumentLang(lang, t('auth.reset.documentTitle'))
  const [state, setState] = useState<State>(() =>
    redirectErrorOf(window.location.search, window.location.hash) ? { status: 'invalid' } : { status: 'checking' },
  )
  const { field, formProps, pending, setFailure, failureAlert } = useAuthForm(t, { password: '', confirmPassword: '' }, (v) =>
    newPasswordErrors(v.password, v.confirmPassword),
  )

  useEffect(() => {
    let active = true
    const invalidLink = state.status === 'invalid'
    currentRedirectUser()
      .then((user) => {
        if (!active || invalidLink) return
        setState(user ? { status: 'ready', user } : { status: 'invalid' })
      })
      .catch(() => active && setState({ status: 'invalid' }))
    return () => {
      active = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onSubmit = async ({ password }: { password: string }) => {
    if (state.status !== 'ready') return
    try {
      await updatePassword(password)
      setState({ status: 'done', user: state.user })
    } catch (error) {
      setFailure(t('auth.reset.failed', { message: error instanceof Error ? error.message : String(error) }))
    }
  }

  if (state.status === 'checking') {
    return (
      <AuthCard title={t('auth.reset.title')} lang={lang} onLangChange={setLang}>
        <p role="status" className="text-stone-700">
          {t('auth.reset.checking')}
        </p>
      </AuthCard>
    )
  }
  if (state.status === 'invalid') {
    return (
      <AuthCard title={t('auth.reset.invalidTitle')} lang={lang} onLangChange={setLang}>
        <p role="alert" className="text-stone-700">
          {t('auth.reset.invalidMessage')}
        </p>
        <Link to={paths.auth.forgotPassword.getHref()} className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
          {t('auth.reset.requestNew')}
        </Link>
      </AuthCard>
    )
  }
  if (state.status === 'done') {
    const next = state.user.intendedRole === 'merchant' ? paths.merchant.dashboard.getHref() : paths.root.getHref()
    return (
      <AuthCard title={t('auth.reset.title')} lang={lang} onLangChange={setLang}>
        <FormAlert tone="success">{t('auth.reset.success')}</FormAlert>
        <Link to={next} className={buttonClasses('primary', 'md', 'mt-6 w-full')}>
          {t('auth.reset.continue')}
        </Link>
      </AuthCard>
    )
  }
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle', { email: state.user.email })} lang={lang} onLangChange={setLang}>
      <form {...formProps(onSubmit)} className="space-y-4">
        {field('password', t('auth.reset.newPassword'), { type: 'password', autoComplete: 'new-password' })}
        {field('confirmPassword', t('auth.reset.confirmPassword'), { type: 'password', autoComplete: 'new-password' })}
        {failureAlert}
        <SubmitButton pending={pending} label={t('auth.reset.submit')} busyLabel={t('auth.reset.submitting')} />
      </form>
    </AuthCard>
  )
}
