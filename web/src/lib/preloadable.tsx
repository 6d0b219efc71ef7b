// A lazily loaded component whose module can be loaded ahead (the page of the address the app
// opens at): once loaded it renders at once. A React.lazy() component always suspends on its
// first render, and React holds a boundary's content back for up to 300 ms after its fallback
// showed, which delayed the largest paint of / and /shops/{id}. Rendered before its module has
// loaded, it suspends like lazy().
import { lazy, type ComponentType } from 'react'

export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<void> }

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null
  let pending: Promise<void> | null = null
  const preload = (): Promise<void> => {
    pending ??= load().then(
      (module) => {
        loaded = module.default
      },
      (error: unknown) => {
        pending = null // a later render or preload tries again
        throw error
      },
    )
    return pending
  }
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })))
  function Preloaded(props: P) {
    const Loaded = loaded
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />
  }
  return Object.assign(Preloaded, { preload })
}
