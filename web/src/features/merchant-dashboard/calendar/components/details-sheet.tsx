// Tap a booking → its details (time, service, staff, the customer's name, phone and e-mail, the
// channel, the note) and Move: a new HKT date, time and staff member (the keyboard's way to do
// what dragging does on a desktop). Tap a block → its reason and Unblock.
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Phone } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { localName } from '@/components/booking/names'
import { formatHkSpan, hkDateKeyOf } from '@/lib/format'
import { useErrorText } from '@/lib/errors/use-error-text'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import { useMoveBooking, useUnblockTime, type CalendarBlock, type CalendarBooking, type CalendarStaff } from '../api/calendar'
import { moveSchema, type MoveValues } from '../lib/forms'
import { hhmm, hkMinutes, hktInstant, minutesOf } from '../lib/layout'
import { Refusal, Sheet } from './sheet'
import { OutsideHours, SheetActions, StaffSelect } from './sheet-parts'

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2 py-1.5">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="text-sm text-stone-900">{children}</dd>
    </div>
  )
}

export function BookingSheet({ shopId, booking, staff, onClose }: { shopId: string; booking: CalendarBooking | null; staff: CalendarStaff[]; onClose: () => void }) {
  const { t, lang } = useWorkspaceT()
  const b = booking
  return (
    <Sheet open={b !== null} onClose={onClose} title={t('calendar.details.bookingTitle')} testId="calendar-booking-sheet">
      {b && (
        <div className="space-y-4">
          <dl className="divide-y divide-stone-100">
            <Row label={t('calendar.details.when')}>
              <span className="tabular-nums">{formatHkSpan(b.start_at, b.end_at, lang)}</span>
              <span className="ml-2 inline-block rounded-full bg-stone-100 px-2 py-0.5 text-xs" data-status={b.status}>
                {t(`calendar.status.${b.status}`)}
              </span>
            </Row>
            <Row label={t('calendar.details.service')}>{localName({ name: b.service.name ?? '', name_zh: b.service.name_zh }, lang)}</Row>
            <Row label={t('calendar.details.staff')}>{localName(staff.find((s) => s.id === b.staff_id), lang)}</Row>
            <Row label={t('calendar.details.customer')}>{b.customer.name}</Row>
            {b.customer.phone && (
              <Row label={t('calendar.details.phone')}>
                <a href={`tel:${b.customer.phone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-1 font-medium text-rose-700 underline underline-offset-2" aria-label={t('calendar.details.call', { phone: b.customer.phone })}>
                  <Phone aria-hidden="true" className="size-3.5" />
                  {b.customer.phone}
                </a>
              </Row>
            )}
            {b.customer.email && <Row label={t('calendar.details.email')}>{b.customer.email}</Row>}
            <Row label={t('calendar.details.source')}>{t(`calendar.sources.${b.source}` as 'calendar.sources.other')}</Row>
            {b.note && <Row label={t('calendar.details.note')}>“{b.note}”</Row>}
          </dl>
          {b.status === 'pending' || b.status === 'confirmed' ? (
            <MoveForm key={b.id} shopId={shopId} booking={b} staff={staff} onDone={onClose} />
          ) : (
            <p className="text-sm text-stone-600">{t('calendar.details.notMovable')}</p>
          )}
        </div>
      )}
    </Sheet>
  )
}

function MoveForm({ shopId, booking, staff, onDone }: { shopId: string; booking: CalendarBooking; staff: CalendarStaff[]; onDone: () => void }) {
  const { t } = useWorkspaceT()
  const move = useMoveBooking(shopId)
  const form = useForm<MoveValues>({
    resolver: zodResolver(moveSchema),
    defaultValues: { date: hkDateKeyOf(booking.start_at), time: hhmm(hkMinutes(booking.start_at)), staffId: booking.staff_id ?? staff[0]?.id ?? '', outsideHours: false },
  })
  const errors = form.formState.errors
  const msg = (m?: string) => (m ? t(m as 'common.save') : undefined)
  const submit = form.handleSubmit((v) =>
    move.mutate(
      { bookingId: booking.id, startAt: hktInstant(v.date, minutesOf(v.time) ?? 0), staffId: v.staffId, ...(v.outsideHours ? { outsideHours: true } : {}) },
      { onSuccess: onDone },
    ),
  )
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200 sm:grid-cols-2" data-testid="calendar-move-form">
      <h3 className="font-semibold text-stone-900 sm:col-span-2">{t('calendar.details.moveTitle')}</h3>
      <FormField label={t('calendar.sheet.date')} error={msg(errors.date?.message)}>
        {(c) => <Input {...c} type="date" {...form.register('date')} />}
      </FormField>
      <FormField label={t('calendar.sheet.time')} error={msg(errors.time?.message)}>
        {(c) => <Input {...c} type="time" step={300} {...form.register('time')} />}
      </FormField>
      <FormField label={t('calendar.sheet.staff')} error={msg(errors.staffId?.message)} className="sm:col-span-2">
        {(c) => <StaffSelect {...c} staff={staff} field={form.register('staffId')} />}
      </FormField>
      <OutsideHours field={form.register('outsideHours')} />
      <SheetActions mutation={move} submitLabel={t('calendar.details.saveMove')} busyLabel={t('calendar.moving')} />
    </form>
  )
}

export function BlockSheet({ shopId, block, staff, onClose }: { shopId: string; block: CalendarBlock | null; staff: CalendarStaff[]; onClose: () => void }) {
  const { t, lang } = useWorkspaceT()
  const errorText = useErrorText()
  const unblock = useUnblockTime(shopId)
  return (
    <Sheet open={block !== null} onClose={onClose} title={t('calendar.details.blockTitle')} testId="calendar-block-sheet">
      {block && (
        <div className="space-y-4">
          <dl className="divide-y divide-stone-100">
            <Row label={t('calendar.details.when')}>
              <span className="tabular-nums">{formatHkSpan(block.starts_at, block.ends_at, lang)}</span>
            </Row>
            <Row label={t('calendar.details.staff')}>{block.staff_id === null ? t('calendar.details.wholeShop') : localName(staff.find((s) => s.id === block.staff_id), lang)}</Row>
            <Row label={t('calendar.details.reason')}>{block.reason || <span className="text-stone-500">{t('calendar.details.noReason')}</span>}</Row>
          </dl>
          <Refusal text={unblock.isError ? errorText(unblock.error) : null} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('calendar.sheet.cancel')}
            </Button>
            <Button type="button" disabled={unblock.isPending} onClick={() => unblock.mutate({ blockId: block.id }, { onSuccess: onClose })}>
              {unblock.isPending ? t('calendar.details.unblocking') : t('calendar.details.unblock')}
            </Button>
          </div>
        </div>
      )}
    </Sheet>
  )
}
