import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@/styles/index.css'
import { languageReady } from '@/lib/i18n'
import { App } from '@/app/app'
import { loadMarketplaceRoutes } from '@/app/router'
import { loadAppConfig } from '@/lib/app-config'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// The first render waits for the active language's texts (index.html's mark shows until then);
// the configuration and the marketplace's routes start loading alongside, not after (App reuses
// both loads).
loadAppConfig().catch(() => undefined)
loadMarketplaceRoutes().catch(() => undefined)

void languageReady.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
