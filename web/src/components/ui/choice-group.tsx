// Radio and checkbox groups: a fieldset whose legend is the question, the options as native
// inputs (platform keyboard behaviour) and the error announced with the group.
import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { FieldNotes, noteIds } from './form-field'

export interface ChoiceOption {
  value: string
  label: string
}

interface GroupProps {
  legend: ReactNode
  name: string
  options: readonly ChoiceOption[]
  error?: string
  hint?: ReactNode
  className?: string
  /** Lay the options out in a grid of this many columns from the small breakpoint. */
  columns?: 1 | 2 | 3
}

function Group({
  legend,
  error,
  hint,
  className,
  children,
  describedBy,
  errorId,
  hintId,
}: Omit<GroupProps, 'name' | 'options' | 'columns'> & {
  children: ReactNode
  describedBy?: string
  errorId: string
  hintId: string
}) {
  return (
    <fieldset className={className} aria-describedby={describedBy} aria-invalid={Boolean(error)}>
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{legend}</legend>
      {children}
      <FieldNotes hint={hint} error={error} hintId={hintId} errorId={errorId} />
    </fieldset>
  )
}

const GRID = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const

const OPTION_CLASSES =
  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-800 has-[:checked]:border-rose-500 has-[:checked]:bg-rose-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-500/40'

/** The group: the legend, its options as native inputs of `type`, the hint and the error. */
function Choices({
  type,
  isChecked,
  onToggle,
  columns = 2,
  ...props
}: GroupProps & { type: 'radio' | 'checkbox'; isChecked: (value: string) => boolean; onToggle: (value: string, on: boolean) => void }) {
  const base = useId()
  const wiring = noteIds(base, props.error, props.hint)
  return (
    <Group {...props} {...wiring}>
      <div className={cn('grid gap-2', GRID[columns])}>
        {props.options.map((option) => (
          <label key={option.value} className={OPTION_CLASSES}>
            <input
              type={type}
              name={props.name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={(event) => onToggle(option.value, event.target.checked)}
              aria-invalid={Boolean(props.error)}
              aria-describedby={wiring.describedBy}
              className="size-4 accent-rose-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </Group>
  )
}

export function RadioGroup({ value, onChange, ...props }: GroupProps & { value: string; onChange: (value: string) => void }) {
  return <Choices {...props} type="radio" isChecked={(v) => v === value} onToggle={(v) => onChange(v)} />
}

export function CheckboxGroup({
  values,
  onChange,
  ...props
}: GroupProps & { values: readonly string[]; onChange: (values: string[]) => void }) {
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...values, value] : values.filter((v) => v !== value)
    // Keep the options' order.
    onChange(props.options.map((o) => o.value).filter((v) => next.includes(v)))
  }
  return <Choices {...props} type="checkbox" isChecked={(v) => values.includes(v)} onToggle={toggle} />
}
