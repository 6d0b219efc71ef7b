// Report a review (report-review, C.3): a reason from the list and optional details; a second
// report of the same review is refused with "You have already reported this review."
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { CONTROL_CLASSES } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { reviewsText, useReviewsT } from './i18n'
import { useReportReview } from '@/components/reviews/api/report-review'
import { createReportSchema, DETAILS_MAX, REPORT_REASONS, type ReportForm } from './review-schema'
import { FormActions } from '@/components/reviews/form-actions'
import { OptionList } from '@/components/ui/select'

export function ReportDialog({ reviewId, onDone }: { reviewId: string; onDone: (message: string) => void }) {
  const { t } = useReviewsT()
  const report = useReportReview()
  const [schema] = useState(() => createReportSchema(reviewsText))
  const form = useForm<ReportForm>({ resolver: zodResolver(schema), defaultValues: { reason: '' as ReportForm['reason'], details: '' } })
  const submit = form.handleSubmit((values) =>
    report.mutate({ reviewId, reason: values.reason, details: values.details }, { onSuccess: () => onDone(t('report.sent')) }),
  )
  return (
    <DialogContent closeLabel={t('report.cancel')} data-testid="report-dialog">
      <DialogTitle>{t('report.title')}</DialogTitle>
      <DialogDescription>{t('report.help')}</DialogDescription>
      <form className="mt-5 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
        <FormField label={t('report.reason')} error={form.formState.errors.reason?.message}>
          {(control) => (
            <select {...control} className={cn(CONTROL_CLASSES)} {...form.register('reason')}>
              <OptionList values={REPORT_REASONS} label={(reason) => t(`report.reasons.${reason}`)} empty={t('report.reasonPlaceholder')} />
            </select>
          )}
        </FormField>
        <FormField label={t('report.details')} error={form.formState.errors.details?.message}>
          {(control) => <Textarea {...control} rows={3} maxLength={DETAILS_MAX} {...form.register('details')} />}
        </FormField>
        <FormActions
          mutation={report}
          onCancel={() => onDone('')}
          cancelLabel={t('report.cancel')}
          submitLabel={t('report.submit')}
          busyLabel={t('report.sending')}
        />
      </form>
    </DialogContent>
  )
}

/** "Report" under a review: opens the dialog; says "Reported" once the caller has reported it. */
export function ReportButton({ reviewId, reported }: { reviewId: string; reported: boolean }) {
  const { t } = useReviewsT()
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState('')
  return (
    <>
      {reported && !message ? (
        <span className="text-xs text-stone-500">{t('report.reported')}</span>
      ) : (
        !message && (
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="rounded text-xs font-medium text-stone-600 underline-offset-2 hover:text-rose-700 hover:underline focus-visible:outline-2 focus-visible:outline-rose-600"
          >
            {t('report.button')}
          </button>
        )
      )}
      {message && (
        <span role="status" className="text-xs text-emerald-800">
          {message}
        </span>
      )}
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <ReportDialog
            reviewId={reviewId}
            onDone={(text) => {
              setOpen(false)
              setMessage(text)
            }}
          />
        )}
      </Dialog>
    </>
  )
}
