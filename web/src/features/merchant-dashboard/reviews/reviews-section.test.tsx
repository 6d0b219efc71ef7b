// The merchant's Reviews section pages its list: 20 reviews at a time with "Show more" (the
// shop page's pattern), each tab asked of the server (not replied: no reply and not hidden) and
// counted there, so a shop with more reviews than a page still sees and counts them all.
// supabase-js is real; only its fetch answers, as /rest/v1 does (Content-Range with the count).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createClient } from '@supabase/supabase-js'
import { i18n } from '@/lib/i18n'
import { getSupabase } from '@/lib/supabase'
import ReviewsSection from './reviews-section'
import { renderRoutes } from '@/test/render-route'

vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn(), whenSupabaseCreated: vi.fn() }))

const SHOP = '11111111-1111-4111-8111-111111111111'
// 25 reviews, newest first; the first three have a reply.
const REVIEWS = Array.from({ length: 25 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  shop_id: SHOP,
  booking_id: null,
  rating: 5 - (i % 5),
  comment: `Review number ${i + 1}`,
  status: 'published',
  created_at: new Date(Date.UTC(2026, 10, 30) - i * 86400_000).toISOString(),
  edited_at: null,
  author_name: 'Ann',
  merchant_reply: i < 3 ? 'Thanks!' : null,
  merchant_reply_at: i < 3 ? '2026-11-30T10:00:00Z' : null,
}))

const requests: URL[] = []
async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input))
  requests.push(url)
  const q = url.searchParams
  expect(q.get('shop_id')).toBe(`eq.${SHOP}`)
  const unreplied = q.get('merchant_reply') === 'is.null'
  if (unreplied) expect(q.get('status')).toBe('neq.hidden')
  const rows = unreplied ? REVIEWS.filter((r) => !r.merchant_reply) : REVIEWS
  if ((init?.method ?? 'GET') === 'HEAD') return new Response(null, { status: 200, headers: { 'Content-Range': `*/${rows.length}` } })
  expect(q.get('order')).toBe('created_at.desc,id.asc')
  const offset = Number(q.get('offset') ?? 0)
  const page = rows.slice(offset, offset + Number(q.get('limit')))
  return new Response(JSON.stringify(page), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Content-Range': `${offset}-${offset + page.length - 1}/${rows.length}` },
  })
}

afterEach(() => {
  requests.length = 0
})

function renderSection() {
  const client = createClient('https://emu.test', 'anon-key', { auth: { persistSession: false, autoRefreshToken: false }, global: { fetch: answer as typeof fetch } })
  vi.mocked(getSupabase).mockResolvedValue(client)
  renderRoutes([{ path: '/merchant/dashboard', element: <ReviewsSection shop={{ id: SHOP, name: 'Glow' }} /> }], '/merchant/dashboard')
}

const shown = () => screen.queryAllByTestId('merchant-review').map((li) => li.getAttribute('data-review-id'))

describe('merchant Reviews section: paging', () => {
  it.each([
    ['en', 'All (25)', 'Not replied (22)', 'Show more reviews'],
    ['zh-HK', '全部（25）', '未回覆（22）', '顯示更多評價'],
  ] as const)('%s: 20 at a time, Show more, counts from the server', async (lang, all, unreplied, more) => {
    await i18n.changeLanguage(lang)
    renderSection()
    await screen.findByRole('tab', { name: all })
    screen.getByRole('tab', { name: unreplied })
    await waitFor(() => expect(shown()).toEqual(REVIEWS.slice(0, 20).map((r) => r.id)))
    fireEvent.click(screen.getByRole('button', { name: more }))
    await waitFor(() => expect(shown()).toEqual(REVIEWS.map((r) => r.id)))
    expect(screen.queryByRole('button', { name: more })).toBeNull()
    const pages = requests.filter((u) => u.searchParams.has('offset') || u.searchParams.has('limit'))
    expect(pages.map((u) => [u.searchParams.get('offset'), u.searchParams.get('limit')])).toEqual([
      ['0', '20'],
      ['20', '20'],
    ])

    // Not replied: asked of the server, paged the same way.
    fireEvent.click(screen.getByRole('tab', { name: unreplied }))
    await waitFor(() => expect(shown()).toEqual(REVIEWS.slice(3, 23).map((r) => r.id)))
    fireEvent.click(screen.getByRole('button', { name: more }))
    await waitFor(() => expect(shown()).toEqual(REVIEWS.slice(3).map((r) => r.id)))
  })
})
