// The wizard's text fields: each is a field of the draft with its label onboarding.fields.<name>
// (marked "optional" when it is), its control, its message and, when it has one, its placeholder
// onboarding.placeholders.<placeholder>; a field that is not optional is required.
import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField } from '@/components/ui/form-field'
import { Select } from '@/components/ui/select'
import { TextField, type TextFieldProps } from '@/components/ui/text-field'
import type { EnumOption } from '@/lib/enums'
import type { MerchantKey } from '@/lib/merchant-i18n'
import type { OnboardingDraft } from '../wizard-schema'
import type { StepProps } from './step-props'

type TextOf<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T]
type DraftText = TextOf<OnboardingDraft>
type Placeholder = MerchantKey extends infer K ? (K extends `onboarding.placeholders.${infer P}` ? P : never) : never
type Label = MerchantKey extends infer K ? (K extends `onboarding.fields.${infer F}` ? F : never) : never

export interface DraftFieldOptions extends Omit<TextFieldProps, keyof UseFormRegisterReturn | 'label' | 'error' | 'placeholder'> {
  optional?: boolean
  placeholder?: Placeholder
}

export function useDraftFields({ errors, register, t, lang }: Pick<StepProps, 'errors' | 'register' | 't' | 'lang'>) {
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
      {...register(name)}
      label={label(name, optional)}
      error={errors[name]}
      placeholder={placeholder && t(`onboarding.placeholders.${placeholder}`)}
      required={!optional}
      {...props}
    />
  )
  /** A choice of one of `options`, its empty option onboarding.placeholders.<placeholder>. */
  const select = (
    name: DraftText & Label,
    options: readonly EnumOption[],
    placeholder: Placeholder,
    { optional = false, className }: { optional?: boolean; className?: string } = {},
  ) => (
    <FormField label={label(name, optional)} error={errors[name]} className={className}>
      {(control) => (
        <Select
          {...control}
          {...register(name)}
          required={!optional}
          options={options}
          lang={lang}
          placeholder={t(`onboarding.placeholders.${placeholder}`)}
        />
      )}
    </FormField>
  )
  return { field, select, label }
}
