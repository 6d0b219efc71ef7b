import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { i18n, loadLanguage } from '@/lib/i18n'
import { loadMarketTexts } from '@/components/market/texts'

// The app loads one language's texts before its first render and another before a switch; a
// test renders screens directly, in either language: both, with the marketplace's, up front.
await loadMarketTexts()
await Promise.all([loadLanguage('en'), loadLanguage('zh-HK')])

afterEach(async () => {
  cleanup()
  window.localStorage.clear()
  await i18n.changeLanguage('en')
})

// Screens are lazy chunks and CI machines are busy: give findBy*/waitFor five seconds, not one,
// so a slow first import is not mistaken for a missing element.
configure({ asyncUtilTimeout: 5000 })
