// The complete-profile form's state: the values, the errors (cleared as their field is
// edited), the completion percentage, and the two actions. Save Progress keeps the application
// a draft; Complete & Submit checks the required fields first, focusing the first faulty one.
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { paths } from '@/config/paths'
import { completionPercentage } from './lib/completion'
import type { Lang } from '@/lib/enums'
import type { MerchantT } from '@/lib/merchant-i18n'
import { useFieldErrors } from '@/lib/use-field-errors'
import { useFocusRequest } from '@/lib/use-focus-request'
import { useSaveApplication } from './api/save-application'
import {
  PROFILE_TEXT_FIELDS,
  profileColumnsOf,
  validateProfile,
  type ProfileErrorKey,
  type ProfileField,
  type ProfileValues,
} from './complete-profile-schema'

/** Screen order, for focusing the first faulty field: the text columns, with the business
 * types (check boxes) just before the business size. */
const FIELD_ORDER: readonly ProfileField[] = PROFILE_TEXT_FIELDS.flatMap((field): ProfileField[] =>
  field === 'business_size' ? ['business_types', field] : [field],
)

const asKey = (key: ProfileErrorKey) => key

export interface ProfileFormOptions {
  id: string
  initial: ProfileValues
  lang: Lang
  t: MerchantT
}

export function useProfileForm({ id, initial, lang, t }: ProfileFormOptions) {
  const navigate = useNavigate()
  const [values, setValues] = useState<ProfileValues>(initial)
  const { errors, setErrors, clearField } = useFieldErrors<ProfileField>()
  const formRef = useRef<HTMLFormElement>(null)
  const focus = useFocusRequest<ProfileField>(formRef)
  const save = useSaveApplication()
  const [action, setAction] = useState<'save' | 'submit' | null>(null)
  const percent = completionPercentage(profileColumnsOf(values))

  const set = <K extends ProfileField>(field: K, value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }))
    clearField(field)
  }

  const errorText = (field: ProfileField) => {
    const key = errors[field] as ProfileErrorKey | undefined
    return key ? t(`completeProfile.errors.${key}`) : undefined
  }

  const saveFailed = () =>
    toast.error(t('completeProfile.toasts.saveFailedTitle'), {
      description: t('completeProfile.toasts.saveFailedDescription'),
      richColors: true,
    })

  const onSave = () => {
    setAction('save')
    save.mutate(
      { id, values, submit: false },
      {
        onSuccess: () => toast.success(t('completeProfile.toasts.savedTitle'), { description: t('completeProfile.toasts.savedDescription') }),
        onError: (error) => {
          console.error('Save Progress failed', error)
          saveFailed()
        },
      },
    )
  }

  const onSubmit = () => {
    const found = validateProfile(values, asKey)
    if (Object.keys(found).length > 0) {
      setErrors(found)
      const first = FIELD_ORDER.find((field) => found[field])
      if (first) focus(first)
      toast.error(t('completeProfile.toasts.missingTitle'), {
        description: t('completeProfile.toasts.missingDescription'),
        richColors: true,
      })
      return
    }
    setAction('submit')
    save.mutate(
      { id, values, submit: true },
      {
        onSuccess: () => {
          // The "missing fields" toasts of earlier attempts must not follow onto the next page.
          toast.dismiss()
          toast.success(t('completeProfile.toasts.completedTitle'), { description: t('completeProfile.toasts.completedDescription') })
          void navigate(`${paths.merchant.applicationSubmitted.getHref()}?lang=${lang}`)
        },
        onError: (error) => {
          console.error('Complete & Submit failed', error)
          saveFailed()
        },
      },
    )
  }

  return { formRef, values, set, errorText, percent, pending: save.isPending, action, onSave, onSubmit }
}

export type ProfileFormState = ReturnType<typeof useProfileForm>
