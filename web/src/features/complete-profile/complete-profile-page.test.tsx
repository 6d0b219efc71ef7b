import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { queryOptions, useMutation } from '@tanstack/react-query'
import { toast } from 'sonner'
import type { MerchantApplicationRow } from '@/lib/merchant-application'
import type { SaveApplicationInput } from './api/save-application'
import CompleteProfilePage from './complete-profile-page'
import { renderRoutes } from '@/test/render-route'

const getApplication = vi.fn<(id: string) => Promise<MerchantApplicationRow | null>>()
const save = vi.fn<(input: SaveApplicationInput) => Promise<void>>()
vi.mock('./api/get-application', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/get-application')>()),
  applicationQueryOptions: (id: string) => queryOptions({ queryKey: ['test-app', id], queryFn: () => getApplication(id), retry: false }),
}))
// The application-status function answers "no such application" unless a test says otherwise.
const getStatus = vi.fn<(id: string) => Promise<unknown>>()
vi.mock('./api/get-application-status', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/get-application-status')>()),
  applicationStatusQueryOptions: (id: string) =>
    queryOptions({ queryKey: ['test-status', id], queryFn: () => getStatus(id).then((v) => v ?? null), retry: false }),
}))
vi.mock('./api/save-application', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api/save-application')>()),
  useSaveApplication: () => useMutation({ mutationFn: (input: SaveApplicationInput) => save(input) }),
}))

afterEach(() => {
  vi.restoreAllMocks()
  getApplication.mockReset()
  getStatus.mockReset()
  save.mockReset()
})

const ID = '5f0c6f5e-1111-4222-8333-944445555666'
const ROW = {
  id: ID,
  status: 'draft',
  application_number: 'EMU-000042',
  business_name: 'Glow',
  district: 'Wan Chai',
  business_types: ['Nail Salon'],
  whatsapp: '+852 9123 4567',
  email: 'owner@glow.hk',
  contact_email: 'owner@glow.hk',
  instagram: '@glow',
} as unknown as MerchantApplicationRow

function renderPage() {
  const { router } = renderRoutes(
    [
      { path: '/merchant/complete-profile/:applicationId', element: <CompleteProfilePage /> },
      { path: '/merchant/application-submitted', element: <p>submitted page</p> },
      { path: '/', element: <p>home</p> },
    ],
    `/merchant/complete-profile/${ID}`,
  )
  return router
}

const control = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement
const type = (name: string, value: string) => fireEvent.change(control(name), { target: { value } })

describe('complete profile', () => {
  it('loads the application into four cards with its completion percentage (35% for a quick-apply draft)', async () => {
    getApplication.mockResolvedValue(ROW)
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeTruthy()
    for (const card of ['Basic Information', 'Contact Information', 'Business Details', 'Additional Information']) {
      expect(screen.getByRole('heading', { level: 2, name: card })).toBeTruthy()
    }
    expect(control('business_name').value).toBe('Glow')
    expect(screen.getByText('Profile 35% complete')).toBeTruthy()
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('35')
    type('description', 'Nails')
    expect(screen.getByText('Profile 40% complete')).toBeTruthy()
  })

  it('an unknown id shows Application Not Found with Go Home', async () => {
    getApplication.mockResolvedValue(null)
    const router = renderPage()
    expect(await screen.findByRole('heading', { name: 'Application Not Found' })).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Go Home' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('a load failure shows the error message', async () => {
    getApplication.mockRejectedValue(new Error('down'))
    renderPage()
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Could not load your application. Please try again.')
  })

  it('Save Progress keeps the draft and reports success or failure', async () => {
    getApplication.mockResolvedValue(ROW)
    const success = vi.spyOn(toast, 'success')
    const failure = vi.spyOn(toast, 'error')
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderPage()
    await screen.findByRole('heading', { level: 1, name: 'Complete Your Profile' })
    type('building', 'Times Square')
    save.mockResolvedValueOnce()
    fireEvent.click(screen.getByRole('button', { name: 'Save Progress' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Profile saved', expect.anything()))
    expect(save.mock.calls[0]![0]).toMatchObject({ id: ID, submit: false, values: { building: 'Times Square' } })

    save.mockRejectedValueOnce(new Error('nope'))
    fireEvent.click(screen.getByRole('button', { name: 'Save Progress' }))
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Save failed', expect.objectContaining({ description: 'Please try again.' })))
  })

  it('Complete & Submit checks the required fields first (Missing required fields, focus on the first)', async () => {
    getApplication.mockResolvedValue(ROW)
    const failure = vi.spyOn(toast, 'error')
    renderPage()
    await screen.findByRole('heading', { level: 1, name: 'Complete Your Profile' })
    fireEvent.click(screen.getByRole('button', { name: 'Complete & Submit' }))
    expect(await screen.findByText('Contact person is required')).toBeTruthy()
    for (const text of ['Contact person role is required', 'Contact WhatsApp is required', 'Secondary contact email is required', 'Business description is required']) {
      expect(screen.getByText(text)).toBeTruthy()
    }
    expect(failure).toHaveBeenCalledWith('Missing required fields', expect.anything())
    await waitFor(() => expect(document.activeElement).toBe(control('contact_person')))
    expect(save).not.toHaveBeenCalled()
  })

  it("a field's message goes as soon as it is edited; the others stay until the next Complete & Submit", async () => {
    getApplication.mockResolvedValue(ROW)
    renderPage()
    await screen.findByRole('heading', { level: 1, name: 'Complete Your Profile' })
    fireEvent.click(screen.getByRole('button', { name: 'Complete & Submit' }))
    expect(await screen.findByText('Contact person is required')).toBeTruthy()
    type('contact_person', 'M')
    expect(screen.queryByText('Contact person is required')).toBeNull()
    expect(control('contact_person').getAttribute('aria-invalid')).toBe('false')
    fireEvent.click(screen.getByLabelText('Beauty'))
    expect(screen.queryByText('Business types are required')).toBeNull()
    expect(screen.getByText('Contact person role is required')).toBeTruthy()
    type('contact_person', '')
    expect(screen.queryByText('Contact person is required')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Complete & Submit' }))
    expect(await screen.findByText('Contact person is required')).toBeTruthy()
    expect(save).not.toHaveBeenCalled()
  })

  it('Complete & Submit sends it for review and goes to the submitted page', async () => {
    getApplication.mockResolvedValue(ROW)
    const success = vi.spyOn(toast, 'success')
    save.mockResolvedValue()
    const router = renderPage()
    await screen.findByRole('heading', { level: 1, name: 'Complete Your Profile' })
    type('contact_person', 'Mary Chan')
    type('contact_person_role', 'Owner')
    type('contact_whatsapp', '9123 4567')
    type('contact_email_secondary', 'backup@glow.hk')
    type('description', 'Nails')
    fireEvent.click(screen.getByRole('button', { name: 'Complete & Submit' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/merchant/application-submitted'))
    expect(save.mock.calls[0]![0]).toMatchObject({ id: ID, submit: true })
    expect(success).toHaveBeenCalledWith('Profile completed!', expect.anything())
  })
})
