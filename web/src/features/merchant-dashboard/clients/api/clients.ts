// A shop's customers (salon-day.md C.2 "Customers") through the functions shop-clients,
// client-card and update-client-note (the shop's team only; the note is never the customer's),
// and the member's private calendar feed (calendar-link, rotate-calendar-token).
import { queryOptions } from '@tanstack/react-query'
import { invokeFunction } from '@/lib/invoke-function'
import { useRefreshingMutation } from '@/lib/query'

export interface ShopClient {
  id: string
  shopId: string
  userId: string | null
  name: string
  phone: string | null
  email: string | null
  note: string
  visits: number
  /** The start of the last completed visit, +08:00; null before the first. */
  lastVisit: string | null
  noShows: number
  /** Completed visits at list price, HK$. */
  spend: number
  bookings: number
}

export interface ClientBooking {
  id: string
  startAt: string
  endAt: string | null
  status: string
  price: number | null
  source: string
  staffId: string | null
  serviceName: string | null
  serviceNameZh: string | null
  staffName: string | null
}

export interface ClientCard {
  client: ShopClient
  bookings: ClientBooking[]
}

export const clientKeys = {
  all: ['merchant', 'clients'] as const,
  list: (shopId: string) => [...clientKeys.all, 'list', shopId] as const,
  card: (clientId: string) => [...clientKeys.all, 'card', clientId] as const,
  calendar: (shopId: string) => [...clientKeys.all, 'calendar', shopId] as const,
}

export async function listClients(shopId: string): Promise<ShopClient[]> {
  return (await invokeFunction<{ clients: ShopClient[] }>('shop-clients', { body: { shopId } })).clients
}

export const clientsQuery = (shopId: string) => queryOptions({ queryKey: clientKeys.list(shopId), queryFn: () => listClients(shopId) })

export function getClientCard(clientId: string): Promise<ClientCard> {
  return invokeFunction<ClientCard>('client-card', { body: { clientId } })
}

export const clientCardQuery = (clientId: string) =>
  queryOptions({ queryKey: clientKeys.card(clientId), queryFn: () => getClientCard(clientId) })

export function updateClientNote(request: { clientId: string; note: string }): Promise<ClientCard> {
  return invokeFunction<ClientCard>('update-client-note', { body: request })
}

export function useUpdateClientNote() {
  return useRefreshingMutation(updateClientNote, [clientKeys.all])
}

export interface CalendarLinkState {
  exists: boolean
  createdAt: string | null
}

export const calendarLinkQuery = (shopId: string) =>
  queryOptions({
    queryKey: clientKeys.calendar(shopId),
    queryFn: () => invokeFunction<CalendarLinkState>('calendar-link', { body: { shopId } }),
  })

/** A new private feed link (the old one stops working at once); shown only now. */
export function rotateCalendarToken(shopId: string): Promise<{ url: string }> {
  return invokeFunction<{ url: string }>('rotate-calendar-token', { body: { shopId } })
}

export function useRotateCalendarToken(shopId: string) {
  return useRefreshingMutation(() => rotateCalendarToken(shopId), [clientKeys.calendar(shopId)])
}
