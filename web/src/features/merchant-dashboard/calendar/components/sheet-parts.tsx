// The pieces the calendar's forms share: a staff member select, a row of radio chips, the
// outside-hours override, and the last row (the refusal in the server's words, Cancel, submit).
import type { ComponentProps } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { SelectBox } from '@/components/ui/select'
import { useErrorText } from '@/lib/errors/use-error-text'
import { useWorkspaceT } from '@/lib/workspace/i18n'
import type { CalendarStaff } from '../api/calendar'
import { Refusal } from './sheet'
import { NameOptions } from '@/components/booking/name-options'

/** A select of the staff members; `any`: a first option '' with that label. */
export function StaffSelect({ staff, field, any, ...control }: { staff: CalendarStaff[]; field: UseFormRegisterReturn; any?: string } & Omit<ComponentProps<'select'>, 'children'>) {
  const { lang } = useWorkspaceT()
  return (
    <SelectBox {...control} {...field}>
      {any !== undefined && <option value="">{any}</option>}
      <NameOptions rows={staff} lang={lang} />
    </SelectBox>
  )
}

export function RadioChips({ legend, choices, field }: { legend: string; choices: { value: string; label: string }[]; field: UseFormRegisterReturn }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((c) => (
          <label key={c.value} className="inline-flex h-10 items-center gap-2 rounded-full bg-white px-3 text-sm text-stone-800 ring-1 ring-stone-200 has-checked:bg-rose-50 has-checked:ring-rose-400">
            <input type="radio" value={c.value} className="size-4 accent-rose-600" {...field} />
            {c.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

export function OutsideHours({ field }: { field: UseFormRegisterReturn }) {
  const { t } = useWorkspaceT()
  return (
    <label className="flex items-center gap-2 text-sm text-stone-800 sm:col-span-2">
      <input type="checkbox" className="size-4 accent-rose-600" {...field} />
      {t('calendar.sheet.outsideHours')}
    </label>
  )
}

/** The refusal of the last attempt (kept with everything typed), then Cancel (if given) and submit. */
export function SheetActions({ mutation, submitLabel, busyLabel, onCancel }: { mutation: { isError: boolean; isPending: boolean; error: unknown }; submitLabel: string; busyLabel: string; onCancel?: () => void }) {
  const { t } = useWorkspaceT()
  const errorText = useErrorText()
  return (
    <>
      <div className="sm:col-span-2">
        <Refusal text={mutation.isError ? errorText(mutation.error) : null} />
      </div>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('calendar.sheet.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? busyLabel : submitLabel}
        </Button>
      </div>
    </>
  )
}
