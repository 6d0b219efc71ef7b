// A labelled text input or textarea of a react-hook-form form (spread `register(name)` into
// it), with its error and hint wired by FormField (htmlFor, aria-describedby, aria-invalid).
// The name lets the form find and focus it.
import type { ComponentProps, ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'

export interface TextFieldProps extends UseFormRegisterReturn, Omit<ComponentProps<'input'>, keyof UseFormRegisterReturn> {
  label: ReactNode
  error?: string
  hint?: ReactNode
  multiline?: boolean
  className?: string
}

export function TextField({ label, error, hint, multiline, className, ...props }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) =>
        multiline ? (
          <Textarea
            {...control}
            name={props.name}
            ref={props.ref}
            onChange={props.onChange}
            onBlur={props.onBlur}
            placeholder={props.placeholder}
            required={props.required}
          />
        ) : (
          <Input {...props} {...control} />
        )
      }
    </FormField>
  )
}
