import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useMutation } from '@tanstack/react-query'
import { useLocation } from 'react-router'
import { toast, Toaster } from 'sonner'
import type { QuickApplyRequest, QuickApplyResponse } from '../api/submit-quick-apply'
import QuickApplyDialog from './quick-apply-dialog'
import { QUICK_APPLY_REQUEST } from '@/test/quick-apply-fixture'
import { renderRoutes } from '@/test/render-route'

// The supabase call is replaced at the api/ boundary; the server is tested separately.
const submitQuickApply = vi.fn<(request: QuickApplyRequest) => Promise<QuickApplyResponse>>()
vi.mock('../api/submit-quick-apply', async (importOriginal) => {
  const original = await importOriginal<typeof import('../api/submit-quick-apply')>()
  return {
    ...original,
    useSubmitQuickApply: () => useMutation({ mutationFn: (request: QuickApplyRequest) => submitQuickApply(request) }),
  }
})

afterEach(() => submitQuickApply.mockReset())

function Harness() {
  const [open, setOpen] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        reopen
      </button>
      <QuickApplyDialog open={open} onOpenChange={setOpen} initialLang="en" />
    </>
  )
}

function OnboardingProbe() {
  const location = useLocation()
  return <p data-testid="location">{location.pathname + location.search}</p>
}

function renderDialog() {
  const { router } = renderRoutes(
    [
      { path: '/for-business', element: <Harness /> },
      { path: '/merchant/onboarding', element: <OnboardingProbe /> },
    ],
    '/for-business',
    <Toaster />,
  )
  return router
}

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement | HTMLSelectElement

function fillValidForm() {
  const values = {
    businessName: 'Glow Beauty Studio',
    email: 'owner@glow.hk',
    whatsapp: '9123 4567',
    district: 'Wan Chai',
    businessType: 'Nail Salon',
    businessMode: 'independent',
  }
  for (const [name, value] of Object.entries(values)) {
    const control = screen.getByRole('dialog').querySelector(`[name="${name}"]`)
    if (!control) throw new Error(`no field ${name}`)
    fireEvent.change(control, { target: { value } })
  }
}

const submitButton = () => screen.getByRole('button', { name: /^(Quick Apply|Submitting\.\.\.)$/ })

describe('Quick Apply modal', () => {
  it('is a labelled dialog with the subtitle, the fields and +852 preselected', () => {
    renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Quick Apply' })
    expect(within(dialog).getByText('Get started in 30 seconds. Complete your profile later.')).toBeTruthy()
    expect(field(/^country code$/i).value).toBe('+852')
    expect(field(/^country code$/i).querySelectorAll('option')).toHaveLength(14)
    expect(field(/^district$/i).querySelectorAll('option')).toHaveLength(19)
  })

  it('shows each message under its field (aria-invalid, aria-describedby), and an edit clears that error only', async () => {
    renderDialog()
    fireEvent.click(submitButton())
    const name = field(/^business name$/i)
    await screen.findByText('Business name is required')
    for (const text of [
      'Email is required',
      'WhatsApp number is required',
      'Please select a district',
      'Please select a business type',
      'Please select a business mode',
    ]) {
      expect(screen.getByText(text)).toBeTruthy()
    }
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Business name is required')
    expect(submitQuickApply).not.toHaveBeenCalled()

    fireEvent.change(name, { target: { value: 'G' } })
    await waitFor(() => expect(screen.queryByText('Business name is required')).toBeNull())
    expect(name.getAttribute('aria-invalid')).toBe('false')
    expect(screen.getByText('Email is required')).toBeTruthy()
  })

  it('re-words shown errors and sends lang=zh after switching to 中', async () => {
    renderDialog()
    fireEvent.click(submitButton())
    await screen.findByText('Business name is required')
    fireEvent.click(screen.getByRole('button', { name: '中文' }))
    expect(await screen.findByText('請輸入商戶名稱')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: '快速申請' })).toBeTruthy()

    submitQuickApply.mockResolvedValue({ quickApplication: {} as never, applicationId: 'app-9' })
    fillValidForm()
    fireEvent.click(screen.getByRole('button', { name: '快速申請' }))
    await screen.findByText('多謝你有興趣加入！')
    expect(submitQuickApply.mock.calls[0]?.[0].lang).toBe('zh')
  })

  it("reads 'Submitting...' and disables both buttons while sending", async () => {
    let finish: (value: QuickApplyResponse) => void = () => {}
    submitQuickApply.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    renderDialog()
    fillValidForm()
    fireEvent.click(submitButton())
    await waitFor(() => expect(submitButton().textContent).toBe('Submitting...'))
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true)
    expect(submitQuickApply).toHaveBeenCalledWith(QUICK_APPLY_REQUEST)
    await act(async () => finish({ quickApplication: {} as never, applicationId: 'app-1' }))
    expect(await screen.findByText('Thanks for your interest!')).toBeTruthy()
  })

  it('on failure shows the destructive toast and keeps the form', async () => {
    submitQuickApply.mockRejectedValue(new Error('boom'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderDialog()
    fillValidForm()
    fireEvent.click(submitButton())
    expect(await screen.findByText('Submission failed')).toBeTruthy()
    expect(screen.getByText('Please try again or contact support.')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Quick Apply' })).toBeTruthy()
    expect(field(/^business name$/i).value).toBe('Glow Beauty Studio')
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false)
  })

  it("puts the server's field messages under the fields", async () => {
    const { QuickApplyValidationError } = await import('../api/submit-quick-apply')
    submitQuickApply.mockRejectedValue(new QuickApplyValidationError({ email: 'This email cannot be used' }))
    const toastError = vi.spyOn(toast, 'error')
    renderDialog()
    fillValidForm()
    fireEvent.click(submitButton())
    expect(await screen.findByText('This email cannot be used')).toBeTruthy()
    expect(field(/^email$/i).getAttribute('aria-invalid')).toBe('true')
    expect(toastError).not.toHaveBeenCalled()
  })

  it('success: the dialog texts, then Close resets every field, +852 and the errors', async () => {
    submitQuickApply.mockResolvedValue({ quickApplication: {} as never, applicationId: 'app-1' })
    renderDialog()
    fireEvent.click(submitButton())
    await screen.findByText('Business name is required')
    fillValidForm()
    fireEvent.change(field(/^country code$/i), { target: { value: '+65' } })
    fireEvent.click(submitButton())

    const dialog = await screen.findByRole('dialog', { name: 'Thanks for your interest!' })
    expect(within(dialog).getByText(/not complete yet.*3 more minutes.*e-mail we just sent/)).toBeTruthy()
    expect(within(dialog).getByText('Complete your profile now (3 minutes)')).toBeTruthy()
    expect(within(dialog).getByText('Or check your e-mail to continue later')).toBeTruthy()
    expect(within(dialog).getByText('Once your full profile is in, we review it within 5 business days')).toBeTruthy()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'reopen' }))
    await screen.findByRole('dialog', { name: 'Quick Apply' })
    expect(field(/^business name$/i).value).toBe('')
    expect(field(/^email$/i).value).toBe('')
    expect(field(/^whatsapp number$/i).value).toBe('')
    expect(field(/^district$/i).value).toBe('')
    expect(field(/^country code$/i).value).toBe('+852')
    expect(screen.queryByText('Business name is required')).toBeNull()
  })

  it('Complete Profile Now goes to /merchant/onboarding with lang and applicationId', async () => {
    submitQuickApply.mockResolvedValue({ quickApplication: {} as never, applicationId: '5f0c6f5e-1111-4222-8333-944445555666' })
    const router = renderDialog()
    fillValidForm()
    fireEvent.click(submitButton())
    fireEvent.click(await screen.findByRole('button', { name: 'Complete Profile Now' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/onboarding'))
    expect(screen.getByTestId('location').textContent).toBe(
      '/merchant/onboarding?lang=en&applicationId=5f0c6f5e-1111-4222-8333-944445555666',
    )
  })
})
