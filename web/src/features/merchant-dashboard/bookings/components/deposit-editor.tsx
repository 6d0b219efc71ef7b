// The booking rules' deposit settings (salon-day.md C.3; react-hook-form + zod): the rule (none,
// a fixed HK$ amount, a percentage of the service price), the time to pay, the FPS account with
// an optional bank code, card acceptance (offered only when the platform takes cards), and what
// happens to a deposit in plain words. The owner edits; a manager sees the same, read-only.
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { RadioGroup } from '@/components/ui/choice-group'
import { usePaymentsT } from '@/components/payments/i18n'
import { cardPaymentsOn } from '@/lib/app-config'
import { FPS_PROXY_TYPES } from '@/lib/deposit'
import { depositSettingsQuery, useSaveDepositSettings } from '../api/deposit-settings'
import { QueryView } from '../../components/query-states'
import { EditorCard } from '../../components/editor-card'
import {
  depositFormValues,
  depositSettingsSchema,
  type DepositColumns,
  type DepositSettings,
  type DepositSettingsInput,
} from '../lib/deposit-schema'
import { HintedCheckbox } from '../../components/editor-parts'

type ErrorKey = 'rules.errors.fixed'

export function DepositEditor({ shopId, canEdit }: { shopId: string; canEdit: boolean }) {
  const { t } = usePaymentsT()
  const query = useQuery(depositSettingsQuery(shopId))
  return (
    <EditorCard id="deposit-title" title={t('rules.title')} intro={t('rules.intro')} testId="deposit-settings">
      <QueryView query={query} loading={t('rules.loading')} error={t('rules.loadError')}>
        {(shop) => <DepositForm shopId={shopId} shop={shop} canEdit={canEdit} />}
      </QueryView>
    </EditorCard>
  )
}

function DepositForm({ shopId, shop, canEdit }: { shopId: string; shop: DepositColumns & { cancel_notice_hours: number }; canEdit: boolean }) {
  const { t } = usePaymentsT()
  const save = useSaveDepositSettings(shopId)
  const form = useForm<DepositSettingsInput, unknown, DepositSettings>({
    resolver: zodResolver(depositSettingsSchema),
    defaultValues: depositFormValues(shop),
  })
  const errors = form.formState.errors
  const message = (key: unknown) => (typeof key === 'string' ? t(key as ErrorKey) : undefined)
  const rule = form.watch('deposit_rule')
  const proxyType = form.watch('fps_proxy_type')
  // Cards are offered only where the platform takes them; a shop that accepted them keeps the
  // choice visible so it can turn it off.
  const cards = cardPaymentsOn() || shop.accept_card
  const onSave = form.handleSubmit(async (changes) => {
    try {
      await save.mutateAsync({ shopId, changes })
      form.reset(depositFormValues(changes))
      toast.success(t('rules.saved'))
    } catch {
      toast.error(t('rules.saveError'))
    }
  })
  return (
    <form onSubmit={(e) => void onSave(e)} noValidate className="mt-4" data-testid="deposit-form">
      {!canEdit && (
        <p className="mb-3 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700" data-testid="deposit-read-only">
          {t('rules.readOnly')}
        </p>
      )}
      <fieldset disabled={!canEdit || save.isPending} className="space-y-4">
        <RadioGroup
          legend={t('rules.rule')}
          columns={3}
          options={[
            { value: 'none', label: t('rules.ruleNone') },
            { value: 'fixed', label: t('rules.ruleFixed') },
            { value: 'percent', label: t('rules.rulePercent') },
          ]}
          {...form.register('deposit_rule')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {rule !== 'none' && (
            <FormField label={rule === 'fixed' ? t('rules.fixedValue') : t('rules.percentValue')} error={message(errors.deposit_value?.message)}>
              {(control) => <Input {...control} inputMode="decimal" {...form.register('deposit_value')} />}
            </FormField>
          )}
          <FormField label={t('rules.window')} hint={t('rules.windowHint')} error={message(errors.payment_window_min?.message)}>
            {(control) => <Input {...control} inputMode="numeric" {...form.register('payment_window_min')} />}
          </FormField>
        </div>
        <fieldset className="rounded-lg border border-stone-200 p-3">
          <legend className="px-1 text-sm font-semibold text-stone-900">{t('rules.fpsTitle')}</legend>
          <p className="text-sm text-stone-600">{t('rules.fpsHint')}</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <FormField label={t('rules.proxyType')}>
              {(control) => (
                <select {...control} className="block h-11 w-full rounded-lg border border-stone-300 bg-white px-3" {...form.register('fps_proxy_type')}>
                  {FPS_PROXY_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`rules.proxyTypes.${type}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label={t('rules.proxyValue')} hint={t(`rules.proxyValueHint.${proxyType}`)} error={message(errors.fps_proxy_value?.message)}>
              {(control) => (
                <Input
                  {...control}
                  inputMode={proxyType === 'email' ? 'email' : 'tel'}
                  autoComplete="off"
                  {...form.register('fps_proxy_value')}
                />
              )}
            </FormField>
            <FormField label={t('rules.bankCode')} hint={t('rules.bankCodeHint')} error={message(errors.fps_bank_code?.message)}>
              {(control) => <Input {...control} inputMode="numeric" maxLength={3} {...form.register('fps_bank_code')} />}
            </FormField>
          </div>
        </fieldset>
        {cards && (
          <HintedCheckbox label={t('rules.acceptCard')} hint={t('rules.acceptCardHint')} input={form.register('accept_card')} />
        )}
      </fieldset>
      <div className="mt-4 rounded-lg bg-stone-50 p-3 text-sm text-stone-800" data-testid="deposit-outcomes">
        <p className="font-semibold text-stone-900">{t('rules.outcomesTitle')}</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {(['free', 'late', 'weather', 'shop', 'fps'] as const).map((k) => (
            <li key={k}>{t(`rules.outcomes.${k}`, { hours: shop.cancel_notice_hours })}</li>
          ))}
        </ul>
      </div>
      {canEdit && (
        <Button type="submit" className="mt-4" disabled={save.isPending}>
          {save.isPending ? t('rules.saving') : t('rules.save')}
        </Button>
      )}
    </form>
  )
}
