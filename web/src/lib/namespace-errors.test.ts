// A feature namespace brings the refusal sentences of the codes its screens meet: once the
// booking texts are loaded, errors.slot_taken reads C.3's exact sentence in both languages.
import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'

type LooseT = (key: string, options?: Record<string, unknown>) => string

describe('feature namespaces and errors.<code>', () => {
  it('errors.slot_taken joins the default namespace with the booking texts', async () => {
    expect(i18n.exists('errors.slot_taken')).toBe(false)
    await import('@/components/booking/i18n')
    const t = i18n.t as unknown as LooseT
    expect(t('errors.slot_taken', { lng: 'en' })).toBe('This time was just taken. Please choose another time.')
    expect(t('errors.slot_taken', { lng: 'zh-HK' })).toBe('此時段剛被預約，請選擇其他時間。')
    // The main file's sentences are still there beside them.
    expect(i18n.exists('errors.not_found')).toBe(true)
  })
})
