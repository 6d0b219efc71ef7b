import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { invokeAdminFunction } from '../../api/functions'

export interface SystemStatus {
  database: 'sqlite' | 'postgres'
  version: string
  emailTransport: 'smtp' | 'outbox-only'
  outbox: { pending: number; sending: number; sent: number; failed: number }
  /** WhatsApp messages per status; configured when the server sends them (EMU_WHATSAPP_TOKEN). */
  whatsapp?: {
    configured: boolean
    counts: { pending: number; sending: number; sent: number; delivered: number; read: number; failed: number }
  }
  providers: { email: boolean; google: boolean }
  adminEmails: string[]
  adminAccounts?: string[]
  siteUrl: string
  contactEmail?: string
  signupEnabled?: boolean
  autoconfirm?: boolean
  retried?: number
}

export const systemStatusKey = ['admin', 'system-status'] as const

export const systemStatusQuery = () =>
  queryOptions({
    queryKey: systemStatusKey,
    queryFn: () => invokeAdminFunction<SystemStatus>('system-status', undefined, 'GET'),
    retry: false,
  })

export function useRetryFailed() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => invokeAdminFunction<SystemStatus>('system-status', { action: 'retry-failed' }),
    onSuccess: (status) => client.setQueryData(systemStatusKey, status),
  })
}
