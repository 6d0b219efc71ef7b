// businesses.operating_hours in the strict format of marketplace.md section 2, refused in any
// other format on every write through /rest/v1 (insert, update, upsert; admin and shop owner
// alike) with 400 check_violation and a message that says what is wrong; the row is untouched.
// What the merchant's opening hours form writes (canonical days, "closed") is accepted.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { client, createUser, ok, rows, serviceClient } from '../lib/rest-fixtures.mjs';

let srv, service, owner, ownerClient, shopId;

// What web/src/features/merchant-dashboard/bookings/lib/hours.ts toOperatingHours() writes.
const FORM = {
  mon: '10:00-13:00,14:00-20:00',
  tue: '10:00-13:00,14:00-20:00',
  wed: '10:00-20:00',
  thu: '10:00-20:00',
  fri: '10:00-20:00',
  sat: '11:00-24:00',
  sun: 'closed',
};

async function storedHours(id) {
  const [row] = await rows(srv, `SELECT operating_hours FROM businesses WHERE id = '${id}'`);
  const v = row.operating_hours;
  return typeof v === 'string' ? JSON.parse(v) : v;
}

function refused(res, details) {
  assert.equal(res.status, 400, JSON.stringify(res.error));
  assert.equal(res.error.code, '23514');
  assert.equal(res.error.message, 'new row for relation "businesses" violates check constraint "businesses_operating_hours_check"');
  assert.equal(res.error.details, details);
}

before(async () => {
  srv = await startServer();
  service = serviceClient(srv);
  owner = await createUser(srv, { email: 'owner@example.com', name: 'Owner', roles: ['user', 'merchant'] });
  ownerClient = client(srv, owner.token);
  shopId = ok(await service.from('businesses').insert({ name: 'Glow Nails', district: 'Wan Chai', merchant_id: owner.id, operating_hours: FORM }).select('id').single()).id;
});

after(async () => {
  await srv?.stop();
});

test('the form\'s strict format is stored as sent; null clears it', async () => {
  assert.deepEqual(await storedHours(shopId), FORM);
  const edited = { ...FORM, sun: '12:00-18:00', wed: 'closed' };
  ok(await ownerClient.from('businesses').update({ operating_hours: edited }).eq('id', shopId));
  assert.deepEqual(await storedHours(shopId), edited);
  ok(await ownerClient.from('businesses').update({ operating_hours: { mon: '10:00-19:00' } }).eq('id', shopId));
  assert.deepEqual(await storedHours(shopId), { mon: '10:00-19:00' });
  ok(await ownerClient.from('businesses').update({ operating_hours: null }).eq('id', shopId));
  assert.equal(await storedHours(shopId), null);
  ok(await ownerClient.from('businesses').update({ operating_hours: FORM }).eq('id', shopId));
});

test('an owner\'s update in another format is refused and the row keeps its hours', async () => {
  const cases = [
    [{ ...FORM, mon: '9:00-18:00' }, 'mon: "9:00-18:00" is not HH:MM-HH:MM'],
    [{ ...FORM, tue: '10am-8pm' }, 'tue: "10am-8pm" is not HH:MM-HH:MM'],
    [{ ...FORM, wed: '20:00-10:00' }, 'wed: "20:00-10:00" ends before it starts'],
    [{ ...FORM, thu: '10:00-14:00,13:00-20:00' }, 'thu: "13:00-20:00" overlaps or comes before the previous interval'],
    [{ ...FORM, Monday: '10:00-18:00' }, '"Monday" is not a day: use mon, tue, wed, thu, fri, sat or sun'],
    [{ ...FORM, sun: false }, 'sun: give opening hours as HH:MM-HH:MM or "closed"'],
    ['Mon-Sun 10:00-20:00', 'operating_hours must be an object of days, such as {"mon":"10:00-13:00,14:00-20:00","sun":"closed"}'],
  ];
  for (const [hours, details] of cases) {
    refused(await ownerClient.from('businesses').update({ operating_hours: hours }).eq('id', shopId), details);
  }
  assert.deepEqual(await storedHours(shopId), FORM);
});

test('inserts and upserts are checked too, for the admin as for anyone', async () => {
  const before = (await rows(srv, 'SELECT count(*) AS n FROM businesses'))[0].n;
  refused(
    await service.from('businesses').insert({ name: 'Bad Hours', district: 'Wan Chai', operating_hours: { fri: '10:00-25:00' } }),
    'fri: "10:00-25:00" is not HH:MM-HH:MM',
  );
  // One bad row of several: nothing is written.
  refused(
    await service.from('businesses').insert([
      { name: 'Good Hours', district: 'Wan Chai', operating_hours: FORM },
      { name: 'Bad Hours', district: 'Wan Chai', operating_hours: { sat: 'Closed' } },
    ]),
    'sat: "Closed" is not HH:MM-HH:MM',
  );
  refused(
    await service.from('businesses').upsert({ id: shopId, name: 'Glow Nails', district: 'Wan Chai', operating_hours: { mon: '' } }),
    'mon: give opening hours as HH:MM-HH:MM or "closed"',
  );
  assert.equal((await rows(srv, 'SELECT count(*) AS n FROM businesses'))[0].n, before);
  assert.deepEqual(await storedHours(shopId), FORM);
});
