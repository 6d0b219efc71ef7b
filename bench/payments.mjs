#!/usr/bin/env node
// Deposit figures (issue 29), run by bench/payments.sh against the emu-server bench/run.sh
// started with EMU_STRIPE_* pointing at the Stripe stand-in it also started:
//   setup    a shop asking a HK$100 deposit (FPS proxy, cards accepted) with 5 staff over 14
//            days; the bench user books `count` times (awaiting payment); prints one
//            start-payment body a line ({bookingId, method: 'fps'}).
//   webhook  another such shop: 100 bookings paid by card (start-payment card makes each
//            session at the stand-in), then BENCH_CONNECTIONS clients POST the signed
//            checkout.session.completed of those sessions to /webhooks/stripe for
//            BENCH_DURATION: the first delivery of each settles it, the rest are duplicates.
//            Prints {requests_per_sec, latency_p99_ms, non_2xx, settled, ledger}; the ledger
//            check: no transaction whose entries do not sum to zero, each session paid once
//            (one payment_events row, two ledger entries).
// Environment: EMU_URL, EMU_BENCH_ANON_KEY, EMU_BENCH_TOKEN, BENCH_DATABASE_URL,
// BENCH_CONNECTIONS (64), BENCH_DURATION (10s), BENCH_STRIPE_URL, BENCH_STRIPE_WEBHOOK_SECRET.
import { createHmac, randomUUID } from 'node:crypto';
import { DB, URL, benchShop, hkDate, post, sql } from './support.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 64);
const SECONDS = Number(/^(\d+)/.exec(process.env.BENCH_DURATION || '10s')[1]);
const STRIPE = process.env.BENCH_STRIPE_URL;
const SECRET = process.env.BENCH_STRIPE_WEBHOOK_SECRET || 'whsec_emu';

/** A shop asking a HK$100 deposit, with an FPS proxy and cards, 5 staff 10:00-19:00. */
function depositShop(name) {
  const bool = DB.startsWith('sqlite:') ? '1' : 'true';
  return benchShop({
    name, duration: 30, buffer: 0, hours: [['10:00', '19:00']],
    columns: { deposit_rule: "'fixed'", deposit_value: '100', fps_proxy_type: "'fps_id'", fps_proxy_value: "'1234567'", accept_card: bool },
  });
}

/** `count` bookings of the bench user awaiting their deposit, spread over staff and days. */
async function bookings(s, count) {
  const ids = [];
  const starts = Array.from({ length: 18 }, (_, i) => `${String(10 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
  outer: for (let day = 2; day < 16; day++) {
    for (const staffId of s.staff) {
      for (const hhmm of starts) {
        if (ids.length >= count) break outer;
        const r = await post('/functions/v1/create-booking', {
          serviceId: s.service, staffId, startAt: `${hkDate(day)}T${hhmm}:00+08:00`, idempotencyKey: randomUUID(),
        });
        if (r.status !== 201) throw new Error(`create-booking answered ${r.status}: ${r.text}`);
        const b = JSON.parse(r.text).booking;
        if (b.status !== 'awaiting_payment') throw new Error(`booking is ${b.status}, not awaiting_payment`);
        ids.push(b.id);
      }
    }
  }
  return ids;
}

async function setup() {
  const s = await depositShop('Bench Deposit Shop');
  const ids = await bookings(s, Number(process.argv[3] || 200));
  for (const id of ids) console.log(JSON.stringify({ bookingId: id, method: 'fps' }));
}

function p(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function webhook() {
  const s = await depositShop('Bench Card Shop');
  const ids = await bookings(s, 100);
  const payments = [];
  for (const bookingId of ids) {
    const r = await post('/functions/v1/start-payment', { bookingId, method: 'card' });
    if (r.status !== 200) throw new Error(`start-payment card answered ${r.status}: ${r.text}`);
    payments.push(JSON.parse(r.text).payment.id);
  }
  const sessions = await (await fetch(`${STRIPE}/_standin/sessions`)).json();
  const ours = new Set(payments);
  const events = sessions
    .filter((x) => ours.has(x.client_reference_id))
    .map((x) => ({
      id: `evt_bench_${x.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...x, status: 'complete', payment_status: 'paid', payment_intent: `pi_bench_${x.id}` } },
    }));
  if (events.length !== payments.length) throw new Error(`${events.length} sessions at the stand-in for ${payments.length} payments`);
  const bodies = events.map((e) => JSON.stringify(e));
  const latencies = [];
  let non2xx = 0;
  let next = 0;
  const end = Date.now() + SECONDS * 1000;
  async function client() {
    while (Date.now() < end) {
      const body = bodies[next++ % bodies.length];
      const t = Math.floor(Date.now() / 1000);
      const v1 = createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex');
      const t0 = performance.now();
      const res = await fetch(`${URL}/webhooks/stripe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': `t=${t},v1=${v1}` },
        body,
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (res.status !== 200) non2xx++;
    }
  }
  const t0 = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  const secs = (Date.now() - t0) / 1000;
  const list = payments.map((id) => `'${id}'`).join(',');
  const [paid] = await sql(`SELECT count(*) AS n FROM payments WHERE id IN (${list}) AND status = 'paid'`);
  const [claimed] = await sql(`SELECT count(*) AS n FROM payment_events WHERE event_id LIKE 'evt_bench_%'`);
  const [entries] = await sql(`SELECT count(*) AS n FROM ledger_entries WHERE payment_id IN (${list})`);
  const [unbalanced] = await sql(`SELECT count(*) AS n FROM (SELECT txn_id FROM ledger_entries GROUP BY txn_id HAVING SUM(amount_cents) <> 0) t`);
  const [all] = await sql(`SELECT count(*) AS n, COALESCE(SUM(amount_cents), 0) AS total FROM ledger_entries`);
  const ledger = {
    unbalanced_txns: Number(unbalanced.n),
    entries: Number(all.n),
    sum_cents: Number(all.total),
    balanced: Number(unbalanced.n) === 0 && Number(all.total) === 0,
  };
  const settled = { payments: payments.length, paid: Number(paid.n), events_claimed: Number(claimed.n), ledger_entries: Number(entries.n) };
  const ok = ledger.balanced && settled.paid === payments.length && settled.events_claimed === payments.length && settled.ledger_entries === 2 * payments.length;
  console.log(JSON.stringify({
    requests_per_sec: Math.round((latencies.length / secs) * 10) / 10,
    latency_p99_ms: Math.round(p(latencies, 0.99) * 100) / 100,
    non_2xx: non2xx,
    settled,
    ledger,
    ok,
  }));
  if (!ok) process.exitCode = 1;
}

const command = process.argv[2];
if (command === 'setup') await setup();
else if (command === 'webhook') await webhook();
else {
  console.error('usage: payments.mjs setup [count] | webhook');
  process.exit(2);
}
