#!/usr/bin/env node
// Calendar figures (issue 28), run by bench/calendar.sh against the emu-server bench/run.sh
// started:
//   setup   a shop with 10 staff (09:00-21:00 daily) and a 30 + 15 min service; over the 7 days
//           from tomorrow (HKT) 450 manual bookings (create-manual-booking) and 50 blocks
//           (block-time): 500 rows in the week. Prints {body, rest}: the shop-calendar body and
//           the /rest/v1 path of the same booking rows (with their service).
// Environment: EMU_URL, EMU_BENCH_ANON_KEY, EMU_BENCH_TOKEN (an admin), BENCH_DATABASE_URL.
import { benchShop, hkDate, post as postPath } from './support.mjs';

const hhmm = (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

const post = (name, body) => postPath(`/functions/v1/${name}`, body);

async function pool(n, jobs) {
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < jobs.length) await jobs[next++]();
  }));
}

async function setup() {
  const { shop, service, staff } = await benchShop({
    name: 'Bench Calendar Shop', staff: 10, duration: 30, buffer: 15, open: '09:00-21:00', hours: [['09:00', '21:00']],
  });
  // Per staff-day (70 of them): bookings every 45 minutes from 09:00, and on 50 staff-days a
  // 60-minute block at the end of the day: 450 + 50 rows.
  const jobs = [];
  const tally = { bookings: 0, blocks: 0 };
  let n = 0;
  for (let d = 1; d <= 7; d++) {
    const day = hkDate(d);
    for (const staffId of staff) {
      const bookings = n < 30 ? 7 : 6; // 30 x 7 + 40 x 6 = 450
      for (let k = 0; k < bookings; k++) {
        const startAt = `${day}T${hhmm(9 * 60 + k * 45)}:00+08:00`;
        jobs.push(async () => {
          const r = await post('create-manual-booking', { shopId: shop, serviceId: service, staffId, startAt, customer: { name: `Customer ${k}`, phone: '+852 9123 4567' }, source: 'phone' });
          if (r.status !== 201) throw new Error(`setup booking: ${r.status} ${r.text}`);
          tally.bookings++;
        });
      }
      if (n < 50) {
        jobs.push(async () => {
          const r = await post('block-time', { shopId: shop, staffId, startAt: `${day}T19:30:00+08:00`, endAt: `${day}T20:30:00+08:00`, reason: 'Training' });
          if (r.status !== 201) throw new Error(`setup block: ${r.status} ${r.text}`);
          tally.blocks++;
        });
      }
      n++;
    }
  }
  await pool(16, jobs);
  if (tally.bookings !== 450 || tally.blocks !== 50) throw new Error(`setup: ${JSON.stringify(tally)}`);
  const from = hkDate(1);
  const lo = new Date(`${from}T00:00:00+08:00`).toISOString();
  const hi = new Date(Date.parse(lo) + 7 * 86400_000).toISOString();
  const rest =
    '/rest/v1/bookings?select=id,staff_id,service_id,start_at,end_at,status,source,customer_name,customer_phone,customer_email,note,user_id,price_hkd,service:services(name,name_zh)' +
    `&shop_id=eq.${shop}&start_at=gte.${encodeURIComponent(lo)}&start_at=lt.${encodeURIComponent(hi)}&order=start_at.asc&limit=1000`;
  console.log(JSON.stringify({ body: { shopId: shop, from, days: 7 }, rest }));
}

if (process.argv[2] === 'setup') await setup();
else {
  console.error('usage: calendar.mjs setup');
  process.exit(2);
}
