// The WhatsApp alerts form: on or off, and the phone they go to (a Hong Kong number, the spec's
// phone rule), needed to turn them on. Messages are keys of the booking namespace.
import { z } from 'zod/mini'
import { HK_PHONE_PATTERN } from '@/lib/validation'

export const whatsAppAlertsSchema = z
  .object({
    enabled: z.boolean(),
    phone: z.string().check(z.trim()),
  })
  .check(
    z.refine((v) => !v.enabled || v.phone !== '', { error: 'merchantBookings.whatsappAlerts.errors.phoneRequired', path: ['phone'], abort: true }),
    z.refine((v) => v.phone === '' || HK_PHONE_PATTERN.test(v.phone), { error: 'merchantBookings.whatsappAlerts.errors.phoneInvalid', path: ['phone'] }),
  )

export type WhatsAppAlertsValues = z.infer<typeof whatsAppAlertsSchema>

/** 852 and 8 digits shown as typed: '9876 5432'. */
export function localNumber(stored: string | null | undefined): string {
  const digits = (stored ?? '').replace(/\D/g, '')
  return digits.length < 8 ? '' : `${digits.slice(-8, -4)} ${digits.slice(-4)}`
}
