export const bookingKeys = {
  all: ['booking'] as const,
  shop: (shopId: string) => [...bookingKeys.all, 'shop', shopId] as const,
  slots: (shopId: string, serviceId: string, staffId: string | null) =>
    [...bookingKeys.all, 'slots', shopId, serviceId, staffId ?? 'any'] as const,
  slotsOn: (shopId: string, serviceId: string, staffId: string | null, date: string) =>
    [...bookingKeys.slots(shopId, serviceId, staffId), date] as const,
}
