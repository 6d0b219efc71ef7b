// A complete Quick Apply form and the request it sends (in English), for the Quick Apply tests.
import type { QuickApplyRequest } from '@/features/for-business/api/submit-quick-apply'
import type { QuickApplyFormValues } from '@/features/for-business/quick-apply/quick-apply-schema'

export const QUICK_APPLY_FORM = {
  businessName: 'Glow Beauty Studio',
  email: 'owner@glow.hk',
  countryCode: '+852',
  whatsapp: '9123 4567',
  district: 'Wan Chai',
  businessType: 'Nail Salon',
  businessMode: 'independent',
  instagram: '',
} as const satisfies QuickApplyFormValues

export const QUICK_APPLY_REQUEST: QuickApplyRequest = {
  business_name: 'Glow Beauty Studio',
  email: 'owner@glow.hk',
  whatsapp: '+852 9123 4567',
  district: 'Wan Chai',
  business_type: 'Nail Salon',
  business_mode: 'independent',
  instagram: null,
  lang: 'en',
}
