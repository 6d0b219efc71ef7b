import type { Lang } from '@/lib/lang'
import { appLanguageOf, i18n, LANGUAGE_NAME_NS } from '@/lib/i18n'
import { cn } from '@/lib/cn'

export interface LanguageToggleProps {
  value: Lang
  onChange: (lang: Lang) => void
}

const LANGS: readonly Lang[] = ['en', 'zh']

/**
 * EN / 中 switch; each button is labelled in its own language (locales/language-name/, bundled
 * for both, so the other language's texts need not load) and pressed when active.
 */
export function LanguageToggle({ value, onChange }: LanguageToggleProps) {
  const t = i18n.getFixedT(appLanguageOf(value))
  return (
    <div
      role="group"
      aria-label={t('common.languageToggle.label')}
      className="inline-flex rounded-full border border-stone-300 bg-white p-0.5 text-sm"
    >
      {LANGS.map((lang) => {
        const own = i18n.getFixedT(appLanguageOf(lang), LANGUAGE_NAME_NS)
        return (
          <button
            key={lang}
            type="button"
            lang={lang === 'zh' ? 'zh-HK' : 'en'}
            aria-pressed={value === lang}
            aria-label={own('name')}
            onClick={() => onChange(lang)}
            className={cn(
              'min-w-9 rounded-full px-2.5 py-1 font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-rose-600',
              value === lang ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-100',
            )}
          >
            {own('short')}
          </button>
        )
      })}
    </div>
  )
}
