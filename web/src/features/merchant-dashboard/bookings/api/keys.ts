/** The customer-side booking queries (slots, the user's bookings): refetched after a change. */
export const BOOKING_QUERIES = ['booking'] as const

export const merchantBookingKeys = {
  all: ['merchant-bookings'] as const,
  bookings: (shopId: string) => [...merchantBookingKeys.all, 'bookings', shopId] as const,
  staff: (shopId: string) => [...merchantBookingKeys.all, 'staff', shopId] as const,
  timeOff: (shopId: string) => [...merchantBookingKeys.all, 'time-off', shopId] as const,
  shop: (shopId: string) => [...merchantBookingKeys.all, 'shop', shopId] as const,
  whatsappAlerts: (shopId: string) => [...merchantBookingKeys.all, 'whatsapp-alerts', shopId] as const,
}
