// Shared helpers of the booking_*.test.mjs files: a shop in the shape of the design's scenarios
// (marketplace.md section 5: "Glow Nails 光光美甲", Amy 10:00-13:00 and 14:00-19:00, gel
// manicure 60 min + 15 min buffer, step 15, notice 60, cancel window 24 h), Hong Kong dates and
// times computed without the process time zone, and functions.invoke with the answer's status.
import { randomUUID } from 'node:crypto';
import { client, createUser, exec, insertRow, rows } from '../lib/rest-fixtures.mjs';

const HK = 8 * 3600_000;

/** functions.invoke through supabase-js, as the browser calls it: {status, body}. */
export async function call(sb, name, body) {
  const { data, error, response } = await sb.functions.invoke(name, { body });
  if (!error) return { status: response?.status ?? 200, body: data };
  const res = error.context;
  if (!(res instanceof Response)) throw error;
  return { status: res.status, body: await res.json() };
}

/** 'YYYY-MM-DD' of the Hong Kong day `days` after today (HKT). */
export function hkDate(days = 0) {
  return new Date(Date.now() + HK + days * 86400_000).toISOString().slice(0, 10);
}

/** '2026-12-02T14:00:00+08:00' for an HKT date and 'HH:MM'. */
export const at = (date, hhmm) => `${date}T${hhmm}:00+08:00`;

/** The canonical stored form of an instant: 'YYYY-MM-DDTHH:MM:00Z' (ms since epoch in). */
export function stored(ms) {
  return new Date(Math.floor(ms / 60000) * 60000).toISOString().replace('.000Z', 'Z');
}

/** A signed-in user (direct SQL + a minted token) with a supabase-js client. */
export async function person(srv, { lang, roles = ['user'], prefix = 'booker' } = {}) {
  const user = await createUser(srv, { email: `${prefix}-${randomUUID().slice(0, 8)}@example.hk`, roles });
  if (lang) await exec(srv, `UPDATE user_profiles SET preferred_lang = '${lang}' WHERE user_id = '${user.id}'`);
  return { ...user, sb: client(srv, user.token) };
}

const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

/**
 * A shop with its owner, a service and staff. Options: autoConfirm, minNotice, hours (per staff
 * member: [['10:00','13:00'], ...]), staff names, cancelHours, step.
 */
export async function shop(srv, opts = {}) {
  const {
    autoConfirm = true,
    minNotice = 60,
    cancelHours = 24,
    step = 15,
    staff = ['Amy', 'Bea'],
    hours = [
      ['10:00', '13:00'],
      ['14:00', '19:00'],
    ],
    openingHours = '00:00-24:00',
  } = opts;
  const owner = await person(srv, { roles: ['user', 'merchant'], prefix: 'owner' });
  const operating = Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, openingHours]));
  const shopId = await insertRow(srv, 'businesses', {
    name: 'Glow Nails',
    name_zh: '光光美甲',
    address: '1 Lockhart Road, Wan Chai',
    district: 'Wan Chai',
    merchant_id: owner.id,
    operating_hours: operating,
    auto_confirm: autoConfirm,
    min_notice_min: minNotice,
    cancel_notice_hours: cancelHours,
    slot_step_min: step,
  });
  const serviceId = await insertRow(srv, 'services', {
    shop_id: shopId,
    name: 'Gel manicure',
    name_zh: '凝膠甲',
    price: 380,
    duration: 60,
    buffer_after_min: 15,
  });
  const staffIds = [];
  for (const [i, name] of staff.entries()) {
    const id = await insertRow(srv, 'staff', { business_id: shopId, name, sort_order: i });
    await exec(srv, `INSERT INTO staff_services (staff_id, service_id) VALUES ('${id}', '${serviceId}')`);
    for (const day of ALL_DAYS) {
      for (const [from, to] of hours) {
        await insertRow(srv, 'staff_hours', { staff_id: id, weekday: day, start_time: from, end_time: to });
      }
    }
    staffIds.push(id);
  }
  return { owner, shopId, serviceId, staffIds, amy: staffIds[0], bea: staffIds[1] };
}

/** A create-booking body with a fresh idempotency key. */
export const booking = (s, startAt, staffId, extra = {}) => ({
  serviceId: s.serviceId,
  staffId: staffId === undefined ? s.amy : staffId,
  startAt,
  idempotencyKey: randomUUID(),
  ...extra,
});

/** Pairs of cell-holding bookings of one staff member whose intervals overlap (must be 0). */
export async function overlaps(srv, shopId) {
  const r = await rows(
    srv,
    `SELECT count(*) AS n FROM bookings a JOIN bookings b
       ON a.staff_id = b.staff_id AND a.id < b.id
      AND a.start_at < b.occupied_until AND b.start_at < a.occupied_until
      WHERE a.shop_id = '${shopId}' AND b.shop_id = '${shopId}'
        AND a.status IN ('pending', 'confirmed', 'completed', 'no_show')
        AND b.status IN ('pending', 'confirmed', 'completed', 'no_show')`,
  );
  return Number(r[0].n);
}

export async function activeBookings(srv, shopId) {
  const r = await rows(
    srv,
    `SELECT count(*) AS n FROM bookings WHERE shop_id = '${shopId}'
       AND status IN ('pending', 'confirmed', 'completed', 'no_show')`,
  );
  return Number(r[0].n);
}

export async function cells(srv, bookingId) {
  const r = await rows(srv, `SELECT slot_start FROM booking_slots WHERE booking_id = '${bookingId}' ORDER BY slot_start`);
  return r.map((x) => String(x.slot_start));
}

/** Outbox rows of one booking e-mail type for an address. */
export async function mails(srv, to, type) {
  const r = await rows(
    srv,
    `SELECT email_type, lang, subject, text_body, ics, params FROM email_outbox
      WHERE to_email = '${to}' AND email_type = '${type}' ORDER BY created_at`,
  );
  return r;
}

export const SLOT_TAKEN = 'This time was just taken. Please choose another time.';
