// The workspace's sections (marketplace.md C.2), in menu order: one line each, so a section
// (e.g. Reviews) is added or replaced by changing its own line. Each is a lazy chunk given the
// shop; an id without a component is left out of the menu.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export interface SectionProps {
  shop: { id: string; name: string; name_zh?: string | null; role?: 'owner' | 'manager' | 'staff'; staffId?: string | null }
}

export const SECTION_ORDER = ['overview', 'calendar', 'store', 'services', 'staff', 'bookings', 'payments', 'clients', 'reviews', 'analytics', 'team', 'day'] as const
export type SectionId = (typeof SECTION_ORDER)[number]

export const SECTIONS: Partial<Record<SectionId, LazyExoticComponent<ComponentType<SectionProps>>>> = {
  overview: lazy(() => import('./overview/overview-section')),
  calendar: lazy(() => import('./calendar/calendar-section')),
  store: lazy(() => import('./store/store-section')),
  services: lazy(() => import('./services/services-section')),
  staff: lazy(() => import('./staff/staff-section')),
  bookings: lazy(() => import('./bookings/bookings-section').then((m) => ({ default: m.BookingsSection }))),
  // Deposits, refunds owed, payouts and statements (salon-day.md C.3): the owner's and managers'.
  payments: lazy(() => import('./payments/payments-section')),
  clients: lazy(() => import('./clients/clients-section')),
  reviews: lazy(() => import('./reviews/reviews-section')),
  analytics: lazy(() => import('./analytics/analytics-section')),
  team: lazy(() => import('./team/team-section')),
  day: lazy(() => import('./my-day/my-day-section')),
}

export const SECTION_IDS: SectionId[] = SECTION_ORDER.filter((id) => SECTIONS[id])

export function isSectionId(value: string | undefined): value is SectionId {
  return value !== undefined && (SECTION_IDS as string[]).includes(value)
}

/**
 * The sections a role sees (salon-day.md C.1; the server enforces the same): the owner and
 * managers everything but a stylist's own day (Payments included); a staff member only their own
 * day, never the shop's money (C.5.4).
 */
export function sectionsFor(role: 'owner' | 'manager' | 'staff'): SectionId[] {
  return role === 'staff' ? ['day'] : SECTION_IDS.filter((id) => id !== 'day')
}
