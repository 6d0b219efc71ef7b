import { OptionList } from '@/components/ui/select'

/** A list screen's labelled filter (the shops' claim status, the quick applications' status). */
export function FilterSelect<V extends string>({
  label,
  testId,
  value,
  values,
  labelOf,
  onChange,
}: {
  label: string
  testId: string
  value: V
  values: readonly V[]
  labelOf: (value: V) => string
  onChange: (value: V) => void
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-stone-700">
      {label}
      <select
        data-testid={testId}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
        className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-sm"
      >
        <OptionList values={values} label={labelOf} />
      </select>
    </label>
  )
}
