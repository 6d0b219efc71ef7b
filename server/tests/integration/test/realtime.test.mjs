// Realtime (issue 19) through supabase-js's own channel().on('postgres_changes', ...): the
// merchant's inbox receives a booking's INSERT and UPDATE with the row, the channel filter and
// the data API's row policies decide what each subscriber gets, a refreshed token applies to
// later rows, a bad token or key is refused, the per-channel rate limit (10 events/s) and the
// connection limit hold.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { apiKeys, client, exec, serviceClient, userToken } from '../lib/rest-fixtures.mjs';
import { at, booking, call, hkDate, person, shop } from './booking_support.mjs';
import { waitFor } from '../lib/smtp.mjs';
import { invoke, quickBody } from './functions_support.mjs';
import { listen, liveClient, openSocket, stalledClient, upgradeRequest } from './realtime_support.mjs';

let srv;
const clients = [];
before(async () => {
  srv = await startServer();
});
after(async () => {
  await Promise.all(clients.map((sb) => sb.realtime.disconnect()));
  await srv?.stop();
});

const D = hkDate(4);
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * A client whose requests and Realtime socket carry `token` (see liveClient), once it has
 * fetched that token (so its first join carries it).
 */
async function live(token) {
  const holder = { token };
  const sb = liveClient(srv.url, apiKeys(srv).anon, holder);
  clients.push(sb);
  await sb.realtime.setAuth();
  return Object.assign(sb, { holder });
}

/** A signed-in person; `rt` is their supabase-js client with Realtime. */
async function signedIn(opts) {
  const p = await person(srv, opts);
  p.rt = await live(p.token);
  return p;
}

async function ownedShop(opts) {
  const s = await shop(srv, opts);
  s.owner.rt = await live(s.owner.token);
  return s;
}

test("the merchant's inbox: a booking request's INSERT, then its confirmation's UPDATE, for this shop only", async () => {
  const s = await ownedShop({ autoConfirm: false });
  const other = await ownedShop();
  const ann = await signedIn();
  const inbox = await listen(s.owner.rt, { event: '*', table: 'bookings', filter: `shop_id=eq.${s.shopId}` });

  const elsewhere = await call(ann.sb, 'create-booking', booking(other, at(D, '10:00')));
  assert.equal(elsewhere.status, 201, JSON.stringify(elsewhere.body));
  const made = await call(ann.sb, 'create-booking', booking(s, at(D, '11:00')));
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const id = made.body.booking.id;

  const insert = await inbox.waitFor((e) => e.eventType === 'INSERT' && e.new.id === id);
  assert.equal(insert.schema, 'public');
  assert.equal(insert.table, 'bookings');
  assert.match(insert.commit_timestamp, ISO);
  assert.equal(insert.new.shop_id, s.shopId);
  assert.equal(insert.new.user_id, ann.id);
  assert.equal(insert.new.status, 'pending');
  assert.deepEqual(insert.old, {});

  const ok = await call(s.owner.sb, 'respond-booking', { bookingId: id, action: 'confirm' });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  const update = await inbox.waitFor((e) => e.eventType === 'UPDATE' && e.new.status === 'confirmed');
  assert.equal(update.new.id, id);
  assert.equal(update.old.id, id);
  // The other shop's booking came first and never reached this inbox.
  assert.equal(inbox.events.filter((e) => e.new?.shop_id === other.shopId).length, 0);

  // After unsubscribe (phx_leave) nothing more arrives on that channel.
  assert.equal(await inbox.channel.unsubscribe(), 'ok');
  const count = inbox.events.length;
  const watcher = await listen(s.owner.rt, { event: 'INSERT', table: 'bookings', filter: `shop_id=eq.${s.shopId}` });
  const later = await call(ann.sb, 'create-booking', booking(s, at(D, '16:00')));
  await watcher.waitFor((e) => e.new.id === later.body.booking.id);
  assert.equal(inbox.events.length, count);
});

test('row policies: a user sees only their own bookings, a merchant only their shop, anon none', async () => {
  const s = await ownedShop();
  const rival = await ownedShop();
  const ann = await signedIn();
  const ben = await signedIn();
  const annFeed = await listen(ann.rt, { event: '*', table: 'bookings' });
  const rivalFeed = await listen(rival.owner.rt, { event: '*', table: 'bookings' });
  const ownerFeed = await listen(s.owner.rt, { event: 'INSERT', table: 'bookings' });
  // Anon may not select bookings at all: as with row-level security the channel joins, and
  // nothing is ever sent on it.
  const anonFeed = await listen(await live(apiKeys(srv).anon), { event: '*', table: 'bookings' });

  const bens = await call(ben.sb, 'create-booking', booking(s, at(D, '12:00')));
  assert.equal(bens.status, 201, JSON.stringify(bens.body));
  const anns = await call(ann.sb, 'create-booking', booking(s, at(D, '14:00')));
  assert.equal(anns.status, 201, JSON.stringify(anns.body));

  // Changes are sent in commit order: by the time Ann's own booking reaches her, Ben's was
  // already decided for her.
  const mine = await annFeed.waitFor((e) => e.new.id === anns.body.booking.id);
  assert.equal(mine.new.user_id, ann.id);
  assert.deepEqual([...new Set(annFeed.events.map((e) => e.new.user_id))], [ann.id]);
  // The shop's owner sees both (their shop), the rival merchant neither, anon nothing.
  await ownerFeed.waitFor((e) => e.new.id === anns.body.booking.id);
  assert.deepEqual(
    ownerFeed.events.map((e) => e.new.id),
    [bens.body.booking.id, anns.body.booking.id],
  );
  assert.deepEqual(rivalFeed.events, []);
  assert.deepEqual(anonFeed.events, []);
});

test('token refresh: a refreshed access_token keeps the channel; an expired one closes it', async () => {
  const s = await ownedShop();
  const cat = await person(srv);
  const dan = await person(srv);
  // Both join with tokens that expire in 2 s; only Cat's client refreshes before that.
  const catRt = await live(userToken(srv, cat, { expiresIn: 2 }));
  const danRt = await live(userToken(srv, dan, { expiresIn: 2 }));
  const catFeed = await listen(catRt, { event: 'INSERT', table: 'bookings' });
  const danFeed = await listen(danRt, { event: 'INSERT', table: 'bookings' });
  catRt.holder.token = cat.token;
  await catRt.realtime.setAuth();
  await new Promise((r) => setTimeout(r, 2500));

  const catBooks = await call(client(srv, cat.token), 'create-booking', booking(s, at(D, '10:00')));
  assert.equal(catBooks.status, 201, JSON.stringify(catBooks.body));
  const danBooks = await call(client(srv, dan.token), 'create-booking', booking(s, at(D, '15:00')));
  assert.equal(danBooks.status, 201, JSON.stringify(danBooks.body));
  await catFeed.waitFor((e) => e.new.id === catBooks.body.booking.id);
  // Dan's token expired: the server closed his channel instead of sending his row.
  assert.equal(await danFeed.closed, 'CLOSED');
  assert.deepEqual(danFeed.events, []);

  // A refresh with a bad token closes the channel too: nothing more arrives on it.
  catRt.holder.token = 'not-a-jwt';
  await catRt.realtime.setAuth();
  const admin = serviceClient(srv);
  clients.push(admin);
  const all = await listen(admin, { event: 'INSERT', table: 'bookings', filter: `shop_id=eq.${s.shopId}` });
  const later = await call(client(srv, cat.token), 'create-booking', booking(s, at(D, '17:00')));
  assert.equal(later.status, 201, JSON.stringify(later.body));
  await all.waitFor((e) => e.new.id === later.body.booking.id);
  await new Promise((r) => setTimeout(r, 200));
  assert.deepEqual(catFeed.events.map((e) => e.new.id), [catBooks.body.booking.id]);
});

test('refusals: a bad or expired token, an unknown table or filter; no apikey, a wrong apikey', async () => {
  await assert.rejects(listen(await live('not-a-jwt'), { event: '*', table: 'bookings' }), /Invalid token/);
  const eve = await person(srv);
  await assert.rejects(
    listen(await live(userToken(srv, eve, { expiresIn: -60 })), { event: '*', table: 'bookings' }),
    /Token has expired/,
  );

  const fay = await signedIn();
  await assert.rejects(listen(fay.rt, { event: '*', table: 'users' }), /Realtime is not enabled for table users/);
  await assert.rejects(listen(fay.rt, { event: '*', table: 'bookings', filter: 'shop_id=like.x' }), /Invalid filter/);
  await assert.rejects(listen(fay.rt, { event: '*', table: 'bookings', filter: 'nope=eq.1' }), /Invalid filter/);

  const none = await upgradeRequest(srv.url, '?vsn=2.0.0');
  assert.equal(none.status, 401);
  assert.deepEqual(none.body, { message: 'No API key found in request' });
  const wrong = await upgradeRequest(srv.url, '?apikey=abc&vsn=2.0.0');
  assert.equal(wrong.status, 401);
  assert.deepEqual(wrong.body, { message: 'Invalid API key' });
  const good = await upgradeRequest(srv.url, `?apikey=${apiKeys(srv).anon}&vsn=2.0.0`);
  assert.equal(good.status, 101);
});

test('rows readable only by their exact id (a quick application) are not sent to a subscriber without it', async () => {
  const { anon } = apiKeys(srv);
  const anonFeed = await listen(await live(anon), { event: 'INSERT', table: 'quick_applications' });
  const admin = serviceClient(srv);
  clients.push(admin);
  const all = await listen(admin, { event: 'INSERT', table: 'quick_applications' });
  const body = quickBody();
  const res = await invoke(client(srv), 'quick-apply', body);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const { new: row } = await all.waitFor((e) => e.new.email === body.email);
  assert.deepEqual(anonFeed.events, []);
  // Knowing the id is enough: a filter on it is answered.
  const mine = await listen(await live(anon), { event: 'UPDATE', table: 'quick_applications', filter: `id=eq.${row.id}` });
  await exec(srv, `UPDATE quick_applications SET instagram = '@glow.hk' WHERE id = '${row.id}'`);
  const upd = await mine.waitFor((e) => e.new.id === row.id);
  assert.equal(upd.new.instagram, '@glow.hk');
});

test('heartbeat on topic phoenix is answered; a push to a channel not joined is refused', async () => {
  const ws = await openSocket(srv.url, apiKeys(srv).anon);
  const replies = [];
  ws.onmessage = (m) => replies.push(JSON.parse(m.data));
  ws.send(JSON.stringify([null, '7', 'phoenix', 'heartbeat', {}]));
  ws.send(JSON.stringify(['3', '8', 'realtime:never-joined', 'access_token', { access_token: 'x' }]));
  await waitFor(() => replies.length === 2, { timeoutMs: 5000, what: 'two replies' });
  ws.close();
  assert.deepEqual(replies, [
    [null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }],
    ['3', '8', 'realtime:never-joined', 'phx_reply', { status: 'error', response: { reason: 'unmatched topic' } }],
  ]);
});

test('rate limit: at most 10 events per second reach one channel', async () => {
  const admin = serviceClient(srv);
  clients.push(admin);
  const feed = await listen(admin, { event: 'INSERT', table: 'businesses' });
  const values = Array.from(
    { length: 15 },
    (_, i) => `INSERT INTO businesses (id, name, address, district) VALUES ` +
      `('${crypto.randomUUID()}', 'Burst ${i}', '1 Queen''s Road', 'Wan Chai');`,
  );
  await exec(srv, `BEGIN;\n${values.join('\n')}\nCOMMIT;`);
  await feed.waitFor((e) => e.new.name === 'Burst 0');
  await new Promise((r) => setTimeout(r, 600));
  const n = feed.events.length;
  assert.ok(n >= 10 && n <= 11, `received ${n} of 15 events in the first second`);
});

test('limits: sockets beyond EMU_REALTIME_MAX_CONNECTIONS get 503; a client that stops reading is dropped', async () => {
  const small = await startServer({
    env: { EMU_REALTIME_MAX_CONNECTIONS: '2', EMU_REALTIME_SEND_QUEUE: '16', EMU_REALTIME_EVENTS_PER_SECOND: '100000' },
  });
  try {
    const { anon } = apiKeys(small);
    const a = await openSocket(small.url, anon);
    const b = await openSocket(small.url, anon);
    const third = await upgradeRequest(small.url, `?apikey=${anon}&vsn=2.0.0`);
    assert.equal(third.status, 503);
    assert.deepEqual(third.body, { message: 'Too many realtime connections' });
    a.close();
    await new Promise((r) => setTimeout(r, 200));
    const again = await upgradeRequest(small.url, `?apikey=${anon}&vsn=2.0.0`);
    assert.equal(again.status, 101);
    b.close();
    await new Promise((r) => setTimeout(r, 200));

    // 3,000 new shops of ~4 kB each (12 MB of frames) for a client that never reads: the
    // socket buffers fill, then its send queue (16 frames), and the server closes it rather
    // than holding the rest.
    const slow = await stalledClient(small.url, anon, apiKeys(small).service, { event: 'INSERT', table: 'businesses' });
    await new Promise((r) => setTimeout(r, 500));
    await exec(
      small,
      small.db.kind === 'sqlite'
        ? `WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < 3000)
           INSERT INTO businesses (name, district, description) SELECT 'Slow ' || n, 'Wan Chai', printf('%.4000c', 'x') FROM g;`
        : `INSERT INTO businesses (name, district, description) SELECT 'Slow ' || n, 'Wan Chai', repeat('x', 4000) FROM generate_series(1, 3000) n;`,
    );
    await waitFor(() => small.logs().includes('does not read its frames'), { timeoutMs: 30_000, what: 'the drop' });
    const { bytes, closed } = await slow.resume();
    assert.ok(closed, 'the server closed the stalled socket');
    assert.ok(bytes < 3000 * 4000, `only what was in flight arrived (${bytes} bytes)`);
    // The server itself is fine and takes new sockets.
    assert.equal((await upgradeRequest(small.url, `?apikey=${anon}&vsn=2.0.0`)).status, 101);
  } finally {
    await small.stop();
  }
});
