// Two emu-server instances behind nginx on one PostgreSQL (issue 19, ARCHITECTURE section 10):
// a session started on one refreshes on the other, a write on one is read at once on the other
// (each instance's read cache), rate limits count across both, each outbox e-mail is delivered
// exactly once with both workers running, a shop changed through one is searched at once on the
// other (each instance's search index), a booking made through one reaches a Realtime
// subscriber connected to the other (and one connected through nginx), and a SIGKILL of one
// instance under load loses no acknowledged write. PostgreSQL only (run.sh postgres).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { dbKind } from '../lib/db.mjs';
import { freePort, startServer } from '../lib/server.mjs';
import { apiKeys } from '../lib/rest-fixtures.mjs';
import { startSmtpSink, waitFor } from '../lib/smtp.mjs';
import { NGINX, startNginx } from '../lib/nginx.mjs';
import { at, booking, call, hkDate, person, shop } from './booking_support.mjs';
import { quickBody, invoke } from './functions_support.mjs';
import { listen, liveClient } from './realtime_support.mjs';

const skip =
  dbKind() !== 'postgres'
    ? 'two instances share one PostgreSQL (run.sh postgres)'
    : !existsSync(NGINX)
      ? `nginx not found at ${NGINX}`
      : false;

let a;
let b;
let nginx;
let lb; // the load balancer's URL
let sink;
const clients = [];

function sb(url, key, token) {
  const c = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  });
  clients.push(c);
  return c;
}

before(async () => {
  if (skip) return;
  sink = await startSmtpSink();
  const port = await freePort();
  lb = `http://127.0.0.1:${port}`;
  const env = {
    EMU_SITE_URL: lb,
    EMU_SMTP_URL: sink.url,
    EMU_OUTBOX_POLL_MS: '50',
    EMU_RATE_SIGNIN_EMAIL: '3/300',
  };
  a = await startServer({ env });
  b = await startServer({
    db: a.db,
    env: { ...env, EMU_JWT_KEY_FILE: a.env.EMU_JWT_KEY_FILE, EMU_STORAGE_DIR: a.env.EMU_STORAGE_DIR },
  });
  nginx = await startNginx(port, [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`], a.tmpDir);
});

after(async () => {
  await Promise.all(clients.map((c) => c.realtime.disconnect()));
  nginx?.kill('SIGTERM');
  await b?.stop({ keepFiles: true });
  await a?.stop();
  await sink?.stop();
});

test('a session started on one instance refreshes on the other', { skip }, async () => {
  const { anon, service } = apiKeys(a);
  const email = `two-${randomUUID().slice(0, 8)}@example.hk`;
  const created = await sb(a.url, service).auth.admin.createUser({ email, password: 'Two-instances-1', email_confirm: true });
  assert.equal(created.error, null);
  const onA = sb(a.url, anon);
  const signed = await onA.auth.signInWithPassword({ email, password: 'Two-instances-1' });
  assert.equal(signed.error, null);
  const onB = sb(b.url, anon);
  const refreshed = await onB.auth.refreshSession({ refresh_token: signed.data.session.refresh_token });
  assert.equal(refreshed.error, null);
  assert.equal(refreshed.data.user.email, email);
  assert.notEqual(refreshed.data.session.access_token, signed.data.session.access_token);
  // The old refresh token is spent on A too (one database).
  const reuse = await sb(a.url, anon).auth.refreshSession({ refresh_token: refreshed.data.session.refresh_token });
  assert.equal(reuse.error, null);
  const { data } = await sb(b.url, anon, reuse.data.session.access_token).auth.getUser(reuse.data.session.access_token);
  assert.equal(data.user.email, email);
});

test('a write on one instance is read at once on the other (read caches)', { skip }, async () => {
  const { service } = apiKeys(a);
  const s = await shop(a);
  const readB = async () => (await sb(b.url, service).from('businesses').select('name').eq('id', s.shopId).single()).data.name;
  // Twice: the second read is served from B's cache.
  assert.equal(await readB(), 'Glow Nails');
  assert.equal(await readB(), 'Glow Nails');
  const upd = await sb(a.url, service).from('businesses').update({ name: 'Glow Nails Causeway Bay' }).eq('id', s.shopId);
  assert.equal(upd.error, null);
  assert.equal(await readB(), 'Glow Nails Causeway Bay');
});

test('a shop renamed, recategorised or closed through one instance is searched at once on the other (search indexes)', { skip }, async () => {
  const { anon, service } = apiKeys(a);
  const s = await shop(a);
  const word = `zebra${randomUUID().slice(0, 6)}`;
  const searchB = async (body) => {
    const res = await invoke(sb(b.url, anon), 'search-shops', body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.shops.map((x) => x.id);
  };
  assert.deepEqual(await searchB({ q: word }), []);
  // Every write below goes through A; B must answer from its own index without waiting.
  const renamed = await sb(a.url, service).from('businesses').update({ name: `Glow ${word}` }).eq('id', s.shopId);
  assert.equal(renamed.error, null);
  assert.deepEqual(await searchB({ q: word }), [s.shopId]);
  const cat = await sb(a.url, service).from('business_categories').insert({ business_id: s.shopId, category: 'spa' });
  assert.equal(cat.error, null);
  assert.deepEqual(await searchB({ q: word, category: 'spa' }), [s.shopId]);
  const closed = await sb(a.url, service).from('businesses').update({ is_active: false }).eq('id', s.shopId);
  assert.equal(closed.error, null);
  assert.deepEqual(await searchB({ q: word }), []);
});

test('rate limits count across both instances', { skip }, async () => {
  const { anon, service } = apiKeys(a);
  const email = `rate-${randomUUID().slice(0, 8)}@example.hk`;
  await sb(a.url, service).auth.admin.createUser({ email, password: 'Right-password-1', email_confirm: true });
  const statuses = [];
  for (const url of [a.url, b.url, a.url, b.url]) {
    const { error } = await sb(url, anon).auth.signInWithPassword({ email, password: 'Wrong-password-1' });
    statuses.push(error?.status);
  }
  // EMU_RATE_SIGNIN_EMAIL=3/300: three attempts in all, whichever instance answered them.
  assert.deepEqual(statuses, [400, 400, 400, 429]);
});

test('each outbox e-mail is delivered exactly once with both workers running', { skip }, async () => {
  const { anon } = apiKeys(a);
  const before = new Set((await sink.messages()).map((m) => m.outbox_id));
  for (let i = 0; i < 10; i++) {
    const res = await invoke(sb(i % 2 ? b.url : a.url, anon), 'quick-apply', quickBody());
    assert.equal(res.status, 200, JSON.stringify(res.body));
  }
  await waitFor(async () => (await a.db.query("SELECT id FROM email_outbox WHERE status <> 'sent'")).length === 0, {
    timeoutMs: 20_000,
    what: 'every e-mail sent',
  });
  const received = (await sink.messages()).filter((m) => !before.has(m.outbox_id));
  const ids = received.map((m) => m.outbox_id);
  assert.equal(ids.length, 20);
  assert.equal(new Set(ids).size, 20, 'no e-mail delivered twice');
});

test('a booking made through one instance reaches Realtime subscribers on the other and through nginx', { skip }, async () => {
  const { anon } = apiKeys(a);
  const s = await shop(a);
  const viaB = liveClient(b.url, anon, { token: s.owner.token });
  const viaLb = liveClient(lb, anon, { token: s.owner.token });
  clients.push(viaB, viaLb);
  await viaB.realtime.setAuth();
  await viaLb.realtime.setAuth();
  const onB = await listen(viaB, { event: 'INSERT', table: 'bookings', filter: `shop_id=eq.${s.shopId}` });
  const onLb = await listen(viaLb, { event: 'INSERT', table: 'bookings', filter: `shop_id=eq.${s.shopId}` });
  const ann = await person(a);
  const made = await call(sb(a.url, anon, ann.token), 'create-booking', booking(s, at(hkDate(3), '11:00')));
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const got = await onB.waitFor((e) => e.new.id === made.body.booking.id);
  assert.equal(got.new.user_id, ann.id);
  await onLb.waitFor((e) => e.new.id === made.body.booking.id);
});

test('SIGKILL of one instance under load loses no acknowledged write', { skip }, async () => {
  const { anon } = apiKeys(a);
  const acknowledged = [];
  let killedAt = -1;
  let next = 0;
  const total = 80;
  async function worker() {
    while (next < total) {
      const email = `load-${next++}-${randomUUID().slice(0, 6)}@example.hk`;
      try {
        const res = await fetch(`${lb}/rest/v1/waitlist_emails`, {
          method: 'POST',
          headers: { apikey: anon, Authorization: `Bearer ${anon}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
          body: JSON.stringify({ email }),
        });
        if (res.status === 201) acknowledged.push(email);
      } catch {
        // a connection cut by the kill: not acknowledged
      }
      if (acknowledged.length === 20 && killedAt < 0) {
        killedAt = acknowledged.length;
        process.kill(a.pid, 'SIGKILL');
      }
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  assert.ok(killedAt > 0, 'the kill happened mid-load');
  assert.ok(acknowledged.length > killedAt, 'writes went on through the other instance');
  const stored = new Set((await a.db.query('SELECT email FROM waitlist_emails')).map((r) => r.email));
  const lost = acknowledged.filter((e) => !stored.has(e));
  assert.deepEqual(lost, []);
});
