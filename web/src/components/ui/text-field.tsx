// A labelled text input or textarea bound to a value, with its error and hint wired by
// FormField (htmlFor, aria-describedby, aria-invalid). `name` lets a form find and focus it.
import type { ComponentProps, ReactNode } from 'react'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'name'>

export interface TextFieldProps extends InputProps {
  name: string
  label: ReactNode
  value: string
  onValueChange: (value: string) => void
  error?: string
  hint?: ReactNode
  multiline?: boolean
  className?: string
}

export function TextField({ name, label, value, onValueChange, error, hint, multiline, className, ...props }: TextFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} className={className}>
      {(control) =>
        multiline ? (
          <Textarea
            {...control}
            name={name}
            value={value}
            placeholder={props.placeholder}
            required={props.required}
            onChange={(event) => onValueChange(event.target.value)}
          />
        ) : (
          <Input {...props} {...control} name={name} value={value} onChange={(event) => onValueChange(event.target.value)} />
        )
      }
    </FormField>
  )
}
