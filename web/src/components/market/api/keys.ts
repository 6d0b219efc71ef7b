export const marketKeys = {
  all: ['market'] as const,
  search: (body: Record<string, unknown>) => [...marketKeys.all, 'search', body] as const,
  shop: (id: string) => [...marketKeys.all, 'shop', id] as const,
  experts: (category: string, district: string) => [...marketKeys.all, 'experts', category, district] as const,
  favorites: (userId: string) => [...marketKeys.all, 'favorites', userId] as const,
  favoriteIds: (userId: string) => [...marketKeys.all, 'favorite-ids', userId] as const,
  profile: (userId: string) => [...marketKeys.all, 'profile', userId] as const,
}
