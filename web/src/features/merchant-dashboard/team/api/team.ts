// The shop's team (salon-day.md C.1): its members through /rest/v1 (the owner and managers read
// their shop's shop_members rows), and invite-member / update-member, which the server checks
// against the C.1 table (a manager invites, changes and removes staff only).
import { queryOptions } from '@tanstack/react-query'
import { useRefreshingMutation } from '@/lib/query'
import { invokeFunction } from '@/lib/invoke-function'
import { selectRows } from '@/lib/select-rows'

export type MemberRole = 'manager' | 'staff'
export type MemberStatus = 'invited' | 'active' | 'removed'

export interface TeamMember {
  id: string
  email: string
  role: MemberRole
  status: MemberStatus
  staff_id: string | null
  created_at: string
}

export const teamKeys = { members: (shopId: string) => ['merchant-dashboard', 'team', shopId] as const }

export async function listMembers(shopId: string): Promise<TeamMember[]> {
  return selectRows<TeamMember>('shop_members', 'id,email,role,status,staff_id,created_at', (q) =>
    q.eq('shop_id', shopId).neq('status', 'removed').order('created_at'),
  )
}

export const membersQuery = (shopId: string) => queryOptions({ queryKey: teamKeys.members(shopId), queryFn: () => listMembers(shopId) })

export interface InviteRequest {
  shopId: string
  email: string
  role: MemberRole
  staffId: string | null
}

export function inviteMember({ shopId, email, role, staffId }: InviteRequest) {
  return invokeFunction<{ member: { id: string } }>('invite-member', {
    body: { shopId, email, role, ...(staffId ? { staffId } : {}) },
  })
}

export type MemberChange = { memberId: string } & ({ role: MemberRole; staffId: string | null } | { remove: true })

export function updateMember(change: MemberChange) {
  return invokeFunction<{ member: { id: string } }>('update-member', { body: change })
}

export function useInviteMember(shopId: string) {
  return useRefreshingMutation(inviteMember, [teamKeys.members(shopId)])
}

export function useUpdateMember(shopId: string) {
  return useRefreshingMutation(updateMember, [teamKeys.members(shopId)])
}
