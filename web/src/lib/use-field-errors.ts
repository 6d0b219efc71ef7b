// A form's errors by field: set all at once after a check, and each one cleared as soon as
// its field is edited.
import { useCallback, useState } from 'react'

export function useFieldErrors<F extends string, V = string>() {
  const [errors, setErrors] = useState<Partial<Record<F, V>>>({})
  const clearField = useCallback((field: F) => {
    setErrors((current) => {
      if (!(field in current)) return current
      const next = { ...current }
      delete next[field]
      return next
    })
  }, [])
  return { errors, setErrors, clearField }
}
