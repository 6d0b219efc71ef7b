// The complete-profile form on react-hook-form: the values, the errors (message keys of the
// schema, shown in the screen's language, cleared as their field is edited), the completion
// percentage, and the two actions. Save Progress keeps the application a draft without a
// check; Complete & Submit checks the required fields first, focusing the first faulty one.
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { paths } from '@/config/paths'
import { completionPercentage } from './lib/completion'
import type { Lang } from '@/lib/enums'
import type { MerchantT } from '@/lib/merchant-i18n'
import { registerClearing } from '@/lib/register-clearing'
import { useSaveApplication } from './api/save-application'
import {
  createCompleteProfileSchema,
  profileColumnsOf,
  type ProfileErrorKey,
  type ProfileField,
  type ProfileValues,
} from './complete-profile-schema'

/** Complete & Submit's check; its messages are keys, and a valid form gives its values as typed. */
const resolver = zodResolver(createCompleteProfileSchema((key) => key), undefined, { raw: true })

export interface ProfileFormOptions {
  id: string
  initial: ProfileValues
  lang: Lang
  t: MerchantT
}

export function useProfileForm({ id, initial, lang, t }: ProfileFormOptions) {
  const navigate = useNavigate()
  // The first faulty field (in screen order, the order the fields register in) gets the focus.
  const form = useForm<ProfileValues>({ defaultValues: initial, resolver, reValidateMode: 'onSubmit' })
  const values = useWatch({ control: form.control }) as ProfileValues
  const { errors } = form.formState
  const save = useSaveApplication()
  const [action, setAction] = useState<'save' | 'submit' | null>(null)
  const percent = completionPercentage(profileColumnsOf(values))

  /** The field's control props; its error goes as soon as it is edited. */
  const field = (name: ProfileField) => registerClearing(form, name)

  const errorText = (name: ProfileField) => {
    const key = errors[name]?.message as ProfileErrorKey | undefined
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
      { id, values: form.getValues(), submit: false },
      {
        onSuccess: () => toast.success(t('completeProfile.toasts.savedTitle'), { description: t('completeProfile.toasts.savedDescription') }),
        onError: (error) => {
          console.error('Save Progress failed', error)
          saveFailed()
        },
      },
    )
  }

  const onSubmit = form.handleSubmit(
    (checked) => {
      setAction('submit')
      save.mutate(
        { id, values: checked, submit: true },
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
    },
    () =>
      toast.error(t('completeProfile.toasts.missingTitle'), {
        description: t('completeProfile.toasts.missingDescription'),
        richColors: true,
      }),
  )

  return { field, errorText, percent, pending: save.isPending, action, onSave, onSubmit }
}

export type ProfileFormState = ReturnType<typeof useProfileForm>
