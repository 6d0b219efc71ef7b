// The Observatory's warnings switch the weather mode by themselves (issue 30, salon-day.md C.4):
// the server polls a stand-in of the HKO open-data warnsum feed (the documented JSON, served on
// 127.0.0.1); Signal No. 8 in any quadrant (or 9, 10) opens a T8 weather event with source 'hko'
// and marks the day's bookings as set-weather does, Black Rain opens BLACK_RAIN, and both close
// when the feed drops them. An administrator's switch holds until the feed next changes. A feed
// that is unreachable or malformed changes nothing, keeps its error on the feed's row with the
// last poll, and is logged once, not at every poll.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { startServer } from '../lib/server.mjs';
import { insertRow, rows } from '../lib/rest-fixtures.mjs';
import { call, person, shop, stored } from './booking_support.mjs';
import { sleep } from './auth_support.mjs';

const T8 = { WTCSGNL: { name: 'Tropical Cyclone Warning Signal', code: 'TC8NE', type: 'TC8NE', actionCode: 'ISSUE', issueTime: '2026-11-27T03:00:00+08:00', updateTime: '2026-11-27T03:00:00+08:00' } };
const BLACK = { WRAIN: { name: 'Rainstorm Warning Signal', code: 'WRAINB', actionCode: 'ISSUE', issueTime: '2026-11-27T03:00:00+08:00' } };
const T3 = { WTCSGNL: { name: 'Tropical Cyclone Warning Signal', code: 'TC3', actionCode: 'ISSUE' } };

// The stand-in: GET /weatherAPI/opendata/weather.php?dataType=warnsum&lang=en answers `feed`.
let feed = { status: 200, body: '{}' };
let polls = 0;
const hko = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://x');
  if (url.pathname !== '/weatherAPI/opendata/weather.php' || url.searchParams.get('dataType') !== 'warnsum') {
    res.writeHead(404).end();
    return;
  }
  polls++;
  res.writeHead(feed.status, { 'Content-Type': 'application/json' }).end(feed.body);
});
const say = (warnings, status = 200) => {
  feed = { status, body: typeof warnings === 'string' ? warnings : JSON.stringify(warnings) };
};

let srv;
before(async () => {
  await new Promise((resolve) => hko.listen(0, '127.0.0.1', resolve));
  srv = await startServer({
    env: {
      EMU_HKO_WARNSUM_URL: `http://127.0.0.1:${hko.address().port}/weatherAPI/opendata/weather.php?dataType=warnsum&lang=en`,
      EMU_HKO_POLL_SECONDS: '1',
      EMU_LOG_LEVEL: 'info',
    },
  });
});
after(async () => {
  await srv?.stop();
  hko.close();
});

const open = async () =>
  (await rows(srv, `SELECT kind, source FROM weather_events WHERE ended_at IS NULL ORDER BY kind`)).map((r) => `${r.kind}:${r.source}`);
const feedRow = async () => (await rows(srv, `SELECT t8, black_rain, last_poll_at, last_ok_at, last_error FROM weather_feed WHERE id = 'hko'`))[0];

/** Waits for two more polls than now (the server polls every second). */
async function polled(n = 2) {
  const target = polls + n;
  for (let i = 0; i < 100 && polls < target; i++) await sleep(100);
  assert.ok(polls >= target, `the server polled (${polls} of ${target})`);
  await sleep(300); // the poll's transaction commits after the feed answered
}

async function until(check, what) {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await sleep(200);
  }
  assert.fail(`timed out: ${what}`);
}

test('Signal No. 8 opens T8 from the feed and marks a booking of the day; its end closes it', async () => {
  const s = await shop(srv, { staff: ['Amy'] });
  const who = await person(srv);
  const start = Date.now() + 2 * 3600_000;
  const bookingId = await insertRow(srv, 'bookings', {
    user_id: who.id, shop_id: s.shopId, service_id: s.serviceId, staff_id: s.amy, status: 'confirmed',
    start_at: stored(start), end_at: stored(start + 3600_000),
    booking_date: new Date(start + 8 * 3600_000).toISOString().slice(0, 10), booking_time: '10:00:00',
  });
  say({});
  await polled();
  assert.deepEqual(await open(), []);
  say(T8);
  await until(async () => (await open()).includes('T8:hko'), 'T8 opened by the feed');
  const [b] = await rows(srv, `SELECT weather_affected FROM bookings WHERE id = '${bookingId}'`);
  assert.ok(b.weather_affected === true || b.weather_affected === 1, 'the booking is weather-affected');
  const row = await feedRow();
  assert.ok(row.t8 === true || row.t8 === 1);
  assert.equal(row.last_error, null);
  assert.ok(row.last_poll_at && row.last_ok_at);
  // Still up at the next polls: one event, not one per poll.
  await polled();
  assert.equal((await rows(srv, `SELECT id FROM weather_events WHERE kind = 'T8'`)).length, 1);
  say({});
  await until(async () => (await open()).length === 0, 'T8 closed when the feed dropped it');
});

test('Black Rain on and off; a lower signal or a cancelled one changes nothing', async () => {
  say(BLACK);
  await until(async () => (await open()).includes('BLACK_RAIN:hko'), 'BLACK_RAIN opened');
  say({ ...T3, WRAIN: { ...BLACK.WRAIN, actionCode: 'CANCEL' } });
  await until(async () => (await open()).length === 0, 'BLACK_RAIN closed by CANCEL; T3 opens nothing');
  await polled();
  assert.deepEqual(await open(), []);
});

test("an administrator's switch holds until the feed changes", async () => {
  const admin = await person(srv, { roles: ['user', 'admin'], prefix: 'admin' });
  say(T8);
  await until(async () => (await open()).includes('T8:hko'), 'T8 opened');
  // The admin ends it while the signal is still up: the feed does not reopen it.
  const off = await call(admin.sb, 'set-weather', { kind: 'T8', active: false });
  assert.equal(off.status, 200, JSON.stringify(off.body));
  await polled(3);
  assert.deepEqual(await open(), []);
  // The admin's own switch stays on when the feed has nothing new to say either.
  say({});
  await polled();
  const on = await call(admin.sb, 'set-weather', { kind: 'BLACK_RAIN', active: true });
  assert.equal(on.status, 200);
  await polled(3);
  assert.deepEqual(await open(), ['BLACK_RAIN:admin']);
  await call(admin.sb, 'set-weather', { kind: 'BLACK_RAIN', active: false });
});

test('an unreachable or malformed feed changes nothing, is kept on the row and logged once', async () => {
  say(T8);
  await until(async () => (await open()).includes('T8:hko'), 'T8 opened');
  say('<html>Service Unavailable</html>', 503);
  await polled(3);
  assert.deepEqual(await open(), ['T8:hko'], 'a failing feed does not end the signal');
  let row = await feedRow();
  assert.equal(row.last_error, 'HTTP 503');
  say('{"WTCSGNL": "TC8NE"}');
  await polled(3);
  row = await feedRow();
  assert.equal(row.last_error, 'warning WTCSGNL is not an object');
  assert.deepEqual(await open(), ['T8:hko']);
  const log = srv.logs();
  assert.equal(log.split('HTTP 503').length - 1, 1, 'the 503 is logged once over three polls');
  assert.equal(log.split('warning WTCSGNL is not an object').length - 1, 1);
  say({});
  await until(async () => (await open()).length === 0, 'closed once the feed reads again');
  row = await feedRow();
  assert.equal(row.last_error, null);
  assert.match(srv.logs(), /the warning feed is readable again/);
});
