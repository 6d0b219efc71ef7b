import { describe, expect, it } from 'vitest'
import { Suspense } from 'react'
import { render, screen } from '@testing-library/react'
import { preloadable } from '@/lib/preloadable'

function Page({ name }: { name: string }) {
  return <h1>{name}</h1>
}

describe('preloadable', () => {
  it('preloaded, it renders its page in the first commit (no loading fallback)', async () => {
    const Preloaded = preloadable(() => Promise.resolve({ default: Page }))
    await Preloaded.preload()
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Preloaded name="Glow Nails" />
      </Suspense>,
    )
    // Synchronously after render: no fallback was needed.
    expect(screen.getByRole('heading', { name: 'Glow Nails' })).toBeTruthy()
    expect(screen.queryByText('Loading')).toBeNull()
  })

  it('rendered before its code has loaded, it shows the fallback, then the page; a failed load can be retried', async () => {
    let fail = true
    const Later = preloadable<{ name: string }>(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Page }),
    )
    await expect(Later.preload()).rejects.toThrow('offline')
    fail = false
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Later name="Harbour Hair" />
      </Suspense>,
    )
    expect(screen.getByText('Loading')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: 'Harbour Hair' })).toBeTruthy()
  })
})
