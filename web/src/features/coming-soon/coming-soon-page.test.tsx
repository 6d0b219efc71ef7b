import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useMutation } from '@tanstack/react-query'
import { setLanguage } from '@/lib/i18n'
import type { JoinWaitlistResult } from './api/join-waitlist'
import ComingSoonPage from './coming-soon-page'
import { renderRoutes } from '@/test/render-route'

// The supabase insert is replaced at the api/ boundary.
const joinWaitlist = vi.fn<(email: string) => Promise<JoinWaitlistResult>>()
vi.mock('./api/join-waitlist', () => ({
  useJoinWaitlist: () => useMutation({ mutationFn: ({ email }: { email: string }) => joinWaitlist(email) }),
}))

afterEach(() => joinWaitlist.mockReset())

// The form is a lazy chunk (first-paint budget): wait until it is there.
async function renderPage() {
  const { router } = renderRoutes(
    [
      { path: '/comingsoon', element: <ComingSoonPage /> },
      { path: '/for-business', element: <h1>landing</h1> },
    ],
    '/comingsoon',
  )
  await waitFor(() => expect(document.querySelector('form input[type="email"]')).toBeTruthy())
  return router
}

const email = () => screen.getByLabelText('Email address') as HTMLInputElement
const join = () => screen.getByRole('button', { name: /^(Join Beta List|Joining\.\.\.)$/ })
const status = () => screen.getByRole('status')

function submit(value: string) {
  fireEvent.change(email(), { target: { value } })
  fireEvent.click(join())
}

describe('coming-soon page', () => {
  it('sets the document title, requires the field and links to Instagram and /for-business', async () => {
    const router = await renderPage()
    expect(document.title).toMatch(/Beauty discovery and review platform/)
    expect(email().required).toBe(true)
    expect(screen.getByRole('link', { name: /Instagram/ }).getAttribute('href')).toMatch(/^https:\/\/www\.instagram\.com\//)
    fireEvent.click(screen.getByRole('link', { name: 'Join as Business' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/for-business'))
  })

  it.each([
    ['', 'Email is required'],
    ['not-an-email', 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@x.hk`, 'Email is too long'],
  ])('%j shows %s and sends nothing', async (value, message) => {
    await renderPage()
    submit(value)
    expect(await screen.findByText(message)).toBeTruthy()
    expect(email().getAttribute('aria-invalid')).toBe('true')
    expect(joinWaitlist).not.toHaveBeenCalled()
  })

  it("reads 'Joining...' while sending, then 'Thank you! You'll be notified.' and clears the field", async () => {
    let finish: (result: JoinWaitlistResult) => void = () => {}
    joinWaitlist.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    await renderPage()
    submit(' Mary@Example.com ')
    await waitFor(() => expect(join().textContent).toBe('Joining...'))
    expect((join() as HTMLButtonElement).disabled).toBe(true)
    expect(joinWaitlist).toHaveBeenCalledWith('Mary@Example.com')
    await act(async () => finish('joined'))
    await waitFor(() => expect(status().textContent).toBe("Thank you! You'll be notified."))
    expect(join().textContent).toBe('Join Beta List')
    expect(email().value).toBe('')
  })

  it('a duplicate shows "This email is already on the list!"', async () => {
    joinWaitlist.mockResolvedValue('already-on-list')
    await renderPage()
    submit('mary@example.com')
    await waitFor(() => expect(status().textContent).toBe('This email is already on the list!'))
  })

  it('another failure shows "Something went wrong. Please try again." and keeps the e-mail', async () => {
    joinWaitlist.mockRejectedValue(new Error('500'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await renderPage()
    submit('mary@example.com')
    await waitFor(() => expect(status().textContent).toBe('Something went wrong. Please try again.'))
    expect(email().value).toBe('mary@example.com')
  })

  it('speaks Chinese when the app language is zh-HK', async () => {
    await setLanguage('zh-HK')
    await renderPage()
    expect(screen.getByRole('heading', { level: 1, name: '即將推出' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '加入搶先體驗名單' }))
    expect(await screen.findByText('請輸入電郵')).toBeTruthy()
    expect(document.documentElement.lang).toBe('zh-HK')
  })
})
