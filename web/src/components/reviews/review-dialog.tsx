// Write or edit the review of one visit: 1–5 stars (a radio group), a comment and up to four
// photos, checked with
// the spec's messages before sending; a refusal of submit-review shows errors.<code> (C.3).
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { formatHkDate } from '@/lib/format'
import { labelLang } from '@/lib/enums'
import { reviewsText, useReviewsT } from './i18n'
import { useWriteReview } from '@/components/reviews/api/write-review'
import { COMMENT_MAX, createReviewSchema, type ReviewForm } from './review-schema'
import { editableUntil } from './eligibility'
import { StarRatingInput } from './star-rating-input'
import { ReviewPhotosInput } from './review-photos-input'
import { FormActions } from '@/components/reviews/form-actions'

export interface ReviewDialogProps {
  bookingId: string
  /** "Gel manicure at Glow Nails, 2 December 2026" */
  visit: string
  existing?: { id: string; rating: number; comment: string | null; created_at: string; photos?: string[] } | null
  onDone: (message: string) => void
}

export function ReviewDialog({ bookingId, visit, existing, onDone }: ReviewDialogProps) {
  const { t, i18n } = useReviewsT()
  const lang = labelLang(i18n.language)
  const write = useWriteReview()
  const [schema] = useState(() => createReviewSchema(reviewsText))
  const form = useForm<ReviewForm>({
    resolver: zodResolver(schema),
    defaultValues: { rating: existing?.rating ?? (undefined as unknown as number), comment: existing?.comment ?? '', photos: existing?.photos ?? [] },
  })
  const submit = form.handleSubmit((values) =>
    write.mutate(
      { bookingId, rating: values.rating, comment: values.comment, photos: values.photos, ...(existing ? { reviewId: existing.id } : {}) },
      { onSuccess: () => onDone(existing ? t('write.saved') : t('write.posted')) },
    ),
  )
  return (
    <DialogContent closeLabel={t('write.cancel')} data-testid="review-dialog">
      <DialogTitle>{existing ? t('write.editTitle') : t('write.title')}</DialogTitle>
      <DialogDescription>{visit}</DialogDescription>
      <form className="mt-5 space-y-5" onSubmit={(e) => void submit(e)} noValidate>
        <Controller
          control={form.control}
          name="rating"
          render={({ field, fieldState }) => (
            <StarRatingInput value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <FormField label={t('write.comment')} hint={t('write.commentHint')} error={form.formState.errors.comment?.message}>
          {(control) => <Textarea {...control} rows={5} maxLength={COMMENT_MAX} {...form.register('comment')} />}
        </FormField>
        <Controller control={form.control} name="photos" render={({ field }) => <ReviewPhotosInput value={field.value ?? []} onChange={field.onChange} />} />
        {existing && <p className="text-sm text-stone-600">{t('write.editableUntil', { date: formatHkDate(editableUntil(existing).toISOString(), lang) })}</p>}
        <FormActions
          mutation={write}
          onCancel={() => onDone('')}
          cancelLabel={t('write.cancel')}
          submitLabel={existing ? t('write.save') : t('write.submit')}
          busyLabel={t('write.saving')}
        />
      </form>
    </DialogContent>
  )
}
