// The back office's bookings lists (issue 14): the spec's date, time, shop / customer, price and
// status, plus the staff member, the start in Hong Kong time, the no-show status and the
// booking's own price; counts per status. Both languages.
import { afterEach, describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { i18n } from '@/lib/i18n'
import { BookingsTable, type BookingLike } from './bookings-table'
import { BookingStatusCounts } from './booking-status-counts'

const NO_SHOW: BookingLike = {
  id: 'b1',
  booking_date: '2026-11-22',
  booking_time: '14:30:00',
  status: 'no_show',
  // 06:30 UTC is 14:30 in Hong Kong, whatever the test process's zone.
  start_at: '2026-11-22T06:30:00.000Z',
  end_at: '2026-11-22T07:30:00.000Z',
  price_hkd: 380,
  service: { name: 'Gel manicure', price: 420, duration: 60 },
  user: { email: 'ann@example.hk', name: 'Ann Chan' },
  staff: { name: 'Amy', name_zh: '艾美' },
}
const OLD: BookingLike = {
  id: 'b2',
  booking_date: '2026-10-01',
  booking_time: '10:00:00',
  status: 'completed',
  service: { name: 'Haircut', price: 200 },
  shop: { name: 'Harbour Hair' },
}

afterEach(async () => {
  await i18n.changeLanguage('en')
})

describe('BookingsTable', () => {
  it('shows staff, the HKT start, the booking price and No-show, and keeps the spec columns', async () => {
    await i18n.changeLanguage('en')
    render(<BookingsTable bookings={[NO_SHOW, OLD]} empty="No bookings" />)
    expect(screen.getByText('All times are Hong Kong time (HKT)')).toBeTruthy()
    const [first, second] = screen.getAllByTestId('booking-row')
    const one = within(first!)
    expect(one.getByText('Gel manicure')).toBeTruthy()
    expect(one.getByText('2026-11-22 14:30 · Ann Chan')).toBeTruthy()
    expect(one.getByTestId('booking-extra').textContent).toBe('Staff: Amy · Starts 2026-11-22 14:30 HKT')
    expect(one.getByText('HK$380')).toBeTruthy()
    expect(one.getByText('No-show')).toBeTruthy()
    // A booking from before the booking fields: as the spec shows it, the service's price.
    const two = within(second!)
    expect(two.getByText('2026-10-01 10:00 · Harbour Hair')).toBeTruthy()
    expect(two.queryByTestId('booking-extra')).toBeNull()
    expect(two.getByText('HK$200')).toBeTruthy()
    expect(two.getByText('Completed')).toBeTruthy()
  })

  it('in Chinese: the staff member’s Chinese name, 香港時間 and 未有出席', async () => {
    await i18n.changeLanguage('zh-HK')
    render(<BookingsTable bookings={[NO_SHOW]} empty="沒有預約" />)
    expect(screen.getByText('所有時間均為香港時間')).toBeTruthy()
    expect(screen.getByTestId('booking-extra').textContent).toBe('服務員工：艾美 · 開始時間：2026-11-22 14:30（香港時間）')
    expect(screen.getByText('未有出席')).toBeTruthy()
  })

  it('shows the empty text when there are no bookings', () => {
    render(<BookingsTable bookings={[]} empty="No bookings yet" />)
    expect(screen.getByText('No bookings yet')).toBeTruthy()
    expect(screen.queryByTestId('bookings-list')).toBeNull()
  })
})

describe('BookingStatusCounts', () => {
  const counts = { pending: 2, confirmed: 5, completed: 1, cancelled: 0, no_show: 3, awaiting_payment: 4 }

  it('lists every status with its count', async () => {
    await i18n.changeLanguage('en')
    render(<BookingStatusCounts counts={counts} />)
    const items = within(screen.getByTestId('booking-status-counts')).getAllByRole('listitem').map((li) => li.textContent)
    expect(items).toEqual(['Pending: 2', 'Confirmed: 5', 'Completed: 1', 'Cancelled: 0', 'No-show: 3', 'Awaiting deposit: 4'])
    expect(screen.getByRole('region', { name: 'Bookings by status' })).toBeTruthy()
  })

  it('in Chinese, with full-width colons', async () => {
    await i18n.changeLanguage('zh-HK')
    render(<BookingStatusCounts counts={counts} />)
    const items = within(screen.getByTestId('booking-status-counts')).getAllByRole('listitem').map((li) => li.textContent)
    expect(items).toEqual(['待確認：2', '已確認：5', '已完成：1', '已取消：0', '未有出席：3', '等待付訂金：4'])
  })
})
