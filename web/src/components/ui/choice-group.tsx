// Radio and checkbox groups: a fieldset whose legend is the question, the options as native
// inputs (platform keyboard behaviour) and the error announced with the group.
import { useId, type ReactNode } from 'react'
import { cn } from '@/lib/cn'

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
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

const GRID = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3' } as const

const OPTION_CLASSES =
  'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-800 has-[:checked]:border-rose-500 has-[:checked]:bg-rose-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-rose-500/40'

function ids(base: string, error?: string, hint?: ReactNode) {
  const errorId = `${base}-error`
  const hintId = `${base}-hint`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
  return { errorId, hintId, describedBy }
}

export function RadioGroup({
  value,
  onChange,
  columns = 2,
  ...props
}: GroupProps & { value: string; onChange: (value: string) => void }) {
  const base = useId()
  const wiring = ids(base, props.error, props.hint)
  return (
    <Group {...props} {...wiring}>
      <div className={cn('grid gap-2', GRID[columns])}>
        {props.options.map((option) => (
          <label key={option.value} className={OPTION_CLASSES}>
            <input
              type="radio"
              name={props.name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
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

export function CheckboxGroup({
  values,
  onChange,
  columns = 2,
  ...props
}: GroupProps & { values: readonly string[]; onChange: (values: string[]) => void }) {
  const base = useId()
  const wiring = ids(base, props.error, props.hint)
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...values, value] : values.filter((v) => v !== value)
    // Keep the options' order.
    onChange(props.options.map((o) => o.value).filter((v) => next.includes(v)))
  }
  return (
    <Group {...props} {...wiring}>
      <div className={cn('grid gap-2', GRID[columns])}>
        {props.options.map((option) => (
          <label key={option.value} className={OPTION_CLASSES}>
            <input
              type="checkbox"
              name={props.name}
              value={option.value}
              checked={values.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
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
