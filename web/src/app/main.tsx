import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import '@/styles/index.css'
import { languageReady } from '@/lib/i18n'
import { App, startLoading } from '@/app/app'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// The first render waits for the active language's texts (index.html's mark shows until then);
// the configuration and the marketplace's routes start loading alongside, not after (App reuses
// both loads).
startLoading()

// The first render is a transition: React renders it in slices of a few milliseconds, yielding
// to the browser between them, instead of one long task that blocks input (Lighthouse's total
// blocking time); index.html's mark stays on screen until the render commits.
void languageReady.then(() => {
  const root = createRoot(container)
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  })
})
