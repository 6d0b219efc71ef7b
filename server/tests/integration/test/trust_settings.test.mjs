// Issue 31 (second half): the settings the for-business page states (EMU_COMMISSION_PERCENT next
// to EMU_WHATSAPP_NUMBER in /app-config.json), the Quick Apply leads only an admin may list
// (quick_applications through /rest/v1, checked on the server), and the admin's activity lines
// naming their subject (system-status recentActivity[].subject).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, runCli } from '../lib/server.mjs';
import { request } from '../lib/http.mjs';
import { apiKeys, client } from './auth_support.mjs';
import { adminClient, invoke, quickBody, userClient } from './functions_support.mjs';
import { at, booking, call, hkDate, person, shop } from './booking_support.mjs';

let srv;
let keys;
let anon;
before(async () => {
  srv = await startServer({ env: { EMU_COMMISSION_PERCENT: '12', EMU_WHATSAPP_NUMBER: '85261234567' } });
  keys = await apiKeys(srv);
  anon = client(srv, keys.anon);
});
after(async () => {
  await srv?.stop();
});

test('/app-config.json carries the commission and the WhatsApp number the for-business page states', async () => {
  const body = (await request(`${srv.url}/app-config.json`)).json();
  assert.equal(body.commissionPercent, 12);
  assert.equal(body.whatsappNumber, '85261234567');
});

test('EMU_COMMISSION_PERCENT outside 0-50 stops the server with a clear message', async () => {
  for (const bad of ['51', '-1', 'eight']) {
    const res = await runCli(['serve'], { env: { ...srv.env, EMU_LISTEN: '127.0.0.1:0', EMU_COMMISSION_PERCENT: bad } });
    assert.notEqual(res.code, 0, bad);
    assert.match(res.stderr + res.stdout, /EMU_COMMISSION_PERCENT/, bad);
  }
  const help = await runCli(['--help']);
  assert.match(help.stdout + help.stderr, /EMU_COMMISSION_PERCENT/);
});

test('Quick Apply leads: an admin lists them with their status; anyone else gets none', async () => {
  const tag = Date.now().toString(36);
  const lead = await invoke(anon, 'quick-apply', quickBody({ business_name: `阿May美甲工作室 ${tag}`, email: `may-${tag}@example.hk` }));
  assert.equal(lead.status, 200, JSON.stringify(lead.body));
  const other = await invoke(anon, 'quick-apply', quickBody({ business_name: `Glow ${tag}`, email: `glow-${tag}@example.hk` }));
  assert.equal(other.status, 200, JSON.stringify(other.body));
  // The second went on to the full application.
  const admin = await adminClient(srv, keys.anon);
  const done = await admin.sb.from('quick_applications').update({ completed: true }).eq('id', other.body.quickApplication.id).select();
  assert.equal(done.error, null);

  const leads = await admin.sb
    .from('quick_applications')
    .select('business_name,email,completed', { count: 'exact' })
    .ilike('business_name', `%${tag}%`)
    .eq('completed', false);
  assert.equal(leads.error, null);
  assert.deepEqual(leads.data, [{ business_name: `阿May美甲工作室 ${tag}`, email: `may-${tag}@example.hk`, completed: false }]);
  assert.equal(leads.count, 1);
  const all = await admin.sb.from('quick_applications').select('business_name,completed').ilike('business_name', `%${tag}%`).order('business_name');
  assert.deepEqual(all.data, [
    { business_name: `Glow ${tag}`, completed: true },
    { business_name: `阿May美甲工作室 ${tag}`, completed: false },
  ]);

  // A signed-in customer and an anonymous visitor read no lead (the policy lets them read one
  // row by its exact id at most, as the wizard does with its own).
  const member = await userClient(srv, keys.anon, keys.service);
  for (const [who, sb] of [
    ['member', member.sb],
    ['anon', anon],
  ]) {
    const res = await sb.from('quick_applications').select('business_name').ilike('business_name', `%${tag}%`);
    assert.ok(res.error || res.data.length === 0, `${who}: ${JSON.stringify(res)}`);
  }
});

test('recent activity names the shop of a booking, not only its id', async () => {
  const s = await shop(srv, { autoConfirm: false });
  const customer = await person(srv);
  const made = await call(customer.sb, 'create-booking', booking(s, at(hkDate(3), '11:00')));
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const declined = await call(s.owner.sb, 'respond-booking', { bookingId: made.body.booking.id, action: 'decline' });
  assert.equal(declined.status, 200, JSON.stringify(declined.body));

  const admin = await adminClient(srv, keys.anon);
  const token = (await admin.sb.auth.getSession()).data.session.access_token;
  const res = await fetch(`${srv.url}/functions/v1/system-status`, { headers: { apikey: keys.anon, Authorization: `Bearer ${token}` } });
  assert.equal(res.status, 200);
  const { recentActivity } = await res.json();
  const line = recentActivity.find((e) => e.action === 'booking.decline' && e.entity_id === made.body.booking.id);
  assert.ok(line, JSON.stringify(recentActivity));
  assert.equal(line.subject, 'Glow Nails');
  const create = recentActivity.find((e) => e.action === 'booking.create' && e.entity_id === made.body.booking.id);
  assert.equal(create.subject, 'Glow Nails');
  assert.equal(create.actor_email, customer.email);

  // Not for a customer: system-status is admin-only.
  const refused = await fetch(`${srv.url}/functions/v1/system-status`, { headers: { apikey: keys.anon, Authorization: `Bearer ${customer.token}` } });
  assert.equal(refused.status, 403);
});
