// A team invitation opened while signed out (salon-day.md C.1): its accept page remembers the
// link here, so that signing in, signing up (after confirming the e-mail) or a Google sign-in
// comes back to it; joining (or a dead link) forgets it.
const KEY = 'emu.pendingInvitation'

export function rememberInvitation(href: string): void {
  try {
    localStorage.setItem(KEY, href)
  } catch {
    // storage unavailable: the ?next= of the sign-in link still brings the visitor back
  }
}

/** The remembered accept page's address, if any (same-site path only). */
export function pendingInvitation(): string | null {
  try {
    const href = localStorage.getItem(KEY)
    return href && href.startsWith('/invitations/accept?') ? href : null
  } catch {
    return null
  }
}

export function forgetInvitation(): void {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // nothing to forget
  }
}
