import { describe, expect, it } from 'vitest'
import { feedLine } from './weather-feed'

describe('feedLine', () => {
  it('says never read, read at, or failing since with the reason and the last good read', () => {
    expect(feedLine(null)).toEqual({ state: 'never' })
    expect(feedLine({ last_poll_at: null, last_ok_at: null, last_error: null })).toEqual({ state: 'never' })
    expect(feedLine({ last_poll_at: '2026-11-27T03:01:00Z', last_ok_at: '2026-11-27T03:01:00Z', last_error: null })).toEqual({
      state: 'ok',
      at: '2026-11-27T03:01:00Z',
    })
    expect(feedLine({ last_poll_at: '2026-11-27T03:02:00Z', last_ok_at: '2026-11-27T03:01:00Z', last_error: 'HTTP 503' })).toEqual({
      state: 'failing',
      since: '2026-11-27T03:02:00Z',
      error: 'HTTP 503',
      lastOk: '2026-11-27T03:01:00Z',
    })
  })
})
