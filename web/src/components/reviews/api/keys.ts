// One root for every review query, so a write (submit, edit, reply, report, moderate) refreshes
// the shop page, the user's lists, the merchant's section and the admin queue at once.
export const reviewKeys = {
  all: ['reviews'] as const,
  shop: (shopId: string, sort: string) => [...reviewKeys.all, 'shop', shopId, sort] as const,
  summary: (shopId: string) => [...reviewKeys.all, 'summary', shopId] as const,
  mine: (userId: string) => [...reviewKeys.all, 'mine', userId] as const,
  visits: (userId: string) => [...reviewKeys.all, 'visits', userId] as const,
  myReports: (userId: string) => [...reviewKeys.all, 'my-reports', userId] as const,
  merchant: (shopId: string, tab: string) => [...reviewKeys.all, 'merchant', shopId, tab] as const,
  merchantCounts: (shopId: string) => [...reviewKeys.all, 'merchant', shopId, 'counts'] as const,
  adminReports: () => [...reviewKeys.all, 'admin', 'reports'] as const,
  adminList: (filters: object, page: number) => [...reviewKeys.all, 'admin', 'list', filters, page] as const,
}
