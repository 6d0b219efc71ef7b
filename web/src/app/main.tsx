import { StrictMode } from 'react'
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

void languageReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
