// The Analytics section states what "Conversion" means (issue 28: it showed 250 % with five
// requests and an empty inbox): customers' online requests as the inbox gets them, per page
// view, never above 100 % — in both languages, under the tile that shows it.
import { describe, expect, it } from 'vitest'
import en from '@/locales/workspace/en.json'
import zh from '@/locales/workspace/zh-HK.json'

describe('the conversion definition', () => {
  it('says in English what is counted and that it cannot pass 100%', () => {
    expect(en.analytics.totals.conversion).toBe('Conversion')
    expect(en.analytics.conversionHelp).toMatch(/booking requests from customers/)
    expect(en.analytics.conversionHelp).toMatch(/inbox/)
    expect(en.analytics.conversionHelp).toMatch(/bookings you add yourself are not counted/)
    expect(en.analytics.conversionHelp).toMatch(/divided by page views/)
    expect(en.analytics.conversionHelp).toMatch(/never passes 100%/)
  })
  it('says the same in Traditional Chinese', () => {
    expect(zh.analytics.totals.conversion).toBe('轉換率')
    expect(zh.analytics.conversionHelp).toMatch(/收件匣/)
    expect(zh.analytics.conversionHelp).toMatch(/不計你自行加入的預約/)
    expect(zh.analytics.conversionHelp).toMatch(/除以頁面瀏覽次數/)
    expect(zh.analytics.conversionHelp).toMatch(/不會超過 100%/)
  })
})
