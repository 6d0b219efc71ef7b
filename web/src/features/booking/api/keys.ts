export const bookingKeys = {
  all: ['booking'] as const,
  slots: (shopId: string, serviceId: string, date: string, staffId: string | null) =>
    [...bookingKeys.all, 'slots', shopId, serviceId, date, staffId ?? 'any'] as const,
}
