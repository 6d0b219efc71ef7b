#!/usr/bin/env node
// Booking figures (issue 14), run by bench/booking.sh against the emu-server bench/run.sh
// started:
//   setup   a shop with 5 staff (10:00-13:00, 14:00-19:00 daily) and a 30 + 15 min service;
//           40 bookings on one day through create-booking; prints the available-slots body;
//   race    64 concurrent clients write random starts of another such shop over 14 days until
//           the calendar is full (every candidate start answered 201 or 409): 4 in 6 online
//           bookings (create-booking), 1 in 6 walk-ins (create-manual-booking) and 1 in 6 hours
//           of blocked time (block-time) on the same staff members (issue 28); then checks by
//           SQL that rows stored (bookings and blocks, per kind) == 201 answers and that no two
//           bookings or blocks of a staff member overlap; then the baseline of the ratio: raw single-row inserts straight on the
//           database (emu-server insert-bench: one thread, prepared, one legacy row per commit),
//           and for reference the data API's (POST /rest/v1/bookings) at 64 connections.
// Environment: EMU_URL, EMU_BENCH_ANON_KEY, EMU_BENCH_TOKEN, BENCH_DATABASE_URL,
// BENCH_JWT_KEY_FILE, EMU_SERVER_BIN, BENCH_CONNECTIONS (64).
import { randomUUID } from 'node:crypto';
import { DB, TOKEN, benchShop, hkDate, post, run, sql } from './support.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 64);

const makeShop = (name, duration = 60) => benchShop({ name, duration });

const book = (s, staffId, startAt) =>
  post('/functions/v1/create-booking', { serviceId: s.service, staffId, startAt, idempotencyKey: randomUUID() });

// The shop's own writes on the same cells (salon-day.md C.2, issue 28): a walk-in entered by
// the shop, and an hour of blocked time (the bench user is an admin: book::may_run_book).
const manual = (s, staffId, startAt) =>
  post('/functions/v1/create-manual-booking', {
    shopId: s.shop, serviceId: s.service, staffId, startAt, source: 'walk_in', outsideHours: true,
    customer: { name: 'Bench Walk-in', phone: '+852 9123 4567' },
  });
const blockAt = (s, staffId, startAt) =>
  post('/functions/v1/block-time', {
    shopId: s.shop, staffId, startAt, endAt: new Date(Date.parse(startAt) + 3600_000).toISOString(), reason: 'bench',
  });
// One request of the race: 4 in 6 online, 1 in 6 a walk-in, 1 in 6 a block.
function raceRequest(s, staffId, startAt) {
  const r = Math.random() * 6;
  if (r < 4) return ['online', book(s, staffId, startAt)];
  if (r < 5) return ['manual', manual(s, staffId, startAt)];
  return ['block', blockAt(s, staffId, startAt)];
}

async function setup() {
  // 30 min + 15 buffer: 8 bookings fill most of each staff member's day.
  const s = await makeShop('Bench Slots Shop', 30);
  const day = hkDate(2);
  const starts = ['10:00', '10:45', '11:30', '12:15', '14:00', '14:45', '15:30', '16:15'];
  let made = 0;
  for (const staffId of s.staff) {
    for (const hhmm of starts) {
      const r = await book(s, staffId, `${day}T${hhmm}:00+08:00`);
      if (r.status === 201) made++;
    }
  }
  if (made !== 40) throw new Error(`setup: ${made} of 40 bookings made`);
  console.log(JSON.stringify({ shopId: s.shop, serviceId: s.service, date: day }));
}

// emu-server insert-bench on the bench database: {rate, p99} from its wrk-like lines.
async function rawInserts(shop, user, secs) {
  const { stdout } = await run(process.env.EMU_SERVER_BIN, ['insert-bench', '--shop', shop, '--user', user, '--seconds', String(secs)], {
    env: { ...process.env, EMU_DATABASE_URL: DB, EMU_JWT_KEY_FILE: process.env.BENCH_JWT_KEY_FILE, EMU_LOG_LEVEL: 'warn' },
  });
  const rate = Number((/Requests\/sec:\s+([\d.]+)/.exec(stdout) || [])[1]);
  const p99ms = Number((/^\s+99%\s+([\d.]+)ms/m.exec(stdout) || [])[1]);
  if (!(rate > 0)) throw new Error(`insert-bench: ${stdout}`);
  return { rate, p99: p99ms };
}

function p99(list) {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
}

async function pool(n, worker) {
  await Promise.all(Array.from({ length: n }, (_, i) => worker(i)));
}

async function race() {
  const s = await makeShop('Bench Race Shop');
  // Every grid start (15 min) of every staff member over 14 days that fits the hours.
  const candidates = [];
  for (let d = 1; d <= 14; d++) {
    const day = hkDate(d);
    for (const staffId of s.staff) {
      for (let m = 10 * 60; m + 60 <= 19 * 60; m += 15) {
        if (m < 13 * 60 && m + 60 > 13 * 60) continue;
        if (m >= 13 * 60 && m < 14 * 60) continue;
        const hh = String(Math.floor(m / 60)).padStart(2, '0');
        const mm = String(m % 60).padStart(2, '0');
        candidates.push([staffId, `${day}T${hh}:${mm}:00+08:00`]);
      }
    }
  }
  const tally = { 201: 0, 409: 0, other: 0 };
  const made = { online: 0, manual: 0, block: 0 };
  const latencies = [];
  const open = candidates.slice();
  const t0 = performance.now();
  await pool(CONNECTIONS, async () => {
    while (open.length > 0) {
      const i = Math.floor(Math.random() * open.length);
      const [staffId, startAt] = open[i];
      const t = performance.now();
      const [kind, pending] = raceRequest(s, staffId, startAt);
      const r = await pending;
      latencies.push(performance.now() - t);
      if (r.status === 201 || r.status === 409) {
        tally[r.status]++;
        if (r.status === 201) made[kind]++;
        const at = open.findIndex((c) => c[0] === staffId && c[1] === startAt);
        if (at >= 0) open.splice(at, 1);
      } else {
        tally.other++;
        if (tally.other > 50) throw new Error(`race: unexpected answer ${r.status} ${r.text}`);
      }
    }
  });
  const seconds = (performance.now() - t0) / 1000;
  const storedOnline = Number((await sql(`SELECT count(*) AS n FROM bookings WHERE shop_id = '${s.shop}' AND status IN ('pending','confirmed') AND source = 'marketplace'`))[0].n);
  const storedManual = Number((await sql(`SELECT count(*) AS n FROM bookings WHERE shop_id = '${s.shop}' AND status IN ('pending','confirmed') AND source = 'walk_in'`))[0].n);
  const storedBlocks = Number((await sql(`SELECT count(*) AS n FROM blocks WHERE shop_id = '${s.shop}'`))[0].n);
  const stored = storedOnline + storedManual + storedBlocks;
  // Every live booking's and block's interval per staff member: no two may overlap (C.5.1).
  const overlaps = Number((await sql(`WITH iv AS (
      SELECT id, staff_id, start_at AS s, occupied_until AS e FROM bookings
       WHERE shop_id = '${s.shop}' AND status IN ('pending','confirmed','completed','no_show')
      UNION ALL
      SELECT b.id, st.id, b.starts_at, b.ends_at FROM blocks b
        JOIN staff st ON st.business_id = b.shop_id AND (st.id = b.staff_id OR b.staff_id IS NULL)
       WHERE b.shop_id = '${s.shop}')
    SELECT count(*) AS n FROM iv a JOIN iv b ON a.staff_id = b.staff_id AND a.id < b.id AND a.s < b.e AND b.s < a.e`))[0].n);
  const attempts = tally[201] + tally[409] + tally.other;

  // The baseline: a raw single-row insert straight on the database, one thread, prepared
  // (emu-server insert-bench, the mechanism of search-bench), for as long as the race ran
  // (3 to 10 s). The data API's single-row insert (POST /rest/v1/bookings, 64 connections) is
  // measured as well, for reference.
  const user = JSON.parse(Buffer.from(TOKEN.split('.')[1], 'base64url').toString()).sub;
  const rawSeconds = Math.max(3, Math.min(10, seconds));
  const raw = await rawInserts(s.shop, user, rawSeconds);
  let inserts = 0;
  const insertLat = [];
  const t1 = performance.now();
  const until = t1 + rawSeconds * 1000;
  await pool(CONNECTIONS, async () => {
    while (performance.now() < until) {
      const t = performance.now();
      const r = await post('/rest/v1/bookings', { user_id: user, shop_id: s.shop, booking_date: hkDate(1), booking_time: '10:00:00', status: 'pending' });
      insertLat.push(performance.now() - t);
      if (r.status !== 201) throw new Error(`REST insert: ${r.status} ${r.text}`);
      inserts++;
    }
  });
  const insertSeconds = (performance.now() - t1) / 1000;
  const bookingRate = attempts / seconds;
  const restInsertRate = inserts / insertSeconds;
  const result = {
    candidates: candidates.length,
    answers_201: tally[201],
    answers_409: tally[409],
    answers_other: tally.other,
    created: made,
    stored: { online: storedOnline, manual: storedManual, blocks: storedBlocks },
    bookings_stored: stored,
    overlaps,
    seconds: Number(seconds.toFixed(2)),
    booking_requests_per_sec: Number(bookingRate.toFixed(1)),
    bookings_stored_per_sec: Number((tally[201] / seconds).toFixed(1)),
    booking_p99_ms: Number(p99(latencies).toFixed(1)),
    raw_insert_per_sec: Number(raw.rate.toFixed(1)),
    raw_insert_p99_ms: raw.p99,
    ratio_to_raw_insert: Number((bookingRate / raw.rate).toFixed(3)),
    rest_insert_per_sec: Number(restInsertRate.toFixed(1)),
    rest_insert_p99_ms: Number(p99(insertLat).toFixed(1)),
    ratio_to_rest_insert: Number((bookingRate / restInsertRate).toFixed(3)),
    ok: stored === tally[201] && storedOnline === made.online && storedManual === made.manual &&
      storedBlocks === made.block && overlaps === 0 && tally.other === 0,
  };
  console.log(JSON.stringify(result));
  if (!result.ok) process.exit(1);
}

const mode = process.argv[2];
if (mode === 'setup') await setup();
else if (mode === 'race') await race();
else {
  console.error('usage: booking.mjs setup|race');
  process.exit(2);
}
