// The wizard's draft and step in localStorage, under a session id (spec section 4): saved on
// every change; when a new session is first created, stored sessions older than 24 hours are
// purged. A session belongs to one application link (applicationId), so a link to another
// application never shows this one's draft.
import { EMPTY_DRAFT, STEP_COUNT, type OnboardingDraft } from './wizard-schema'

export const SESSION_ID_KEY = 'emu.onboarding.sessionId'
export const SESSION_PREFIX = 'emu.onboarding.session.'
export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000

export interface StoredSession {
  draft: OnboardingDraft
  step: number
  applicationId: string | null
  /** Whether the draft application's data has been copied in already. */
  prefilled: boolean
  createdAt: number
  updatedAt: number
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null
  } catch {
    return null
  }
}

function read(sessionId: string): StoredSession | null {
  try {
    const raw = storage()?.getItem(SESSION_PREFIX + sessionId)
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<StoredSession>
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.updatedAt !== 'number') return null
    const step = Number.isInteger(parsed.step) ? Math.min(Math.max(parsed.step ?? 0, 0), STEP_COUNT - 1) : 0
    return {
      draft: { ...EMPTY_DRAFT, ...(parsed.draft ?? {}) },
      step,
      applicationId: typeof parsed.applicationId === 'string' ? parsed.applicationId : null,
      prefilled: parsed.prefilled === true,
      createdAt: typeof parsed.createdAt === 'number' ? parsed.createdAt : parsed.updatedAt,
      updatedAt: parsed.updatedAt,
    }
  } catch {
    return null
  }
}

function write(sessionId: string, session: StoredSession): void {
  try {
    storage()?.setItem(SESSION_PREFIX + sessionId, JSON.stringify(session))
  } catch {
    // storage full or disabled: the wizard still works, without the reload safety
  }
}

/** Removes stored sessions last saved more than 24 hours ago (and unreadable ones). */
export function purgeExpiredSessions(now: number = Date.now()): string[] {
  const store = storage()
  if (!store) return []
  const expired: string[] = []
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i)
    if (!key?.startsWith(SESSION_PREFIX)) continue
    const session = read(key.slice(SESSION_PREFIX.length))
    if (!session || now - session.updatedAt > DRAFT_TTL_MS) expired.push(key)
  }
  for (const key of expired) store.removeItem(key)
  if (store.getItem(SESSION_ID_KEY) && !store.getItem(SESSION_PREFIX + store.getItem(SESSION_ID_KEY))) {
    store.removeItem(SESSION_ID_KEY)
  }
  return expired.map((key) => key.slice(SESSION_PREFIX.length))
}

function newSessionId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/**
 * The current session if it exists, is younger than 24 hours and belongs to `applicationId`;
 * otherwise a new one (purging expired sessions first) started from `initial`.
 */
export function openSession(
  applicationId: string | null,
  initial: Partial<OnboardingDraft> = {},
  now: number = Date.now(),
): { sessionId: string; session: StoredSession; restored: boolean } {
  const store = storage()
  const currentId = store?.getItem(SESSION_ID_KEY) ?? null
  if (currentId) {
    const current = read(currentId)
    if (current && now - current.updatedAt <= DRAFT_TTL_MS && current.applicationId === applicationId) {
      return { sessionId: currentId, session: current, restored: true }
    }
  }
  purgeExpiredSessions(now)
  const sessionId = newSessionId()
  const session: StoredSession = {
    draft: { ...EMPTY_DRAFT, ...initial },
    step: 0,
    applicationId,
    prefilled: false,
    createdAt: now,
    updatedAt: now,
  }
  try {
    store?.setItem(SESSION_ID_KEY, sessionId)
  } catch {
    // see write()
  }
  write(sessionId, session)
  return { sessionId, session, restored: false }
}

/** Saves the draft and step (every change). */
export function saveSession(
  sessionId: string,
  update: Pick<StoredSession, 'draft' | 'step' | 'applicationId' | 'prefilled'>,
  now: number = Date.now(),
): void {
  const previous = read(sessionId)
  write(sessionId, { ...update, createdAt: previous?.createdAt ?? now, updatedAt: now })
  try {
    storage()?.setItem(SESSION_ID_KEY, sessionId)
  } catch {
    // see write()
  }
}

/** After a successful submit: the draft, the step and the session id are cleared. */
export function clearSession(sessionId: string): void {
  const store = storage()
  store?.removeItem(SESSION_PREFIX + sessionId)
  if (store?.getItem(SESSION_ID_KEY) === sessionId) store.removeItem(SESSION_ID_KEY)
}

export function readSession(sessionId: string): StoredSession | null {
  return read(sessionId)
}
