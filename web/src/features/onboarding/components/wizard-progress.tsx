import { Check } from 'lucide-react'
import { cn } from '@/lib/cn'
import type { MerchantT } from '@/lib/merchant-i18n'

export const STEP_TITLE_KEYS = [
  'onboarding.steps.businessInfo',
  'onboarding.steps.marketingConsent',
  'onboarding.steps.contactInformation',
] as const

/**
 * The progress bar and the three step titles; the current one is marked for screen readers.
 * The bar counts finished steps, so it reaches 100 % only once the application is sent.
 */
export function WizardProgress({ step, t }: { step: number; t: MerchantT }) {
  const total = STEP_TITLE_KEYS.length
  const percent = Math.round((step / total) * 100)
  return (
    <div>
      <div className="flex items-center justify-between text-sm text-stone-600">
        <span>{t('onboarding.stepOf', { current: step + 1, total })}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('onboarding.progressLabel')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step + 1}
        aria-valuetext={t('onboarding.stepOf', { current: step + 1, total })}
        className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-rose-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mt-4 grid grid-cols-3 gap-2 text-xs sm:text-sm">
        {STEP_TITLE_KEYS.map((key, index) => (
          <li
            key={key}
            aria-current={index === step ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 font-medium',
              index === step ? 'text-rose-700' : index < step ? 'text-stone-800' : 'text-stone-500',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
                index < step ? 'border-rose-600 bg-rose-600 text-white' : index === step ? 'border-rose-600' : 'border-stone-300',
              )}
            >
              {index < step ? <Check className="size-3.5" /> : index + 1}
            </span>
            {t(key)}
          </li>
        ))}
      </ol>
    </div>
  )
}
