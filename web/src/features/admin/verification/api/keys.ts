export const applicationKeys = {
  all: ['admin', 'applications'] as const,
  counts: () => [...applicationKeys.all, 'counts'] as const,
  list: (status: string, search: string, page: number) => [...applicationKeys.all, 'list', status, search, page] as const,
}
