// Radio and checkbox groups of a react-hook-form form (spread `register(name)` into them): a
// fieldset whose legend is the question, the options as native inputs (platform keyboard
// behaviour; react-hook-form reads the checked ones, in the options' order) and the error
// announced with the group.
import { useId, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { cn } from '@/lib/cn'
import { FieldNotes, noteIds } from './form-field'

export interface ChoiceOption {
  value: string
  label: string
}

interface GroupProps extends UseFormRegisterReturn {
  legend: ReactNode
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
}: Pick<GroupProps, 'legend' | 'error' | 'hint' | 'className'> & {
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
  columns = 2,
  legend,
  options,
  error,
  hint,
  className,
  ...input
}: GroupProps & { type: 'radio' | 'checkbox' }) {
  const base = useId()
  const wiring = noteIds(base, error, hint)
  return (
    <Group legend={legend} error={error} hint={hint} className={className} {...wiring}>
      <div className={cn('grid gap-2', GRID[columns])}>
        {options.map((option) => (
          <label key={option.value} className={OPTION_CLASSES}>
            <input
              {...input}
              type={type}
              value={option.value}
              aria-invalid={Boolean(error)}
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

export function RadioGroup(props: GroupProps) {
  return <Choices {...props} type="radio" />
}

export function CheckboxGroup(props: GroupProps) {
  return <Choices {...props} type="checkbox" />
}
