// The moderation card's confirm dialog: when moderate-review refuses the move (409
// invalid_transition: someone changed the review meanwhile) the admin reads a sentence about
// the review, in both languages, never errors.invalid_transition's sentence about a booking.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createQueryClient } from '@/app/providers'
import { i18n } from '@/lib/i18n'
import { getSupabase } from '@/lib/supabase'
import { ModerationCard } from './moderation-card'
import type { AdminReview } from '../api/moderation'

// The server is replaced at supabase-js's boundary: invoke answers as a real 409 does.
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }))
const invoke = vi.fn()
afterEach(() => invoke.mockReset())

const REVIEW = {
  id: 'r1',
  shop_id: 's1',
  booking_id: 'b1',
  rating: 2,
  comment: 'Rude staff',
  status: 'published',
  created_at: '2026-11-02T10:00:00+08:00',
  edited_at: null,
  author_name: 'Ann',
  merchant_reply: null,
  merchant_reply_at: null,
  shop: { id: 's1', name: 'Harbour Nails', name_zh: '海港美甲' },
  removed: null,
} as unknown as AdminReview

function refuse() {
  const context = new Response(
    JSON.stringify({ code: 'invalid_transition', message: 'This action does not apply to the review any more.', details: { status: 'hidden' } }),
    { status: 409, headers: { 'Content-Type': 'application/json' } },
  )
  invoke.mockResolvedValue({ data: null, error: Object.assign(new Error('non-2xx'), { name: 'FunctionsHttpError', context }) })
  vi.mocked(getSupabase).mockResolvedValue({ functions: { invoke } } as never)
}

async function hideRefused(lang: 'en' | 'zh-HK', hide: string, confirm: string) {
  await i18n.changeLanguage(lang)
  refuse()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ModerationCard review={REVIEW} lang={lang === 'en' ? 'en' : 'zh'} />
    </QueryClientProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: hide }))
  fireEvent.click(await screen.findByRole('button', { name: confirm }))
  const alert = await screen.findByRole('alert')
  expect(invoke).toHaveBeenCalledWith('moderate-review', { body: { reviewId: 'r1', action: 'hide' } })
  return alert.textContent
}

describe('ModerationCard: a refused move', () => {
  it('says the action no longer applies to this review (en)', async () => {
    const text = await hideRefused('en', 'Hide review', 'Confirm')
    expect(text).toBe('This action no longer applies to this review: it has already been changed. The list now shows its current status.')
    expect(text).not.toContain('booking')
  })

  it('says it in Hong Kong Chinese (zh-HK)', async () => {
    const text = await hideRefused('zh-HK', '隱藏評價', '確認')
    expect(text).toBe('此操作已不適用於這則評價，評價已被處理。列表現已顯示最新狀態。')
  })

  it('leaves the booking screens their own sentence for the same code', () => {
    expect(i18n.t('errors.invalid_transition', { lng: 'en' })).toBe('This action does not apply to the booking any more.')
  })
})
