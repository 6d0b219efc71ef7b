// The demo catalogue (issue 13): EMU_DEMO=1 fills a new database with a living, bilingual
// marketplace; the server's default (EMU_DEMO=0) leaves a new database empty; seed-demo
// --shops builds a catalogue of any size whose ratings equal its published reviews.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, runCli } from '../lib/server.mjs';
import { apiCall, apiKeys } from '../lib/rest-fixtures.mjs';

const n = async (srv, sql) => Number((await srv.db.query(sql))[0].n);

test('the server alone (EMU_DEMO unset) starts a new database empty', async () => {
  const srv = await startServer();
  try {
    assert.equal(await n(srv, 'SELECT count(*) AS n FROM businesses'), 0);
    assert.equal(await n(srv, 'SELECT count(*) AS n FROM users'), 0);
  } finally {
    await srv.stop();
  }
});

test('EMU_DEMO=1 on a new database loads the catalogue once, searchable at once', async () => {
  const srv = await startServer({ env: { EMU_DEMO: '1' }, readyTimeoutMs: 120_000 });
  try {
    const shops = await n(srv, 'SELECT count(*) AS n FROM businesses');
    assert.ok(shops >= 200 && shops <= 260, `${shops} shops`);
    assert.equal(await n(srv, 'SELECT count(DISTINCT district) AS n FROM businesses WHERE area IS NOT NULL'), 18);
    assert.equal(await n(srv, 'SELECT count(DISTINCT category) AS n FROM business_categories'), 6);
    for (const area of ['旺角', '銅鑼灣', '尖沙咀', '中環']) {
      assert.ok(await n(srv, `SELECT count(*) AS n FROM businesses WHERE area_zh = '${area}'`) > 0, area);
    }
    // Every catalogue shop: bilingual services with prices and durations, staff with titles and
    // hours (with a lunch break), hours in the strict format, a generated cover.
    assert.equal(await n(srv, "SELECT count(*) AS n FROM services s JOIN businesses b ON b.id = s.shop_id WHERE b.area IS NOT NULL AND (s.name_zh IS NULL OR s.price IS NULL OR s.duration IS NULL)"), 0);
    assert.equal(await n(srv, 'SELECT count(*) AS n FROM businesses b WHERE b.area IS NOT NULL AND NOT EXISTS (SELECT 1 FROM staff s WHERE s.business_id = b.id AND s.title_zh IS NOT NULL)'), 0);
    assert.ok(await n(srv, "SELECT count(*) AS n FROM staff_hours WHERE start_time = '14:00'") > 0);
    const hours = await srv.db.query('SELECT operating_hours FROM businesses WHERE area IS NOT NULL');
    for (const { operating_hours } of hours) {
      const h = typeof operating_hours === 'string' ? JSON.parse(operating_hours) : operating_hours;
      assert.deepEqual(Object.keys(h).sort(), ['fri', 'mon', 'sat', 'sun', 'thu', 'tue', 'wed']);
      for (const v of Object.values(h)) assert.match(v, /^(closed|\d\d:\d\d-\d\d:\d\d(,\d\d:\d\d-\d\d:\d\d)*)$/);
    }
    assert.equal(await n(srv, "SELECT count(*) AS n FROM businesses WHERE area IS NOT NULL AND cover_url NOT LIKE '/demo/covers/%.svg'"), 0);
    const [{ cover_url }] = await srv.db.query('SELECT cover_url FROM businesses WHERE area IS NOT NULL LIMIT 1');
    const cover = await fetch(`${srv.url}${cover_url}`);
    assert.equal(cover.status, 200);
    assert.equal(cover.headers.get('content-type'), 'image/svg+xml');
    assert.match(await cover.text(), /^<svg xmlns='http:\/\/www.w3.org\/2000\/svg'/);
    assert.equal((await fetch(`${srv.url}/demo/covers/..%2Fetc.svg`)).status, 404);
    // Invariant C.4.2: rating and total_ratings are the average and count of published reviews.
    const drift = await srv.db.query(`
      SELECT b.id, b.rating, b.total_ratings,
             (SELECT count(*) FROM reviews r WHERE r.shop_id = b.id AND r.status = 'published') AS n,
             (SELECT avg(r.rating) FROM reviews r WHERE r.shop_id = b.id AND r.status = 'published') AS avg
      FROM businesses b`);
    for (const row of drift) {
      assert.equal(Number(row.total_ratings), Number(row.n), row.id);
      assert.ok(Math.abs(Number(row.rating) - (row.avg == null ? 0 : Number(row.avg))) < 0.006, `${row.id}: ${row.rating} vs ${row.avg}`);
    }
    assert.ok(await n(srv, "SELECT count(*) AS n FROM reviews WHERE status = 'hidden'") > 0);
    assert.ok(await n(srv, 'SELECT count(*) AS n FROM reviews WHERE booking_id IS NOT NULL') > 0);
    // The shop page's snapshots (issue 15): every review names its service and its author.
    assert.equal(await n(srv, 'SELECT count(*) AS n FROM reviews WHERE service_id IS NOT NULL AND service_name IS NULL'), 0);
    assert.equal(await n(srv, `SELECT count(*) AS n FROM reviews r JOIN user_profiles p ON p.user_id = r.user_id
      WHERE r.author_name IS NULL AND coalesce(p.name, '') <> ''`), 0);
    assert.ok(await n(srv, 'SELECT count(*) AS n FROM reviews WHERE author_name IS NOT NULL') > 0);
    // A review tied to a booking is its author's completed visit at that shop, one per booking.
    assert.equal(await n(srv, `SELECT count(*) AS n FROM reviews r JOIN bookings b ON b.id = r.booking_id
      WHERE b.user_id <> r.user_id OR b.shop_id <> r.shop_id OR b.status <> 'completed'`), 0);
    // Searchable without any further write.
    const res = await apiCall(srv, apiKeys(srv), '/functions/v1/search-shops', { method: 'POST', body: { q: '銅鑼灣 美甲' } });
    assert.equal(res.status, 200, res.text);
    assert.ok(res.json.total > 0);
    for (const shop of res.json.shops) {
      assert.equal(shop.area_zh, '銅鑼灣');
      assert.ok(shop.categories.includes('nails') || /美甲|甲/.test(shop.name_zh), shop.name_zh);
    }
  } finally {
    await srv.stop();
  }
});

test('seed-demo --shops N builds a large catalogue quickly (one transaction, multi-row inserts)', async () => {
  const srv = await startServer();
  try {
    const started = Date.now();
    const cli = await runCli(['seed-demo', '--shops', '3000'], { env: srv.env, timeoutMs: 120_000 });
    assert.equal(cli.code, 0, cli.stderr);
    assert.match(cli.stdout, /Marketplace catalogue: 3000 shops/);
    // The catalogue's 3000 shops beside the 36 base shops (two per district, which now have an
    // area too).
    assert.equal(await n(srv, 'SELECT count(*) AS n FROM businesses'), 3000 + 36);
    assert.ok(Date.now() - started < 60_000, `${Date.now() - started} ms`);
    const bad = await runCli(['seed-demo', '--shops=-5'], { env: srv.env });
    assert.notEqual(bad.code, 0);
    assert.match(bad.stderr, /--shops/);
  } finally {
    await srv.stop();
  }
});
