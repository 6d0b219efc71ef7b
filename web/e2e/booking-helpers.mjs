// Shared setup of the booking specs (issue 14): a shop in the shape of marketplace.md section 5
// ("Glow Nails 光光美甲", staff Amy and Bea working 10:00-13:00 and 14:00-19:00 every day, gel
// manicure 60 min + 15 min buffer, step 15) seeded through /rest/v1 with the service key,
// accounts made through the GoTrue admin API, sign-in through the real login page, and Hong
// Kong dates computed without the process time zone.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import { BASE_URL, SERVER_ENV } from './helpers.mjs'

const run = promisify(execFile)
const SERVER_BIN = process.env.EMU_E2E_SERVER_BIN ?? ''
export const PASSWORD = 'Booking-E2e-Passw0rd'

let keys = null
/** The anon and service keys (`emu-server keys`, same environment as the server under test). */
export async function apiKeys() {
  if (keys) return keys
  assert.ok(SERVER_BIN, 'EMU_E2E_SERVER_BIN is not set (scripts/e2e.sh exports it)')
  const { stdout } = await run(SERVER_BIN, ['keys'], { env: SERVER_ENV })
  const found = Object.fromEntries(stdout.trim().split('\n').map((l) => l.split('=')))
  keys = { anon: found.EMU_ANON_KEY, service: found.EMU_SERVICE_KEY }
  return keys
}

/** A request with the service key (or `token`): {status, body}. */
export async function api(path, { method = 'GET', body, token, prefer } = {}) {
  const { service } = await apiKeys()
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      apikey: service,
      Authorization: `Bearer ${token ?? service}`,
      ...(prefer ? { Prefer: prefer } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  let parsed = null
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    parsed = text
  }
  return { status: res.status, body: parsed }
}

async function insert(table, row) {
  const res = await api(`/rest/v1/${table}`, { method: 'POST', body: row, prefer: 'return=representation' })
  assert.ok(res.status === 201 || res.status === 200, `${table}: ${res.status} ${JSON.stringify(res.body)}`)
  return Array.isArray(res.body) ? res.body[0] : res.body
}

/** A confirmed account with the given roles: {id, email, password}. */
export async function account(prefix, roles = ['user']) {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.hk`
  const res = await api('/auth/v1/admin/users', { method: 'POST', body: { email, password: PASSWORD, email_confirm: true } })
  assert.ok(res.status === 200 || res.status === 201, `create user: ${res.status} ${JSON.stringify(res.body)}`)
  const id = res.body.id
  for (const role of roles) {
    if (role === 'user') continue
    await insert('user_roles', { user_id: id, role })
  }
  return { id, email, password: PASSWORD }
}

/** An access token for an account (for calls the browser would make as that user). */
export async function tokenOf(person) {
  const res = await api('/auth/v1/token?grant_type=password', { method: 'POST', body: { email: person.email, password: person.password } })
  assert.equal(res.status, 200, JSON.stringify(res.body))
  return res.body.access_token
}

/** Calls a function as `token`: {status, body}. */
export function call(name, body, token) {
  return api(`/functions/v1/${name}`, { method: 'POST', body, token })
}

const HK = 8 * 3600_000
/** 'YYYY-MM-DD' of the Hong Kong day `days` after today. */
export const hkDate = (days = 0) => new Date(Date.now() + HK + days * 86400_000).toISOString().slice(0, 10)
export const at = (date, hhmm) => `${date}T${hhmm}:00+08:00`

/** The shop of section 5 with its owner; options: autoConfirm, staff names, name. */
export async function seedShop({ autoConfirm = true, staff = ['Amy', 'Bea'], name = 'Glow Nails', nameZh = '光光美甲', cancelHours = 24 } = {}) {
  const owner = await account('owner', ['user', 'merchant'])
  const days = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, '10:00-13:00,14:00-19:00']))
  const shop = await insert('businesses', {
    name,
    name_zh: nameZh,
    address: '1 Lockhart Road, Wan Chai',
    district: 'Wan Chai',
    merchant_id: owner.id,
    operating_hours: days,
    whatsapp: '+852 6123 4567',
    auto_confirm: autoConfirm,
    min_notice_min: 60,
    cancel_notice_hours: cancelHours,
    slot_step_min: 15,
  })
  const service = await insert('services', {
    shop_id: shop.id,
    name: 'Gel manicure',
    name_zh: '凝膠甲',
    price: 380,
    duration: 60,
    buffer_after_min: 15,
  })
  const staffIds = []
  for (const [i, person] of staff.entries()) {
    const member = await insert('staff', { business_id: shop.id, name: person, name_zh: person, sort_order: i })
    await insert('staff_services', { staff_id: member.id, service_id: service.id })
    for (let day = 0; day < 7; day += 1) {
      await insert('staff_hours', { staff_id: member.id, weekday: day, start_time: '10:00', end_time: '13:00' })
      await insert('staff_hours', { staff_id: member.id, weekday: day, start_time: '14:00', end_time: '19:00' })
    }
    staffIds.push(member.id)
  }
  return { owner, shopId: shop.id, serviceId: service.id, staffIds, amy: staffIds[0], bea: staffIds[1] }
}

/** Signs in through /auth/login?next=… (the page the visitor was sent to) in English. */
export async function signIn(page, person) {
  await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor()
  await page.getByLabel('Email').fill(person.email)
  await page.getByLabel('Password', { exact: true }).fill(person.password)
  await page.getByRole('button', { name: 'Log In', exact: true }).click()
}

/** Opens `path` signed in as `person` (login page first, then back to `path`), in `lang`. */
export async function openSignedIn(page, person, path, lang = 'en') {
  await page.goto(`${BASE_URL}/auth/login?next=${encodeURIComponent(path)}`)
  await signIn(page, person)
  await page.waitForURL((url) => url.pathname === path)
  if (lang === 'zh') {
    await page.evaluate(() => localStorage.setItem('emu.lang', 'zh-HK'))
    await page.reload()
  }
}

/** Waits until the date button is enabled (its slots loaded and not empty) and picks the date and time. */
export async function pickDateTime(page, date, time) {
  const day = page.locator(`button[data-date="${date}"]`)
  await day.waitFor()
  await page.waitForFunction((d) => {
    const b = document.querySelector(`button[data-date="${d}"]`)
    return b && !b.disabled
  }, date)
  await day.click()
  await page.getByTestId('slot-list').getByRole('button', { name: time, exact: true }).click()
}
