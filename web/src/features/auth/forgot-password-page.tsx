// /auth/forgot-password: asks for the reset e-mail (the answer never says whether the account exists).
import { useState } from 'react'
import { paths } from '@/config/paths'
import { useAppLang } from '@/lib/merchant-i18n'
import { useDocumentLang } from '@/lib/use-document-lang'
import { requestPasswordReset } from './api/request-password-reset'
import { requestErrorMessage, type AuthMessage } from './auth-errors'
import { emailError } from './auth-schemas'
import { AuthCard, FormAlert } from './components/auth-card'
import { AuthLink, SubmitButton, useAuthForm } from './components/auth-form'

export default function ForgotPasswordPage() {
  const { lang, t, setLang } = useAppLang()
  useDocumentLang(lang, t('auth.forgot.documentTitle'))
  const { form, field, pending } = useAuthForm(t, { email: '' }, (v) => ({ email: emailError(v.email) ?? undefined }))
  const [failure, setFailure] = useState<AuthMessage | null>(null)
  const [sent, setSent] = useState<string | null>(null)

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email)
      setSent(email.trim())
    } catch (e) {
      setFailure(requestErrorMessage(e, 'request'))
    }
  })

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      lang={lang}
      onLangChange={setLang}
      footer={<AuthLink to={paths.auth.login.getHref()}>{t('auth.forgot.backToLogin')}</AuthLink>}
    >
      {sent ? (
        <FormAlert tone="success">{t('auth.forgot.sent', { email: sent })}</FormAlert>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            setFailure(null)
            void onSubmit(e)
          }}
          className="space-y-4"
          aria-busy={pending}
        >
          {field('email', t('auth.fields.email'), { type: 'email', autoComplete: 'email' })}
          {failure && <FormAlert>{t(failure.key, failure.values)}</FormAlert>}
          <SubmitButton pending={pending} label={t('auth.forgot.submit')} busyLabel={t('auth.forgot.submitting')} />
        </form>
      )}
    </AuthCard>
  )
}
