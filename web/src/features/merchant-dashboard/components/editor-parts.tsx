// The pieces the service and staff editors share: the chips that link one to the other (which
// staff perform a service, which services a staff member performs) and the form's last row
// (bookable online, Save and Cancel).
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { useWorkspaceT } from '@/lib/workspace/i18n'

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
