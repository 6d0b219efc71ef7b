import { afterEach } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { i18n } from '@/lib/i18n'

afterEach(async () => {
  cleanup()
  window.localStorage.clear()
  await i18n.changeLanguage('en')
})

// Screens are lazy chunks and CI machines are busy: give findBy*/waitFor five seconds, not one,
// so a slow first import is not mistaken for a missing element.
configure({ asyncUtilTimeout: 5000 })
