import { beforeEach, describe, expect, it } from 'vitest'
import {
  clearSession,
  DRAFT_TTL_MS,
  openSession,
  purgeExpiredSessions,
  readSession,
  saveSession,
  SESSION_ID_KEY,
  SESSION_PREFIX,
} from './draft-storage'
import { EMPTY_DRAFT } from './wizard-schema'

const HOUR = 60 * 60 * 1000
const T0 = Date.UTC(2025, 9, 1, 9, 0, 0)

beforeEach(() => localStorage.clear())

const sessionKeys = () => Object.keys(localStorage).filter((k) => k.startsWith(SESSION_PREFIX))

describe('onboarding draft storage', () => {
  it('creates a session with the initial values and restores it (reload)', () => {
    const first = openSession('app-1', { businessName: 'Glow' }, T0)
    expect(first.restored).toBe(false)
    expect(first.session.draft.businessName).toBe('Glow')
    expect(localStorage.getItem(SESSION_ID_KEY)).toBe(first.sessionId)

    saveSession(first.sessionId, { draft: { ...EMPTY_DRAFT, businessName: 'Glow 2' }, step: 2, applicationId: 'app-1', prefilled: true }, T0 + HOUR)
    const again = openSession('app-1', { businessName: 'ignored' }, T0 + 2 * HOUR)
    expect(again.restored).toBe(true)
    expect(again.sessionId).toBe(first.sessionId)
    expect(again.session.draft.businessName).toBe('Glow 2')
    expect(again.session.step).toBe(2)
    expect(again.session.prefilled).toBe(true)
  })

  it("a link to another application never shows this one's draft", () => {
    const first = openSession('app-1', { businessName: 'Mine' }, T0)
    const other = openSession('app-2', {}, T0 + 1000)
    expect(other.restored).toBe(false)
    expect(other.sessionId).not.toBe(first.sessionId)
    expect(other.session.draft.businessName).toBe('')
  })

  it('a new session purges stored sessions older than 24 hours, and keeps younger ones', () => {
    const old = openSession('old', {}, T0)
    const young = openSession('young', {}, T0 + 20 * HOUR)
    expect(sessionKeys()).toHaveLength(2)
    const fresh = openSession('fresh', {}, T0 + 24 * HOUR + 1)
    const left = sessionKeys().map((k) => k.slice(SESSION_PREFIX.length))
    expect(left).not.toContain(old.sessionId)
    expect(left).toContain(young.sessionId)
    expect(left).toContain(fresh.sessionId)
  })

  it('the age counts from the last save', () => {
    const s = openSession('a', {}, T0)
    saveSession(s.sessionId, { draft: EMPTY_DRAFT, step: 1, applicationId: 'a', prefilled: false }, T0 + 23 * HOUR)
    expect(purgeExpiredSessions(T0 + 30 * HOUR)).toEqual([])
    expect(purgeExpiredSessions(T0 + 23 * HOUR + DRAFT_TTL_MS + 1)).toEqual([s.sessionId])
  })

  it('an expired current session is not restored: a new one starts', () => {
    const s = openSession('a', { businessName: 'Stale' }, T0)
    const next = openSession('a', {}, T0 + DRAFT_TTL_MS + 1)
    expect(next.restored).toBe(false)
    expect(next.session.draft.businessName).toBe('')
    expect(readSession(s.sessionId)).toBeNull()
  })

  it('unreadable entries are purged; a bad step is clamped', () => {
    localStorage.setItem(`${SESSION_PREFIX}junk`, '{not json')
    localStorage.setItem(`${SESSION_PREFIX}odd`, JSON.stringify({ updatedAt: T0, step: 9, draft: { businessName: 'X' } }))
    expect(readSession('odd')?.step).toBe(2)
    expect(readSession('odd')?.draft.contactEmail).toBe('')
    purgeExpiredSessions(T0 + 1)
    expect(localStorage.getItem(`${SESSION_PREFIX}junk`)).toBeNull()
    expect(localStorage.getItem(`${SESSION_PREFIX}odd`)).not.toBeNull()
  })

  it('clearSession removes the draft, the step and the session id', () => {
    const s = openSession(null, {}, T0)
    clearSession(s.sessionId)
    expect(readSession(s.sessionId)).toBeNull()
    expect(localStorage.getItem(SESSION_ID_KEY)).toBeNull()
  })
})
