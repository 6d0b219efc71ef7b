// Who may read and write the discovery tables of migration 0009 (marketplace.md C.3): what a
// shop page shows is readable by anyone while the shop is active; reviews only when
// published; favourites and profile preferences only by their owner; the owner edits their
// own shop's rows. Through supabase-js, as the SPA sends it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startRestServer, insertRow, client, count, rows, ok } from '../lib/rest-fixtures.mjs';

let srv, world, c, staff;
before(async () => {
  ({ srv, world, clients: c } = await startRestServer());
  const { shop1, shop2, shop3 } = world.shops;
  // shop2 is inactive: its service, staff and review must stay out of sight.
  const svcClosed = await insertRow(srv, 'services', { shop_id: shop2, name: 'Closed facial', price: 500, duration: 60 });
  staff = {
    amy: await insertRow(srv, 'staff', { business_id: shop1, name: 'Amy', name_zh: '陳美儀', title: 'Nail Technician', title_zh: '美甲師' }),
    gone: await insertRow(srv, 'staff', { business_id: shop1, name: 'Gone', is_active: false }),
    closed: await insertRow(srv, 'staff', { business_id: shop2, name: 'Closed Carl' }),
  };
  await insertRow(srv, 'staff_services', { staff_id: staff.amy, service_id: world.services.svc1 });
  await insertRow(srv, 'staff_services', { staff_id: staff.closed, service_id: svcClosed });
  await insertRow(srv, 'staff_hours', { staff_id: staff.amy, weekday: 1, start_time: '10:00', end_time: '13:00' });
  await insertRow(srv, 'staff_hours', { staff_id: staff.amy, weekday: 1, start_time: '14:00', end_time: '19:00' });
  await insertRow(srv, 'staff_hours', { staff_id: staff.gone, weekday: 2, start_time: '10:00', end_time: '19:00' });
  await insertRow(srv, 'staff_hours', { staff_id: staff.closed, weekday: 3, start_time: '10:00', end_time: '19:00' });
  await insertRow(srv, 'business_categories', { business_id: shop1, category: 'nails' });
  await insertRow(srv, 'business_categories', { business_id: shop2, category: 'spa' });
  await insertRow(srv, 'business_categories', { business_id: shop3, category: 'hair' });
  await insertRow(srv, 'reviews', { user_id: world.users.bob.id, shop_id: shop1, rating: 1, comment: 'Spam', status: 'hidden' });
  await insertRow(srv, 'reviews', { user_id: world.users.bob.id, shop_id: shop2, rating: 4, comment: 'Closed now' });
  await insertRow(srv, 'time_off', { business_id: shop1, staff_id: staff.amy, starts_at: '2026-12-24T10:00:00+08:00', ends_at: '2026-12-24T19:00:00+08:00', reason: 'leave' });
});
after(async () => {
  await srv?.stop();
});

test('anon reads active shops, their active services, active staff, hours, links and categories', async () => {
  const { shop1, shop2, shop3 } = world.shops;
  const shops = ok(await c.anon.from('businesses').select('id').order('name'));
  assert.deepEqual(shops.map((s) => s.id).sort(), [shop1, shop3].sort());
  const services = ok(await c.anon.from('services').select('name').order('name'));
  assert.deepEqual(services.map((s) => s.name), ['Gel nails', 'Haircut']); // not inactive, not the closed shop's
  const people = ok(await c.anon.from('staff').select('name, name_zh, title_zh'));
  assert.deepEqual(people, [{ name: 'Amy', name_zh: '陳美儀', title_zh: '美甲師' }]);
  const hours = ok(await c.anon.from('staff_hours').select('staff_id, weekday, start_time, end_time').order('start_time'));
  assert.deepEqual(hours, [
    { staff_id: staff.amy, weekday: 1, start_time: '10:00', end_time: '13:00' },
    { staff_id: staff.amy, weekday: 1, start_time: '14:00', end_time: '19:00' },
  ]);
  const links = ok(await c.anon.from('staff_services').select('staff_id, service_id'));
  assert.deepEqual(links, [{ staff_id: staff.amy, service_id: world.services.svc1 }]);
  const cats = ok(await c.anon.from('business_categories').select('business_id, category').order('category'));
  assert.deepEqual(cats, [{ business_id: shop3, category: 'hair' }, { business_id: shop1, category: 'nails' }]);
  // The shop page in one request: shop, services, staff with hours (embedded).
  // (Nested lists share the row budget: a limit on staff leaves room for each one's hours.)
  const page = ok(
    await c.anon
      .from('businesses')
      .select('name, services(name), staff(name, staff_hours(weekday, start_time))')
      .eq('id', shop1)
      .limit(20, { referencedTable: 'staff' })
      .single(),
  );
  assert.equal(page.services.length, 1);
  assert.deepEqual(page.staff.map((s) => s.name), ['Amy']);
  assert.deepEqual(page.staff[0].staff_hours.map((h) => h.start_time).sort(), ['10:00', '14:00']);
});

test('anon reads published reviews of active shops only; the author also sees their own hidden one', async () => {
  const anonReviews = ok(await c.anon.from('reviews').select('comment, status').order('comment'));
  assert.deepEqual(anonReviews, [{ comment: 'Lovely', status: 'published' }, { comment: 'OK', status: 'published' }]);
  const bob = client(srv, world.users.bob.token);
  const own = ok(await bob.from('reviews').select('comment').order('comment'));
  // Bob's own (even hidden, even at the closed shop) plus what anyone sees.
  assert.deepEqual(own.map((r) => r.comment), ['Closed now', 'Lovely', 'OK', 'Spam']);
  // The owner of shop1 sees its hidden review for moderation context.
  const merchant = ok(await c.merchant.from('reviews').select('comment').eq('shop_id', world.shops.shop1).order('comment'));
  assert.deepEqual(merchant.map((r) => r.comment), ['Lovely', 'Spam']);
});

test('time off is the shop owner\'s (and admins\'), not public', async () => {
  assert.equal((await c.anon.from('time_off').select('id')).error?.code, '42501');
  assert.equal((await c.user.from('time_off').select('id')).error?.code, '42501');
  assert.deepEqual(ok(await c.merchant.from('time_off').select('reason')), [{ reason: 'leave' }]);
});

test('favourites: a user adds, lists and removes only their own', async () => {
  const alice = world.users.alice;
  const res = await c.user.from('favorites').insert({ user_id: alice.id, business_id: world.shops.shop1 }).select('business_id').single();
  assert.equal(res.status, 201);
  assert.deepEqual(res.data, { business_id: world.shops.shop1 });
  // Idempotent heart: upsert on (user_id, business_id).
  ok(await c.user.from('favorites').upsert({ user_id: alice.id, business_id: world.shops.shop1 }, { onConflict: 'user_id,business_id', ignoreDuplicates: true }));
  assert.equal(await count(srv, 'favorites', `user_id = '${alice.id}'`), 1);
  const list = ok(await c.user.from('favorites').select('business_id, businesses(name)'));
  assert.deepEqual(list, [{ business_id: world.shops.shop1, businesses: { name: 'Mona Nails' } }]);
  // Nobody else sees or writes them.
  assert.deepEqual(ok(await c.merchant.from('favorites').select('business_id')), []);
  const forged = await c.merchant.from('favorites').insert({ user_id: alice.id, business_id: world.shops.shop3 });
  assert.equal(forged.error?.code, '42501');
  const anonRead = await c.anon.from('favorites').select('business_id');
  assert.equal(anonRead.error?.code, '42501');
  const anonDelete = await c.merchant.from('favorites').delete().eq('user_id', alice.id);
  assert.equal(anonDelete.error, null);
  assert.equal(await count(srv, 'favorites', `user_id = '${alice.id}'`), 1);
  ok(await c.user.from('favorites').delete().eq('business_id', world.shops.shop1));
  assert.equal(await count(srv, 'favorites', `user_id = '${alice.id}'`), 0);
});

test('profile: preferred_lang only by the owner, and only en or zh; the WhatsApp consent only through whatsapp-opt-in', async () => {
  const alice = world.users.alice;
  ok(await c.user.from('user_profiles').update({ preferred_lang: 'zh' }).eq('user_id', alice.id));
  // The consent carries the server's time of consent (salon-day.md C.4): not writable here.
  const consent = await c.user.from('user_profiles').update({ whatsapp_opt_in: true }).eq('user_id', alice.id);
  assert.equal(consent.error?.code, '42501');
  const [row] = await rows(srv, `SELECT preferred_lang, whatsapp_opt_in FROM user_profiles WHERE user_id = '${alice.id}'`);
  assert.equal(row.preferred_lang, 'zh');
  assert.ok(row.whatsapp_opt_in === false || Number(row.whatsapp_opt_in) === 0);
  const mine = ok(await c.user.from('user_profiles').select('preferred_lang, whatsapp_opt_in').eq('user_id', alice.id).single());
  assert.deepEqual(mine, { preferred_lang: 'zh', whatsapp_opt_in: false });
  const bad = await c.user.from('user_profiles').update({ preferred_lang: 'fr' }).eq('user_id', alice.id);
  assert.equal(bad.error?.code, '23514');
  // Another signed-in user changes nothing and sees nothing of it.
  const bob = client(srv, world.users.bob.token);
  ok(await bob.from('user_profiles').update({ preferred_lang: 'en' }).eq('user_id', alice.id));
  assert.equal((await rows(srv, `SELECT preferred_lang FROM user_profiles WHERE user_id = '${alice.id}'`))[0].preferred_lang, 'zh');
  assert.deepEqual(ok(await bob.from('user_profiles').select('preferred_lang').eq('user_id', alice.id)), []);
});

test('the owner edits their shop\'s staff, hours and categories; not another shop\'s', async () => {
  const { shop1, shop3 } = world.shops;
  const added = ok(await c.merchant.from('staff').insert({ business_id: shop1, name: 'Bea', title: 'Stylist' }).select('id').single());
  ok(await c.merchant.from('staff_hours').insert({ staff_id: added.id, weekday: 6, start_time: '11:00', end_time: '18:00' }));
  ok(await c.merchant.from('business_categories').insert({ business_id: shop1, category: 'skincare' }));
  const wrongHours = await c.merchant.from('staff_hours').insert({ staff_id: added.id, weekday: 7, start_time: '11:00', end_time: '18:00' });
  assert.equal(wrongHours.error?.code, '23514');
  const backwards = await c.merchant.from('staff_hours').insert({ staff_id: added.id, weekday: 1, start_time: '18:00', end_time: '11:00' });
  assert.equal(backwards.error?.code, '23514');
  for (const [table, row] of [
    ['staff', { business_id: shop3, name: 'Intruder' }],
    ['business_categories', { business_id: shop3, category: 'nails' }],
    ['staff_hours', { staff_id: staff.closed, weekday: 1, start_time: '10:00', end_time: '11:00' }],
  ]) {
    const res = await c.merchant.from(table).insert(row);
    assert.equal(res.error?.code, '42501', table);
  }
  const badCategory = await c.merchant.from('business_categories').insert({ business_id: shop1, category: 'tattoo' });
  assert.equal(badCategory.error?.code, '23514');
  // A signed-in non-owner cannot write at all; search_text is the server's, never the owner's.
  assert.equal((await c.user.from('staff').insert({ business_id: shop1, name: 'X' })).error?.code, '42501');
  const text = await c.merchant.from('businesses').update({ search_text: 'spam' }).eq('id', shop1);
  assert.equal(text.error?.code, '42501');
});
