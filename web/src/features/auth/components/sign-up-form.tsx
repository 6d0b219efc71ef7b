// Sign-up for users (/auth/signup) and merchants (/merchant/register, business name): the
// account is created with intendedRole; then "check your e-mail" with a resend button.
import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { paths } from '@/config/paths'
import type { Lang } from '@/lib/enums'
import type { MerchantKey, MerchantT } from '@/lib/merchant-i18n'
import { resendConfirmation } from '../api/resend-confirmation'
import { callbackPathOf, signUp, type SignUpInput } from '../api/sign-up'
import { ensureMerchantRow, currentRedirectUser } from '../api/finish-redirect'
import { requestErrorMessage, type AuthMessage } from '../auth-errors'
import { signUpErrors, type FieldMessages } from '../auth-schemas'
import { FormAlert } from './auth-card'

type Field = 'name' | 'email' | 'password' | 'confirmPassword'

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
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '', confirmPassword: '' })
  const [errors, setErrors] = useState<FieldMessages<Field>>({})
  const [failure, setFailure] = useState<AuthMessage | null>(null)
  const [pending, setPending] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [exists, setExists] = useState(false)
  const [resent, setResent] = useState(false)

  const set = (field: Field, value: string) => {
    setValues((c) => ({ ...c, [field]: value }))
    setErrors((c) => ({ ...c, [field]: undefined }))
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const found = signUpErrors({ ...values, nameKey: nameRequired })
    setErrors(found)
    setFailure(null)
    setExists(false)
    const first = (['name', 'email', 'password', 'confirmPassword'] as const).find((f) => found[f])
    if (first) {
      document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    setPending(true)
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
        void navigate(role === 'merchant' ? paths.merchant.dashboard.getHref() : paths.root.getHref())
      }
    } catch (error) {
      console.error('Sign-up failed', error)
      setFailure(requestErrorMessage(error, 'signUp'))
    } finally {
      setPending(false)
    }
  }

  if (sentTo) {
    return (
      <div className="space-y-4" aria-live="polite">
        <h2 className="text-lg font-semibold text-stone-900">{t('auth.checkEmail.title')}</h2>
        <p className="text-stone-700">{t('auth.checkEmail.message', { email: sentTo })}</p>
        {resent && <FormAlert tone="success">{t('auth.checkEmail.resent')}</FormAlert>}
        {failure && <FormAlert>{t(failure.key, failure.values)}</FormAlert>}
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

  const field = (name: Field, label: string, extra: { type?: string; autoComplete?: string }) => (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      onValueChange={(v) => set(name, v)}
      error={errors[name] && t(errors[name])}
      required
      {...extra}
    />
  )

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={pending} className="space-y-4">
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
      {failure && <FormAlert>{t(failure.key, failure.values)}</FormAlert>}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t(submittingLabel) : t(submitLabel)}
      </Button>
    </form>
  )
}
