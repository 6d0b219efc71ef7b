// The permission matrix of ARCHITECTURE section 5, proven through HTTP: for every exposed table,
// every role (anon, user, merchant, admin, service) and every operation (select, insert,
// update, delete) one request that must be allowed (and touch the row) or denied (and leave
// the database as it was, checked with SQL). Targets are the caller's own rows wherever the
// role has "own" rights, so a denial means "not even your own"; a second list checks that
// own-rights never reach other people's rows.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startRestServer, createUser, insertRow, count, rows, exec } from '../lib/rest-fixtures.mjs';

let srv, world, c;
before(async () => {
  ({ srv, world, clients: c } = await startRestServer());
});
after(async () => {
  await srv?.stop();
});

const ROLES = ['anon', 'user', 'merchant', 'admin', 'service'];
const actorOf = (role) => ({ user: world.users.alice, merchant: world.users.mona, admin: world.users.adam })[role] ?? null;
const uniq = () => randomUUID().slice(0, 8);
const freshUser = () => createUser(srv, { email: `p${uniq()}@example.com`, roles: [] });
const ownerId = (actor) => actor?.id ?? world.users.bob.id;
async function ownShop(actor) {
  return insertRow(srv, 'businesses', { name: `Shop ${uniq()}`, merchant_id: actor?.id ?? null });
}

// Per table: a target row for the actor (returns its id), an insert body, a column to change.
const TABLES = {
  waitlist_emails: {
    allowed: { anon: 'I', user: 'I', merchant: 'I', admin: 'SI', service: 'SIUD' }, // admins are visitors too
    make: async () => insertRow(srv, 'waitlist_emails', { email: `w${uniq()}@example.com` }),
    body: async () => ({ email: `w${uniq()}@example.com` }),
    change: { email: 'changed@example.com' },
  },
  quick_applications: {
    allowed: { anon: 'SI', user: 'SI', merchant: 'SI', admin: 'SIUD', service: 'SIUD' },
    make: async () => insertRow(srv, 'quick_applications', quickRow()),
    body: async () => quickRow(),
    change: { business_name: 'Changed' },
  },
  merchant_applications: {
    allowed: { anon: 'SU', user: 'SU', merchant: 'SU', admin: 'SU', service: 'SIUD' },
    make: async (actor) =>
      insertRow(srv, 'merchant_applications', { application_number: `EMU-${uniq()}`, status: 'draft', user_id: actor?.id ?? null }),
    body: async () => ({ application_number: `EMU-${uniq()}`, status: 'draft' }),
    change: { business_name: 'Changed' },
  },
  businesses: {
    allowed: { anon: 'S', user: 'S', merchant: 'SU', admin: 'SIUD', service: 'SIUD' },
    make: async (actor) => ownShop(actor),
    body: async () => ({ name: `New ${uniq()}` }),
    change: { name: 'Changed' },
  },
  services: {
    allowed: { anon: 'S', user: 'S', merchant: 'SIUD', admin: 'SIUD', service: 'SIUD' },
    make: async (actor) => insertRow(srv, 'services', { shop_id: await ownShop(actor), name: `Svc ${uniq()}` }),
    body: async (actor) => ({ shop_id: await ownShop(actor), name: `Svc ${uniq()}` }),
    change: { name: 'Changed' },
  },
  business_claims: {
    allowed: { anon: '', user: '', merchant: 'SI', admin: 'S', service: 'SIUD' },
    make: async (actor) =>
      insertRow(srv, 'business_claims', { business_id: await ownShop(null), merchant_id: ownerId(actor) }),
    body: async (actor) => ({ business_id: await ownShop(null), merchant_id: ownerId(actor), claim_reason: 'mine' }),
    change: { claim_reason: 'Changed' },
  },
  bookings: {
    allowed: { anon: '', user: 'SI', merchant: 'SI', admin: 'SIUD', service: 'SIUD' },
    make: async (actor) =>
      insertRow(srv, 'bookings', { user_id: ownerId(actor), shop_id: world.shops.shop1, booking_date: '2026-04-01', booking_time: '09:00:00' }),
    body: async (actor) => ({ user_id: ownerId(actor), shop_id: world.shops.shop1, booking_date: '2026-04-02', booking_time: '09:30' }),
    change: { status: 'confirmed' },
  },
  weather_feed: {
    // What the last poll of the Observatory's feed saw (issue 30): admins read it; only the
    // server's poll writes it.
    allowed: { anon: '', user: '', merchant: '', admin: 'S', service: 'SIUD' },
    make: async () => insertRow(srv, 'weather_feed', { id: `feed-${uniq()}` }),
    body: async () => ({ id: `feed-${uniq()}` }),
    change: { last_error: 'Changed' },
  },
  blocks: {
    // Blocked time (issue 28): the owner's calendar reads it; only block-time and unblock-time
    // write it, with its booking_slots cells.
    allowed: { anon: '', user: '', merchant: 'S', admin: 'S', service: 'SIUD' },
    make: async (actor) => insertRow(srv, 'blocks', blockRow(await ownShop(actor))),
    body: async (actor) => blockRow(await ownShop(actor)),
    change: { reason: 'Changed' },
  },
  shop_clients: {
    // A shop's customers and its private notes (issue 28): the owner and admins read them; only
    // the functions (create-booking, create-manual-booking, update-client-note) write them.
    allowed: { anon: '', user: '', merchant: 'S', admin: 'S', service: 'SIUD' },
    make: async (actor) => insertRow(srv, 'shop_clients', clientRow(await ownShop(actor))),
    body: async (actor) => clientRow(await ownShop(actor)),
    change: { note: 'Changed' },
  },
  reviews: {
    // Written only by the review functions (issue 15), which keep the shop's rating: not even
    // an author or an admin writes a review here.
    allowed: { anon: 'S', user: 'S', merchant: 'S', admin: 'S', service: 'SIUD' },
    make: async (actor) => insertRow(srv, 'reviews', { user_id: ownerId(actor), shop_id: world.shops.shop1, rating: 4 }),
    body: async (actor) => ({ user_id: ownerId(actor), shop_id: world.shops.shop1, rating: 2, comment: 'meh' }),
    change: { comment: 'Changed' },
  },
  user_profiles: {
    key: 'user_id',
    allowed: { anon: '', user: 'SU', merchant: 'SU', admin: 'SIUD', service: 'SIUD' },
    // The actor's own profile when signed in (created afresh: the seeded one stays intact).
    make: async (actor) => {
      if (actor) {
        const existing = await rows(srv, `SELECT user_id FROM user_profiles WHERE user_id = '${actor.id}'`);
        if (existing.length === 0) await insertRow(srv, 'user_profiles', { user_id: actor.id, email: actor.email });
        return actor.id;
      }
      return (await freshUser()).id;
    },
    body: async () => ({ user_id: await freshUserWithoutProfile(), name: 'New' }),
    change: { name: 'Changed' },
  },
  user_roles: {
    allowed: { anon: '', user: 'S', merchant: 'S', admin: 'SIUD', service: 'SIUD' },
    make: async (actor, op) => {
      if (op === 'select' && actor) {
        return (await rows(srv, `SELECT id FROM user_roles WHERE user_id = '${actor.id}' AND role = 'user'`))[0].id;
      }
      return insertRow(srv, 'user_roles', { user_id: (await freshUser()).id, role: 'merchant' });
    },
    body: async () => ({ user_id: (await freshUser()).id, role: 'user' }),
    change: { role: 'user' },
  },
  merchants: {
    allowed: { anon: '', user: 'SU', merchant: 'SU', admin: 'SIUD', service: 'SIUD' },
    make: async (actor) => {
      const owner = actor ?? (await freshUser());
      const found = await rows(srv, `SELECT id FROM merchants WHERE user_id = '${owner.id}'`);
      if (found.length) return found[0].id;
      return insertRow(srv, 'merchants', { user_id: owner.id, business_name: 'M' });
    },
    body: async () => ({ user_id: (await freshUser()).id, business_name: 'New' }),
    change: { business_name: 'Changed' },
  },
};

function blockRow(shopId) {
  return { shop_id: shopId, starts_at: '2026-04-01T02:00:00Z', ends_at: '2026-04-01T03:00:00Z' };
}

function clientRow(shopId) {
  return { shop_id: shopId, client_key: `p:${uniq()}`, name: 'Chan Tai Man', phone: '+852 9123 4567', note: 'Private' };
}

function quickRow() {
  return {
    business_name: `Q ${uniq()}`, email: 'q@example.com', whatsapp: '+852 9123 4567', district: 'Eastern',
    business_type: 'Beauty', business_mode: 'chained',
  };
}

async function freshUserWithoutProfile() {
  const u = await freshUser();
  await exec(srv, `DELETE FROM user_profiles WHERE user_id = '${u.id}'`);
  return u.id;
}

const denied = (res) => {
  assert.ok([401, 403].includes(res.status), `expected 401/403, got ${res.status} ${JSON.stringify(res.error)}`);
  assert.equal(res.error.code, '42501');
};

async function snapshot(table, key, id) {
  return rows(srv, `SELECT * FROM ${table} WHERE ${key} = '${id}'`);
}

for (const [table, spec] of Object.entries(TABLES)) {
  const key = spec.key ?? 'id';
  for (const role of ROLES) {
    const allowed = spec.allowed[role];
    const actor = () => actorOf(role);

    test(`${table} / ${role} / select: ${allowed.includes('S') ? 'allowed' : 'denied'}`, async () => {
      const id = await spec.make(actor(), 'select');
      const res = await c[role].from(table).select(key).eq(key, id);
      if (allowed.includes('S')) {
        assert.equal(res.error, null, JSON.stringify(res.error));
        assert.deepEqual(res.data, [{ [key]: id }]);
      } else if (res.error) {
        denied(res);
      } else {
        assert.deepEqual(res.data, [], 'no row may be visible');
      }
    });

    test(`${table} / ${role} / insert: ${allowed.includes('I') ? 'allowed' : 'denied'}`, async () => {
      const body = await spec.body(actor());
      const before = await count(srv, table);
      const res = await c[role].from(table).insert(body);
      if (allowed.includes('I')) {
        assert.equal(res.error, null, JSON.stringify(res.error));
        assert.equal(res.status, 201);
        assert.equal(await count(srv, table), before + 1);
      } else {
        denied(res);
        assert.equal(await count(srv, table), before);
      }
    });

    test(`${table} / ${role} / update: ${allowed.includes('U') ? 'allowed' : 'denied'}`, async () => {
      const id = await spec.make(actor(), 'update');
      const beforeRow = await snapshot(table, key, id);
      const res = await c[role].from(table).update(spec.change).eq(key, id).select(key);
      const [col, value] = Object.entries(spec.change)[0];
      const after = await snapshot(table, key, id);
      if (allowed.includes('U')) {
        assert.equal(res.error, null, JSON.stringify(res.error));
        assert.deepEqual(res.data, [{ [key]: id }]);
        assert.equal(after[0][col], value);
      } else {
        if (res.error) denied(res);
        else assert.deepEqual(res.data, []);
        assert.deepEqual(after, beforeRow, 'row untouched');
      }
    });

    test(`${table} / ${role} / delete: ${allowed.includes('D') ? 'allowed' : 'denied'}`, async () => {
      const id = await spec.make(actor(), 'delete');
      const res = await c[role].from(table).delete().eq(key, id);
      const left = await count(srv, table, `${key} = '${id}'`);
      if (allowed.includes('D')) {
        assert.equal(res.error, null, JSON.stringify(res.error));
        assert.equal(left, 0);
      } else {
        if (res.error) denied(res);
        assert.equal(left, 1, 'row still there');
      }
    });
  }
}

// Own-rights never reach someone else's rows (Bob's rows, another merchant's shop).
test('own rights stop at other people: user vs Bob', async () => {
  const bob = world.users.bob.id;
  const booking = await insertRow(srv, 'bookings', { user_id: bob, shop_id: world.shops.shop1, booking_date: '2026-05-01', booking_time: '10:00' });
  assert.deepEqual((await c.user.from('bookings').select('id').eq('id', booking)).data, []);
  const review = await insertRow(srv, 'reviews', { user_id: bob, shop_id: world.shops.shop1, rating: 1 });
  const edit = await c.user.from('reviews').update({ comment: 'x' }).eq('id', review).select();
  assert.equal(edit.error.code, '42501');
  await c.user.from('reviews').delete().eq('id', review);
  assert.equal(await count(srv, 'reviews', `id = '${review}'`), 1);
  assert.deepEqual((await c.user.from('user_profiles').update({ name: 'x' }).eq('user_id', bob).select()).data, []);
  assert.deepEqual((await c.user.from('merchant_applications').select('id').eq('id', world.applications.pending)).data, []);
  // Writing a row in someone else's name fails the WITH CHECK.
  const fake = await c.user.from('favorites').insert({ user_id: bob, business_id: world.shops.shop1 });
  assert.equal(fake.status, 403);
  assert.equal(fake.error.code, '42501');
  assert.match(fake.error.message, /row-level security/);
  const forBob = await c.user.from('reviews').insert({ user_id: bob, shop_id: world.shops.shop1, rating: 5 });
  assert.equal(forBob.status, 403);
  assert.equal(forBob.error.code, '42501');
  const booked = await c.user.from('bookings').insert({ user_id: world.users.alice.id, shop_id: world.shops.shop1, booking_date: '2026-05-01', booking_time: '10:00', status: 'confirmed' });
  assert.equal(booked.error.code, '42501');
});

test('own rights stop at other people: merchant vs other shops', async () => {
  const other = await insertRow(srv, 'businesses', { name: 'Not Mona', merchant_id: world.users.bob.id });
  const res = await c.merchant.from('businesses').update({ name: 'Mine now' }).eq('id', other).select();
  assert.deepEqual(res.data, []);
  assert.equal((await rows(srv, `SELECT name FROM businesses WHERE id = '${other}'`))[0].name, 'Not Mona');
  const svc = await c.merchant.from('services').insert({ shop_id: other, name: 'Intruder' });
  assert.equal(svc.error.code, '42501');
  assert.equal(await count(srv, 'services', `shop_id = '${other}'`), 0);
  // A merchant may not set columns outside the owner's list (is_verified is the admin's).
  const verify = await c.merchant.from('businesses').update({ is_verified: true }).eq('id', world.shops.shop1);
  assert.equal(verify.error.code, '42501');
  const claim = await c.merchant.from('business_claims').insert({ business_id: other, merchant_id: world.users.bob.id });
  assert.equal(claim.error.code, '42501');
  const approved = await c.merchant.from('business_claims').insert({ business_id: other, merchant_id: world.users.mona.id, claim_status: 'approved' });
  assert.equal(approved.error.code, '42501');
});

test('exact id: without id=eq the capability tables refuse; anon cannot approve a draft', async () => {
  const list = await c.anon.from('quick_applications').select('*');
  assert.equal(list.status, 401);
  assert.equal(list.error.code, '42501');
  const apps = await c.anon.from('merchant_applications').select('*').eq('status', 'draft');
  assert.equal(apps.error.code, '42501');
  const draft = await insertRow(srv, 'merchant_applications', { application_number: `EMU-${uniq()}`, status: 'draft' });
  const approve = await c.anon.from('merchant_applications').update({ status: 'approved' }).eq('id', draft);
  assert.equal(approve.error.code, '42501');
  const reviewer = await c.anon.from('merchant_applications').update({ reviewed_by: 'me' }).eq('id', draft);
  assert.equal(reviewer.error.code, '42501');
  assert.equal((await rows(srv, `SELECT status FROM merchant_applications WHERE id = '${draft}'`))[0].status, 'draft');
});

test('unfiltered PATCH / DELETE are refused (21000) even for admins', async () => {
  const upd = await c.admin.from('services').update({ name: 'all' });
  assert.equal(upd.status, 400);
  assert.equal(upd.error.code, '21000');
  const del = await c.service.from('reviews').delete();
  assert.equal(del.error.code, '21000');
  assert.ok((await count(srv, 'reviews')) > 0);
});
