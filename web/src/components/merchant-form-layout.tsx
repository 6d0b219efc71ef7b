// The page around a merchant's long form (the onboarding wizard, complete-profile): the
// merchant header with its EN/中 toggle, then a title and a subtitle above the form.
import type { ReactNode } from 'react'
import { MerchantHeader } from '@/components/site-header/merchant-header'
import type { Lang } from '@/lib/enums'

interface MerchantFormLayoutProps {
  lang: Lang
  setLang: (lang: Lang) => void
  title: string
  subtitle: string
  children: ReactNode
}

export function MerchantFormLayout({ lang, setLang, title, subtitle, children }: MerchantFormLayoutProps) {
  return (
    <div className="min-h-svh bg-stone-50">
      <MerchantHeader lang={lang} onLangChange={setLang} />
      <main className="px-4 py-8 sm:py-12">
        <div className="mx-auto max-w-3xl">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight text-balance text-stone-900 sm:text-3xl">{title}</h1>
            <p className="mt-1 text-sm text-stone-600">{subtitle}</p>
          </div>
          {children}
        </div>
      </main>
    </div>
  )
}
