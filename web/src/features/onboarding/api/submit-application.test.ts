import { describe, expect, it, vi } from 'vitest'
import { EMPTY_DRAFT } from '../wizard-schema'
import {
  failureOfBody,
  mentionsExistingEmail,
  SubmitApplicationError,
  submitApplication,
  toMerchantApplyRequest,
} from './submit-application'
import { mockInvoke } from '@/test/mock-invoke'

vi.mock('@/lib/supabase', () => ({ getSupabase: vi.fn() }))
const invoke = mockInvoke()

const httpError = (status: number, body: unknown) =>
  Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    name: 'FunctionsHttpError',
    context: new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  })

describe('toMerchantApplyRequest', () => {
  it('sends filled fields trimmed, the list, the consent answers, the link id and the language; empty values left out', () => {
    const body = toMerchantApplyRequest(
      {
        ...EMPTY_DRAFT,
        businessName: ' Glow ',
        businessTypes: ['Beauty', 'Nail Salon'],
        interestedInContent: 'yes',
        agree: true,
        brDocumentPath: 'app-1/x-br.pdf',
        brDocumentName: 'br.pdf',
      },
      'app-1',
      'zh',
    )
    expect(body).toEqual({
      applicationId: 'app-1',
      businessName: 'Glow',
      businessTypes: ['Beauty', 'Nail Salon'],
      interestedInContent: 'yes',
      agree: true,
      brDocumentPath: 'app-1/x-br.pdf',
      lang: 'zh',
    })
    expect(toMerchantApplyRequest(EMPTY_DRAFT, null, 'en')).not.toHaveProperty('applicationId')
  })
})

describe('failure mapping (spec section 8)', () => {
  it.each([
    'User already been registered',
    'email_exists',
    'Email already exists',
    'This email address is already associated with a merchant application',
    'Duplicate Email',
  ])('%j means Email Already Exists', (text) => {
    expect(mentionsExistingEmail(text)).toBe(true)
    expect(failureOfBody({ error: text })).toEqual({ kind: 'email-exists' })
  })

  it('finds the marker in the code or the details too', () => {
    expect(failureOfBody({ code: 'email_exists', message: 'x' })).toEqual({ kind: 'email-exists' })
    expect(failureOfBody({ error: 'Conflict', details: 'duplicate email' })).toEqual({ kind: 'email-exists' })
  })

  it('other failures carry the server message plus details, and field messages', () => {
    expect(failureOfBody({ error: 'Boom', details: 'db down' })).toEqual({ kind: 'failed', message: 'Boom db down', fieldErrors: {} })
    expect(failureOfBody({ message: 'Only message' })).toEqual({ kind: 'failed', message: 'Only message', fieldErrors: {} })
    expect(failureOfBody({})).toEqual({ kind: 'failed', message: null, fieldErrors: {} })
    expect(failureOfBody(null)).toEqual({ kind: 'failed', message: null, fieldErrors: {} })
    expect(
      failureOfBody({
        code: 'validation_failed',
        error: 'Validation Error: Please fix the errors before submitting.',
        details: { contactEmail: 'Please enter a real email address', nope: 'x' },
      }),
    ).toEqual({
      kind: 'failed',
      message: 'Validation Error: Please fix the errors before submitting. Please enter a real email address; x',
      fieldErrors: { contactEmail: 'Please enter a real email address' },
    })
  })
})

describe('submitApplication', () => {
  it("invokes 'merchant-apply' and returns its answer", async () => {
    invoke.mockResolvedValue({ data: { applicationId: 'app-1', status: 'pending_review' }, error: null })
    await expect(submitApplication({ businessName: 'Glow' })).resolves.toEqual({ applicationId: 'app-1', status: 'pending_review' })
    expect(invoke).toHaveBeenCalledWith('merchant-apply', { body: { businessName: 'Glow' } })
  })

  it('reads the body of an HTTP error', async () => {
    invoke.mockResolvedValue({ data: null, error: httpError(409, { code: 'email_exists', error: 'This email address is already associated with a merchant application' }) })
    const failure = await submitApplication({}).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(SubmitApplicationError)
    expect((failure as SubmitApplicationError).failure).toEqual({ kind: 'email-exists' })

    invoke.mockResolvedValue({ data: null, error: httpError(500, 'plain text') })
    const other = (await submitApplication({}).catch((e: unknown) => e)) as SubmitApplicationError
    expect(other.failure).toEqual({ kind: 'failed', message: 'plain text', fieldErrors: {} })
  })

  it('network errors (relay, fetch, thrown) are network failures', async () => {
    invoke.mockResolvedValue({ data: null, error: Object.assign(new Error('Failed to send a request to the Edge Function'), { name: 'FunctionsFetchError' }) })
    expect(((await submitApplication({}).catch((e: unknown) => e)) as SubmitApplicationError).failure).toEqual({
      kind: 'network',
      message: 'Failed to send a request to the Edge Function',
    })
    invoke.mockRejectedValue(new TypeError('Failed to fetch'))
    expect(((await submitApplication({}).catch((e: unknown) => e)) as SubmitApplicationError).failure).toEqual({ kind: 'network', message: 'Failed to fetch' })
  })
})
