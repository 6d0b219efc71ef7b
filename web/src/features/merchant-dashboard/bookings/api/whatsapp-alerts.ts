// The shop's WhatsApp alerts of new bookings and requests (salon-day.md C.4): read and written
// through shop-whatsapp-alerts (its owner and managers; the phone stays private to them).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { invokeFunction } from '@/lib/invoke-function'
import { merchantBookingKeys } from './keys'

export interface WhatsAppAlerts {
  /** 852 and 8 digits. */
  phone: string
  enabled: boolean
  enabledAt: string | null
}

export async function getWhatsAppAlerts(shopId: string): Promise<WhatsAppAlerts | null> {
  const data = await invokeFunction<{ alerts: WhatsAppAlerts | null }>('shop-whatsapp-alerts', { body: { shopId } })
  return data.alerts
}

export async function saveWhatsAppAlerts({ shopId, enabled, phone }: { shopId: string; enabled: boolean; phone: string }): Promise<WhatsAppAlerts | null> {
  const data = await invokeFunction<{ alerts: WhatsAppAlerts | null }>('shop-whatsapp-alerts', { body: { shopId, enabled, phone } })
  return data.alerts
}

export const whatsAppAlertsQuery = (shopId: string) =>
  queryOptions({ queryKey: merchantBookingKeys.whatsappAlerts(shopId), queryFn: () => getWhatsAppAlerts(shopId) })

export function useSaveWhatsAppAlerts(shopId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveWhatsAppAlerts,
    onSuccess: (alerts) => client.setQueryData(merchantBookingKeys.whatsappAlerts(shopId), alerts),
  })
}
