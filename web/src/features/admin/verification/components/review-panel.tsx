// The decision part of a pending application: 'Contacted merchant?', remarks, Approve and
// Reject (disabled until ticked), the reason select with Other and its text, Confirm Reject.
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { REJECTION_REASONS } from '@/lib/enums'
import { Button } from '@/components/ui/button'
import { AdminFunctionError } from '../../api/functions'
import { useAdminT } from '../../i18n/use-admin-t'
import { useReviewApplication } from '../api/review-application'
import {
  canConfirmReject,
  canDecide,
  EMPTY_REVIEW,
  OTHER_REASON,
  reviewRequest,
  type ReviewForm,
} from '../verification.utils'

const TEXTAREA =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm focus-visible:border-rose-500 focus-visible:outline-2 focus-visible:outline-rose-500/40'

export function ReviewPanel({ applicationId }: { applicationId: string }) {
  const { t, lang } = useAdminT()
  const id = useId()
  const [form, setForm] = useState<ReviewForm>(EMPTY_REVIEW)
  const review = useReviewApplication()
  const busy = review.isPending
  const set = (patch: Partial<ReviewForm>) => setForm((f) => ({ ...f, ...patch }))

  const decide = (action: 'approve' | 'reject') => {
    const request = reviewRequest(applicationId, action, form)
    if (!request) return
    review.mutate(request, {
      onSuccess: () => {
        if (action === 'approve') toast.success(t('verification.approvedTitle'), { description: t('verification.approvedMessage') })
        else toast.success(t('verification.rejectedTitle'), { description: t('verification.rejectedMessage') })
        setForm(EMPTY_REVIEW)
      },
      onError: (error) => {
        const message =
          error instanceof AdminFunctionError && error.status === 409
            ? t('verification.alreadyDecided')
            : error instanceof AdminFunctionError && error.status > 0
              ? error.message
              : t('common.unexpected')
        if (action === 'approve') toast.error(t('verification.approveFailed'), { description: message })
        else toast.error(t('verification.rejectFailedTitle'), { description: message || t('verification.rejectFailed') })
      },
    })
  }

  return (
    <div className="mt-4 rounded-xl border border-amber-200 bg-amber-50/60 p-4" data-testid="review-panel">
      <label className="flex items-center gap-2 text-sm font-medium text-stone-900">
        <input
          type="checkbox"
          className="size-4 accent-rose-600"
          checked={form.contacted}
          onChange={(e) => set({ contacted: e.target.checked })}
        />
        {t('verification.contacted')}
      </label>
      <label htmlFor={`${id}-remarks`} className="mt-3 block text-sm font-medium text-stone-800">
        {t('verification.remarks')}
      </label>
      <textarea
        id={`${id}-remarks`}
        rows={2}
        className={`${TEXTAREA} mt-1`}
        placeholder={t('verification.remarksPlaceholder')}
        value={form.remark}
        onChange={(e) => set({ remark: e.target.value })}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={!canDecide(form, busy)} onClick={() => decide('approve')}>
          {busy && !form.rejecting ? t('verification.processing') : t('verification.approve')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!canDecide(form, busy)}
          onClick={() => set({ rejecting: !form.rejecting })}
          aria-expanded={form.rejecting}
        >
          {t('verification.reject')}
        </Button>
      </div>
      {form.rejecting && (
        <div className="mt-4 grid gap-3">
          <div>
            <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-stone-800">
              {t('verification.selectReason')}
            </label>
            <select
              id={`${id}-reason`}
              className="mt-1 h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm"
              value={form.reason}
              onChange={(e) => set({ reason: e.target.value })}
            >
              <option value="">{t('verification.reasonPlaceholder')}</option>
              {REJECTION_REASONS.map((r) => (
                <option key={r.value} value={r.value}>
                  {r[lang]}
                </option>
              ))}
            </select>
          </div>
          {form.reason === OTHER_REASON && (
            <div>
              <label htmlFor={`${id}-custom`} className="block text-sm font-medium text-stone-800">
                {t('verification.customReason')}
              </label>
              <input
                id={`${id}-custom`}
                className="mt-1 h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm"
                placeholder={t('verification.customReasonPlaceholder')}
                value={form.customReason}
                onChange={(e) => set({ customReason: e.target.value })}
              />
            </div>
          )}
          <div>
            <Button size="sm" variant="secondary" disabled={!canConfirmReject(form, busy)} onClick={() => decide('reject')}>
              {busy ? t('verification.processing') : t('verification.confirmReject')}
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
