// /auth/forgot-password: asks for the reset e-mail (the answer never says whether the account exists).
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { paths } from '@/config/paths'
import { useAppLang } from '@/lib/merchant-i18n'
import { useDocumentLang } from '@/lib/use-document-lang'
import { requestPasswordReset } from './api/request-password-reset'
import { requestErrorMessage, type AuthMessage } from './auth-errors'
import { emailError } from './auth-schemas'
import { AuthCard, FormAlert } from './components/auth-card'

export default function ForgotPasswordPage() {
  const { lang, t, setLang } = useAppLang()
  useDocumentLang(lang, t('auth.forgot.documentTitle'))
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [failure, setFailure] = useState<AuthMessage | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = emailError(email)
    setError(problem ? t(problem) : null)
    setFailure(null)
    if (problem) {
      document.querySelector<HTMLElement>('[name="email"]')?.focus()
      return
    }
    setPending(true)
    try {
      await requestPasswordReset(email)
      setSent(email.trim())
    } catch (e) {
      setFailure(requestErrorMessage(e, 'request'))
    } finally {
      setPending(false)
    }
  }

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      lang={lang}
      onLangChange={setLang}
      footer={
        <Link to={paths.auth.login.getHref()} className="font-medium text-rose-700 underline underline-offset-2">
          {t('auth.forgot.backToLogin')}
        </Link>
      }
    >
      {sent ? (
        <FormAlert tone="success">{t('auth.forgot.sent', { email: sent })}</FormAlert>
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-busy={pending}>
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            label={t('auth.fields.email')}
            value={email}
            onValueChange={(v) => {
              setEmail(v)
              setError(null)
            }}
            error={error ?? undefined}
            required
          />
          {failure && <FormAlert>{t(failure.key, failure.values)}</FormAlert>}
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
