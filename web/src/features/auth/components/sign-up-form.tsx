// Sign-up for users (/auth/signup) and merchants (/merchant/register, business name): the
// account is created with intendedRole; then "check your e-mail" with a resend button.
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { pendingInvitation } from '@/lib/pending-invitation'
import type { Lang } from '@/lib/enums'
import { useAppLang, type MerchantKey, type MerchantT } from '@/lib/merchant-i18n'
import { useDocumentLang } from '@/lib/use-document-lang'
import { resendConfirmation } from '../api/resend-confirmation'
import { callbackPathOf, signUp, type SignUpInput } from '../api/sign-up'
import { ensureMerchantRow, currentRedirectUser } from '../api/finish-redirect'
import { requestErrorMessage } from '../auth-errors'
import { signUpErrors } from '../auth-schemas'
import { AuthCard, FormAlert } from './auth-card'
import { AuthLink, SubmitButton, useAuthForm } from './auth-form'

export interface SignUpFormProps {
  role: SignUpInput['intendedRole']
  lang: Lang
  t: MerchantT
  nameLabel: MerchantKey
  nameRequired: MerchantKey
  submitLabel: MerchantKey
  submittingLabel: MerchantKey
}

export function SignUpForm({ role, lang, t, nameLabel, nameRequired, submitLabel, submittingLabel }: SignUpFormProps) {
  const navigate = useNavigate()
  const { field, formProps, pending, setFailure, failureAlert } = useAuthForm(
    t,
    { name: '', email: '', password: '', confirmPassword: '' },
    (v) => signUpErrors({ ...v, nameKey: nameRequired }),
  )
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [exists, setExists] = useState(false)
  const [resent, setResent] = useState(false)

  const onSubmit = async (values: { name: string; email: string; password: string }) => {
    try {
      const outcome = await signUp({
        email: values.email,
        password: values.password,
        name: values.name,
        intendedRole: role,
        lang,
        businessName: role === 'merchant' ? values.name : undefined,
      })
      if (outcome === 'exists') setExists(true)
      else if (outcome === 'confirm-email') setSentTo(values.email.trim())
      else {
        const user = await currentRedirectUser()
        if (user) await ensureMerchantRow(user)
        void navigate(pendingInvitation() ?? (role === 'merchant' ? paths.merchant.dashboard.getHref() : paths.root.getHref()))
      }
    } catch (error) {
      console.error('Sign-up failed', error)
      setFailure(requestErrorMessage(error, 'signUp'))
    }
  }

  if (sentTo) {
    return (
      <div className="space-y-4" aria-live="polite">
        <h2 className="text-lg font-semibold text-stone-900">{t('auth.checkEmail.title')}</h2>
        <p className="text-stone-700">{t('auth.checkEmail.message', { email: sentTo })}</p>
        {resent && <FormAlert tone="success">{t('auth.checkEmail.resent')}</FormAlert>}
        {failureAlert}
        <Button
          variant="outline"
          onClick={() => {
            setFailure(null)
            resendConfirmation(sentTo, callbackPathOf(role)).then(
              () => setResent(true),
              (error: unknown) => setFailure(requestErrorMessage(error, 'request')),
            )
          }}
        >
          {t('auth.checkEmail.resend')}
        </Button>
      </div>
    )
  }

  return (
    <form {...formProps(onSubmit, () => setExists(false))} className="space-y-4">
      {field('name', t(nameLabel), { autoComplete: role === 'merchant' ? 'organization' : 'name' })}
      {field('email', t('auth.fields.email'), { type: 'email', autoComplete: 'email' })}
      {field('password', t('auth.fields.password'), { type: 'password', autoComplete: 'new-password' })}
      {field('confirmPassword', t('auth.signup.confirmPassword'), { type: 'password', autoComplete: 'new-password' })}
      {exists && (
        <FormAlert>
          {t('auth.checkEmail.exists')}{' '}
          <Link to={paths.auth.login.getHref()} className="font-medium underline underline-offset-2">
            {t('auth.signup.logIn')}
          </Link>
        </FormAlert>
      )}
      {failureAlert}
      <SubmitButton pending={pending} label={t(submitLabel)} busyLabel={t(submittingLabel)} />
    </form>
  )
}

export interface SignUpScreenProps extends Omit<SignUpFormProps, 'lang' | 't'> {
  audience?: 'business' | 'public'
  documentTitle: MerchantKey
  title: MerchantKey
  subtitle: MerchantKey
}

/** A sign-up page: the card with the form and, under it, the way to sign in instead. */
export function SignUpScreen({ audience, documentTitle, title, subtitle, ...form }: SignUpScreenProps) {
  const { lang, t, setLang } = useAppLang()
  useDocumentLang(lang, t(documentTitle))
  return (
    <AuthCard
      audience={audience}
      title={t(title)}
      subtitle={t(subtitle)}
      lang={lang}
      onLangChange={setLang}
      footer={
        <p>
          {t('auth.signup.haveAccount')} <AuthLink to={paths.auth.login.getHref()}>{t('auth.signup.logIn')}</AuthLink>
        </p>
      }
    >
      <SignUpForm lang={lang} t={t} {...form} />
    </AuthCard>
  )
}
