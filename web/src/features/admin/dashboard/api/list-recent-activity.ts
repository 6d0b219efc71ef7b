// Recent Activity: the newest audit_log rows (who did what, when). audit_log is not exposed
// through /rest/v1; the admin-only system-status function returns the newest ten.
import { queryOptions } from '@tanstack/react-query'
import { invokeAdminFunction } from '../../api/functions'
import { dashboardKeys } from './get-dashboard-stats'

export interface AuditEntry {
  id: string
  actor_email: string | null
  action: string
  entity_type: string | null
  entity_id: string | null
  details: Record<string, unknown> | null
  /** What the line is about, found by the server: a shop's name, an applicant's business, an e-mail. */
  subject?: string | null
  created_at: string
}

export async function listRecentActivity(): Promise<AuditEntry[]> {
  const status = await invokeAdminFunction<{ recentActivity?: AuditEntry[] }>('system-status', undefined, 'GET')
  return status.recentActivity ?? []
}

export const recentActivityQuery = () =>
  queryOptions({ queryKey: dashboardKeys.activity(), queryFn: listRecentActivity })
