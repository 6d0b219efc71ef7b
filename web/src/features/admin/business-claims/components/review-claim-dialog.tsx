import { useState } from 'react'
import { toast } from 'sonner'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { Button } from '@/components/ui/button'
import { AdminFunctionError } from '../../api/functions'
import { useAdminT } from '../../i18n/use-admin-t'
import { useAdminContext } from '../../layout/admin-context'
import { useReviewClaim } from '../api/review-claim'
import { claimOutcome } from '../claims.utils'

export function ReviewClaimDialog({ claimId, business }: { claimId: string; business: string }) {
  const { t } = useAdminT()
  const { identity } = useAdminContext()
  const [open, setOpen] = useState(false)
  const [notes, setNotes] = useState('')
  const review = useReviewClaim()

  const decide = (action: 'approve' | 'reject') => {
    review.mutate(
      { claimId, action, reviewNotes: notes.trim(), adminUserId: identity.userId },
      {
        onSuccess: (response) => {
          const outcome = claimOutcome(action, response)
          if (outcome === 'duplicate') toast.warning(t('claims.duplicate'))
          else toast.success(t(outcome === 'approved' ? 'claims.successApprove' : 'claims.successReject'))
          setOpen(false)
          setNotes('')
        },
        onError: (error) => {
          toast.error(error instanceof AdminFunctionError && error.status === 404 ? t('claims.notFound') : t('claims.failed'))
        },
      },
    )
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !review.isPending && setOpen(next)}>
      <Button size="sm" onClick={() => setOpen(true)}>
        {t('claims.review')}
      </Button>
      <DialogContent closeLabel={t('common.close')}>
        <DialogTitle>{t('claims.dialogTitle', { business })}</DialogTitle>
        <DialogDescription>{t('claims.dialogDescription')}</DialogDescription>
        <label htmlFor={`notes-${claimId}`} className="mt-4 block text-sm font-medium text-stone-800">
          {t('claims.notesLabel')}
        </label>
        <textarea
          id={`notes-${claimId}`}
          rows={4}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          placeholder={t('claims.notesPlaceholder')}
          className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-sm"
        />
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" size="sm" disabled={review.isPending} onClick={() => setOpen(false)}>
            {t('common.cancel')}
          </Button>
          <Button variant="outline" size="sm" disabled={review.isPending} onClick={() => decide('reject')}>
            {review.isPending ? t('claims.processing') : t('claims.reject')}
          </Button>
          <Button size="sm" disabled={review.isPending} onClick={() => decide('approve')}>
            {review.isPending ? t('claims.processing') : t('claims.approve')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
