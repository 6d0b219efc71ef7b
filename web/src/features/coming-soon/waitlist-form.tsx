import { useEffect, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { labelLang } from '@/lib/enums'
import { cn } from '@/lib/cn'
import { i18n } from '@/lib/i18n'
import { WAITLIST_EMAIL_MAX_LENGTH } from '@/lib/validation'
import { useJoinWaitlist, type JoinWaitlistResult } from './api/join-waitlist'
import type { WaitlistValues } from './waitlist-schema'

type Outcome = JoinWaitlistResult | 'failed'

const OUTCOME_TEXT = {
  joined: { key: 'comingSoon.success', className: 'text-emerald-800' },
  'already-on-list': { key: 'comingSoon.duplicate', className: 'text-amber-800' },
  failed: { key: 'comingSoon.failure', className: 'text-red-700' },
} as const

/** zod and the schema load on first focus or submit, keeping them out of the first paint. */
function loadValidation() {
  return Promise.all([import('@hookform/resolvers/zod'), import('./waitlist-schema')])
}

/** Validates with the schema in the app language of the moment. */
const waitlistResolver: Resolver<WaitlistValues> = async (values, context, options) => {
  const [{ zodResolver }, { createWaitlistSchema }] = await loadValidation()
  return zodResolver(createWaitlistSchema(i18n.t))(values, context, options)
}

/** The beta-list e-mail form with its outcome announced in a live region. */
export function WaitlistForm() {
  const { t, i18n: { language } } = useTranslation()
  const form = useForm<WaitlistValues>({
    resolver: waitlistResolver,
    defaultValues: { email: '' },
  })
  const { errors } = form.formState
  const join = useJoinWaitlist()
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  // A shown error follows the language.
  const { trigger, getFieldState } = form
  useEffect(() => {
    if (getFieldState('email').error) void trigger('email')
  }, [language, trigger, getFieldState])

  const onSubmit = form.handleSubmit(({ email }) => {
    setOutcome(null)
    join.mutate({ email, lang: labelLang(language) }, {
      onSuccess: (result) => {
        setOutcome(result)
        if (result === 'joined') form.reset()
      },
      onError: (error) => {
        console.error('Joining the beta list failed', error)
        setOutcome('failed')
      },
    })
  })

  const status = outcome ? OUTCOME_TEXT[outcome] : null
  return (
    <form noValidate onSubmit={onSubmit} className="w-full">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label={t('comingSoon.emailLabel')} error={errors.email?.message} className="flex-1 text-left">
          {(control) => (
            <Input
              {...control}
              {...form.register('email', { onChange: () => setOutcome(null) })}
              onFocus={() => void loadValidation()}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={WAITLIST_EMAIL_MAX_LENGTH + 1}
              placeholder={t('comingSoon.emailPlaceholder')}
            />
          )}
        </FormField>
        <Button type="submit" size="md" disabled={join.isPending} className="sm:mt-7">
          {join.isPending ? t('comingSoon.joining') : t('comingSoon.join')}
        </Button>
      </div>
      <p role="status" aria-live="polite" className={cn('mt-2 min-h-5 text-sm font-medium', status?.className)}>
        {status ? t(status.key) : ''}
      </p>
    </form>
  )
}
