// Landing-page geometry (spec section 9): navbar 72 px, footer bar 98 px, anchors 80 px below the top.
import { BUSINESS_NAVBAR_HEIGHT } from '@/components/site-header/business-header'

export const CONTACT_BAR_HEIGHT = 98
export const HERO_MIN_HEIGHT = `calc(100svh - ${BUSINESS_NAVBAR_HEIGHT + CONTACT_BAR_HEIGHT}px)`
/** Sections scroll to 80 px below the top, clear of the sticky navbar. */
export const SECTION_CLASSES = 'scroll-mt-[80px] px-4 py-16 sm:py-24'
