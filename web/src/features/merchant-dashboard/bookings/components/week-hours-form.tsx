// A week of hours, edited with time pickers and a closed-day switch per day (salon-day.md C.2:
// never free text), on react-hook-form + zod; used for opening hours and for one staff member's
// week. A day may have several periods (a gap is a break). Saves the strict day texts.
import { useFieldArray, useForm, type Control, type UseFormRegister } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Plus, X } from 'lucide-react'
import { useBookingT } from '@/components/booking/i18n'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { DAY_KEYS, type DayKey, type OpeningHoursValues } from '../lib/hours'
import { DEFAULT_PERIOD, fromWeekForm, toWeekForm, weekFormSchema, type WeekFormValues } from '../lib/week-form'

export interface WeekHoursFormProps {
  defaultValues: OpeningHoursValues
  onSave: (values: OpeningHoursValues) => Promise<void>
  saving: boolean
  testId: string
}

export function WeekHoursForm({ defaultValues, onSave, saving, testId }: WeekHoursFormProps) {
  const { t } = useBookingT()
  const form = useForm<WeekFormValues>({ resolver: zodResolver(weekFormSchema), defaultValues: toWeekForm(defaultValues) })
  const values = form.watch()
  return (
    <form onSubmit={(e) => void form.handleSubmit((v) => onSave(fromWeekForm(v)))(e)} noValidate data-testid={testId}>
      <ul className="divide-y divide-stone-100">
        {DAY_KEYS.map((day) => (
          <DayRow
            key={day}
            day={day}
            open={values[day]?.open ?? false}
            control={form.control}
            register={form.register}
            error={form.formState.errors[day]?.message ?? form.formState.errors[day]?.root?.message}
          />
        ))}
      </ul>
      <Button type="submit" className="mt-4" disabled={saving}>
        {saving ? t('merchantBookings.hours.saving') : t('merchantBookings.hours.save')}
      </Button>
    </form>
  )
}

function DayRow({
  day,
  open,
  control,
  register,
  error,
}: {
  day: DayKey
  open: boolean
  control: Control<WeekFormValues>
  register: UseFormRegister<WeekFormValues>
  error: string | undefined
}) {
  const { t } = useBookingT()
  const periods = useFieldArray({ control, name: `${day}.periods` })
  const dayName = t(`merchantBookings.days.${day}`)
  const errorId = `${day}-hours-error`
  return (
    <li className="py-3" data-testid={`hours-${day}`}>
      <div className="flex items-center justify-between gap-3">
        <span className="font-medium text-stone-900">{dayName}</span>
        <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm text-stone-800">
          <span className="relative inline-flex">
            <input
              type="checkbox"
              role="switch"
              className="peer absolute inset-0 z-10 cursor-pointer opacity-0"
              aria-label={t('merchantBookings.hours.openOn', { day: dayName })}
              {...register(`${day}.open`)}
            />
            <span
              aria-hidden="true"
              className="relative inline-block h-6 w-11 rounded-full bg-stone-300 transition-colors peer-checked:bg-emerald-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-600 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-5"
            />
          </span>
          <span className="w-12">{open ? t('merchantBookings.hours.open') : t('merchantBookings.hours.closed')}</span>
        </label>
      </div>
      {open && (
        <div className="mt-2 space-y-2">
          {periods.fields.map((field, i) => {
            const time = (end: 'from' | 'to') => (
              <Input
                type="time"
                step={300}
                className="w-32"
                aria-label={t(`merchantBookings.hours.${end}`, { day: dayName, n: i + 1 })}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId : undefined}
                {...register(`${day}.periods.${i}.${end}`)}
              />
            )
            return (
              <div key={field.id} className="flex items-center gap-1 sm:gap-2">
                {time('from')}
                <span aria-hidden="true" className="text-stone-500">
                  –
                </span>
                {time('to')}
                {periods.fields.length > 1 && (
                  <Button size="sm" variant="ghost" aria-label={t('merchantBookings.hours.removePeriod', { day: dayName, n: i + 1 })} onClick={() => periods.remove(i)}>
                    <X aria-hidden="true" className="size-4" />
                  </Button>
                )}
              </div>
            )
          })}
          <Button size="sm" variant="outline" onClick={() => periods.append({ ...DEFAULT_PERIOD, from: '14:00', to: '19:00' })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('merchantBookings.hours.addPeriod')}
          </Button>
        </div>
      )}
      {open && error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {t(error as 'merchantBookings.hours.errors.order')}
        </p>
      )}
    </li>
  )
}
