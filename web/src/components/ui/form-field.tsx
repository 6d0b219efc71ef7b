import { useId, type ReactNode } from 'react'

/** The accessibility wiring a field's control receives. */
export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid': boolean
}

export interface FormFieldProps {
  label: ReactNode
  /** Shown in red under the field and announced with it. */
  error?: string
  hint?: ReactNode
  children: (control: FieldControlProps) => ReactNode
  className?: string
}

/** A label, the control and its error message, connected by htmlFor and aria-describedby. */
export function FormField({ label, error, hint, children, className }: FormFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy || undefined, 'aria-invalid': Boolean(error) })}
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
    </div>
  )
}
