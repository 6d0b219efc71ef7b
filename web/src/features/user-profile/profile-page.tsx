// /user/profile: name, phone, preferred language and WhatsApp opt-in with its number
// (react-hook-form + zod, messages in the app language); the consent is saved through
// whatsapp-opt-in, which keeps the time it was given.
import '@/components/market/page-texts'
import { useEffect, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Navigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSignedInUser } from '@/components/market/use-signed-in-user'
import { ErrorState, LoadingState } from '@/components/market/states'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { appLanguageOf, i18n, setLanguage } from '@/lib/i18n'
import { labelLang } from '@/lib/enums'
import { formatHkDateTime } from '@/lib/format'
import { HK_PHONE_PATTERN } from '@/lib/validation'
import { useTitle } from '@/components/market/use-title'
import { profileQuery, useUpdateProfile, type Profile } from './api/profile'
import { createProfileSchema, normalizePhone, whatsappDisplay, type ProfileValues } from './profile-schema'

function ProfileForm({ userId, email, profile }: { userId: string; email: string; profile: Profile }) {
  const { t, i18n: { language } } = useTranslation()
  const form = useForm<ProfileValues>({
    resolver: (values, context, options) => zodResolver(createProfileSchema((key) => i18n.t(key)))(values, context, options),
    defaultValues: {
      name: profile.name,
      phone_number: profile.phone_number,
      preferred_lang: profile.preferred_lang ?? '',
      whatsapp_opt_in: profile.whatsapp_opt_in,
      whatsapp_number: whatsappDisplay(profile.whatsapp_number),
    },
  })
  const { errors, isDirty } = form.formState
  const optIn = form.watch('whatsapp_opt_in')
  const lang = labelLang(language)

  // Ticking the opt-in offers the Hong Kong phone number as the WhatsApp number.
  useEffect(() => {
    if (!optIn || form.getValues('whatsapp_number').trim() !== '') return
    const phone = form.getValues('phone_number').trim()
    if (HK_PHONE_PATTERN.test(phone)) form.setValue('whatsapp_number', whatsappDisplay(normalizePhone(phone)), { shouldDirty: true })
  }, [optIn, form])
  const save = useUpdateProfile(userId)
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null)

  // A shown error follows the language.
  const { trigger, formState } = form
  useEffect(() => {
    if (Object.keys(formState.errors).length > 0) void trigger()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language])

  const onSubmit = form.handleSubmit((values) => {
    setOutcome(null)
    const next = {
      name: values.name.trim(),
      phone_number: normalizePhone(values.phone_number),
      preferred_lang: values.preferred_lang === '' ? null : values.preferred_lang,
    }
    const number = values.whatsapp_number.trim()
    const whatsappChanged =
      values.whatsapp_opt_in !== profile.whatsapp_opt_in || (number !== '' && number !== whatsappDisplay(profile.whatsapp_number))
    save.mutate({ profile: next, whatsapp: whatsappChanged ? { optIn: values.whatsapp_opt_in, number } : null }, {
      onSuccess: () => {
        setOutcome('saved')
        form.reset({ ...values, phone_number: next.phone_number, whatsapp_number: number })
        if (next.preferred_lang) void setLanguage(appLanguageOf(next.preferred_lang))
      },
      onError: (error) => {
        console.error('Saving the profile failed', error)
        setOutcome('failed')
      },
    })
  })

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 flex max-w-xl flex-col gap-5" aria-busy={save.isPending}>
      <p className="text-sm text-stone-700">
        {t('market.profile.email')}: <span className="font-medium text-stone-900">{email}</span>
      </p>
      <FormField label={t('market.profile.name')} error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register('name')} autoComplete="name" maxLength={101} required />}
      </FormField>
      <FormField label={t('market.profile.phone')} error={errors.phone_number?.message} hint={t('market.profile.phoneHint')}>
        {(control) => <Input {...control} {...form.register('phone_number')} type="tel" inputMode="tel" autoComplete="tel" />}
      </FormField>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('market.profile.language')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['en', 'zh', ''] as const).map((value) => (
            <label key={value || 'none'} className="flex min-h-11 cursor-pointer items-center gap-2 text-stone-800">
              <input type="radio" value={value} {...form.register('preferred_lang')} className="size-5 accent-rose-600" />
              {t(`market.profile.languages.${value || 'none'}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3" data-testid="whatsapp-opt-in">
        <label className="flex min-h-11 cursor-pointer items-start gap-3 text-stone-800">
          <input type="checkbox" {...form.register('whatsapp_opt_in')} className="mt-0.5 size-5 shrink-0 accent-rose-600" />
          <span>
            {t('market.profile.whatsappOptIn')}
            <span className="mt-0.5 block text-sm text-stone-600">{t('market.profile.whatsappHint')}</span>
          </span>
        </label>
        {(optIn || profile.whatsapp_number !== '') && (
          <FormField label={t('market.profile.whatsappNumber')} error={errors.whatsapp_number?.message} hint={t('market.profile.whatsappNumberHint')}>
            {(control) => <Input {...control} {...form.register('whatsapp_number')} type="tel" inputMode="tel" autoComplete="tel" placeholder="9123 4567" />}
          </FormField>
        )}
        {profile.whatsapp_opt_in && profile.whatsapp_opt_in_at ? (
          <p className="text-sm text-stone-600">{t('market.profile.whatsappSince', { date: formatHkDateTime(profile.whatsapp_opt_in_at, lang) })}</p>
        ) : profile.whatsapp_opt_out_source === 'stop' && profile.whatsapp_opt_out_at ? (
          <p className="text-sm text-stone-600">{t('market.profile.whatsappStopped', { date: formatHkDateTime(profile.whatsapp_opt_out_at, lang) })}</p>
        ) : null}
      </fieldset>
      <div className="flex items-center gap-4">
        <Button type="submit" disabled={save.isPending || !isDirty}>
          {t(save.isPending ? 'market.profile.saving' : 'market.profile.save')}
        </Button>
        <p role="status" aria-live="polite" className={outcome === 'failed' ? 'text-sm text-red-700' : 'text-sm text-emerald-800'}>
          {outcome === 'saved' && t('market.profile.saved')}
          {outcome === 'failed' && t('market.profile.saveFailed')}
        </p>
      </div>
    </form>
  )
}

export default function ProfilePage() {
  const { t } = useTranslation()
  const { session, userId, loginHref } = useSignedInUser()
  const profile = useQuery({ ...profileQuery(userId), enabled: Boolean(userId) })
  useTitle(t('market.profile.documentTitle'))

  if (session.status === 'signed-out') return <Navigate to={loginHref} replace />
  return (
    <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('market.profile.title')}</h1>
      {session.status === 'unknown' || profile.isPending ? (
        <LoadingState />
      ) : profile.isError ? (
        <ErrorState onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileForm userId={userId} email={session.user.email} profile={profile.data} />
      )}
    </main>
  )
}
