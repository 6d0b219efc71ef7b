import { SERVICE_CATEGORIES, type ServiceCategory } from '@/config/paths'

export function isCategory(value: unknown): value is ServiceCategory {
  return typeof value === 'string' && (SERVICE_CATEGORIES as readonly string[]).includes(value)
}
