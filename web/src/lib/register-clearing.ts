// A react-hook-form field whose message goes as soon as the field is edited and comes back only
// with the next check (spec section 4), as every form of the app shows its errors.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

/** `form.register(name)`, clearing the field's error on each edit; then `onEdit` runs. */
export function registerClearing<V extends FieldValues, C, T extends FieldValues>(form: UseFormReturn<V, C, T>, name: Path<V>, onEdit?: () => void) {
  return form.register(name, {
    onChange: () => {
      form.clearErrors(name)
      onEdit?.()
    },
  })
}
