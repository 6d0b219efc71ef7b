// The shops the marketplace spec walks through, written through the server's REST API with the
// service key of that server (`emu-server keys`), so they are real rows with real policies.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import { SERVER_BIN } from './second-server.mjs'

const run = promisify(execFile)

export async function serviceKeyOf(server) {
  const { stdout } = await run(SERVER_BIN, ['keys'], { env: server.env })
  const key = /EMU_SERVICE_KEY=(\S+)/.exec(stdout)?.[1]
  assert.ok(key, 'emu-server keys printed the service key')
  return key
}

/** A REST client of `server` as the service role. */
export function serviceApi(server, key) {
  const headers = { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }
  return {
    async insert(table, rows) {
      const res = await fetch(`${server.url}/rest/v1/${table}`, {
        method: 'POST',
        headers: { ...headers, Prefer: 'return=representation' },
        body: JSON.stringify(rows),
      })
      const body = await res.text()
      assert.equal(res.status, 201, `insert into ${table}: ${body}`)
      return JSON.parse(body)
    },
    async update(table, query, patch) {
      const res = await fetch(`${server.url}/rest/v1/${table}?${query}`, { method: 'PATCH', headers, body: JSON.stringify(patch) })
      assert.ok(res.status === 204 || res.status === 200, `update ${table}: ${await res.text()}`)
    },
    async select(table, query) {
      const res = await fetch(`${server.url}/rest/v1/${table}?${query}`, { headers })
      const body = await res.text()
      assert.equal(res.status, 200, `select from ${table}: ${body}`)
      return JSON.parse(body)
    },
    async createUser(email, password, name) {
      const res = await fetch(`${server.url}/auth/v1/admin/users`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password, email_confirm: true, user_metadata: { name } }),
      })
      const body = await res.text()
      assert.ok(res.status === 200 || res.status === 201, `create user: ${res.status} ${body}`)
      return JSON.parse(body)
    },
  }
}

const searchText = (...parts) => parts.join(' | ').normalize('NFKC').toLowerCase()
const HOURS = { mon: '10:00-13:00,14:00-19:00', tue: '10:00-13:00,14:00-19:00', wed: '10:00-13:00,14:00-19:00', thu: '10:00-13:00,14:00-19:00', fri: '10:00-13:00,14:00-19:00', sat: '10:00-13:00,14:00-19:00', sun: 'closed' }

/**
 * marketplace.md section 5's shop (Glow Nails 光光美甲, Wan Chai, area 銅鑼灣) with two
 * services, a staff member and two reviews (one from a completed booking), plus a hair salon
 * in Sha Tin that the Wan Chai + Nails filter must leave out.
 */
export async function seedShops(api) {
  const glow = randomUUID()
  const harbour = randomUUID()
  await api.insert('businesses', [
    {
      id: glow,
      name: 'Glow Nails',
      name_zh: '光光美甲',
      description: 'Gel manicures and nail art near Causeway Bay MTR exit F.',
      description_zh: '銅鑼灣港鐵站F出口附近的凝膠甲及美甲設計店。',
      address: '500 Hennessy Road, Causeway Bay',
      address_floor: '12/F, Flat B',
      area: 'Causeway Bay',
      area_zh: '銅鑼灣',
      district: 'Wan Chai',
      lat: 22.2798,
      lng: 114.1831,
      whatsapp: '61234567',
      categories: ['nails'],
      operating_hours: HOURS,
      is_verified: true,
      is_active: true,
      min_price: 200,
      search_text: searchText('Glow Nails', '光光美甲', 'Causeway Bay', '銅鑼灣', 'Wan Chai', '灣仔區', 'nails', '美甲', 'Gel manicure', '凝膠甲', 'Nail art', '美甲設計', 'nail', '修甲'),
    },
  ])
  await api.insert('businesses', [
    {
      id: harbour,
      name: 'Harbour Hair',
      name_zh: '海港髮型',
      address: '1 Sha Tin Centre Street',
      area: 'Sha Tin',
      area_zh: '沙田',
      district: 'Sha Tin',
      categories: ['hair'],
      is_verified: false,
      is_active: true,
      min_price: 150,
      search_text: searchText('Harbour Hair', '海港髮型', 'Sha Tin', '沙田', '沙田區', 'hair', '髮型', 'Haircut', '剪髮'),
    },
  ])
  await api.insert('business_categories', [
    { business_id: glow, category: 'nails' },
    { business_id: harbour, category: 'hair' },
  ])
  const [gel] = await api.insert('services', [
    // One column list for all rows (a bulk insert writes null where a row leaves one out).
    { shop_id: glow, name: 'Gel manicure', name_zh: '凝膠甲', category: 'nails', price: 380, price_is_from: false, duration: 60, buffer_after_min: 15, sort_order: 1, is_active: true },
    { shop_id: glow, name: 'Nail art', name_zh: '美甲設計', category: 'nails', price: 200, price_is_from: true, duration: 30, buffer_after_min: 0, sort_order: 2, is_active: true },
    { shop_id: harbour, name: 'Haircut', name_zh: '剪髮', category: 'hair', price: 150, price_is_from: false, duration: 45, buffer_after_min: 0, sort_order: 1, is_active: true },
  ])
  await api.insert('staff', [
    { business_id: glow, name: 'Amy', name_zh: '艾美', title: 'Senior nail artist', title_zh: '資深美甲師', is_active: true, sort_order: 1 },
  ])
  const reviewer = await api.createUser(`reviewer-${Date.now()}@example.hk`, 'Reviewer-Passw0rd!', 'Reviewer')
  const reviewerId = reviewer.id ?? reviewer.user?.id
  const [booking] = await api.insert('bookings', [
    { user_id: reviewerId, shop_id: glow, service_id: gel.id, booking_date: '2026-11-02', booking_time: '14:00', status: 'completed' },
  ])
  await api.insert('reviews', [
    { user_id: reviewerId, shop_id: glow, service_id: gel.id, rating: 5, comment: 'Neat work and on time.', booking_id: booking.id, status: 'published', created_at: '2026-11-03T02:00:00Z' },
    { user_id: reviewerId, shop_id: glow, service_id: null, rating: 4, comment: 'Lovely staff.', booking_id: null, status: 'published', created_at: '2026-10-01T02:00:00Z' },
  ])
  // businesses.rating and total_ratings are the average and count of the published reviews
  // (C.4.2); submit-review keeps them so, rows written directly need it done here.
  await api.update('businesses', `id=eq.${glow}`, { rating: 4.5, total_ratings: 2 })
  return { glow, harbour }
}

/**
 * A customer, Mei Chan (a new account with `password`), and her 14:00–15:00 gel manicure with Amy
 * at Glow Nails `daysAgo` Hong Kong days ago, in `status` (fields such as completed_at in
 * `extra`): the visit the review specs start from. Resolves {mei: {email, password, id}, booking}.
 */
export async function glowVisit(api, glow, { password, daysAgo, status, extra = {} }) {
  const [gel] = await api.select('services', `shop_id=eq.${glow}&name=eq.Gel%20manicure&select=id`)
  const [amy] = await api.select('staff', `business_id=eq.${glow}&select=id`)
  const mei = { email: `mei-${randomUUID().slice(0, 8)}@example.hk`, password }
  const meiRow = await api.createUser(mei.email, mei.password, 'Mei Chan')
  mei.id = meiRow.id ?? meiRow.user?.id
  const day = new Date(Date.now() + 8 * 3600_000 - daysAgo * 86400_000).toISOString().slice(0, 10)
  const [booking] = await api.insert('bookings', [
    {
      user_id: mei.id,
      shop_id: glow,
      service_id: gel.id,
      staff_id: amy.id,
      status,
      booking_date: day,
      booking_time: '14:00',
      start_at: `${day}T14:00:00+08:00`,
      end_at: `${day}T15:00:00+08:00`,
      price_hkd: 380,
      ...extra,
    },
  ])
  return { mei, booking }
}
