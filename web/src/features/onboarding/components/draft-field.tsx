// The wizard's text fields: each is a field of the draft with its label onboarding.fields.<name>
// (marked "optional" when it is), its value, its message and, when it has one, its placeholder
// onboarding.placeholders.<placeholder>; a field that is not optional is required.
import type { ReactNode } from 'react'
import { TextField, type TextFieldProps } from '@/components/ui/text-field'
import type { MerchantKey } from '@/lib/merchant-i18n'
import type { OnboardingDraft } from '../wizard-schema'
import type { StepProps } from './step-props'

type TextOf<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T]
type DraftText = TextOf<OnboardingDraft>
type Placeholder = MerchantKey extends infer K ? (K extends `onboarding.placeholders.${infer P}` ? P : never) : never
type Label = MerchantKey extends infer K ? (K extends `onboarding.fields.${infer F}` ? F : never) : never

export interface DraftFieldOptions extends Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onValueChange' | 'error' | 'placeholder'> {
  optional?: boolean
  placeholder?: Placeholder
}

export function useDraftFields({ draft, errors, update, t }: Pick<StepProps, 'draft' | 'errors' | 'update' | 't'>) {
  const optionalMark = <span className="font-normal text-stone-500">{t('common.optional')}</span>
  /** onboarding.fields.<name>, marked optional when it is. */
  const label = (name: Label, optional = false): ReactNode =>
    optional ? (
      <>
        {t(`onboarding.fields.${name}`)} {optionalMark}
      </>
    ) : (
      t(`onboarding.fields.${name}`)
    )
  const field = (name: DraftText & Label, { optional = false, placeholder, ...props }: DraftFieldOptions = {}) => (
    <TextField
      name={name}
      label={label(name, optional)}
      value={draft[name]}
      onValueChange={(v) => update(name, v)}
      error={errors[name]}
      placeholder={placeholder && t(`onboarding.placeholders.${placeholder}`)}
      required={!optional}
      {...props}
    />
  )
  return { field, label }
}
