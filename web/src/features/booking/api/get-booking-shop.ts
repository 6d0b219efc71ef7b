// What the booking flow needs of a shop (public reads through /rest/v1): its booking rules,
// the services bookable online and the staff who perform each of them; whether the shop takes
// online bookings (shop-readiness, salon-day.md C.2) and the signed-in customer's profile phone.
import { queryOptions } from '@tanstack/react-query'
import { getSupabase } from '@/lib/supabase'
import { invokeFunction } from '@/lib/invoke-function'
import type { DepositRule } from '@/lib/deposit'
import { bookingKeys } from './keys'

export interface BookingShop {
  id: string
  name: string
  name_zh: string | null
  whatsapp: string | null
  phone_number: string | null
  auto_confirm: boolean
  horizon_days: number
  cancel_notice_hours: number
  /** The deposit asked of online bookings (salon-day.md C.3) and the time held to pay it. */
  deposit_rule: DepositRule
  deposit_value: number | string | null
  payment_window_min: number
  accept_card: boolean
  fps_proxy_type: string | null
}

export interface BookingService {
  id: string
  name: string
  name_zh: string | null
  price: number | null
  duration: number | null
  price_is_from: boolean | null
}

export interface BookingStaff {
  id: string
  name: string
  name_zh: string | null
  title: string | null
  title_zh: string | null
  serviceIds: string[]
}

export interface BookingShopData {
  shop: BookingShop
  services: BookingService[]
  staff: BookingStaff[]
  /** false: the shop is not taking online bookings yet (the page offers WhatsApp and a call). */
  bookable: boolean
  /** The customer's phone from their profile ('' when none), to prefill the form. */
  profilePhone: string
}

/** The signed-in customer's profile phone, or ''. */
async function profilePhone(): Promise<string> {
  const supabase = await getSupabase()
  const { data: session } = await supabase.auth.getSession()
  const userId = session.session?.user.id
  if (!userId) return ''
  const { data } = await supabase.from('user_profiles').select('phone_number').eq('user_id', userId).maybeSingle()
  return (data as { phone_number: string | null } | null)?.phone_number ?? ''
}

export async function getBookingShop(shopId: string): Promise<BookingShopData | null> {
  const supabase = await getSupabase()
  const [shop, services, staff, readiness, phone] = await Promise.all([
    supabase
      .from('businesses')
      .select('id,name,name_zh,whatsapp,phone_number,auto_confirm,horizon_days,cancel_notice_hours,deposit_rule,deposit_value,payment_window_min,accept_card,fps_proxy_type')
      .eq('id', shopId)
      .maybeSingle(),
    supabase
      .from('services')
      .select('id,name,name_zh,price,duration,price_is_from')
      .eq('shop_id', shopId)
      .eq('bookable_online', true)
      .order('sort_order')
      .order('name'),
    supabase
      .from('staff')
      .select('id,name,name_zh,title,title_zh,staff_services(service_id)')
      .eq('business_id', shopId)
      .eq('bookable_online', true)
      .order('sort_order')
      .order('name'),
    invokeFunction<{ bookable: boolean }>('shop-readiness', { body: { shopId } }).catch(() => ({ bookable: true })),
    profilePhone(),
  ])
  if (shop.error) throw shop.error
  if (services.error) throw services.error
  if (staff.error) throw staff.error
  if (!shop.data) return null
  type StaffRow = Omit<BookingStaff, 'serviceIds'> & { staff_services: { service_id: string }[] | null }
  return {
    shop: shop.data as BookingShop,
    services: (services.data ?? []) as BookingService[],
    staff: ((staff.data ?? []) as StaffRow[]).map(({ staff_services, ...rest }) => ({
      ...rest,
      serviceIds: (staff_services ?? []).map((s) => s.service_id),
    })),
    bookable: readiness.bookable,
    profilePhone: phone,
  }
}

export const bookingShopQuery = (shopId: string) =>
  queryOptions({ queryKey: [...bookingKeys.all, 'shop', shopId], queryFn: () => getBookingShop(shopId) })
