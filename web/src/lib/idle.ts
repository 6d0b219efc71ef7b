// Runs work after the first paint, when the browser is idle (or after `timeout` ms at the latest).

export function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(callback, 1)
  return () => window.clearTimeout(handle)
}
