import { afterEach } from 'vitest'
import { cleanup } from '@testing-library/react'
import { i18n } from '@/lib/i18n'

afterEach(async () => {
  cleanup()
  window.localStorage.clear()
  await i18n.changeLanguage('en')
})
