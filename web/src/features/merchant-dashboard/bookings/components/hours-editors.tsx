// The merchant's hours: the shop's opening hours, each staff member's weekly hours, and time off.
import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useBookingT } from '@/components/booking/i18n'
import { toast } from 'sonner'
import { Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { Lang } from '@/lib/enums'
import { addDays, formatHkSpan, hkDateKey } from '@/lib/format'
import { localName } from '@/components/booking/names'
import { shopHoursQuery, useSaveShopSettings } from '../api/opening-hours'
import { useSaveStaffHours, type ShopStaff } from '../api/staff-hours'
import { hkInstant, TIME_OFF_REASONS, timeOffQuery, useAddTimeOff, useRemoveTimeOff, type TimeOffReason } from '../api/time-off'
import { fromOperatingHours, toOperatingHours } from '../lib/hours'
import { rowsOf, weekOf } from '../lib/week'
import { WeekHoursForm } from './week-hours-form'
import { EditorCard } from '../../components/editor-card'
import { QueryView } from '../../components/query-states'
import { NameOptions } from '@/components/booking/name-options'
import { toastSave } from '../../lib/toast-save'

const FIELD = 'mt-1 block h-11 w-full rounded-lg border border-stone-300 bg-white px-3'

/** A choice of the time-off form, its label above it. */
function LabelledSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: React.ReactNode }) {
  return (
    <label className="text-sm font-medium text-stone-800">
      {label}
      <select className={FIELD} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </label>
  )
}

type DateTime = { date: string; time: string }

/** A bound of a time off: its date (`min` on) and its time, side by side under one label. */
function DateTimeField({ label, timeLabel, value, min, onChange }: { label: string; timeLabel: string; value: DateTime; min: string; onChange: (value: DateTime) => void }) {
  return (
    <label className="text-sm font-medium text-stone-800">
      {label}
      <span className="flex gap-2">
        <input type="date" className={FIELD} value={value.date} min={min} onChange={(e) => onChange({ ...value, date: e.target.value })} />
        <input type="time" className={FIELD} value={value.time} onChange={(e) => onChange({ ...value, time: e.target.value })} aria-label={timeLabel} />
      </span>
    </label>
  )
}

export function OpeningHoursEditor({ shopId }: { shopId: string }) {
  const { t } = useBookingT()
  const query = useQuery(shopHoursQuery(shopId))
  const save = useSaveShopSettings(shopId)
  return (
    <EditorCard title={t('merchantBookings.hours.openingTitle')} id="opening-hours-title">
      <QueryView query={query} loading={t('merchantBookings.loading')} error={t('merchantBookings.loadError')}>
        {(shop) => (
          <WeekHoursForm
            testId="opening-hours-form"
            defaultValues={fromOperatingHours(shop.operating_hours)}
            saving={save.isPending}
            onSave={(values) =>
              toastSave(
                save.mutateAsync({ shopId, changes: { operating_hours: toOperatingHours(values) } }),
                t('merchantBookings.hours.saved'),
                t('merchantBookings.hours.saveError'),
              )
            }
          />
        )}
      </QueryView>
    </EditorCard>
  )
}

export function StaffHoursEditor({ shopId, staff, lang }: { shopId: string; staff: ShopStaff[]; lang: Lang }) {
  const { t } = useBookingT()
  const [staffId, setStaffId] = useState(staff[0]?.id ?? '')
  const save = useSaveStaffHours(shopId)
  const member = staff.find((s) => s.id === staffId)
  return (
    <EditorCard title={t('merchantBookings.hours.staffTitle')} id="staff-hours-title">
      {staff.length === 0 ? (
        <p className="text-sm text-stone-600">{t('merchantBookings.calendar.noStaff')}</p>
      ) : (
        <>
          <label className="block text-sm font-medium text-stone-800" htmlFor="staff-hours-member">
            {t('merchantBookings.hours.member')}
          </label>
          <select
            id="staff-hours-member"
            className="mt-1 mb-4 block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 sm:w-64"
            value={staffId}
            onChange={(e) => setStaffId(e.target.value)}
          >
            <NameOptions rows={staff} lang={lang} />
          </select>
          {member && (
            <WeekHoursForm
              key={member.id}
              testId="staff-hours-form"
              defaultValues={weekOf(member.staff_hours)}
              saving={save.isPending}
              onSave={(values) =>
                toastSave(
                  save.mutateAsync({ staffId: member.id, rows: rowsOf(values) }),
                  t('merchantBookings.hours.saved'),
                  t('merchantBookings.hours.saveError'),
                )
              }
            />
          )}
        </>
      )}
    </EditorCard>
  )
}

export function TimeOffEditor({ shopId, staff, lang }: { shopId: string; staff: ShopStaff[]; lang: Lang }) {
  const { t } = useBookingT()
  const query = useQuery(timeOffQuery(shopId))
  const add = useAddTimeOff(shopId)
  const remove = useRemoveTimeOff(shopId)
  const today = hkDateKey()
  const [who, setWho] = useState('')
  const [from, setFrom] = useState<DateTime>({ date: addDays(today, 1), time: '00:00' })
  const [to, setTo] = useState<DateTime>({ date: addDays(today, 1), time: '23:59' })
  const [reason, setReason] = useState<TimeOffReason>('holiday')
  const [error, setError] = useState<string | null>(null)
  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setError(null)
    const starts = hkInstant(from.date, from.time)
    const ends = hkInstant(to.date, to.time)
    if (!from.date || !to.date || !(starts < ends)) {
      setError(t('merchantBookings.timeOff.errors.order'))
      return
    }
    try {
      await add.mutateAsync({ business_id: shopId, staff_id: who || null, starts_at: starts, ends_at: ends, reason })
      toast.success(t('merchantBookings.timeOff.added'))
    } catch {
      setError(t('merchantBookings.timeOff.errors.save'))
    }
  }
  return (
    <EditorCard title={t('merchantBookings.timeOff.title')} id="time-off-title">
      <QueryView
        query={query}
        loading={t('merchantBookings.loading')}
        error={t('merchantBookings.loadError')}
        empty={t('merchantBookings.timeOff.none')}
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => (
            <ul className="mb-4 space-y-2" data-testid="time-off-list">
              {rows.map((row) => {
                const member = staff.find((s) => s.id === row.staff_id)
                return (
                  <li key={row.id} className="flex items-center justify-between gap-2 rounded-lg bg-stone-50 px-3 py-2 text-sm">
                    <span>
                      <span className="font-medium">{member ? localName(member, lang) : t('merchantBookings.timeOff.wholeShop')}</span>
                      {' · '}
                      {t(`merchantBookings.timeOff.reasons.${row.reason}`)}
                      <br />
                      <span className="text-stone-600 tabular-nums">
                        {formatHkSpan(row.starts_at, null, lang)} – {formatHkSpan(row.ends_at, null, lang)}
                      </span>
                    </span>
                    <Button size="icon" variant="ghost" aria-label={t('merchantBookings.timeOff.remove')} onClick={() => remove.mutate(row.id)}>
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </li>
                )
              })}
            </ul>
        )}
      </QueryView>
      <form onSubmit={(e) => void submit(e)} className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="time-off-form">
        <LabelledSelect label={t('merchantBookings.timeOff.who')} value={who} onChange={setWho}>
          <option value="">{t('merchantBookings.timeOff.wholeShop')}</option>
          <NameOptions rows={staff} lang={lang} />
        </LabelledSelect>
        <LabelledSelect label={t('merchantBookings.timeOff.reason')} value={reason} onChange={(value) => setReason(value as TimeOffReason)}>
          {TIME_OFF_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`merchantBookings.timeOff.reasons.${r}`)}
            </option>
          ))}
        </LabelledSelect>
        <DateTimeField label={t('merchantBookings.timeOff.from')} timeLabel={t('merchantBookings.timeOff.fromTime')} value={from} min={today} onChange={setFrom} />
        <DateTimeField label={t('merchantBookings.timeOff.to')} timeLabel={t('merchantBookings.timeOff.toTime')} value={to} min={today} onChange={setTo} />
        {error && (
          <p role="alert" className="text-sm text-red-800 sm:col-span-2">
            {error}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={add.isPending}>
            {t('merchantBookings.timeOff.add')}
          </Button>
          <p className="mt-2 text-xs text-stone-600">{t('booking.hktNote')}</p>
        </div>
      </form>
    </EditorCard>
  )
}
