// "I have paid" (salon-day.md C.3): an optional screenshot of the payment, a picture the
// browser can show the shop (JPEG, PNG, WebP) of at most 5 MB.
import { z } from 'zod'
import { PROOF_MAX_BYTES, PROOF_TYPES } from '../api/payments'

export const reportPaymentSchema = z.object({
  proof: z
    .custom<File | null>((value) => value === null || value === undefined || value instanceof File)
    .nullish()
    .superRefine((file, ctx) => {
      if (!file) return
      if (!(PROOF_TYPES as readonly string[]).includes(file.type)) ctx.addIssue({ code: 'custom', message: 'pay.fps.proofType' })
      else if (file.size > PROOF_MAX_BYTES) ctx.addIssue({ code: 'custom', message: 'pay.fps.proofTooBig' })
    }),
})
export type ReportPaymentValues = z.infer<typeof reportPaymentSchema>
