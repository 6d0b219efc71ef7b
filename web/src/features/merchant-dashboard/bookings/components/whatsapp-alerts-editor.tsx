// The shop's WhatsApp alerts (salon-day.md C.4): new bookings and requests also sent to a phone
// on WhatsApp, beside the e-mail (react-hook-form + zod).
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useBookingT } from '@/components/booking/i18n'
import { formatHkDateTime } from '@/lib/format'
import { labelLang } from '@/lib/enums'
import { whatsAppAlertsQuery, useSaveWhatsAppAlerts, type WhatsAppAlerts } from '../api/whatsapp-alerts'
import { QueryView } from '../../components/query-states'
import { localNumber, whatsAppAlertsSchema, type WhatsAppAlertsValues } from '../lib/whatsapp-alerts'
import { EditorCard } from '../../components/editor-card'
import { HintedCheckbox } from '../../components/editor-parts'

type ErrorKey = `merchantBookings.whatsappAlerts.errors.${'phoneRequired' | 'phoneInvalid'}`

export function WhatsAppAlertsEditor({ shopId }: { shopId: string }) {
  const { t } = useBookingT()
  const query = useQuery(whatsAppAlertsQuery(shopId))
  return (
    <EditorCard id="whatsapp-alerts-title" title={t('merchantBookings.whatsappAlerts.title')} intro={t('merchantBookings.whatsappAlerts.intro')} testId="whatsapp-alerts">
      <QueryView query={query} loading={t('merchantBookings.loading')} error={t('merchantBookings.loadError')}>
        {(alerts) => <AlertsForm shopId={shopId} alerts={alerts} />}
      </QueryView>
    </EditorCard>
  )
}

function AlertsForm({ shopId, alerts }: { shopId: string; alerts: WhatsAppAlerts | null }) {
  const { t, i18n } = useBookingT()
  const save = useSaveWhatsAppAlerts(shopId)
  const form = useForm<WhatsAppAlertsValues>({
    resolver: zodResolver(whatsAppAlertsSchema),
    defaultValues: { enabled: alerts?.enabled ?? false, phone: localNumber(alerts?.phone) },
  })
  const error = form.formState.errors.phone?.message
  const onSave = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ shopId, enabled: values.enabled, phone: values.phone })
      form.reset({ enabled: saved?.enabled ?? false, phone: localNumber(saved?.phone) })
      toast.success(t(values.enabled ? 'merchantBookings.whatsappAlerts.savedOn' : 'merchantBookings.whatsappAlerts.savedOff'))
    } catch {
      toast.error(t('merchantBookings.whatsappAlerts.saveError'))
    }
  })
  return (
    <form onSubmit={(e) => void onSave(e)} noValidate>
      <HintedCheckbox label={t('merchantBookings.whatsappAlerts.enabled')} hint={t('merchantBookings.whatsappAlerts.enabledHint')} input={form.register('enabled')} className="min-h-11" />
      <div className="mt-3 max-w-xs">
        <FormField label={t('merchantBookings.whatsappAlerts.phone')} error={error ? t(error as ErrorKey) : undefined}>
          {(control) => <Input {...control} type="tel" inputMode="tel" autoComplete="tel" placeholder="9123 4567" {...form.register('phone')} />}
        </FormField>
      </div>
      {alerts?.enabled && alerts.enabledAt && (
        <p className="mt-2 text-sm text-stone-600">
          {t('merchantBookings.whatsappAlerts.since', { date: formatHkDateTime(alerts.enabledAt, labelLang(i18n.language)) })}
        </p>
      )}
      <Button type="submit" className="mt-4" disabled={save.isPending}>
        {save.isPending ? t('merchantBookings.hours.saving') : t('merchantBookings.whatsappAlerts.save')}
      </Button>
    </form>
  )
}
