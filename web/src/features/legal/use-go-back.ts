import { useNavigate } from 'react-router'

/** Goes back in history; opened directly (nothing to go back to), goes to `fallback`. */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate()
  return () => {
    const state: unknown = window.history.state
    const index = typeof state === 'object' && state !== null ? (state as { idx?: unknown }).idx : undefined
    if (typeof index === 'number' && index > 0) void navigate(-1)
    else void navigate(fallback)
  }
}
