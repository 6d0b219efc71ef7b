// The shop's booking rules: instant confirmation or requests, the time step, minimum notice,
// how far ahead people may book and the cancel window (react-hook-form + zod).
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useBookingT } from '@/components/booking/i18n'
import { shopHoursQuery, useSaveShopSettings, type ShopHours } from '../api/opening-hours'
import { QueryView } from '../../components/query-states'
import { bookingRulesSchema, SLOT_STEPS, type BookingRules, type BookingRulesInput } from '../lib/rules'
import { EditorCard } from '../../components/editor-card'
import { HintedCheckbox } from '../../components/editor-parts'

type RuleKey = 'merchantBookings.rules.errors.step'

export function RulesEditor({ shopId }: { shopId: string }) {
  const { t } = useBookingT()
  const query = useQuery(shopHoursQuery(shopId))
  return (
    <EditorCard id="rules-title" title={t('merchantBookings.rules.title')}>
      <QueryView query={query} loading={t('merchantBookings.loading')} error={t('merchantBookings.loadError')}>
        {(shop) => <RulesForm shopId={shopId} shop={shop} />}
      </QueryView>
    </EditorCard>
  )
}

function RulesForm({ shopId, shop }: { shopId: string; shop: ShopHours }) {
  const { t } = useBookingT()
  const save = useSaveShopSettings(shopId)
  const form = useForm<BookingRulesInput, unknown, BookingRules>({
    resolver: zodResolver(bookingRulesSchema),
    defaultValues: {
      auto_confirm: shop.auto_confirm,
      slot_step_min: String(shop.slot_step_min),
      min_notice_min: String(shop.min_notice_min),
      horizon_days: String(shop.horizon_days),
      cancel_notice_hours: String(shop.cancel_notice_hours),
    },
  })
  const errors = form.formState.errors
  const message = (key: unknown) => (typeof key === 'string' ? t(key as RuleKey) : undefined)
  const onSave = form.handleSubmit(async (changes) => {
    try {
      await save.mutateAsync({ shopId, changes })
      toast.success(t('merchantBookings.rules.saved'))
    } catch {
      toast.error(t('merchantBookings.rules.saveError'))
    }
  })
  return (
    <form onSubmit={(e) => void onSave(e)} noValidate data-testid="rules-form">
      <HintedCheckbox label={t('merchantBookings.rules.autoConfirm')} hint={t('merchantBookings.rules.autoConfirmHint')} input={form.register('auto_confirm')} />
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <FormField label={t('merchantBookings.rules.step')} error={message(errors.slot_step_min?.message)}>
          {(control) => (
            <select {...control} className="block h-11 w-full rounded-lg border border-stone-300 bg-white px-3" {...form.register('slot_step_min')}>
              {SLOT_STEPS.map((step) => (
                <option key={step} value={String(step)}>
                  {t('merchantBookings.rules.minutes', { count: step })}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('merchantBookings.rules.notice')} error={message(errors.min_notice_min?.message)}>
          {(control) => <Input {...control} inputMode="numeric" {...form.register('min_notice_min')} />}
        </FormField>
        <FormField label={t('merchantBookings.rules.horizon')} error={message(errors.horizon_days?.message)}>
          {(control) => <Input {...control} inputMode="numeric" {...form.register('horizon_days')} />}
        </FormField>
        <FormField label={t('merchantBookings.rules.cancel')} error={message(errors.cancel_notice_hours?.message)}>
          {(control) => <Input {...control} inputMode="numeric" {...form.register('cancel_notice_hours')} />}
        </FormField>
      </div>
      <Button type="submit" className="mt-4" disabled={save.isPending}>
        {save.isPending ? t('merchantBookings.hours.saving') : t('merchantBookings.rules.save')}
      </Button>
    </form>
  )
}
