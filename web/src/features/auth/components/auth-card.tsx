import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LanguageToggle } from '@/components/ui/language-toggle'
import type { Lang } from '@/lib/enums'

export interface AuthCardProps {
  title: string
  subtitle?: ReactNode
  lang: Lang
  onLangChange: (lang: Lang) => void
  children: ReactNode
  footer?: ReactNode
}

/** The auth screens' frame: brand, language toggle, a card with the heading and the form. */
export function AuthCard({ title, subtitle, lang, onLangChange, children, footer }: AuthCardProps) {
  return (
    <main className="flex min-h-svh flex-col bg-stone-50 px-4 py-8">
      <div className="mx-auto flex w-full max-w-md items-center justify-between">
        <Link to="/" className="text-xl font-semibold tracking-tight text-rose-700">
          Emu
        </Link>
        <LanguageToggle value={lang} onChange={onLangChange} />
      </div>
      <div className="mx-auto mt-8 w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-stone-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mx-auto mt-6 w-full max-w-md text-center text-sm text-stone-700">{footer}</div>}
    </main>
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
