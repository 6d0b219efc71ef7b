// Tap an empty time → this sheet: a manual booking (service, staff or any, HKT date and time,
// the customer's name and phone, e-mail, channel, note, the outside-hours override of C.2) or
// blocked time (this staff member or the whole shop, reason). A refusal (409 slot_taken, ...)
// shows the server's sentence and keeps everything typed.
import { useState } from 'react'
import { useForm, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { SelectBox } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { PillTabs } from '@/components/ui/pill-tabs'
import { localName } from '@/components/booking/names'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import { MANUAL_SOURCES, useBlockTime, useCreateManualBooking, type CalendarService, type CalendarStaff } from '../api/calendar'
import { blockSchema, bookingSchema, type BlockValues, type BookingValues } from '../lib/forms'
import { hhmm, hktInstant, minutesOf } from '../lib/layout'
import { Sheet } from './sheet'
import { OutsideHours, RadioChips, SheetActions, StaffSelect } from './sheet-parts'

export interface AddAt {
  day: string
  minute: number
  staffId: string
}

/** A field's message (a workspace key) in the page language. */
function useFieldError<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>) {
  const { t } = useWorkspaceT()
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>
  return (name: FieldPath<V>) => {
    const message = errors[name]?.message
    return message ? t(message as 'common.save') : undefined
  }
}

export function AddSheet({ shopId, at, staff, services, onClose, onDone }: { shopId: string; at: AddAt | null; staff: CalendarStaff[]; services: CalendarService[]; onClose: () => void; onDone: () => void }) {
  const { t } = useWorkspaceT()
  const [kind, setKind] = useState<'booking' | 'block'>('booking')
  return (
    <Sheet open={at !== null} onClose={onClose} title={t('calendar.sheet.addTitle')} testId="calendar-add-sheet">
      {at && (
        <div className="space-y-4">
          <PillTabs
            label={t('calendar.sheet.kind')}
            variant="segmented"
            selected={kind}
            onSelect={setKind}
            tabs={[
              { id: 'booking', label: t('calendar.sheet.booking') },
              { id: 'block', label: t('calendar.sheet.block') },
            ]}
          />
          {/* Both forms stay mounted: switching back and forth loses nothing typed. */}
          <div hidden={kind !== 'booking'}>
            <BookingForm shopId={shopId} at={at} staff={staff} services={services} onCancel={onClose} onDone={onDone} />
          </div>
          <div hidden={kind !== 'block'}>
            <BlockForm shopId={shopId} at={at} staff={staff} onCancel={onClose} onDone={onDone} />
          </div>
        </div>
      )}
    </Sheet>
  )
}

function BookingForm({ shopId, at, staff, services, onCancel, onDone }: { shopId: string; at: AddAt; staff: CalendarStaff[]; services: CalendarService[]; onCancel: () => void; onDone: () => void }) {
  const { t, lang } = useWorkspaceT()
  const create = useCreateManualBooking(shopId)
  const form = useForm<BookingValues>({
    resolver: zodResolver(bookingSchema),
    defaultValues: {
      serviceId: services[0]?.id ?? '',
      staffId: at.staffId,
      date: at.day,
      time: hhmm(at.minute),
      name: '',
      phone: '',
      email: '',
      source: 'walk_in',
      note: '',
      outsideHours: false,
    },
  })
  const err = useFieldError(form)
  const submit = form.handleSubmit((v) =>
    create.mutate(
      {
        shopId,
        serviceId: v.serviceId,
        staffId: v.staffId || null,
        startAt: hktInstant(v.date, minutesOf(v.time) ?? 0),
        customer: { name: v.name.trim(), phone: v.phone.trim(), ...(v.email.trim() ? { email: v.email.trim() } : {}) },
        source: v.source,
        ...(v.note.trim() ? { note: v.note.trim() } : {}),
        ...(v.outsideHours ? { outsideHours: true } : {}),
      },
      { onSuccess: onDone },
    ),
  )
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 sm:grid-cols-2" data-testid="calendar-booking-form">
      <FormField label={t('calendar.sheet.service')} error={err('serviceId')} className="sm:col-span-2">
        {(c) => (
          <SelectBox {...c} {...form.register('serviceId')}>
            <option value="">{t('calendar.sheet.chooseService')}</option>
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {localName(s, lang)} · {s.duration}′
              </option>
            ))}
          </SelectBox>
        )}
      </FormField>
      <FormField label={t('calendar.sheet.staff')} error={err('staffId')} className="sm:col-span-2">
        {(c) => <StaffSelect {...c} staff={staff} field={form.register('staffId')} any={t('calendar.anyStaff')} />}
      </FormField>
      <FormField label={t('calendar.sheet.date')} error={err('date')}>
        {(c) => <Input {...c} type="date" {...form.register('date')} />}
      </FormField>
      <FormField label={t('calendar.sheet.time')} error={err('time')}>
        {(c) => <Input {...c} type="time" step={300} {...form.register('time')} />}
      </FormField>
      <FormField label={t('calendar.sheet.customerName')} error={err('name')}>
        {(c) => <Input {...c} autoComplete="off" {...form.register('name')} />}
      </FormField>
      <FormField label={t('calendar.sheet.customerPhone')} error={err('phone')}>
        {(c) => <Input {...c} type="tel" inputMode="tel" autoComplete="off" {...form.register('phone')} />}
      </FormField>
      <FormField label={t('calendar.sheet.customerEmail')} error={err('email')} className="sm:col-span-2">
        {(c) => <Input {...c} type="email" autoComplete="off" {...form.register('email')} />}
      </FormField>
      <RadioChips legend={t('calendar.sheet.source')} choices={MANUAL_SOURCES.map((s) => ({ value: s, label: t(`calendar.sources.${s}`) }))} field={form.register('source')} />
      <FormField label={t('calendar.sheet.note')} error={err('note')} className="sm:col-span-2">
        {(c) => <Textarea {...c} rows={2} className="min-h-16" {...form.register('note')} />}
      </FormField>
      <OutsideHours field={form.register('outsideHours')} />
      <SheetActions mutation={create} submitLabel={t('calendar.sheet.saveBooking')} busyLabel={t('calendar.sheet.saving')} onCancel={onCancel} />
    </form>
  )
}

function BlockForm({ shopId, at, staff, onCancel, onDone }: { shopId: string; at: AddAt; staff: CalendarStaff[]; onCancel: () => void; onDone: () => void }) {
  const { t } = useWorkspaceT()
  const block = useBlockTime(shopId)
  const form = useForm<BlockValues>({
    resolver: zodResolver(blockSchema),
    defaultValues: { scope: 'staff', staffId: at.staffId, date: at.day, start: hhmm(at.minute), end: hhmm(Math.min(at.minute + 60, 24 * 60 - 5)), reason: '' },
  })
  const err = useFieldError(form)
  const scope = form.watch('scope')
  const submit = form.handleSubmit((v) =>
    block.mutate(
      {
        shopId,
        staffId: v.scope === 'shop' ? null : v.staffId,
        startAt: hktInstant(v.date, minutesOf(v.start) ?? 0),
        endAt: hktInstant(v.date, minutesOf(v.end) ?? 0),
        ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
      },
      { onSuccess: onDone },
    ),
  )
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 sm:grid-cols-2" data-testid="calendar-block-form">
      <RadioChips
        legend={t('calendar.sheet.scope')}
        choices={[
          { value: 'staff', label: t('calendar.sheet.scopeStaff') },
          { value: 'shop', label: t('calendar.sheet.scopeShop') },
        ]}
        field={form.register('scope')}
      />
      {scope === 'staff' && (
        <FormField label={t('calendar.sheet.staff')} error={err('staffId')} className="sm:col-span-2">
          {(c) => <StaffSelect {...c} staff={staff} field={form.register('staffId')} />}
        </FormField>
      )}
      <FormField label={t('calendar.sheet.date')} error={err('date')} className="sm:col-span-2">
        {(c) => <Input {...c} type="date" {...form.register('date')} />}
      </FormField>
      <FormField label={t('calendar.sheet.start')} error={err('start')}>
        {(c) => <Input {...c} type="time" step={300} {...form.register('start')} />}
      </FormField>
      <FormField label={t('calendar.sheet.end')} error={err('end')}>
        {(c) => <Input {...c} type="time" step={300} {...form.register('end')} />}
      </FormField>
      <FormField label={t('calendar.sheet.reason')} error={err('reason')} className="sm:col-span-2">
        {(c) => <Input {...c} placeholder={t('calendar.sheet.reasonPlaceholder')} {...form.register('reason')} />}
      </FormField>
      <SheetActions mutation={block} submitLabel={t('calendar.sheet.saveBlock')} busyLabel={t('calendar.sheet.saving')} onCancel={onCancel} />
    </form>
  )
}
