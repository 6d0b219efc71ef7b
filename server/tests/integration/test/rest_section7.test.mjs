// Every data query of the product spec's section 7, sent through supabase-js as the SPA sends
// it, with the rows it must return (and, for writes, the rows in the database afterwards).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startRestServer, count, rows, ok } from '../lib/rest-fixtures.mjs';

let srv, world, c;
before(async () => {
  ({ srv, world, clients: c } = await startRestServer());
});
after(async () => {
  await srv?.stop();
});

test('user_roles: select role by user_id (own)', async () => {
  const data = ok(await c.user.from('user_roles').select('role').eq('user_id', world.users.alice.id));
  assert.deepEqual(data, [{ role: 'user' }]);
  const mona = ok(await c.merchant.from('user_roles').select('role').eq('user_id', world.users.mona.id).order('role'));
  assert.deepEqual(mona, [{ role: 'merchant' }, { role: 'user' }]);
});

test('user_roles: admin selects merchants, and all', async () => {
  const merchants = ok(await c.admin.from('user_roles').select('user_id, role').eq('role', 'merchant'));
  assert.deepEqual(merchants, [{ user_id: world.users.mona.id, role: 'merchant' }]);
  const all = ok(await c.admin.from('user_roles').select('user_id, role'));
  assert.equal(all.length, 6);
});

test('user_roles: upsert on (user_id, role) is idempotent', async () => {
  const row = { user_id: world.users.bob.id, role: 'merchant' };
  ok(await c.admin.from('user_roles').upsert(row, { onConflict: 'user_id,role' }));
  ok(await c.admin.from('user_roles').upsert(row, { onConflict: 'user_id,role' }));
  assert.equal(await count(srv, 'user_roles', `user_id = '${row.user_id}' AND role = 'merchant'`), 1);
  const res = await c.admin.from('user_roles').upsert(row, { onConflict: 'user_id,role' }).select('user_id, role');
  assert.deepEqual(ok(res), [row]);
});

test('merchants: insert {user_id, business_name, onboarding_complete}', async () => {
  const res = await c.admin
    .from('merchants')
    .insert({ user_id: world.users.bob.id, business_name: 'Bob Beauty', onboarding_complete: false });
  assert.equal(res.status, 201);
  const r = await rows(srv, `SELECT business_name FROM merchants WHERE user_id = '${world.users.bob.id}'`);
  assert.deepEqual(r, [{ business_name: 'Bob Beauty' }]);
});

test('merchants: a signed-in user upserts only their own row (merchant sign-up callback)', async () => {
  const me = world.users.alice.id;
  const own = { user_id: me, business_name: 'Alice Nails', onboarding_complete: false };
  ok(await c.user.from('merchants').upsert(own, { onConflict: 'user_id' }));
  ok(await c.user.from('merchants').upsert(own, { onConflict: 'user_id' }));
  assert.deepEqual(await rows(srv, `SELECT business_name FROM merchants WHERE user_id = '${me}'`), [
    { business_name: 'Alice Nails' },
  ]);
  const other = await c.user
    .from('merchants')
    .insert({ user_id: world.users.adam.id, business_name: 'Not mine', onboarding_complete: false });
  assert.equal(other.error?.code, '42501');
  assert.equal(await count(srv, 'merchants', `business_name = 'Not mine'`), 0);
});

test('quick_applications: insert returning the row, then select it by id', async () => {
  const input = {
    business_name: 'Nail Bar', email: 'nail@example.com', whatsapp: '+852 9876 5432',
    district: 'Sha Tin', business_type: 'Nail Salon', business_mode: 'freelancer', instagram: '@nailbar',
  };
  const row = ok(await c.anon.from('quick_applications').insert(input).select().single());
  assert.match(row.id, /^[0-9a-f-]{36}$/);
  assert.equal(row.completed, false);
  assert.match(row.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
  for (const [k, v] of Object.entries(input)) assert.equal(row[k], v);
  const again = ok(await c.anon.from('quick_applications').select('*').eq('id', row.id).single());
  assert.deepEqual(again, row);
});

test('quick_applications: update completed and onboarding_completed_at', async () => {
  const at = '2026-03-01T09:30:00.000Z';
  const data = ok(
    await c.admin
      .from('quick_applications')
      .update({ completed: true, onboarding_completed_at: at })
      .eq('id', world.quick.quick1)
      .select('completed, onboarding_completed_at'),
  );
  assert.equal(data.length, 1);
  assert.equal(data[0].completed, true);
  assert.equal(new Date(data[0].onboarding_completed_at).toISOString(), at);
  const r = await rows(srv, `SELECT completed FROM quick_applications WHERE id = '${world.quick.quick1}'`);
  assert.ok(r[0].completed === true || r[0].completed === 1);
});

test('merchant_applications: select by id (single) for the complete-profile screen', async () => {
  const row = ok(await c.anon.from('merchant_applications').select('*').eq('id', world.applications.draft).single());
  assert.equal(row.id, world.applications.draft);
  assert.equal(row.status, 'draft');
  assert.deepEqual(row.business_types, []);
  const sel = ok(
    await c.admin
      .from('merchant_applications')
      .select('user_id, contact_email, business_name, rejection_reason')
      .eq('id', world.applications.pending)
      .single(),
  );
  assert.deepEqual(sel, {
    user_id: world.users.bob.id, contact_email: 'bob@example.com', business_name: 'Bob Beauty', rejection_reason: null,
  });
});

test('merchant_applications: list by status ordered by created_at desc, and counts by status', async () => {
  const all = ok(await c.admin.from('merchant_applications').select('id, status').order('created_at', { ascending: false }));
  assert.deepEqual(all.map((r) => r.id), [world.applications.pending, world.applications.draft]);
  const pending = ok(
    await c.admin.from('merchant_applications').select('*').eq('status', 'pending_review').order('created_at', { ascending: false }),
  );
  assert.deepEqual(pending.map((r) => r.id), [world.applications.pending]);
  for (const [status, n] of [['pending_review', 1], ['approved', 0], ['rejected', 0]]) {
    const res = await c.admin.from('merchant_applications').select('*', { count: 'exact', head: true }).eq('status', status);
    assert.equal(res.error, null);
    assert.equal(res.count, n, status);
    assert.equal(res.data, null);
  }
  const total = await c.admin.from('merchant_applications').select('*', { count: 'exact', head: true });
  assert.equal(total.count, 2);
});

test('merchant_applications: update the whole draft with completion_percentage and status', async () => {
  const changes = {
    contact_person: 'Quinn Chan', contact_person_role: 'Owner', contact_whatsapp: '+852 9000 0000',
    contact_email_secondary: 'q2@example.com', business_types: ['Beauty', 'Massage'], description: 'A shop',
    completion_percentage: 85, status: 'pending_review',
  };
  const res = await c.anon.from('merchant_applications').update(changes).eq('id', world.applications.draft);
  assert.equal(res.error, null);
  assert.equal(res.status, 204);
  const r = await rows(srv, `SELECT status, completion_percentage, contact_person FROM merchant_applications WHERE id = '${world.applications.draft}'`);
  assert.deepEqual(r, [{ status: 'pending_review', completion_percentage: 85, contact_person: 'Quinn Chan' }]);
  // A submitted application is no longer a draft: the link cannot change it again.
  const again = await c.anon.from('merchant_applications').update({ status: 'draft' }).eq('id', world.applications.draft).select();
  assert.deepEqual(again.data, []);
});

test('waitlist_emails: insert; a duplicate answers 23505 with the key', async () => {
  const first = await c.anon.from('waitlist_emails').insert({ email: 'new@example.com' });
  assert.equal(first.error, null);
  assert.equal(first.status, 201);
  const dup = await c.anon.from('waitlist_emails').insert({ email: 'new@example.com' });
  assert.equal(dup.status, 409);
  assert.equal(dup.error.code, '23505');
  assert.equal(dup.error.details, 'Key (email)=(new@example.com) already exists.');
  assert.match(dup.error.message, /waitlist_emails_email_key/);
  assert.equal(await count(srv, 'waitlist_emails', "email = 'new@example.com'"), 1);
});

test('business_claims: counts per claim_status and the list with the joined business', async () => {
  const pending = await c.admin.from('business_claims').select('*', { count: 'exact', head: true }).eq('claim_status', 'pending');
  assert.equal(pending.count, 1);
  const approved = await c.admin.from('business_claims').select('*', { count: 'exact', head: true }).eq('claim_status', 'approved');
  assert.equal(approved.count, 0);
  const select = '*, business:businesses(id, name, address, district, phone_number, website, instagram_url, service_type, categories)';
  for (const ascending of [true, false]) {
    const list = ok(await c.admin.from('business_claims').select(select).eq('claim_status', 'pending').order('created_at', { ascending }));
    assert.equal(list.length, 1);
    assert.equal(list[0].id, world.claims.claim1);
    assert.deepEqual(list[0].business, {
      id: world.shops.shop3, name: 'Open Hair', address: null, district: 'Wan Chai', phone_number: null,
      website: null, instagram_url: null, service_type: null, categories: [],
    });
    assert.deepEqual(list[0].proof_documents, []);
  }
  const mine = ok(await c.merchant.from('business_claims').select('id, business:businesses(name)'));
  assert.deepEqual(mine, [{ id: world.claims.claim1, business: { name: 'Open Hair' } }]);
});

test('businesses: is_claimed/claimed_by by id, and by merchant_id', async () => {
  const one = ok(await c.anon.from('businesses').select('is_claimed, claimed_by').eq('id', world.shops.shop1).single());
  assert.deepEqual(one, { is_claimed: true, claimed_by: world.users.mona.id });
  const mine = ok(await c.merchant.from('businesses').select('id, name').eq('merchant_id', world.users.mona.id));
  assert.deepEqual(mine, [{ id: world.shops.shop1, name: 'Mona Nails' }]);
});

test('services by shop_id (active only for visitors)', async () => {
  const list = ok(await c.anon.from('services').select('*').eq('shop_id', world.shops.shop1));
  assert.deepEqual(list.map((s) => s.name), ['Gel nails']);
  assert.equal(list[0].price, 280);
  const owner = ok(await c.merchant.from('services').select('name').eq('shop_id', world.shops.shop1).order('name'));
  assert.deepEqual(owner.map((s) => s.name), ['Gel nails', 'Old service']);
});

test('bookings by shop with the booker (user_profiles) and the service, latest 10', async () => {
  const list = ok(
    await c.merchant
      .from('bookings')
      .select('*, user:user_profiles(email, name), service:services(name, price, duration)')
      .eq('shop_id', world.shops.shop1)
      .order('created_at', { ascending: false })
      .limit(10),
  );
  assert.equal(list.length, 1);
  assert.equal(list[0].id, world.bookings.booking1);
  assert.deepEqual(list[0].user, { email: 'alice@example.com', name: 'Alice' });
  assert.deepEqual(list[0].service, { name: 'Gel nails', price: 280, duration: 60 });
  assert.equal(list[0].booking_date, '2026-02-01');
  assert.equal(list[0].booking_time, '10:00:00');
});

test('bookings by user with service and shop', async () => {
  const list = ok(
    await c.user.from('bookings').select('*, service:services(*), shop:businesses(*)').eq('user_id', world.users.alice.id),
  );
  assert.equal(list.length, 1);
  assert.equal(list[0].service.name, 'Gel nails');
  assert.equal(list[0].shop.name, 'Mona Nails');
  assert.deepEqual(list[0].shop.business_types, ['Nail Salon', 'Beauty']);
});

test('user_profiles by user_id', async () => {
  const me = ok(await c.user.from('user_profiles').select('*').eq('user_id', world.users.alice.id).single());
  assert.equal(me.email, 'alice@example.com');
  assert.equal(me.name, 'Alice');
  const other = ok(await c.user.from('user_profiles').select('*').eq('user_id', world.users.bob.id));
  assert.deepEqual(other, []);
});

test('reviews by user with the shop name, address, district and business_types', async () => {
  const list = ok(
    await c.user
      .from('reviews')
      .select('*, shop:businesses(name, address, district, business_types)')
      .eq('user_id', world.users.alice.id)
      .order('created_at', { ascending: false }),
  );
  assert.equal(list.length, 1);
  assert.equal(list[0].rating, 5);
  assert.deepEqual(list[0].shop, {
    name: 'Mona Nails', address: '1 Queen Rd', district: 'Central and Western', business_types: ['Nail Salon', 'Beauty'],
  });
});

test('rpc get_all_users_with_roles: admins get every user with roles; others 42501', async () => {
  const users = ok(await c.admin.rpc('get_all_users_with_roles'));
  assert.equal(users.length, 4);
  const byEmail = Object.fromEntries(users.map((u) => [u.email, u]));
  assert.deepEqual(byEmail['mona@example.com'].roles, ['merchant', 'user']);
  assert.equal(byEmail['mona@example.com'].name, 'Mona');
  assert.equal(byEmail['mona@example.com'].id, world.users.mona.id);
  assert.equal(byEmail['alice@example.com'].last_sign_in_at, null);
  assert.match(byEmail['adam@example.com'].created_at, /Z$/);
  const denied = await c.user.rpc('get_all_users_with_roles');
  assert.equal(denied.status, 403);
  assert.equal(denied.error.code, '42501');
  const anon = await c.anon.rpc('get_all_users_with_roles');
  assert.equal(anon.status, 401);
  const unknown = await c.admin.rpc('no_such_function');
  assert.equal(unknown.status, 404);
  assert.equal(unknown.error.code, 'PGRST202');
});

test('businesses: admin updates the editable fields by id', async () => {
  const changes = {
    name: 'Open Hair Studio', address: '9 Hennessy Rd', district: 'Wan Chai', phone_number: '+852 2345 6789',
    website: 'https://hair.example.com', description: 'Cuts', business_types: ['Hair Salon', 'Beauty'],
    operating_hours: { mon: '10:00-19:00' }, is_verified: true, is_active: true, updated_at: '2026-03-02T00:00:00Z',
  };
  const res = await c.admin.from('businesses').update(changes).eq('id', world.shops.shop3).select().single();
  const row = ok(res);
  assert.equal(row.name, 'Open Hair Studio');
  assert.deepEqual(row.operating_hours, { mon: '10:00-19:00' });
  assert.equal(row.is_verified, true);
  assert.equal(new Date(row.updated_at).toISOString(), '2026-03-02T00:00:00.000Z');
});

test('businesses: admin delete removes its services and claims (cascade)', async () => {
  const res = await c.admin.from('businesses').delete().eq('id', world.shops.shop3);
  assert.equal(res.error, null);
  assert.equal(res.status, 204);
  assert.equal(await count(srv, 'businesses', `id = '${world.shops.shop3}'`), 0);
  assert.equal(await count(srv, 'services', `shop_id = '${world.shops.shop3}'`), 0);
  assert.equal(await count(srv, 'business_claims', `business_id = '${world.shops.shop3}'`), 0);
});
