// system-status (admins only, checked on the server) and the rule that every admin call
// refuses a non-admin token: functions answer 403, the data API refuses or changes nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, runCli } from '../lib/server.mjs';
import { apiKeys, client } from './auth_support.mjs';

const PASSWORD = 'Emu-Demo-2025!';
let srv;
let keys;
let admin;
let merchant;
let user;

async function signIn(email) {
  const sb = client(srv, keys.anon);
  const { error } = await sb.auth.signInWithPassword({ email, password: PASSWORD });
  assert.equal(error, null, email);
  return sb;
}

async function call(token, method, body) {
  const res = await fetch(`${srv.url}/functions/v1/system-status`, {
    method,
    headers: {
      apikey: keys.anon,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

const tokenOf = async (sb) => (await sb.auth.getSession()).data.session.access_token;

before(async () => {
  srv = await startServer({ env: { EMU_ADMIN_EMAILS: 'boss@emu.example.hk' } });
  keys = await apiKeys(srv);
  const seeded = await runCli(['seed-demo'], { env: srv.env, timeoutMs: 120_000 });
  assert.equal(seeded.code, 0, seeded.stderr);
  admin = await signIn('admin@demo.emu.hk');
  merchant = await signIn('merchant01@demo.emu.hk');
  user = await signIn('user001@demo.emu.hk');
});
after(async () => {
  await srv?.stop();
});

test('an admin reads the real configuration and outbox state', async () => {
  const { status, body } = await call(await tokenOf(admin), 'GET');
  assert.equal(status, 200, JSON.stringify(body));
  assert.equal(body.database, srv.db.kind === 'postgres' ? 'postgres' : 'sqlite');
  assert.match(body.version, /^\d+\.\d+\.\d+/);
  assert.equal(body.emailTransport, 'outbox-only');
  assert.deepEqual(Object.keys(body.outbox).sort(), ['failed', 'pending', 'sending', 'sent']);
  assert.equal(body.outbox.failed, 3);
  assert.deepEqual(body.providers, { email: true, google: false });
  assert.deepEqual(body.adminEmails, ['boss@emu.example.hk']);
  assert.ok(body.adminAccounts.includes('admin@demo.emu.hk'));
  assert.equal(body.siteUrl, srv.url);
  assert.ok(Array.isArray(body.recentActivity) && body.recentActivity.length > 0);
  assert.ok(body.recentActivity[0].action);

  // supabase-js: POST without an action reads the same
  const { data, error } = await admin.functions.invoke('system-status', { body: {} });
  assert.equal(error, null);
  assert.equal(data.outbox.failed, 3);
  // the service key too
  assert.equal((await call(keys.service, 'GET')).status, 200);
});

test('retry-failed puts failed e-mails back to pending and writes an audit row', async () => {
  const before = Number((await srv.db.query("SELECT COUNT(*) AS n FROM email_outbox WHERE status = 'pending'"))[0].n);
  const { status, body } = await call(await tokenOf(admin), 'POST', { action: 'retry-failed' });
  assert.equal(status, 200, JSON.stringify(body));
  assert.equal(body.retried, 3);
  assert.equal(body.outbox.failed, 0);
  const rows = await srv.db.query("SELECT status, attempts, last_error FROM email_outbox WHERE status = 'failed'");
  assert.equal(rows.length, 0);
  const pending = Number((await srv.db.query("SELECT COUNT(*) AS n FROM email_outbox WHERE status IN ('pending', 'sending', 'sent')"))[0].n);
  assert.ok(pending >= before + 3);
  const audit = await srv.db.query("SELECT actor_email, details FROM audit_log WHERE action = 'email_outbox.retry_failed'");
  assert.equal(audit.length, 1);
  assert.equal(audit[0].actor_email, 'admin@demo.emu.hk');
  const again = await call(await tokenOf(admin), 'POST', { action: 'retry-failed' });
  assert.equal(again.body.retried, 0);
  const bad = await call(await tokenOf(admin), 'POST', { action: 'drop-tables' });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.code, 'validation_failed');
});

test('non-admins: 403 forbidden; anonymous: 401', async () => {
  for (const sb of [merchant, user]) {
    const token = await tokenOf(sb);
    for (const [method, body] of [['GET'], ['POST', {}], ['POST', { action: 'retry-failed' }]]) {
      const res = await call(token, method, body);
      assert.equal(res.status, 403, `${method} ${JSON.stringify(res.body)}`);
      assert.equal(res.body.code, 'forbidden');
    }
  }
  const anon = await call(keys.anon, 'GET');
  assert.equal(anon.status, 401);
});

test('a non-admin token is refused by every admin call on the server', async () => {
  const token = await tokenOf(merchant);
  const fn = async (name, body) => {
    const res = await fetch(`${srv.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: { apikey: keys.anon, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  const app = (await srv.db.query("SELECT id FROM merchant_applications WHERE status = 'pending_review' LIMIT 1"))[0];
  const claim = (await srv.db.query("SELECT id FROM business_claims WHERE claim_status = 'pending' LIMIT 1"))[0];
  const calls = [
    ['review-merchant-application', { applicationId: app.id, action: 'approve', remark: '', rejectionReason: null }],
    ['approve-business-claim', { claimId: claim.id, action: 'approve', reviewNotes: '', adminUserId: 'x' }],
    ['system-status', {}],
    ['outbox-status', {}],
  ];
  for (const [name, body] of calls) {
    const res = await fn(name, body);
    if (res.status === 404 && res.body?.code !== 'forbidden') {
      // a function not deployed on this build: nothing to refuse
      continue;
    }
    assert.equal(res.status, 403, `${name}: ${JSON.stringify(res.body)}`);
  }
  // nothing changed
  assert.equal((await srv.db.query(`SELECT status FROM merchant_applications WHERE id = '${app.id}'`))[0].status, 'pending_review');
  assert.equal((await srv.db.query(`SELECT claim_status FROM business_claims WHERE id = '${claim.id}'`))[0].claim_status, 'pending');

  // auth admin API
  const me = (await merchant.auth.getSession()).data.session.user.id;
  const adminUsers = await fetch(`${srv.url}/auth/v1/admin/users/${me}`, {
    headers: { apikey: keys.anon, Authorization: `Bearer ${token}` },
  });
  assert.equal(adminUsers.status, 403);

  // data API: the admin-only RPC is refused; other people's shops and claims cannot be changed
  const rpc = await merchant.rpc('get_all_users_with_roles');
  assert.equal(rpc.error?.code, '42501');
  const shop = (await srv.db.query(`SELECT id, name FROM businesses WHERE merchant_id IS NULL OR merchant_id <> '${me}' LIMIT 1`))[0];
  await merchant.from('businesses').update({ name: 'Hijacked' }).eq('id', shop.id);
  await merchant.from('businesses').delete().eq('id', shop.id);
  await merchant.from('business_claims').delete().eq('business_id', shop.id);
  const after = await srv.db.query(`SELECT name FROM businesses WHERE id = '${shop.id}'`);
  assert.equal(after.length, 1);
  assert.equal(after[0].name, shop.name);
  const others = await merchant.from('merchant_applications').select('id').eq('status', 'pending_review');
  assert.ok(others.error || others.data.length === 0, 'a merchant reads no one else\'s applications');
  // profiles: only their own and those of people who booked at their shops (policy), never all
  const profiles = await merchant.from('user_profiles').select('user_id');
  const total = Number((await srv.db.query('SELECT COUNT(*) AS n FROM user_profiles'))[0].n);
  assert.ok(profiles.error || profiles.data.length < total);
  const roles = await merchant.from('user_roles').select('user_id').neq('user_id', me);
  assert.ok(roles.error || roles.data.length === 0);
});
