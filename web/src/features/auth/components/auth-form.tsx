// The auth screens' forms on react-hook-form: the rules of auth-schemas give each field's
// message key on submit (the first field with one takes the focus); a field's message goes as
// soon as it changes and comes back only with the next submit. A failed request's message
// (failure) shows above the submit button until the next submit.
import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useForm, type DefaultValues, type FieldErrors, type Path, type Resolver } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { registerClearing } from '@/lib/register-clearing'
import type { MerchantKey, MerchantT } from '@/lib/merchant-i18n'
import type { AuthMessage } from '../auth-errors'
import type { FieldMessages } from '../auth-schemas'
import { FormAlert } from './auth-card'

type InputExtras = Pick<ComponentProps<'input'>, 'type' | 'inputMode' | 'autoComplete'>

export function useAuthForm<V extends Record<string, string>>(
  t: MerchantT,
  defaultValues: V,
  check: (values: V) => FieldMessages<Extract<keyof V, string>>,
  { focus = true }: { focus?: boolean } = {},
) {
  const resolver: Resolver<V> = (values) => {
    const found = Object.entries(check(values)).filter(([, key]) => key)
    if (found.length === 0) return { values, errors: {} }
    const errors = Object.fromEntries(found.map(([name, key]) => [name, { type: 'validate', message: key }]))
    return { values: {}, errors: errors as FieldErrors<V> }
  }
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: focus,
  })
  const { errors, isSubmitting } = form.formState
  const [failure, setFailure] = useState<AuthMessage | string | null>(null)

  /** The form element's props: `submit` gets the checked values; `onStart` runs on every submit. */
  const formProps = (submit: (values: V) => Promise<void>, onStart?: () => void) => ({
    noValidate: true,
    'aria-busy': isSubmitting,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      setFailure(null)
      onStart?.()
      void form.handleSubmit(submit)(event)
    },
  })

  /** The failed request's message, if any. */
  const failureAlert = failure && <FormAlert>{typeof failure === 'string' ? failure : t(failure.key, failure.values)}</FormAlert>

  /** A required text field of the form, with its label and message. */
  const field = (name: Path<V>, label: ReactNode, extras: InputExtras = {}) => {
    const message = errors[name]?.message as MerchantKey | undefined
    return (
      <FormField label={label} error={message && t(message)}>
        {(control) => (
          <Input {...control} {...extras} required {...registerClearing(form, name)} />
        )}
      </FormField>
    )
  }
  return { form, field, formProps, pending: isSubmitting, failure, setFailure, failureAlert }
}

/** The form's submit button: its label, or the busy one while the form is sent. */
export function SubmitButton({ pending, label, busyLabel }: { pending: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" className="w-full" disabled={pending}>
      {pending ? busyLabel : label}
    </Button>
  )
}

/** A link under or in an auth form (to sign in, sign up, reset the password). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-rose-700 underline underline-offset-2">
      {children}
    </Link>
  )
}
