import { describe, expect, it, vi } from 'vitest'
import { AppConfigError, parseAppConfig } from '@/lib/app-config'

/** What the config holds when the server leaves the optional settings out. */
const DEFAULTS = {
  providers: { email: true, google: false },
  whatsappNumber: null,
  reviewBusinessDays: 5,
  marketplace: false,
  commissionPercent: null,
  cardPayments: false,
}

describe('app config', () => {
  it('parses the server shape', () => {
    expect(
      parseAppConfig({
        supabaseUrl: 'http://127.0.0.1:8080',
        anonKey: 'jwt',
        providers: { email: true, google: false },
      }),
    ).toEqual({ ...DEFAULTS, supabaseUrl: 'http://127.0.0.1:8080', anonKey: 'jwt' })
  })

  it('resolves a relative URL against the page origin and defaults providers', () => {
    expect(parseAppConfig({ supabaseUrl: '/', anonKey: 'k' }, 'https://emu.hk')).toEqual({ ...DEFAULTS, supabaseUrl: 'https://emu.hk', anonKey: 'k' })
  })

  it('carries the WhatsApp number, review time and marketplace switch', () => {
    const config = parseAppConfig(
      { supabaseUrl: '/', anonKey: 'k', whatsappNumber: '85261234567', reviewBusinessDays: 3, marketplace: true },
      'https://emu.hk',
    )
    expect([config.whatsappNumber, config.reviewBusinessDays, config.marketplace]).toEqual(['85261234567', 3, true])
    expect(parseAppConfig({ supabaseUrl: '/', anonKey: 'k', whatsappNumber: '852XXXXXXXX' }, 'https://emu.hk').whatsappNumber).toBeNull()
  })

  it('carries the commission percent, and drops one that is not a whole percent from 0 to 50', () => {
    const of = (commissionPercent: unknown) => parseAppConfig({ supabaseUrl: '/', anonKey: 'k', commissionPercent }, 'https://emu.hk').commissionPercent
    expect([of(8), of(0), of(50)]).toEqual([8, 0, 50])
    expect([of(7.5), of(-1), of(51), of('8')]).toEqual([null, null, null, null])
  })

  it('says whether the platform takes card deposits (only a true cardPayments turns it on)', () => {
    const of = (cardPayments: unknown) => parseAppConfig({ supabaseUrl: '/', anonKey: 'k', cardPayments }, 'https://emu.hk').cardPayments
    expect([of(true), of(false), of(undefined), of('true'), of(1)]).toEqual([true, false, false, false, false])
  })

  it('rejects bad shapes', () => {
    expect(() => parseAppConfig(null)).toThrow(AppConfigError)
    expect(() => parseAppConfig({ anonKey: 'k' })).toThrow(/supabaseUrl/)
    expect(() => parseAppConfig({ supabaseUrl: 'ftp://x', anonKey: 'k' })).toThrow(/http/)
    expect(() => parseAppConfig({ supabaseUrl: 'http://x', anonKey: '' })).toThrow(/anonKey/)
  })

  it('loadAppConfig fetches /app-config.json once and retries after a failure', async () => {
    vi.resetModules()
    const { loadAppConfig, getAppConfig } = await import('@/lib/app-config')
    const failing = vi.fn(async () => new Response('nope', { status: 503 }))
    await expect(loadAppConfig(failing)).rejects.toThrow(/503/)
    expect(() => getAppConfig()).toThrow()
    const ok = vi.fn(
      async () =>
        new Response(JSON.stringify({ supabaseUrl: 'http://127.0.0.1:8080', anonKey: 'k' }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    )
    const first = await loadAppConfig(ok)
    const second = await loadAppConfig(ok)
    expect(first).toBe(second)
    expect(ok).toHaveBeenCalledTimes(1)
    expect(ok.mock.calls[0]).toBeDefined()
    expect(getAppConfig().anonKey).toBe('k')
    const [url, init] = ok.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/app-config.json')
    expect(init.cache).toBe('no-store')
  })
})
