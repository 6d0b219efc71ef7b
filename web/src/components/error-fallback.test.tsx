import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { ErrorFallback, errorMessage } from '@/components/error-fallback'
import { i18n } from '@/lib/i18n'
import { reloadPage } from '@/lib/browser'

vi.mock('@/lib/browser', () => ({ reloadPage: vi.fn() }))

describe('ErrorFallback', () => {
  it('shows the title and the error message', () => {
    render(<ErrorFallback message="Database is down" />)
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    expect(screen.getByText('Database is down')).toBeTruthy()
  })

  it('shows the default message when there is none', () => {
    render(<ErrorFallback />)
    expect(screen.getByText('An unexpected error occurred')).toBeTruthy()
  })

  it('Reload Page reloads the page', () => {
    render(<ErrorFallback message="x" />)
    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }))
    expect(reloadPage).toHaveBeenCalledTimes(1)
  })

  it('is translated to zh-HK', async () => {
    await i18n.changeLanguage('zh-HK')
    render(<ErrorFallback />)
    expect(screen.getByRole('heading', { name: '出現錯誤' })).toBeTruthy()
    expect(screen.getByText('發生未預期的錯誤')).toBeTruthy()
    expect(screen.getByRole('button', { name: '重新載入頁面' })).toBeTruthy()
  })

  it('errorMessage reads Error, string and unknown values', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom')
    expect(errorMessage('text')).toBe('text')
    expect(errorMessage(new Error(''))).toBeUndefined()
    expect(errorMessage({})).toBeUndefined()
  })
})

describe('reloadPage', () => {
  it('calls window.location.reload', async () => {
    const actual = await vi.importActual<typeof import('@/lib/browser')>('@/lib/browser')
    const reload = vi.fn()
    const original = window.location
    // jsdom's location is not configurable on window; swap the whole object on globalThis.
    Object.defineProperty(window, 'location', { value: { ...original, reload }, configurable: true })
    try {
      actual.reloadPage()
      expect(reload).toHaveBeenCalledTimes(1)
    } finally {
      Object.defineProperty(window, 'location', { value: original, configurable: true })
    }
  })
})
