import type { ReactNode } from 'react'
import { MerchantHeader } from '@/components/site-header/merchant-header'
import type { Lang } from '@/lib/enums'

export interface AuthCardProps {
  title: string
  subtitle?: ReactNode
  lang: Lang
  onLangChange: (lang: Lang) => void
  children: ReactNode
  footer?: ReactNode
  /** Merchant screens show "Emu for Business"; the customers' sign-up and sign-in plain Emu. */
  audience?: 'business' | 'public'
}

/** The auth screens' frame: brand, language toggle, a card with the heading and the form. */
export function AuthCard({ title, subtitle, lang, onLangChange, children, footer, audience = 'business' }: AuthCardProps) {
  return (
    <div className="min-h-svh bg-stone-50">
    <MerchantHeader lang={lang} onLangChange={onLangChange} audience={audience} />
    <main className="flex flex-col px-4 py-8">
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-balance text-stone-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-stone-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mx-auto mt-6 w-full max-w-md text-center text-sm text-stone-700">{footer}</div>}
    </main>
    </div>
  )
}

/** A form-level message (failed sign-in, ...), announced when it appears. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800'
          : 'rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900'
      }
    >
      {children}
    </p>
  )
}
