// The shop page's reviews as the server gives them: review-summary's counts by star, a page of
// the public reviews with its total, and Show more until every review is there.
import { describe, expect, it, vi } from 'vitest'
import { getRatingSummary, listShopReviews, shopReviewsQuery } from './shop-reviews'
import { review } from '@/test/review-fixture'

vi.mock('@/lib/app-config', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/app-config')>()),
  loadAppConfig: vi.fn(async () => ({ supabaseUrl: 'https://emu.test', anonKey: 'anon-key' })),
}))

describe('reviews api', () => {
  it('reads review-summary (a plain anonymous call) into counts per star', async () => {
    const answer = { shopId: 's1', rating: 4.33, total_ratings: 3, distribution: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 } }
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }))
    expect(await getRatingSummary('s1', fetchMock as typeof fetch)).toEqual({ byStars: [0, 0, 0, 2, 1], count: 3, average: 4.33 })
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://emu.test/functions/v1/review-summary')
    expect(JSON.parse(String(init.body))).toEqual({ shopId: 's1' })
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer anon-key')
  })

  it('reads a page of the public reviews (published and text removed) with its total', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify([review]), { status: 200, headers: { 'Content-Range': '10-10/11' } }),
    )
    expect(await listShopReviews('s1', 'lowest', 10, fetchMock as typeof fetch)).toEqual({ rows: [review], total: 11, offset: 10 })
    const url = new URL((fetchMock.mock.calls[0] as unknown as [string])[0])
    expect(url.pathname).toBe('/rest/v1/reviews')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      shop_id: 'eq.s1',
      status: 'in.(published,text_removed)',
      order: 'rating.asc,created_at.desc,id',
      offset: '10',
      limit: '10',
    })
  })

  it('Show more asks for the next page until every review is there', () => {
    const next = shopReviewsQuery('s1', 'newest').getNextPageParam
    const page = (offset: number, n: number, total: number) => ({ rows: Array.from({ length: n }, () => ({}) as never), total, offset })
    expect(next(page(0, 10, 25), [], 0, [])).toBe(10)
    expect(next(page(20, 5, 25), [], 20, [])).toBeUndefined()
  })
})
