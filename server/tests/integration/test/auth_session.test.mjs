// /auth/v1 core through supabase-js: keys, JWKS + getClaims, sign-up with confirmation,
// password sign-in, roles on sign-in, refresh rotation and reuse, logout scopes, Bearer checks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { decodeJwt } from '../lib/http.mjs';
import {
  apiKeys, authFetch, dbExec, client, confirmedUser, follow, fragment, lastLink, outbox,
  signWithServerKey, uniqueEmail,
} from './auth_support.mjs';

const ADMIN = 'boss@emu.example.hk';
let srv;
let keys;
before(async () => {
  srv = await startServer({ env: { EMU_ADMIN_EMAILS: `someone@else.hk, ${ADMIN.toUpperCase()}` } });
  keys = await apiKeys(srv);
});
after(async () => {
  await srv?.stop();
});

function assertAuthError(res, status, code) {
  assert.equal(res.status, status, `HTTP ${res.status} ${res.text}`);
  assert.equal(res.body.code, code, res.text);
  assert.equal(res.body.error_code, code);
  assert.equal(typeof res.body.msg, 'string');
  assert.equal(res.body.message, res.body.msg);
  assert.equal(res.headers.get('x-supabase-api-version'), '2024-01-01');
  assert.equal(res.headers.get('x-sb-error-code'), code);
}

test('apikey: required except on jwks and verify; must be our anon or service JWT', async () => {
  assertAuthError(await authFetch(srv, null, '/settings'), 401, 'no_authorization');
  assertAuthError(await authFetch(srv, 'not-a-jwt', '/settings'), 401, 'no_authorization');
  const forged = await signWithServerKey(srv, { role: 'authenticated', sub: 'x', aud: 'authenticated' });
  assertAuthError(await authFetch(srv, forged, '/settings'), 401, 'no_authorization');
  assertAuthError(await authFetch(srv, null, '/signup', { method: 'POST', body: {} }), 401, 'no_authorization');
  assert.equal((await authFetch(srv, keys.anon, '/settings')).status, 200);
  assert.equal((await authFetch(srv, keys.service, '/settings')).status, 200);
  const jwks = await authFetch(srv, null, '/.well-known/jwks.json');
  assert.equal(jwks.status, 200);
  assert.equal(jwks.headers.get('cache-control'), 'public, max-age=600');
  assert.deepEqual(Object.keys(jwks.body), ['keys']);
  assert.equal(jwks.body.keys[0].alg, 'ES256');
  assert.equal(jwks.body.keys[0].d, undefined, 'never the private part');
  const verify = await authFetch(srv, null, '/verify?token=nope&type=signup');
  assert.equal(verify.status, 303);
});

test('settings reflect the configuration', async () => {
  const res = await authFetch(srv, keys.anon, '/settings');
  assert.equal(res.body.external.email, true);
  assert.equal(res.body.external.google, false);
  assert.equal(res.body.disable_signup, false);
  assert.equal(res.body.mailer_autoconfirm, false);
});

test('sign-up with confirmation: User without session, hashed token, outbox e-mail, link signs in', async () => {
  const sb = client(srv, keys.anon, { flowType: 'implicit' });
  const email = uniqueEmail('signup');
  const { data, error } = await sb.auth.signUp({
    email: email.toUpperCase(),
    password: 'correct-horse-1',
    options: { data: { name: 'Mei', intendedRole: 'merchant', onboarding_complete: false },
      emailRedirectTo: `${srv.url}/welcome?x=1` },
  });
  assert.equal(error, null);
  assert.equal(data.session, null);
  assert.equal(data.user.email, email);
  assert.equal(data.user.identities.length, 1);
  assert.deepEqual(data.user.user_metadata, { name: 'Mei', intendedRole: 'merchant', onboarding_complete: false });
  assert.equal(data.user.email_confirmed_at, undefined);

  const mails = await outbox(srv, email);
  assert.equal(mails.length, 1);
  assert.equal(mails[0].email_type, 'confirm-signup');
  assert.equal(mails[0].lang, 'en');
  assert.equal(mails[0].status, 'pending');
  const link = new URL(mails[0].params.link);
  assert.equal(link.origin + link.pathname, `${srv.url}/auth/v1/verify`);
  assert.equal(link.searchParams.get('type'), 'signup');
  assert.equal(link.searchParams.get('redirect_to'), `${srv.url}/welcome?x=1`);
  assert.ok(mails[0].html_body.includes('Mei'));
  assert.ok(mails[0].text_body.includes(mails[0].params.link));
  const token = link.searchParams.get('token');
  const stored = await srv.db.query(`SELECT token_hash, token_type, relates_to FROM one_time_tokens WHERE user_id = '${data.user.id}'`);
  assert.equal(stored.length, 1);
  assert.equal(stored[0].token_type, 'confirmation_token');
  assert.notEqual(stored[0].token_hash, token, 'stored hashed');
  assert.match(stored[0].token_hash, /^[0-9a-f]{64}$/);

  // Signing in before confirming: the right password says email_not_confirmed.
  const early = await sb.auth.signInWithPassword({ email, password: 'correct-horse-1' });
  assert.equal(early.error.code, 'email_not_confirmed');
  assert.equal(early.error.status, 400);

  const hop = await follow(mails[0].params.link);
  assert.equal(hop.status, 303);
  assert.equal(hop.url.origin + hop.url.pathname, `${srv.url}/welcome`);
  assert.equal(hop.url.searchParams.get('x'), '1');
  const frag = fragment(hop.url);
  assert.equal(frag.token_type, 'bearer');
  assert.equal(frag.type, 'signup');
  assert.equal(frag.expires_in, '3600');
  assert.ok(frag.refresh_token);
  assert.equal(decodeJwt(frag.access_token).payload.amr[0].method, 'otp');

  // The link works once.
  const again = await follow(mails[0].params.link);
  assert.equal(again.url.hash,
    '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=');
  const { data: signedIn, error: e2 } = await sb.auth.signInWithPassword({ email, password: 'correct-horse-1' });
  assert.equal(e2, null);
  assert.ok(signedIn.user.email_confirmed_at);
  assert.equal(signedIn.user.identities[0].identity_data.email_verified, true);
});

test('sign-up edge cases: weak, empty, bad e-mail, confirmed and unconfirmed duplicates', async () => {
  const sb = client(srv, keys.anon);
  const email = uniqueEmail('dup');
  const weak = await sb.auth.signUp({ email, password: 'short' });
  assert.equal(weak.error.code, 'weak_password');
  assert.equal(weak.error.status, 422);
  assert.deepEqual(weak.error.reasons, ['length']);
  const empty = await authFetch(srv, keys.anon, '/signup', { method: 'POST', body: { email, password: '' } });
  assertAuthError(empty, 400, 'validation_failed');
  const badEmail = await authFetch(srv, keys.anon, '/signup', { method: 'POST', body: { email: 'nope', password: 'long-enough-1' } });
  assertAuthError(badEmail, 400, 'validation_failed');
  const badJson = await authFetch(srv, keys.anon, '/signup', { method: 'POST', body: '[1,2]' });
  assertAuthError(badJson, 400, 'bad_json');
  const wrongType = await authFetch(srv, keys.anon, '/signup', { method: 'POST', body: { email: 5, password: 'long-enough-1' } });
  assertAuthError(wrongType, 400, 'bad_json');

  const first = await sb.auth.signUp({ email, password: 'long-enough-1' });
  assert.equal(first.error, null);
  // Unconfirmed: the same user again, the link re-sent, the password untouched.
  const second = await sb.auth.signUp({ email, password: 'another-pass-2' });
  assert.equal(second.data.user.id, first.data.user.id);
  assert.equal((await outbox(srv, email)).length, 2);
  await follow(await lastLink(srv, email));
  // Confirmed: a stand-in with no identities, nothing sent.
  const third = await sb.auth.signUp({ email, password: 'another-pass-2' });
  assert.equal(third.error, null);
  assert.notEqual(third.data.user.id, first.data.user.id);
  assert.deepEqual(third.data.user.identities, []);
  assert.equal((await outbox(srv, email)).length, 2);
  const ok = await sb.auth.signInWithPassword({ email, password: 'long-enough-1' });
  assert.equal(ok.error, null, 'the first password still holds');
});

test('password sign-in: identical invalid_credentials, claims, getClaims via JWKS, roles', async () => {
  const email = uniqueEmail('claims');
  const id = await confirmedUser(srv, keys.anon, email, 'correct-horse-1', { name: 'Kit' });
  const sb = client(srv, keys.anon);
  const wrong = await sb.auth.signInWithPassword({ email, password: 'wrong-password' });
  const unknown = await sb.auth.signInWithPassword({ email: uniqueEmail('ghost'), password: 'wrong-password' });
  for (const r of [wrong, unknown]) {
    assert.equal(r.error.code, 'invalid_credentials');
    assert.equal(r.error.status, 400);
    assert.equal(r.error.message, 'Invalid login credentials');
  }
  const grant = await authFetch(srv, keys.anon, '/token?grant_type=magic', { method: 'POST', body: {} });
  assertAuthError(grant, 400, 'invalid_credentials');

  const { data, error } = await sb.auth.signInWithPassword({ email, password: 'correct-horse-1' });
  assert.equal(error, null);
  const s = data.session;
  assert.equal(s.token_type, 'bearer');
  assert.equal(s.expires_in, 3600);
  assert.ok(Math.abs(s.expires_at - (Date.now() / 1000 + 3600)) < 30);
  assert.equal(s.weak_password, undefined);
  const { header, payload } = decodeJwt(s.access_token);
  assert.equal(header.alg, 'ES256');
  assert.deepEqual(Object.keys(payload).sort(), ['aal', 'amr', 'app_metadata', 'aud', 'email', 'exp', 'iat',
    'is_anonymous', 'iss', 'phone', 'role', 'session_id', 'sub', 'user_metadata'].sort());
  assert.equal(payload.iss, `${srv.url}/auth/v1`);
  assert.equal(payload.sub, id);
  assert.equal(payload.aud, 'authenticated');
  assert.equal(payload.role, 'authenticated');
  assert.equal(payload.email, email);
  assert.equal(payload.phone, '');
  assert.equal(payload.aal, 'aal1');
  assert.equal(payload.amr[0].method, 'password');
  assert.equal(payload.exp - payload.iat, 3600);
  assert.equal(payload.is_anonymous, false);
  assert.deepEqual(payload.app_metadata, { provider: 'email', providers: ['email'] });
  assert.equal(payload.user_metadata.name, 'Kit');
  const session = await srv.db.query(`SELECT user_id FROM sessions WHERE id = '${payload.session_id}'`);
  assert.equal(session[0].user_id, id);

  const claims = await sb.auth.getClaims();
  assert.equal(claims.error, null);
  assert.equal(claims.data.claims.sub, id);
  const tampered = s.access_token.slice(0, -4) + (s.access_token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
  const bad = await sb.auth.getClaims(tampered);
  assert.ok(bad.error, 'a bad signature fails locally');

  const roles = await srv.db.query(`SELECT role FROM user_roles WHERE user_id = '${id}' ORDER BY role`);
  assert.deepEqual(roles.map((r) => r.role), ['user']);
  const user = await srv.db.query(`SELECT last_sign_in_at FROM users WHERE id = '${id}'`);
  assert.ok(user[0].last_sign_in_at);
});

test('e-mails in EMU_ADMIN_EMAILS get admin and user on sign-in', async () => {
  const id = await confirmedUser(srv, keys.anon, ADMIN);
  const { error } = await client(srv, keys.anon).auth.signInWithPassword({ email: ADMIN, password: 'correct-horse-1' });
  assert.equal(error, null);
  const roles = await srv.db.query(`SELECT role FROM user_roles WHERE user_id = '${id}' ORDER BY role`);
  assert.deepEqual(roles.map((r) => r.role), ['admin', 'user']);
});

test('refresh: rotation, lost-response replay, reuse revokes the session', async () => {
  const email = uniqueEmail('refresh');
  await confirmedUser(srv, keys.anon, email);
  const sb = client(srv, keys.anon);
  const { data } = await sb.auth.signInWithPassword({ email, password: 'correct-horse-1' });
  const first = data.session.refresh_token;
  const stored = await srv.db.query(`SELECT token_hash FROM refresh_tokens WHERE session_id = '${decodeJwt(data.session.access_token).payload.session_id}'`);
  assert.equal(stored.length, 1);
  assert.notEqual(stored[0].token_hash, first);

  const r1 = await sb.auth.refreshSession({ refresh_token: first });
  assert.equal(r1.error, null);
  const second = r1.data.session.refresh_token;
  assert.notEqual(second, first);
  // The same parent again within the reuse window: the same active child.
  const replay = await authFetch(srv, keys.anon, '/token?grant_type=refresh_token', { method: 'POST', body: { refresh_token: first } });
  assert.equal(replay.status, 200, replay.text);
  assert.equal(replay.body.refresh_token, second);
  const r2 = await authFetch(srv, keys.anon, '/token?grant_type=refresh_token', { method: 'POST', body: { refresh_token: second } });
  assert.equal(r2.status, 200);
  // `first` is now two generations back: its child is revoked, so a replay is refused.
  const stale = await authFetch(srv, keys.anon, '/token?grant_type=refresh_token', { method: 'POST', body: { refresh_token: first } });
  assertAuthError(stale, 400, 'refresh_token_already_used');

  // Outside the window the whole session goes.
  const sid = decodeJwt(r2.body.access_token).payload.session_id;
  const old = new Date(Date.now() - 60_000).toISOString();
  await dbExec(srv, `UPDATE refresh_tokens SET updated_at = '${old}' WHERE session_id = '${sid}' AND revoked = true`);
  const reuse = await authFetch(srv, keys.anon, '/token?grant_type=refresh_token', { method: 'POST', body: { refresh_token: second } });
  assertAuthError(reuse, 400, 'refresh_token_already_used');
  assert.equal((await srv.db.query(`SELECT id FROM sessions WHERE id = '${sid}'`)).length, 0);
  const dead = await authFetch(srv, keys.anon, '/token?grant_type=refresh_token', { method: 'POST', body: { refresh_token: r2.body.refresh_token } });
  assertAuthError(dead, 400, 'refresh_token_not_found');
  const user = await authFetch(srv, keys.anon, '/user', { bearer: r2.body.access_token });
  assertAuthError(user, 403, 'session_not_found');

  const missing = await authFetch(srv, keys.anon, '/token?grant_type=refresh_token', { method: 'POST', body: {} });
  assert.equal(missing.status, 400);
  assert.equal(missing.body.error, 'invalid_request');
});

test('logout scopes and bad scope', async () => {
  const email = uniqueEmail('logout');
  await confirmedUser(srv, keys.anon, email);
  const sign = async () => (await client(srv, keys.anon).auth.signInWithPassword({ email, password: 'correct-horse-1' })).data.session;
  const [a, b, c] = [await sign(), await sign(), await sign()];
  assertAuthError(await authFetch(srv, keys.anon, '/logout?scope=everything', { method: 'POST', bearer: a.access_token }), 400, 'validation_failed');
  const others = await authFetch(srv, keys.anon, '/logout?scope=others', { method: 'POST', bearer: a.access_token });
  assert.equal(others.status, 204);
  assert.equal((await authFetch(srv, keys.anon, '/user', { bearer: a.access_token })).status, 200);
  assertAuthError(await authFetch(srv, keys.anon, '/user', { bearer: b.access_token }), 403, 'session_not_found');
  assertAuthError(await authFetch(srv, keys.anon, '/user', { bearer: c.access_token }), 403, 'session_not_found');
  const d = await sign();
  assert.equal((await authFetch(srv, keys.anon, '/logout?scope=local', { method: 'POST', bearer: a.access_token })).status, 204);
  assert.equal((await authFetch(srv, keys.anon, '/user', { bearer: d.access_token })).status, 200);
  // signOut() is global by default and clears the client's storage.
  const sb = client(srv, keys.anon);
  await sb.auth.signInWithPassword({ email, password: 'correct-horse-1' });
  const { error } = await sb.auth.signOut();
  assert.equal(error, null);
  assert.equal((await sb.auth.getSession()).data.session, null);
  assertAuthError(await authFetch(srv, keys.anon, '/user', { bearer: d.access_token }), 403, 'session_not_found');
});

test('Bearer checks: missing, malformed, bad signature, alg none, audience, expiry, user, ban', async () => {
  const email = uniqueEmail('bearer');
  const id = await confirmedUser(srv, keys.anon, email);
  const { data } = await client(srv, keys.anon).auth.signInWithPassword({ email, password: 'correct-horse-1' });
  const good = decodeJwt(data.session.access_token).payload;
  assertAuthError(await authFetch(srv, keys.anon, '/user'), 401, 'no_authorization');
  assertAuthError(await authFetch(srv, keys.anon, '/user', { headers: { Authorization: 'Basic abc' } }), 401, 'no_authorization');
  const t = data.session.access_token;
  assertAuthError(await authFetch(srv, keys.anon, '/user', { bearer: `${t.slice(0, -3)}xyz` }), 403, 'bad_jwt');
  const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${t.split('.')[1]}.`;
  assertAuthError(await authFetch(srv, keys.anon, '/user', { bearer: none }), 403, 'bad_jwt');
  assertAuthError(await authFetch(srv, keys.anon, '/user', { bearer: await signWithServerKey(srv, { ...good, aud: 'other' }) }), 403, 'bad_jwt');
  assertAuthError(await authFetch(srv, keys.anon, '/user', { bearer: await signWithServerKey(srv, { ...good, exp: good.iat - 10 }) }), 403, 'bad_jwt');
  assertAuthError(await authFetch(srv, keys.anon, '/user', { bearer: keys.anon }), 403, 'bad_jwt');
  const ghost = await signWithServerKey(srv, { ...good, sub: '00000000-0000-4000-8000-000000000001' });
  assertAuthError(await authFetch(srv, keys.anon, '/user', { bearer: ghost }), 403, 'user_not_found');
  const noSession = await signWithServerKey(srv, { ...good, session_id: '00000000-0000-4000-8000-000000000002' });
  assertAuthError(await authFetch(srv, keys.anon, '/user', { bearer: noSession }), 403, 'session_not_found');
  const until = new Date(Date.now() + 3600_000).toISOString();
  await dbExec(srv, `UPDATE users SET banned_until = '${until}' WHERE id = '${id}'`);
  assertAuthError(await authFetch(srv, keys.anon, '/user', { bearer: t }), 403, 'user_banned');
  const banned = await client(srv, keys.anon).auth.signInWithPassword({ email, password: 'correct-horse-1' });
  assert.equal(banned.error.code, 'user_banned');
  assert.equal(banned.error.status, 400);
});
