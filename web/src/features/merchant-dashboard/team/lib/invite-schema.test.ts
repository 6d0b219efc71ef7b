import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { emptyInvite, inviteSchema, rolesFor } from './invite-schema'

describe('invite form', () => {
  it('needs a valid e-mail address, trimmed', () => {
    const empty = z.safeParse(inviteSchema, emptyInvite)
    expect(empty.success).toBe(false)
    if (!empty.success) expect(empty.error.issues.map((i) => i.message)).toContain('team.errors.emailRequired')
    const bad = z.safeParse(inviteSchema, { ...emptyInvite, email: 'amy@' })
    expect(bad.success).toBe(false)
    if (!bad.success) expect(bad.error.issues.map((i) => i.message)).toEqual(['team.errors.emailInvalid'])
    expect(inviteSchema.parse({ ...emptyInvite, email: ' amy@glow.hk ' }).email).toBe('amy@glow.hk')
  })

  it('an owner gives either role, a manager staff only, staff none', () => {
    expect(rolesFor('owner')).toEqual(['manager', 'staff'])
    expect(rolesFor('manager')).toEqual(['staff'])
    expect(rolesFor('staff')).toEqual([])
  })
})
