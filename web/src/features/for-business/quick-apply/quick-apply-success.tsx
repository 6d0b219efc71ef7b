import { reviewBusinessDays } from '@/lib/app-config'
import { CircleCheck, Clock } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DialogDescription, DialogTitle } from '@/components/ui/dialog'
import type { LandingT } from '../landing-texts'

export interface QuickApplySuccessProps {
  t: LandingT
  onClose: () => void
  onCompleteProfile: () => void
}

/** The spec's success dialog: not complete yet, next steps, review within 1 week. */
export function QuickApplySuccess({ t, onClose, onCompleteProfile }: QuickApplySuccessProps) {
  return (
    <div>
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CircleCheck aria-hidden="true" className="size-6" />
      </span>
      <DialogTitle className="mt-4">{t('quickApply.success.title')}</DialogTitle>
      <DialogDescription className="mt-2 text-base leading-relaxed text-stone-700">
        {t('quickApply.success.message')}
      </DialogDescription>
      <h3 className="mt-5 text-sm font-semibold text-stone-900">{t('quickApply.success.nextSteps')}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-stone-700">
        <li>{t('quickApply.success.completeNow')}</li>
        <li>{t('quickApply.success.checkEmail')}</li>
      </ol>
      <p className="mt-4 flex items-center gap-2 rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {t('quickApply.success.review', { days: reviewBusinessDays() })}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('quickApply.success.close')}
        </Button>
        <Button onClick={onCompleteProfile}>{t('quickApply.success.completeProfile')}</Button>
      </div>
    </div>
  )
}
