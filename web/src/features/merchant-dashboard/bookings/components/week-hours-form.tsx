// Seven day fields in the strict hours format ('10:00-13:00,14:00-20:00' or 'closed'),
// validated with react-hook-form + zod; used for opening hours and for one staff member's week.
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useBookingT } from '@/components/booking/i18n'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { DAY_KEYS, openingHoursSchema, type OpeningHoursValues } from '../lib/hours'

export interface WeekHoursFormProps {
  defaultValues: OpeningHoursValues
  onSave: (values: OpeningHoursValues) => Promise<void>
  saving: boolean
  testId: string
}

export function WeekHoursForm({ defaultValues, onSave, saving, testId }: WeekHoursFormProps) {
  const { t } = useBookingT()
  const form = useForm<OpeningHoursValues>({ resolver: zodResolver(openingHoursSchema), defaultValues })
  const errors = form.formState.errors
  return (
    <form onSubmit={(e) => void form.handleSubmit(onSave)(e)} noValidate data-testid={testId}>
      <div className="grid gap-3 sm:grid-cols-2">
        {DAY_KEYS.map((day) => (
          <FormField
            key={day}
            label={t(`merchantBookings.days.${day}`)}
            error={errors[day]?.message ? t(errors[day].message as 'merchantBookings.hours.errors.format') : undefined}
          >
            {(control) => <Input {...control} placeholder="10:00-13:00,14:00-20:00" {...form.register(day)} />}
          </FormField>
        ))}
      </div>
      <p className="mt-2 text-xs text-stone-600">{t('merchantBookings.hours.formatHint')}</p>
      <Button type="submit" className="mt-4" disabled={saving}>
        {saving ? t('merchantBookings.hours.saving') : t('merchantBookings.hours.save')}
      </Button>
    </form>
  )
}
