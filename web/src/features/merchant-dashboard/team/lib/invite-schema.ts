// The invite form (salon-day.md C.1): an e-mail address, a role (a manager may invite staff
// only) and, for staff, optionally the staff member they are. Errors are workspace keys.
import { z } from 'zod/mini'
import { EMAIL_PATTERN } from '@/lib/validation'

export const ROLES = ['manager', 'staff'] as const

export const inviteSchema = z.object({
  email: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'team.errors.emailRequired' }),
    z.regex(EMAIL_PATTERN, { error: 'team.errors.emailInvalid' }),
  ),
  role: z.enum(ROLES),
  staffId: z.string(),
})

export type InviteValues = z.input<typeof inviteSchema>
export type InviteOutput = z.output<typeof inviteSchema>

export const emptyInvite: InviteValues = { email: '', role: 'staff', staffId: '' }

/** The roles the caller may give: an owner any, a manager staff only. */
export function rolesFor(callerRole: 'owner' | 'manager' | 'staff'): readonly ('manager' | 'staff')[] {
  return callerRole === 'owner' ? ROLES : callerRole === 'manager' ? ['staff'] : []
}
