// A failed call's sentence (useErrorText: the server's code in the reader's language), shown
// under the control that made the call while the failure stands.
import { cn } from '@/lib/cn'
import { useErrorText } from '@/lib/errors/use-error-text'

export function CallError({ call, context, className }: { call: { isError: boolean; error: unknown }; context?: string; className?: string }) {
  const errorText = useErrorText(context)
  if (!call.isError) return null
  return (
    <p role="alert" className={cn('text-sm text-red-800', className)}>
      {errorText(call.error)}
    </p>
  )
}
