import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { toast, Toaster } from 'sonner'
import type { MerchantApplicationRow } from '@/lib/merchant-application'
import { SESSION_ID_KEY, SESSION_PREFIX } from './draft-storage'
import { SubmitApplicationError, type MerchantApplyRequest } from './api/submit-application'
import OnboardingPage from './onboarding-page'
import { renderRoutes } from '@/test/render-route'

// The supabase calls are replaced at the api/ boundary.
const getDraft = vi.fn<(id: string) => Promise<MerchantApplicationRow | null>>()
const submit = vi.fn<(request: MerchantApplyRequest) => Promise<{ applicationId: string; status: string }>>()
vi.mock('./api/get-draft-application', async (importOriginal) => {
  const original = await importOriginal<typeof import('./api/get-draft-application')>()
  return {
    ...original,
    draftApplicationQueryOptions: (id: string) =>
      queryOptions({ queryKey: ['test-draft', id], queryFn: () => getDraft(id), retry: false }),
  }
})
vi.mock('./api/submit-application', async (importOriginal) => {
  const original = await importOriginal<typeof import('./api/submit-application')>()
  return { ...original, useSubmitApplication: () => useMutation({ mutationFn: (r: MerchantApplyRequest) => submit(r) }) }
})

afterEach(() => {
  vi.restoreAllMocks()
  getDraft.mockReset()
  submit.mockReset()
})

const APP_ID = '5f0c6f5e-1111-4222-8333-944445555666'

function renderWizard(entry = '/merchant/onboarding', state?: unknown) {
  return renderRoutes(
    [
      { path: '/merchant/onboarding', element: <OnboardingPage /> },
      { path: '/merchant/application-submitted', element: <p>submitted page</p> },
    ],
    state ? { pathname: entry.split('?')[0]!, search: entry.includes('?') ? `?${entry.split('?')[1]}` : '', state } : entry,
    <Toaster />,
  )
}

const control = (name: string) => {
  const el = document.querySelector(`[name="${name}"]`)
  if (!el) throw new Error(`no field ${name}`)
  return el as HTMLInputElement
}
const type = (name: string, value: string) => fireEvent.change(control(name), { target: { value } })
const next = () => fireEvent.click(screen.getByRole('button', { name: /^(Next|下一步)$/ }))

function fillStep1() {
  type('businessName', 'Glow Beauty Studio')
  type('district', 'Wan Chai')
  type('address', '12/F, 88 Lockhart Road')
  type('whatsapp', '9123 4567')
  type('description', 'Gel nails and lash lifts.')
}
function fillStep2() {
  fireEvent.click(within(screen.getByRole('group', { name: /interested in us creating content/ })).getByLabelText('Yes'))
  fireEvent.click(within(screen.getByRole('group', { name: /free trials/ })).getByLabelText('No'))
}
function fillStep3() {
  type('contactPerson', 'Mary Chan')
  type('contactPersonRole', 'Owner')
  type('contactWhatsapp', '9123 4567')
  type('contactEmail', 'mary@glow.hk')
  type('howDidYouHear', 'Instagram')
  fireEvent.click(control('agree'))
}
/** Steps 1 and 2 filled and passed with Next; step 3 filled. */
async function fillAllSteps() {
  fillStep1()
  next()
  fillStep2()
  next()
  await screen.findByRole('heading', { level: 2, name: 'Contact Information' })
  fillStep3()
}

const ROW = {
  id: APP_ID,
  status: 'draft',
  application_number: 'EMU-000001',
  business_name: 'Glow From Quick Apply',
  district: 'Sha Tin',
  business_types: ['Nail Salon'],
  business_type: 'Nail Salon',
  whatsapp: '+852 9123 4567',
  email: 'owner@glow.hk',
  contact_email: 'owner@glow.hk',
  instagram: '@glow',
  interested_in_content: null,
  open_to_free_trials: null,
} as unknown as MerchantApplicationRow

describe('onboarding wizard', () => {
  it('shows the three steps, the progress bar and the EN/中 toggle; starts in en', () => {
    renderWizard()
    expect(screen.getByRole('heading', { level: 1, name: 'Merchant Onboarding' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Business Info' })).toBeTruthy()
    expect(screen.getByText('Marketing Consent')).toBeTruthy()
    expect(screen.getByText('Contact Information')).toBeTruthy()
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1')
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('Next validates the step, blocks, and focuses the first faulty field', async () => {
    renderWizard()
    next()
    expect(await screen.findByText('English name is required')).toBeTruthy()
    for (const text of ['Please select a district', 'Detailed address is required', 'WhatsApp number is required', 'Business description is required']) {
      expect(screen.getByText(text)).toBeTruthy()
    }
    expect(document.activeElement).toBe(control('businessName'))
    expect(control('businessName').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('heading', { level: 2, name: 'Business Info' })).toBeTruthy()

    fillStep1()
    type('address', '')
    type('googleMapUrl', 'nope')
    next()
    await waitFor(() => expect(document.activeElement).toBe(control('address')))
    expect(screen.getByText('Invalid URL')).toBeTruthy()
    expect(screen.queryByText('English name is required')).toBeNull()
  })

  it("a field's message goes as soon as it is edited; the others stay until the next Next", async () => {
    renderWizard()
    next()
    expect(await screen.findByText('English name is required')).toBeTruthy()
    type('businessName', 'G')
    expect(screen.queryByText('English name is required')).toBeNull()
    type('district', 'Wan Chai')
    expect(screen.queryByText('Please select a district')).toBeNull()
    expect(screen.getByText('Detailed address is required')).toBeTruthy()
    type('businessName', '')
    expect(screen.queryByText('English name is required')).toBeNull()
    next()
    expect(await screen.findByText('English name is required')).toBeTruthy()
    expect(screen.queryByText('Please select a district')).toBeNull()
  })

  it('walks the steps with Next and Back; step 2 needs yes or no', async () => {
    renderWizard()
    fillStep1()
    next()
    expect(await screen.findByRole('heading', { level: 2, name: 'Marketing Consent' })).toBeTruthy()
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2')
    next()
    expect(await screen.findAllByText('Please select yes or no')).toHaveLength(2)
    await waitFor(() => expect(document.activeElement).toBe(control('interestedInContent')))
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Business Info' })).toBeTruthy()
    expect(control('businessName').value).toBe('Glow Beauty Studio')
  })

  it('Friend needs a referee name and phone', async () => {
    renderWizard()
    await fillAllSteps()
    type('howDidYouHear', 'Friend')
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findAllByText('Referee name and phone are required when "Friend" is selected')).toHaveLength(2)
    expect(submit).not.toHaveBeenCalled()
    await waitFor(() => expect(document.activeElement).toBe(control('refereeName')))
  })

  it("the business type is the first ticked type in the list's order; unticking Other empties its text", async () => {
    submit.mockResolvedValue({ applicationId: APP_ID, status: 'pending_review' })
    renderWizard()
    fireEvent.click(screen.getByLabelText('Nail Salon'))
    fireEvent.click(screen.getByLabelText('Other'))
    type('businessTypeOther', 'Eyebrow threading')
    fireEvent.click(screen.getByLabelText('Other'))
    expect(document.querySelector('[name="businessTypeOther"]')).toBeNull()
    fireEvent.click(screen.getByLabelText('Beauty'))
    await fillAllSteps()
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(submit).toHaveBeenCalled())
    const body = submit.mock.calls[0]![0]
    expect(body.businessTypes).toEqual(['Beauty', 'Nail Salon'])
    expect(body.businessType).toBe('Beauty')
    expect(body).not.toHaveProperty('businessTypeOther')
  })

  it('keeps the draft and the step in localStorage (a reload restores them)', async () => {
    const first = renderWizard()
    fillStep1()
    next()
    await screen.findByRole('heading', { level: 2, name: 'Marketing Consent' })
    const sessionId = localStorage.getItem(SESSION_ID_KEY)
    expect(sessionId).toBeTruthy()
    const stored = JSON.parse(localStorage.getItem(SESSION_PREFIX + sessionId) ?? '{}') as { step: number; draft: { businessName: string } }
    expect(stored.step).toBe(1)
    expect(stored.draft.businessName).toBe('Glow Beauty Studio')
    first.unmount()

    renderWizard()
    expect(await screen.findByRole('heading', { level: 2, name: 'Marketing Consent' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(control('businessName').value).toBe('Glow Beauty Studio')
  })

  it('prefills from the draft application of ?applicationId= and from the router state', async () => {
    getDraft.mockResolvedValue(ROW)
    renderWizard(`/merchant/onboarding?lang=en&applicationId=${APP_ID}`)
    await waitFor(() => expect(control('businessName').value).toBe('Glow From Quick Apply'))
    expect(getDraft).toHaveBeenCalledWith(APP_ID)
    expect(control('district').value).toBe('Sha Tin')
    expect(control('whatsapp').value).toBe('+852 9123 4567')
    expect((screen.getByLabelText('Nail Salon') as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('button', { name: 'Upload BR document' })).toBeTruthy()
  })

  it('router state prefills the business name and e-mail', () => {
    renderWizard('/merchant/onboarding', { businessName: 'From State', email: 'state@glow.hk' })
    expect(control('businessName').value).toBe('From State')
    expect(control('email').value).toBe('state@glow.hk')
  })

  it('an unknown application id says so, and the form still works', async () => {
    getDraft.mockResolvedValue(null)
    renderWizard(`/merchant/onboarding?applicationId=${APP_ID}`)
    expect(await screen.findByText('We could not find that application. You can still fill in the form.')).toBeTruthy()
    expect(screen.getByText(/when you continue from the link in your Quick Apply e-mail/)).toBeTruthy()
  })

  it('opens in Chinese with ?lang=zh; the toggle re-words the errors shown', async () => {
    renderWizard('/merchant/onboarding?lang=zh')
    expect(screen.getByRole('heading', { level: 1, name: '商戶登記' })).toBeTruthy()
    next()
    expect(await screen.findByText('請輸入英文名稱')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'English' }))
    expect(await screen.findByText('English name is required')).toBeTruthy()
    expect(document.documentElement.lang).toBe('en')
  })

  it('Submit re-runs every schema: a faulty earlier step is shown, focused, with the Validation Error toast', async () => {
    // A stored draft on step 3 whose step 1 is incomplete (e.g. restored from an older session).
    localStorage.setItem(SESSION_ID_KEY, 's1')
    localStorage.setItem(
      SESSION_PREFIX + 's1',
      JSON.stringify({ step: 2, applicationId: null, prefilled: false, updatedAt: Date.now(), createdAt: Date.now(), draft: { interestedInContent: 'yes', openToFreeTrials: 'yes' } }),
    )
    const toastError = vi.spyOn(toast, 'error')
    renderWizard()
    await screen.findByRole('heading', { level: 2, name: 'Contact Information' })
    fillStep3()
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Business Info' })).toBeTruthy()
    expect(screen.getByText('English name is required')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(control('businessName')))
    expect(toastError).toHaveBeenCalledWith('Validation Error', expect.objectContaining({ description: 'Please fix the errors before submitting.' }))
    expect(submit).not.toHaveBeenCalled()
  })

  it('submits the draft; on success clears storage, resets and goes to the submitted page', async () => {
    getDraft.mockResolvedValue(ROW)
    submit.mockResolvedValue({ applicationId: APP_ID, status: 'pending_review' })
    const { router } = renderWizard(`/merchant/onboarding?lang=en&applicationId=${APP_ID}`)
    await waitFor(() => expect(control('businessName').value).toBe('Glow From Quick Apply'))
    await fillAllSteps()
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/application-submitted'))
    expect(await screen.findByText('Application submitted')).toBeTruthy()
    const body = submit.mock.calls[0]![0]
    expect(body).toMatchObject({
      applicationId: APP_ID,
      businessName: 'Glow Beauty Studio',
      district: 'Wan Chai',
      businessTypes: ['Nail Salon'],
      interestedInContent: 'yes',
      openToFreeTrials: 'no',
      contactEmail: 'mary@glow.hk',
      agree: true,
      lang: 'en',
    })
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull()
    expect(Object.keys(localStorage).filter((k) => k.startsWith(SESSION_PREFIX))).toEqual([])
  })

  it.each([
    [{ kind: 'email-exists' as const }, 'Email Already Exists', 'This email address is already associated with a merchant application. Please use a different email address.'],
    [{ kind: 'failed' as const, message: 'Server said no (details)', fieldErrors: {} }, 'Submission failed', 'Server said no (details)'],
    [{ kind: 'failed' as const, message: null, fieldErrors: {} }, 'Submission failed', 'Failed to submit application'],
    [{ kind: 'network' as const, message: null }, 'Submission failed', 'An unexpected error occurred'],
    [{ kind: 'network' as const, message: 'Failed to fetch' }, 'Submission failed', 'Failed to fetch'],
  ])('failure %j shows its toast and re-enables Submit', async (failure, title, description) => {
    let reject: (e: Error) => void = () => {}
    submit.mockReturnValue(new Promise((_, r) => (reject = r)))
    renderWizard()
    await fillAllSteps()
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    const button = await screen.findByRole('button', { name: 'Submitting...' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    const toastError = vi.spyOn(toast, 'error')
    await act(async () => reject(new SubmitApplicationError(failure)))
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(title, expect.objectContaining({ description })))
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false)
    expect(control('contactPerson').value).toBe('Mary Chan')
  })
})
