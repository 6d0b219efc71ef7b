// The admin API through supabase-js's auth.admin (service key) and an admin's own access
// token; `emu-server create-admin` accounts signing in; audit rows.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, runCli } from '../lib/server.mjs';
import { apiKeys, authFetch, client, confirmedUser, uniqueEmail } from './auth_support.mjs';

let srv;
let keys;
before(async () => {
  srv = await startServer();
  keys = await apiKeys(srv);
});
after(async () => {
  await srv?.stop();
});

test('create-admin accounts sign in with admin and user roles and may use the admin API', async () => {
  const email = 'Root@Emu.Example.hk';
  const cli = await runCli(['create-admin', '--email', email, '--password', 'admin-pass-123'], { env: srv.env });
  assert.equal(cli.code, 0, cli.stderr);
  const sb = client(srv, keys.anon);
  const { data, error } = await sb.auth.signInWithPassword({ email: email.toLowerCase(), password: 'admin-pass-123' });
  assert.equal(error, null);
  assert.deepEqual(data.user.app_metadata, { provider: 'email', providers: ['email'] });
  assert.equal(data.user.identities.length, 1);
  const roles = await srv.db.query(`SELECT role FROM user_roles WHERE user_id = '${data.user.id}' ORDER BY role`);
  assert.deepEqual(roles.map((r) => r.role), ['admin', 'user']);
  const list = await authFetch(srv, keys.anon, '/admin/users', { bearer: data.session.access_token });
  assert.equal(list.status, 200, list.text);
  assert.ok(list.body.users.some((u) => u.id === data.user.id));
});

test('non-admins get 403 not_admin; no bearer 401', async () => {
  const email = uniqueEmail('plain');
  await confirmedUser(srv, keys.anon, email);
  const { data } = await client(srv, keys.anon).auth.signInWithPassword({ email, password: 'correct-horse-1' });
  for (const bearer of [data.session.access_token, keys.anon]) {
    const res = await authFetch(srv, keys.anon, '/admin/users', { bearer });
    assert.equal(res.status, 403);
    assert.equal(res.body.code, 'not_admin');
  }
  const none = await authFetch(srv, keys.anon, '/admin/users');
  assert.equal(none.status, 401);
  assert.equal(none.body.code, 'no_authorization');
  const put = await authFetch(srv, keys.anon, `/admin/users/${data.user.id}`, { method: 'PUT', bearer: data.session.access_token, body: { user_metadata: { status: 'approved' } } });
  assert.equal(put.body.code, 'not_admin');
});

test('list users: newest first, X-Total-Count and Link, paging through auth.admin.listUsers', async () => {
  const admin = client(srv, keys.service).auth.admin;
  for (let i = 0; i < 3; i++) {
    const { error } = await admin.createUser({ email: uniqueEmail('list'), password: 'list-pass-123', email_confirm: true });
    assert.equal(error, null);
  }
  const total = Number((await srv.db.query('SELECT COUNT(*) AS n FROM users'))[0].n);
  const res = await authFetch(srv, keys.service, '/admin/users?page=&per_page=', { bearer: keys.service });
  assert.equal(res.status, 200);
  assert.equal(res.body.aud, 'authenticated');
  assert.equal(res.headers.get('x-total-count'), String(total));
  assert.equal(res.headers.get('link'), `<${srv.url}/auth/v1/admin/users?page=1&per_page=50>; rel="last"`);
  // Compared as instants: a timestamp on a whole second prints without a fraction ("…42Z"),
  // which as text sorts after "…42.278Z".
  const times = res.body.users.map((u) => Date.parse(u.created_at));
  assert.deepEqual(times, [...times].sort((a, b) => b - a));

  const page1 = await authFetch(srv, keys.service, '/admin/users?page=1&per_page=2', { bearer: keys.service });
  const last = Math.ceil(total / 2);
  assert.equal(page1.body.users.length, 2);
  assert.equal(page1.headers.get('link'),
    `<${srv.url}/auth/v1/admin/users?page=2&per_page=2>; rel="next", <${srv.url}/auth/v1/admin/users?page=${last}&per_page=2>; rel="last"`);
  const { data, error } = await admin.listUsers({ page: 2, perPage: 2 });
  assert.equal(error, null);
  assert.equal(data.total, total);
  assert.equal(data.users.length, 2);
  assert.notEqual(data.users[0].id, page1.body.users[0].id);
  const bad = await authFetch(srv, keys.service, '/admin/users?page=zero', { bearer: keys.service });
  assert.equal(bad.body.code, 'validation_failed');
});

test('get, update (metadata merge, status, ban, confirm, password), delete; audit rows', async () => {
  const admin = client(srv, keys.service).auth.admin;
  const email = uniqueEmail('managed');
  const id = await confirmedUser(srv, keys.anon, email, 'correct-horse-1', { name: 'Wing', intendedRole: 'merchant' });
  const got = await admin.getUserById(id);
  assert.equal(got.error, null);
  assert.equal(got.data.user.email, email);

  const upd = await admin.updateUserById(id, { user_metadata: { status: 'approved', intendedRole: null }, app_metadata: { tier: 'gold' } });
  assert.equal(upd.error, null);
  assert.deepEqual(upd.data.user.user_metadata, { name: 'Wing', status: 'approved' });
  assert.equal(upd.data.user.app_metadata.tier, 'gold');
  assert.equal(upd.data.user.app_metadata.provider, 'email');
  const audit = await srv.db.query(`SELECT action, actor_id FROM audit_log WHERE entity_id = '${id}'`);
  assert.deepEqual(audit.map((a) => a.action), ['admin.user.update']);
  assert.equal(audit[0].actor_id, null, 'the service key has no actor');

  const ban = await admin.updateUserById(id, { ban_duration: '24h' });
  assert.ok(ban.data.user.banned_until);
  assert.ok(Math.abs(new Date(ban.data.user.banned_until) - Date.now() - 86400_000) < 60_000);
  const refused = await client(srv, keys.anon).auth.signInWithPassword({ email, password: 'correct-horse-1' });
  assert.equal(refused.error.code, 'user_banned');
  const unban = await admin.updateUserById(id, { ban_duration: 'none' });
  assert.equal(unban.data.user.banned_until, undefined);
  const badBan = await authFetch(srv, keys.service, `/admin/users/${id}`, { method: 'PUT', bearer: keys.service, body: { ban_duration: 'forever' } });
  assert.equal(badBan.body.code, 'validation_failed');

  const pw = await admin.updateUserById(id, { password: 'admin-set-pass-9' });
  assert.equal(pw.error, null);
  const signIn = await client(srv, keys.anon).auth.signInWithPassword({ email, password: 'admin-set-pass-9' });
  assert.equal(signIn.error, null);

  const created = await admin.createUser({ email: uniqueEmail('fresh'), password: 'fresh-pass-123' });
  assert.equal(created.error, null);
  assert.equal(created.data.user.email_confirmed_at, undefined);
  const confirmed = await admin.updateUserById(created.data.user.id, { email_confirm: true });
  assert.ok(confirmed.data.user.email_confirmed_at);
  const dup = await admin.createUser({ email, password: 'fresh-pass-123' });
  assert.equal(dup.error.code, 'email_exists');
  assert.equal(dup.error.status, 422);

  const notUuid = await authFetch(srv, keys.service, '/admin/users/not-a-uuid', { bearer: keys.service });
  assert.equal(notUuid.status, 404);
  assert.equal(notUuid.body.code, 'validation_failed');
  const del = await admin.deleteUser(id);
  assert.equal(del.error, null);
  const gone = await admin.getUserById(id);
  assert.equal(gone.error.code, 'user_not_found');
  assert.equal(gone.error.status, 404);
});
