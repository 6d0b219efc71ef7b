// One booking in the merchant's lists, with the actions its status allows (respond-booking).
import { useState } from 'react'
import { useBookingT } from '@/components/booking/i18n'
import { Button } from '@/components/ui/button'
import type { Lang } from '@/lib/enums'
import { formatHkSpan, formatHkTime } from '@/lib/format'
import { localName } from '@/components/booking/names'
import { bookingState, StatusBadge } from '@/components/booking/status-badge'
import { useRespondBooking, type RespondAction, type ShopBooking } from '../api/shop-bookings'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { usePaymentsT } from '@/components/payments/i18n'
import { formatHkd } from '@/lib/format'
import { CallError } from '@/components/call-error'

export function BookingItem({ row, lang, shopId }: { row: ShopBooking; lang: Lang; shopId: string }) {
  const { t } = useBookingT()
  const respond = useRespondBooking(shopId)
  const [asking, setAsking] = useState<'decline' | 'cancel' | null>(null)
  const [reason, setReason] = useState('')
  const started = Date.parse(row.start_at) <= Date.now()
  const act = (action: RespondAction, withReason?: string) =>
    respond.mutate(
      { bookingId: row.id, action, ...(withReason ? { reason: withReason } : {}) },
      {
        onSuccess: () => {
          setAsking(null)
          setReason('')
        },
      },
    )
  const who = row.customer_name || row.user?.name || row.user?.email || t('merchantBookings.unknownCustomer')
  const phone = row.customer_phone || row.user?.phone_number || null
  const email = row.customer_email || row.user?.email || null
  const card = row.client_id ? `${paths.merchant.dashboardSection.getHref('clients', shopId)}${shopId ? '&' : '?'}client=${encodeURIComponent(row.client_id)}` : null
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4" data-testid="merchant-booking" data-booking-id={row.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium text-stone-900 tabular-nums">
            {t('booking.atHkt', { when: formatHkSpan(row.start_at, row.end_at, lang) })}
          </p>
          <p className="text-sm text-stone-700">
            {who} · {localName(row.service, lang)}
            {row.staff ? ` · ${localName(row.staff, lang)}` : ''}
          </p>
          {(phone || (email && email !== who) || card) && (
            <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm">
              {phone && (
                <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="font-medium text-rose-700 underline underline-offset-2 tabular-nums" data-testid="booking-phone">
                  {phone}
                </a>
              )}
              {email && email !== who && <span className="text-xs leading-5 text-stone-500 break-all">{email}</span>}
              {card && (
                <Link to={card} className="text-stone-700 underline underline-offset-2" data-testid="client-card-link">
                  {t('merchantBookings.clientCard')}
                </Link>
              )}
            </p>
          )}
          {row.note && <p className="mt-1 text-sm text-stone-600">“{row.note}”</p>}
          {row.status === 'pending' && row.expires_at && (
            <p className="mt-1 text-xs text-amber-800">
              {t('merchantBookings.expiresAt', { time: `${formatHkSpan(row.expires_at, null, lang)}` })}
            </p>
          )}
          {row.weather_affected && <p className="mt-1 text-xs text-sky-800">{t('merchantBookings.weatherAffected')}</p>}
          <DepositNote row={row} lang={lang} />
          {row.decline_reason && <p className="mt-1 text-xs text-red-800">{t('myBookings.declinedWith', { reason: row.decline_reason })}</p>}
        </div>
        <StatusBadge status={bookingState(row)} side="shop" />
      </div>
      {asking ? (
        <div className="mt-3">
          <label className="block text-sm font-medium text-stone-800" htmlFor={`reason-${row.id}`}>
            {asking === 'decline' ? t('merchantBookings.declineReason') : t('merchantBookings.cancelReason')}
          </label>
          <input
            id={`reason-${row.id}`}
            className="mt-1 block h-10 w-full rounded-lg border border-stone-300 px-3"
            value={reason}
            maxLength={300}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <Button size="sm" disabled={respond.isPending} onClick={() => act(asking, reason.trim() || undefined)}>
              {asking === 'decline' ? t('merchantBookings.actions.declineSend') : t('merchantBookings.actions.cancelSend')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setAsking(null)}>
              {t('merchantBookings.actions.back')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {row.status === 'pending' && (
            <>
              <Button size="sm" disabled={respond.isPending} onClick={() => act('confirm')}>
                {t('merchantBookings.actions.confirm')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setAsking('decline')}>
                {t('merchantBookings.actions.decline')}
              </Button>
            </>
          )}
          {row.status === 'confirmed' && started && (
            <>
              <Button size="sm" variant="outline" disabled={respond.isPending} onClick={() => act('complete')}>
                {t('merchantBookings.actions.complete')}
              </Button>
              <Button size="sm" variant="outline" disabled={respond.isPending} onClick={() => act('no_show')}>
                {t('merchantBookings.actions.noShow')}
              </Button>
            </>
          )}
          {row.status === 'confirmed' && !started && (
            <Button size="sm" variant="outline" onClick={() => setAsking('cancel')}>
              {t('merchantBookings.actions.cancel')}
            </Button>
          )}
        </div>
      )}
      <CallError call={respond} className="mt-2" />
    </li>
  )
}

/** '14:00' for the calendar blocks. */
export const blockTime = (row: ShopBooking) => `${formatHkTime(row.start_at)}–${formatHkTime(row.end_at)}`

/** Where the booking's deposit stands (salon-day.md C.3), when the shop asked one. */
function DepositNote({ row, lang }: { row: ShopBooking; lang: Lang }) {
  const { t } = usePaymentsT()
  const b = useBookingT()
  const status = row.deposit_status
  // 'requested' stays on a booking released unpaid: only a booking still waiting says it is due.
  if (!row.deposit_hkd || !status || status === 'none' || (status === 'requested' && row.status !== 'awaiting_payment')) return null
  const amount = formatHkd(row.deposit_hkd)
  const time = row.payment_due_at ? b.t('booking.atHkt', { when: formatHkSpan(row.payment_due_at, null, lang) }) : ''
  return (
    <p className="mt-1 text-xs text-stone-700" data-testid="booking-deposit" data-state={status}>
      {t(`shopBooking.${status}`, { amount, time })}
    </p>
  )
}
