// The end of a review form (write, report, reply): the refusal of the last attempt, if any, in
// the sentence of its code (errors.<code>), then Cancel and the submit button, busy while sent.
import { Button } from '@/components/ui/button'
import { CallError } from '@/components/call-error'

export interface FormActionsProps {
  mutation: { isError: boolean; error: unknown; isPending: boolean }
  onCancel: () => void
  cancelLabel: string
  submitLabel: string
  busyLabel: string
  size?: 'sm'
}

export function FormActions({ mutation, onCancel, cancelLabel, submitLabel, busyLabel, size }: FormActionsProps) {
  return (
    <>
      <CallError call={mutation} className="rounded-lg bg-red-50 px-3 py-2" />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" size={size} onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" size={size} disabled={mutation.isPending}>
          {mutation.isPending ? busyLabel : submitLabel}
        </Button>
      </div>
    </>
  )
}
