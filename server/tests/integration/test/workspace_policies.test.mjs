// The merchant workspace's row rules (issue 16): a merchant reads and writes only its own
// shops' businesses, services, staff, staff_services, staff_hours and time_off rows and its
// own shop_daily_stats; an admin reads and writes all. Merchant A against merchant B's shop,
// through supabase-js as the workspace screens send it; each refusal is checked in the
// database afterwards.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { apiKeys, exec, insertRow, rows } from '../lib/rest-fixtures.mjs';
import { hkDate, shop } from './booking_support.mjs';
import { adminClient } from './functions_support.mjs';

let srv, admin, a, b;
before(async () => {
  srv = await startServer();
  admin = await adminClient(srv, apiKeys(srv).anon);
  a = await shop(srv, { staff: ['Amy'] });
  b = await shop(srv, { staff: ['Bea'] });
  await insertRow(srv, 'time_off', { business_id: b.shopId, staff_id: b.amy, starts_at: '2026-12-24T10:00:00+08:00', ends_at: '2026-12-24T19:00:00+08:00', reason: 'leave' });
  await exec(srv, `INSERT INTO shop_daily_stats (business_id, day, page_views, search_impressions) VALUES
    ('${a.shopId}', '${hkDate(0)}', 5, 9), ('${b.shopId}', '${hkDate(0)}', 7, 11)`);
});
after(async () => {
  await srv?.stop();
});

const one = async (sql) => (await rows(srv, sql))[0];

test("merchant A cannot change merchant B's shop, services, staff, links, hours or time off", async () => {
  const A = a.owner.sb;
  const shopEdit = await A.from('businesses').update({ name: 'Hijacked', cover_thumb_url: '/x.webp' }).eq('id', b.shopId).select('id');
  assert.deepEqual(shopEdit.data ?? [], []);
  assert.equal((await one(`SELECT name FROM businesses WHERE id = '${b.shopId}'`)).name, 'Glow Nails');

  const svcEdit = await A.from('services').update({ price: 1 }).eq('id', b.serviceId).select('id');
  assert.deepEqual(svcEdit.data ?? [], []);
  const svcMove = await A.from('services').update({ shop_id: b.shopId }).eq('id', a.serviceId).select('id');
  assert.ok(svcMove.error, 'moving a service into B\'s shop is refused');
  const svcAdd = await A.from('services').insert({ shop_id: b.shopId, name: 'Fake', price: 1, duration: 30 });
  assert.equal(svcAdd.error?.code, '42501');
  assert.equal(Number((await one(`SELECT price FROM services WHERE id = '${b.serviceId}'`)).price), 380);

  const staffEdit = await A.from('staff').update({ name: 'Mallory', avatar_thumb_url: '/x.webp' }).eq('id', b.amy).select('id');
  assert.deepEqual(staffEdit.data ?? [], []);
  const staffDel = await A.from('staff').delete().eq('id', b.amy).select('id');
  assert.deepEqual(staffDel.data ?? [], []);
  assert.equal((await one(`SELECT name FROM staff WHERE id = '${b.amy}'`)).name, 'Bea');

  const link = await A.from('staff_services').insert({ staff_id: b.amy, service_id: a.serviceId });
  assert.equal(link.error?.code, '42501');
  const unlink = await A.from('staff_services').delete().eq('staff_id', b.amy).select('id');
  assert.deepEqual(unlink.data ?? [], []);
  const hours = await A.from('staff_hours').insert({ staff_id: b.amy, weekday: 1, start_time: '01:00', end_time: '02:00' });
  assert.equal(hours.error?.code, '42501');
  const hoursDel = await A.from('staff_hours').delete().eq('staff_id', b.amy).select('id');
  assert.deepEqual(hoursDel.data ?? [], []);
  const off = await A.from('time_off').insert({ business_id: b.shopId, starts_at: '2026-12-25T00:00:00+08:00', ends_at: '2026-12-26T00:00:00+08:00', reason: 'holiday' });
  assert.equal(off.error?.code, '42501');
  const offRead = await A.from('time_off').select('id').eq('business_id', b.shopId);
  assert.deepEqual(offRead.data, []);
  assert.equal(Number((await one(`SELECT count(*) AS n FROM staff_hours WHERE staff_id = '${b.amy}'`)).n), 14);
  assert.equal(Number((await one(`SELECT count(*) AS n FROM staff_services WHERE staff_id = '${b.amy}'`)).n), 1);
  assert.equal(Number((await one(`SELECT count(*) AS n FROM time_off WHERE business_id = '${b.shopId}'`)).n), 1);

  const stats = await A.from('shop_daily_stats').select('business_id, page_views');
  assert.deepEqual(stats.data, [{ business_id: a.shopId, page_views: 5 }]);
  const statsWrite = await A.from('shop_daily_stats').update({ page_views: 1000 }).eq('business_id', a.shopId);
  assert.ok(statsWrite.error, 'counters are written by the server only');
});

test('merchant A edits its own shop, services, staff, hours, time off and photo columns', async () => {
  const A = a.owner.sb;
  const edit = await A.from('businesses')
    .update({ description: 'Gel and nail art', cover_url: '/storage/v1/object/public/shop-photos/x/c.png', cover_thumb_url: '/storage/v1/object/public/shop-photos/x/c.png.w400.webp', photo_thumb_urls: ['/t1.webp'] })
    .eq('id', a.shopId)
    .select('description, cover_thumb_url, photo_thumb_urls');
  assert.equal(edit.error, null);
  assert.deepEqual(edit.data, [{ description: 'Gel and nail art', cover_thumb_url: '/storage/v1/object/public/shop-photos/x/c.png.w400.webp', photo_thumb_urls: ['/t1.webp'] }]);
  const owner = await A.from('businesses').update({ merchant_id: b.owner.id }).eq('id', a.shopId).select('id');
  assert.ok(owner.error, 'the owner column is not the merchant\'s to change');
  const svc = await A.from('services').insert({ shop_id: a.shopId, name: 'Nail art', name_zh: '美甲彩繪', price: 200, duration: 45, category: 'nails' }).select('id').single();
  assert.equal(svc.error, null);
  const person = await A.from('staff').insert({ business_id: a.shopId, name: 'Cat', name_zh: '貓貓', avatar_url: '/a.png', avatar_thumb_url: '/a.png.w400.webp' }).select('id').single();
  assert.equal(person.error, null);
  assert.equal((await A.from('staff_services').insert({ staff_id: person.data.id, service_id: svc.data.id })).error, null);
  assert.equal((await A.from('staff_hours').insert({ staff_id: person.data.id, weekday: 2, start_time: '11:00', end_time: '20:00' })).error, null);
  assert.equal((await A.from('time_off').insert({ business_id: a.shopId, staff_id: person.data.id, starts_at: '2026-12-31T10:00:00+08:00', ends_at: '2026-12-31T20:00:00+08:00', reason: 'leave' })).error, null);
  const row = await one(`SELECT avatar_thumb_url FROM staff WHERE id = '${person.data.id}'`);
  assert.equal(row.avatar_thumb_url, '/a.png.w400.webp');
});

test("an admin edits any merchant's shop, services, staff and hours and reads all counters", async () => {
  const S = admin.sb;
  const edit = await S.from('businesses').update({ name: 'Renamed by admin' }).eq('id', b.shopId).select('name');
  assert.deepEqual(edit.data, [{ name: 'Renamed by admin' }]);
  const svc = await S.from('services').update({ price: 420 }).eq('id', b.serviceId).select('price');
  assert.equal(Number(svc.data[0].price), 420);
  const staff = await S.from('staff').update({ title: 'Senior' }).eq('id', b.amy).select('title');
  assert.deepEqual(staff.data, [{ title: 'Senior' }]);
  assert.equal((await S.from('staff_hours').insert({ staff_id: b.amy, weekday: 0, start_time: '20:00', end_time: '21:00' })).error, null);
  assert.equal((await S.from('time_off').delete().eq('business_id', b.shopId).select('id')).data.length, 1);
  const stats = await S.from('shop_daily_stats').select('business_id').in('business_id', [a.shopId, b.shopId]);
  assert.equal(stats.data.length, 2);
});
