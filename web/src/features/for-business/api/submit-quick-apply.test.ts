import { describe, expect, it, vi } from 'vitest'
import {
  fieldErrorsOf,
  QuickApplyValidationError,
  submitQuickApply,
  toQuickApplyRequest,
  type QuickApplyRequest,
} from './submit-quick-apply'
import { mockInvoke } from '@/test/mock-invoke'
import { QUICK_APPLY_FORM, QUICK_APPLY_REQUEST } from '@/test/quick-apply-fixture'

vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }))

const invoke = mockInvoke()

const REQUEST: QuickApplyRequest = { ...QUICK_APPLY_REQUEST, business_name: 'Glow', lang: 'zh' }

describe('toQuickApplyRequest', () => {
  it('joins country code and number with a space and sends an empty instagram as null', () => {
    expect(
      toQuickApplyRequest({ ...QUICK_APPLY_FORM, businessName: 'Glow' }, 'zh'),
    ).toEqual(REQUEST)
  })
})

describe('submitQuickApply', () => {
  it("invokes the 'quick-apply' function with the body and returns the application id", async () => {
    invoke.mockResolvedValue({ data: { quickApplication: { id: 'q1' }, applicationId: 'app-1' }, error: null })
    await expect(submitQuickApply(REQUEST)).resolves.toMatchObject({ applicationId: 'app-1' })
    expect(invoke).toHaveBeenCalledWith('quick-apply', { body: REQUEST })
  })

  it('maps a 400 validation_failed body to form fields', async () => {
    const context = new Response(
      JSON.stringify({ code: 'validation_failed', message: 'Invalid', details: { business_name: 'Business name is required', whatsapp: 'Bad' } }),
      { status: 400 },
    )
    invoke.mockResolvedValue({ data: null, error: Object.assign(new Error('non-2xx'), { name: 'FunctionsHttpError', context }) })
    const failure = await submitQuickApply(REQUEST).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(QuickApplyValidationError)
    expect((failure as QuickApplyValidationError).fieldErrors).toEqual({ businessName: 'Business name is required', whatsapp: 'Bad' })
  })

  it('rejects other failures and answers without an application id', async () => {
    invoke.mockResolvedValueOnce({ data: null, error: new Error('network') })
    await expect(submitQuickApply(REQUEST)).rejects.toThrow('network')
    invoke.mockResolvedValueOnce({ data: { quickApplication: {} }, error: null })
    await expect(submitQuickApply(REQUEST)).rejects.toThrow(/applicationId/)
  })
})

describe('fieldErrorsOf', () => {
  it('ignores other codes, unknown fields and empty details', () => {
    expect(fieldErrorsOf({ code: 'internal', details: { email: 'x' } })).toBeNull()
    expect(fieldErrorsOf({ code: 'validation_failed', details: { nope: 'x' } })).toBeNull()
    expect(fieldErrorsOf({ code: 'validation_failed' })).toBeNull()
    expect(fieldErrorsOf('text')).toBeNull()
    expect(fieldErrorsOf({ code: 'validation_failed', details: { business_mode: 'Pick one' } })).toEqual({ businessMode: 'Pick one' })
  })
})
