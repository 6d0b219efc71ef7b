// /merchant/reset-password?type=recovery: the reset link's code is exchanged when the client
// starts (PASSWORD_RECOVERY); then the new password twice, with the strength rule.
import { useEffect, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Button, buttonClasses } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { paths } from '@/config/paths'
import { useAppLang } from '@/lib/merchant-i18n'
import { useDocumentLang } from '@/lib/use-document-lang'
import { currentRedirectUser, type RedirectUser } from './api/finish-redirect'
import { updatePassword } from './api/update-password'
import { redirectErrorOf } from './auth-errors'
import { newPasswordErrors, type FieldMessages } from './auth-schemas'
import { AuthCard, FormAlert } from './components/auth-card'

type State = { status: 'checking' } | { status: 'ready'; user: RedirectUser } | { status: 'invalid' } | { status: 'done'; user: RedirectUser }

export default function ResetPasswordPage() {
  const { lang, t, setLang } = useAppLang()
  useDocumentLang(lang, t('auth.reset.documentTitle'))
  const [state, setState] = useState<State>(() =>
    redirectErrorOf(window.location.search, window.location.hash) ? { status: 'invalid' } : { status: 'checking' },
  )
  const [values, setValues] = useState({ password: '', confirmPassword: '' })
  const [errors, setErrors] = useState<FieldMessages<'password' | 'confirmPassword'>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (state.status !== 'ready') return
    const found = newPasswordErrors(values.password, values.confirmPassword)
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length > 0) {
      document.querySelector<HTMLElement>(`[name="${found.password ? 'password' : 'confirmPassword'}"]`)?.focus()
      return
    }
    setPending(true)
    try {
      await updatePassword(values.password)
      setState({ status: 'done', user: state.user })
    } catch (error) {
      setFailure(t('auth.reset.failed', { message: error instanceof Error ? error.message : String(error) }))
    } finally {
      setPending(false)
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
  const set = (field: 'password' | 'confirmPassword', value: string) => {
    setValues((c) => ({ ...c, [field]: value }))
    setErrors((c) => ({ ...c, [field]: undefined }))
  }
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle', { email: state.user.email })} lang={lang} onLangChange={setLang}>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-busy={pending}>
        <TextField
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('auth.reset.newPassword')}
          value={values.password}
          onValueChange={(v) => set('password', v)}
          error={errors.password && t(errors.password)}
          required
        />
        <TextField
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          label={t('auth.reset.confirmPassword')}
          value={values.confirmPassword}
          onValueChange={(v) => set('confirmPassword', v)}
          error={errors.confirmPassword && t(errors.confirmPassword)}
          required
        />
        {failure && <FormAlert>{failure}</FormAlert>}
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
