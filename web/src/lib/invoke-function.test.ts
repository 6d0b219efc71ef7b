import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import en from '@/locales/en.json'
import zh from '@/locales/zh-HK.json'
import bookingEn from '@/locales/booking/en.json'
import bookingZh from '@/locales/booking/zh-HK.json'
import reviewsEn from '@/locales/reviews/en.json'
import reviewsZh from '@/locales/reviews/zh-HK.json'
import workspaceEn from '@/locales/workspace/en.json'
import workspaceZh from '@/locales/workspace/zh-HK.json'
import { FunctionError, functionErrorKey, invokeFunction } from './invoke-function'
import { mockInvoke } from '@/test/mock-invoke'

// supabase-js's invoke answers {data, error}; a non-2xx answer is a FunctionsHttpError whose
// context is the Response.
vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }))
const invoke = mockInvoke()

function httpError(status: number, body: unknown): Error {
  const error = new Error('Edge Function returned a non-2xx status code')
  error.name = 'FunctionsHttpError'
  const text = typeof body === 'string' ? body : JSON.stringify(body)
  return Object.assign(error, { context: new Response(text, { status }) })
}

describe('invokeFunction', () => {
  it('POSTs the body (GET sends none) and returns the data', async () => {
    invoke.mockResolvedValue({ data: { ok: true }, error: null })
    await expect(invokeFunction('review-merchant-application', { body: { id: 'a' } })).resolves.toEqual({ ok: true })
    expect(invoke).toHaveBeenCalledWith('review-merchant-application', { body: { id: 'a' } })
    await invokeFunction('system-status', { method: 'GET' })
    expect(invoke).toHaveBeenLastCalledWith('system-status', { method: 'GET' })
  })

  it('throws {status, code, message, details} from the error body', async () => {
    invoke.mockResolvedValue({
      data: null,
      error: httpError(400, { code: 'validation_failed', message: 'Invalid', error: 'Invalid', details: { email: 'Bad' } }),
    })
    const e = (await invokeFunction('quick-apply', { body: {} }).catch((x: unknown) => x)) as FunctionError
    expect(e).toBeInstanceOf(FunctionError)
    expect([e.status, e.code, e.message, e.details]).toEqual([400, 'validation_failed', 'Invalid', { email: 'Bad' }])
    expect(functionErrorKey(e)).toBe('errors.validation_failed')
  })

  it('a text body keeps its text; no answer at all is status 0 network_error', async () => {
    invoke.mockResolvedValue({ data: null, error: httpError(502, 'Bad gateway') })
    const text = (await invokeFunction('x').catch((x: unknown) => x)) as FunctionError
    expect([text.status, text.code, text.message, text.body]).toEqual([502, 'http_error', 'Bad gateway', 'Bad gateway'])
    invoke.mockRejectedValue(new TypeError('Failed to fetch'))
    const lost = (await invokeFunction('x').catch((x: unknown) => x)) as FunctionError
    expect([lost.status, lost.code, lost.message]).toEqual([0, 'network_error', 'Failed to fetch'])
  })
})

describe('errors.<code>', () => {
  // The server's codes, read from the one enumeration that maps them to statuses.
  const header = readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '../../../server/src/http/error_codes.hpp'),
    'utf8',
  )
  const body = /enum class ErrorCode \{([\s\S]*?)\};/.exec(header)?.[1] ?? ''
  const codes = [...body.matchAll(/^\s*([a-z_]+),/gm)].map((m) => m[1] ?? '')

  it('lists the server codes', () => {
    expect(codes).toContain('validation_failed')
    expect(codes).toContain('internal_error')
  })

  // A code is explained in the main file, or in the errors of the feature namespace whose
  // screens meet it (booking, reviews, workspace: lib/i18n's addNamespace merges them).
  it.each([
    ['en', { ...en.errors, ...bookingEn.errors, ...reviewsEn.errors, ...workspaceEn.errors }],
    ['zh-HK', { ...zh.errors, ...bookingZh.errors, ...reviewsZh.errors, ...workspaceZh.errors }],
  ])('%s has a message for every server code and the client-side ones', (_, errors) => {
    const messages = errors as Record<string, unknown>
    for (const code of [...codes, 'network_error', 'http_error']) {
      expect(typeof messages[code], code).toBe('string')
      expect((messages[code] as string).length, code).toBeGreaterThan(0)
    }
  })
})
