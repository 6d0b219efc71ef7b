// accept-invitation (salon-day.md C.1): the signed-in caller joins the team the token invites
// to; 410 invitation_invalid for an expired, used or unknown link, 409 already_member.
import { invokeFunction } from '@/lib/invoke-function'
import { getSupabase } from '@/lib/supabase'

export interface JoinedMember {
  id: string
  shopId: string
  role: 'manager' | 'staff'
}

export function acceptInvitation(token: string) {
  return invokeFunction<{ member: JoinedMember }>('accept-invitation', { body: { token } })
}

/** The signed-in account's e-mail, or null when signed out. */
export async function signedInEmail(): Promise<string | null> {
  const supabase = await getSupabase()
  const { data } = await supabase.auth.getSession()
  return data.session?.user.email ?? null
}
