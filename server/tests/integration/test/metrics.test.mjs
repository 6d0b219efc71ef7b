// GET /metrics: Prometheus text with request counters, latency histograms and DB pool
// gauges; unknown paths must not create new label values.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { startServer } from '../lib/server.mjs';
import { request } from '../lib/http.mjs';
import { parseMetrics, findSamples } from '../lib/fixtures.mjs';

let srv;
before(async () => {
  srv = await startServer();
});
after(async () => {
  await srv?.stop();
});

async function scrape() {
  const res = await request(`${srv.url}/metrics`);
  assert.equal(res.status, 200);
  assert.match(String(res.headers['content-type']), /^text\/plain/);
  return { text: res.text(), samples: parseMetrics(res.text()) };
}

const HEALTHZ = { method: 'GET', route: '/healthz', status: '200' };

function healthzCount(samples) {
  const s = findSamples(samples, 'emu_http_requests_total', HEALTHZ);
  assert.equal(s.length, 1, `one emu_http_requests_total{method="GET",route="/healthz",status="200"} sample, got ${JSON.stringify(s)}`);
  return s[0].value;
}

test('emu_http_requests_total counts GET /healthz and grows', async () => {
  for (let i = 0; i < 3; i++) assert.equal((await request(`${srv.url}/healthz`)).status, 200);
  const { text, samples } = await scrape();
  assert.match(text, /^emu_http_requests_total\{[^}]*\} \d/m);
  const first = healthzCount(samples);
  assert.ok(first >= 3, `count ${first} >= 3`);
  for (let i = 0; i < 5; i++) await request(`${srv.url}/healthz`);
  const second = healthzCount((await scrape()).samples);
  assert.ok(second >= first + 5, `count grew from ${first} by >= 5, got ${second}`);
});

test('the exact sample line from the contract is present', async () => {
  await request(`${srv.url}/healthz`);
  const { text } = await scrape();
  assert.match(text, /^emu_http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+(\.\d+)?$/m);
});

test('latency histogram for /healthz: +Inf bucket, _count and _sum', async () => {
  await request(`${srv.url}/healthz`);
  const { samples } = await scrape();
  const inf = findSamples(samples, 'emu_http_request_duration_seconds_bucket', { route: '/healthz', le: '+Inf' });
  assert.ok(inf.length >= 1, 'emu_http_request_duration_seconds_bucket{route="/healthz",le="+Inf"}');
  assert.ok(inf[0].value >= 1);
  const count = findSamples(samples, 'emu_http_request_duration_seconds_count', { route: '/healthz' });
  const sum = findSamples(samples, 'emu_http_request_duration_seconds_sum', { route: '/healthz' });
  assert.ok(count.length >= 1, 'emu_http_request_duration_seconds_count{route="/healthz"}');
  assert.ok(sum.length >= 1, 'emu_http_request_duration_seconds_sum{route="/healthz"}');
  assert.equal(count[0].value, inf[0].value, '_count equals the +Inf bucket');
  assert.ok(sum[0].value >= 0);
  // Buckets are cumulative: non-decreasing in le.
  const buckets = findSamples(samples, 'emu_http_request_duration_seconds_bucket', { route: '/healthz' })
    .filter((s) => s.labels.method === inf[0].labels.method)
    .map((s) => [s.labels.le === '+Inf' ? Infinity : Number(s.labels.le), s.value])
    .sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < buckets.length; i++) assert.ok(buckets[i][1] >= buckets[i - 1][1], `cumulative buckets: ${JSON.stringify(buckets)}`);
});

test('database pool gauges', async () => {
  const { samples } = await scrape();
  for (const [name, labels] of [
    ['emu_db_pool_connections', { state: 'in_use' }],
    ['emu_db_pool_connections', { state: 'idle' }],
    ['emu_db_pool_capacity', {}],
    ['emu_db_pool_waiting', {}],
  ]) {
    const s = findSamples(samples, name, labels);
    assert.ok(s.length >= 1, `${name}${JSON.stringify(labels)} present`);
    assert.ok(Number.isFinite(s[0].value) && s[0].value >= 0, `${name} value ${s[0].value}`);
  }
  assert.ok(findSamples(samples, 'emu_db_pool_capacity')[0].value >= 1, 'capacity >= 1');
});

test('unknown paths are counted as route="unmatched" and add no route labels', async () => {
  const routesOf = (samples) => new Set(findSamples(samples, 'emu_http_requests_total').map((s) => s.labels.route));
  // Warm up every kind of path first, so their (legitimate) labels already exist.
  await request(`${srv.url}/rest/v1/warmup_${randomBytes(4).toString('hex')}`);
  await request(`${srv.url}/warmup/${randomBytes(4).toString('hex')}`);
  await request(`${srv.url}/nope-${randomBytes(4).toString('hex')}.txt`);
  const before = routesOf((await scrape()).samples);

  const tokens = [];
  for (let i = 0; i < 20; i++) {
    const t = `zz${randomBytes(6).toString('hex')}`;
    tokens.push(t);
    const prefix = ['/rest/v1/', '/auth/v1/', '/functions/v1/', '/storage/v1/', '/'][i % 5];
    await request(`${srv.url}${prefix}${t}/${i}`);
  }
  const { text, samples } = await scrape();
  for (const t of tokens) assert.ok(!text.includes(t), `metrics mention the random path token ${t}`);
  const after = routesOf(samples);
  const added = [...after].filter((r) => !before.has(r));
  assert.deepEqual(added, [], 'no new route labels');
  const unmatched = findSamples(samples, 'emu_http_requests_total', { route: 'unmatched', status: '404' });
  assert.ok(unmatched.length >= 1, 'emu_http_requests_total{route="unmatched",status="404"}');
  assert.ok(unmatched.reduce((a, s) => a + s.value, 0) >= 16, 'the 16 unknown API paths are counted as unmatched');
});
