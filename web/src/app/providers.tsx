import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { I18nextProvider } from 'react-i18next'
import { DeferredToaster, type ToasterProps } from '@/components/ui/deferred-toaster'
import { i18n } from '@/lib/i18n'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  })
}

/**
 * Toasts: the spec's second configuration. Sonner's defaults already give 4000 ms, 3 visible,
 * width 356 px, gap 14 px and hotkey Alt+T; sonner 2's default offset is 24 px, so 32 px is set.
 */
export const TOASTER_PROPS = {
  position: 'bottom-right',
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  offset: 32,
  hotkey: ['altKey', 'KeyT'],
} as const satisfies ToasterProps

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <DeferredToaster {...TOASTER_PROPS} hotkey={[...TOASTER_PROPS.hotkey]} />
      </QueryClientProvider>
    </I18nextProvider>
  )
}
