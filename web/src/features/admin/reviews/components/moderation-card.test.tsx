// The moderation card: a reported review shows each open report's reason, details, reporter
// (name and e-mail) and date, and Dismiss answers all of them; when moderate-review refuses
// the move (409 invalid_transition: someone changed the review meanwhile) the admin reads a
// sentence about the review, never errors.invalid_transition's about a booking. Both languages.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createQueryClient } from '@/app/providers'
import { i18n } from '@/lib/i18n'
import { getSupabase } from '@/lib/supabase'
import { ModerationCard } from './moderation-card'
import { byReview, type AdminReview, type OpenReport } from '../api/moderation'

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

const REPORTS: OpenReport[] = [
  {
    id: 'p1',
    review_id: 'r1',
    reason: 'fake',
    details: 'She never came in.',
    created_at: '2026-11-03T02:00:00Z',
    reporter: { name: 'Glow Owner', email: 'owner@example.hk' },
    review: REVIEW,
  },
  { id: 'p2', review_id: 'r2', reason: 'other', details: null, created_at: '2026-11-03T03:00:00Z', reporter: null, review: { ...REVIEW, id: 'r2' } },
  {
    id: 'p3',
    review_id: 'r1',
    reason: 'offensive',
    details: null,
    created_at: '2026-11-04T09:30:00Z',
    reporter: { name: '', email: 'mei@example.hk' },
    review: REVIEW,
  },
]

describe('ModerationCard: the reports of a review', () => {
  it('gathers open reports per review, in the order of the oldest', () => {
    expect(byReview(REPORTS).map(({ review, reports }) => [review.id, reports.map((r) => r.id)])).toEqual([
      ['r1', ['p1', 'p3']],
      ['r2', ['p2']],
    ])
  })

  it.each([
    ['en', ['Reason: Fake review', 'Reason: Offensive or abusive'], ['Reported by Glow Owner · owner@example.hk · 3 November 2026', 'Reported by mei@example.hk · 4 November 2026'], 'Dismiss all reports'],
    ['zh-HK', ['原因：虛假評價', '原因：冒犯或辱罵內容'], ['舉報人：Glow Owner · owner@example.hk · 2026年11月3日', '舉報人：mei@example.hk · 2026年11月4日'], '駁回所有舉報'],
  ] as const)('%s: reason, details, reporter and HKT date of each; one Dismiss for all', async (lang, reasons, reporters, dismissAll) => {
    await i18n.changeLanguage(lang)
    invoke.mockResolvedValue({ data: { review: REVIEW, reports: [] }, error: null })
    vi.mocked(getSupabase).mockResolvedValue({ functions: { invoke } } as never)
    const [entry] = byReview(REPORTS)
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ModerationCard review={entry!.review} reports={entry!.reports} lang={lang === 'en' ? 'en' : 'zh'} />
      </QueryClientProvider>,
    )
    const shown = screen.getAllByTestId('open-report')
    expect(shown.map((r) => r.querySelector('p')?.textContent)).toEqual(reasons)
    expect(shown.map((r) => r.lastElementChild?.textContent)).toEqual(reporters)
    expect(shown[0]?.textContent).toContain('She never came in.')
    fireEvent.click(screen.getByRole('button', { name: dismissAll }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain(lang === 'en' ? 'Dismiss all 2 reports? The review stays as it is.' : '確定駁回全部 2 項舉報？評價會維持不變。')
    fireEvent.click(within(dialog).getByRole('button', { name: lang === 'en' ? 'Confirm' : '確認' }))
    // No reportId: moderate-review dismisses every open report of the review.
    await waitFor(() => expect(invoke).toHaveBeenCalledWith('moderate-review', { body: { reviewId: 'r1', action: 'dismiss' } }))
  })
})
