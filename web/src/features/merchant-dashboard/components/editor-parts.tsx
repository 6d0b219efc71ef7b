// The pieces the store, service and staff editors share: their labelled inputs and text areas
// with the schema's message (a workspace key), the chips that link services and staff (which
// staff perform a service, which services a staff member performs) and the form's last row
// (bookable online, Save and Cancel), the list's Add button, and a setting's checkbox with its hint.
import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'
import type { FieldPath, FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form'
import { Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { useWorkspaceT } from '@/lib/workspace/i18n'

/** The editor's fields of `form`: `input` and `area` (three rows unless told), each with its message. */
export function useEditorFields<V extends FieldValues, O>(form: UseFormReturn<V, unknown, O>) {
  const { t } = useWorkspaceT()
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>
  const err = (name: FieldPath<V>): string | undefined => {
    const message = errors[name]?.message
    return message ? t(message as 'common.save') : undefined
  }
  const input = (name: FieldPath<V>, label: string, props: ComponentProps<'input'> = {}) => (
    <FormField label={label} error={err(name)}>
      {(control) => <Input {...control} {...props} {...form.register(name)} />}
    </FormField>
  )
  const area = (name: FieldPath<V>, label: string, props: ComponentProps<'textarea'> = {}) => (
    <FormField label={label} error={err(name)}>
      {(control) => <Textarea {...control} rows={3} {...props} {...form.register(name)} />}
    </FormField>
  )
  return { err, input, area }
}

export interface Choice {
  id: string
  label: string
  note?: string
}

export function ChoiceChips({ legend, empty, choices, field }: { legend: string; empty: string; choices: Choice[]; field: UseFormRegisterReturn }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{legend}</legend>
      {choices.length === 0 ? (
        <p className="text-sm text-stone-600">{empty}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {choices.map((c) => (
            <label key={c.id} className="inline-flex h-10 items-center gap-2 rounded-full bg-white px-3 text-sm text-stone-800 ring-1 ring-stone-200 has-checked:ring-rose-400">
              <input type="checkbox" value={c.id} className="size-4 accent-rose-600" {...field} />
              {c.label}
              {c.note && <span className="text-xs text-stone-500">({c.note})</span>}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  )
}

export function EditorFooter({ onlineLabel, online, saving, onCancel }: { onlineLabel: string; online: UseFormRegisterReturn; saving: boolean; onCancel: () => void }) {
  const { t } = useWorkspaceT()
  return (
    <>
      <label className="flex items-center gap-2 text-sm text-stone-800 sm:col-span-2">
        <input type="checkbox" className="size-4 accent-rose-600" {...online} />
        {onlineLabel}
      </label>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? t('common.saving') : t('common.save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </>
  )
}

export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  )
}

/** A setting switched on or off: the checkbox, its label and, under it, what it does. */
export function HintedCheckbox({ label, hint, input, className }: { label: string; hint: string; input: UseFormRegisterReturn; className?: string }) {
  return (
    <label className={cn('flex items-start gap-3 text-sm text-stone-900', className)}>
      <input type="checkbox" className="mt-1 size-4 accent-rose-600" {...input} />
      <span>
        <span className="block font-medium">{label}</span>
        <span className="text-stone-600">{hint}</span>
      </span>
    </label>
  )
}
