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

/** The ids of a field's hint and error under `base`, and the aria-describedby naming those shown. */
export function noteIds(base: string, error?: string, hint?: ReactNode) {
  const errorId = `${base}-error`
  const hintId = `${base}-hint`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined
  return { errorId, hintId, describedBy }
}

/** A field's hint and its error (in red), under the control. */
export function FieldNotes({ hint, error, hintId, errorId }: { hint?: ReactNode; error?: string; hintId: string; errorId: string }) {
  return (
    <>
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
    </>
  )
}

/** A label, the control and its error message, connected by htmlFor and aria-describedby. */
export function FormField({ label, error, hint, children, className }: FormFieldProps) {
  const id = useId()
  const notes = noteIds(id, error, hint)
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children({ id, 'aria-describedby': notes.describedBy, 'aria-invalid': Boolean(error) })}
      <FieldNotes hint={hint} error={error} hintId={notes.hintId} errorId={notes.errorId} />
    </div>
  )
}
