// /auth/forgot-password: asks for the reset e-mail (the answer never says whether the account exists).
import { useState } from 'react'
import { paths } from '@/config/paths'
import { useAppLang } from '@/lib/merchant-i18n'
import { useDocumentLang } from '@/lib/use-document-lang'
import { requestPasswordReset } from './api/request-password-reset'
import { requestErrorMessage } from './auth-errors'
import { emailError } from './auth-schemas'
import { AuthCard, FormAlert } from './components/auth-card'
import { AuthLink, SubmitButton, useAuthForm } from './components/auth-form'

export default function ForgotPasswordPage() {
  const { lang, t, setLang } = useAppLang()
  useDocumentLang(lang, t('auth.forgot.documentTitle'))
  const { field, formProps, pending, setFailure, failureAlert } = useAuthForm(t, { email: '' }, (v) => ({
    email: emailError(v.email) ?? undefined,
  }))
  const [sent, setSent] = useState<string | null>(null)

  const onSubmit = async ({ email }: { email: string }) => {
    try {
      await requestPasswordReset(email)
      setSent(email.trim())
    } catch (e) {
      setFailure(requestErrorMessage(e, 'request'))
    }
  }

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
        <form {...formProps(onSubmit)} className="space-y-4">
          {field('email', t('auth.fields.email'), { type: 'email', autoComplete: 'email' })}
          {failureAlert}
          <SubmitButton pending={pending} label={t('auth.forgot.submit')} busyLabel={t('auth.forgot.submitting')} />
        </form>
      )}
    </AuthCard>
  )
}
