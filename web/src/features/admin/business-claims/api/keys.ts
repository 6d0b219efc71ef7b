export const claimKeys = {
  all: ['admin', 'claims'] as const,
  counts: () => [...claimKeys.all, 'counts'] as const,
  list: (status: string, sort: string, page: number) => [...claimKeys.all, 'list', status, sort, page] as const,
}
