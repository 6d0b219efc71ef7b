// Scroll to and focus a form's field (by its name attribute), or the heading given, after the
// render that shows it: the forms ask for this when validation finds a faulty field or a
// wizard changes step. Asking twice for the same field focuses it again.
import { useCallback, useEffect, useState, type RefObject } from 'react'

export const HEADING = 'heading'

export function useFocusRequest<F extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  headingRef?: RefObject<HTMLElement | null>,
): (target: F | typeof HEADING) => void {
  const [request, setRequest] = useState<{ target: F | typeof HEADING; n: number } | null>(null)

  useEffect(() => {
    if (!request) return
    const target =
      request.target === HEADING && headingRef
        ? headingRef.current
        : formRef.current?.querySelector<HTMLElement>(`[name="${request.target}"]`)
    if (!target) return
    target.scrollIntoView?.({ behavior: 'smooth', block: 'center' })
    target.focus({ preventScroll: true })
  }, [request, formRef, headingRef])

  return useCallback((target: F | typeof HEADING) => setRequest((r) => ({ target, n: (r?.n ?? 0) + 1 })), [])
}
