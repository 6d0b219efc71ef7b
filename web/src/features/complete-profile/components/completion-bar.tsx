// How complete the profile is, as text and as a progress bar.
import type { MerchantT } from '@/lib/merchant-i18n'

export function CompletionBar({ percent, t }: { percent: number; t: MerchantT }) {
  return (
    <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <p className="text-sm font-medium text-stone-800" id="completion-text">
        {t('completeProfile.completion', { percent })}
      </p>
      <div
        role="progressbar"
        aria-label={t('completeProfile.completionLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-describedby="completion-text"
        className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-rose-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
