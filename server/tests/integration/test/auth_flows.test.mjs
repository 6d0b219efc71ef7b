// /auth/v1 e-mail flows through supabase-js with flowType 'pkce' (as the SPA): sign-up
// confirmation with ?code=, password recovery ending in PASSWORD_RECOVERY, e-mail change,
// PUT /user, POST /verify, resend, OTP, expiry and single use, and auto-confirm mode.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { decodeJwt } from '../lib/http.mjs';
import {
  apiKeys, authFetch, dbExec, client, confirmedUser, follow, fragment, lastLink, outbox, uniqueEmail,
} from './auth_support.mjs';

const OTHER_ORIGIN = 'https://app.emu.example';
let srv;
let keys;
before(async () => {
  srv = await startServer({ env: { EMU_REDIRECT_ALLOW_LIST: OTHER_ORIGIN } });
  keys = await apiKeys(srv);
});
after(async () => {
  await srv?.stop();
});

test('PKCE sign-up: pkce_ token, link redirects with ?code=, exchangeCodeForSession, single use', async () => {
  const sb = client(srv, keys.anon);
  const email = uniqueEmail('pkce');
  const { data, error } = await sb.auth.signUp({
    email, password: 'correct-horse-1', options: { emailRedirectTo: `${srv.url}/auth/callback` },
  });
  assert.equal(error, null);
  assert.equal(data.session, null);
  const link = new URL(await lastLink(srv, email, 'confirm-signup'));
  assert.match(link.searchParams.get('token'), /^pkce_/);
  const stored = await srv.db.query(`SELECT token_hash FROM one_time_tokens WHERE user_id = '${data.user.id}'`);
  assert.match(stored[0].token_hash, /^pkce_[0-9a-f]{64}$/);
  const flows = await srv.db.query(`SELECT code_challenge_method, authentication_method FROM flow_states WHERE user_id = '${data.user.id}'`);
  assert.deepEqual(flows, [{ code_challenge_method: 's256', authentication_method: 'email/signup' }]);

  const hop = await follow(link.href);
  assert.equal(hop.status, 303);
  assert.equal(hop.url.origin + hop.url.pathname, `${srv.url}/auth/callback`);
  const code = hop.url.searchParams.get('code');
  assert.ok(code);
  assert.equal(hop.url.hash, '');

  const events = [];
  sb.auth.onAuthStateChange((event) => events.push(event));
  const exchanged = await sb.auth.exchangeCodeForSession(code);
  assert.equal(exchanged.error, null);
  assert.equal(exchanged.data.user.id, data.user.id);
  assert.ok(exchanged.data.user.email_confirmed_at);
  assert.equal(decodeJwt(exchanged.data.session.access_token).payload.amr[0].method, 'email/signup');
  assert.ok(events.includes('SIGNED_IN'));
  assert.equal((await srv.db.query(`SELECT id FROM flow_states WHERE user_id = '${data.user.id}'`)).length, 0);

  const again = await authFetch(srv, keys.anon, '/token?grant_type=pkce', {
    method: 'POST', body: { auth_code: code, code_verifier: 'a'.repeat(56) },
  });
  assert.equal(again.status, 404);
  assert.equal(again.body.code, 'flow_state_not_found');
  // The used link now fails, with the error in the query as well (PKCE).
  const used = await follow(link.href);
  assert.equal(used.url.searchParams.get('error_code'), 'otp_expired');
  assert.equal(used.url.searchParams.get('error'), 'access_denied');
  assert.equal(fragment(used.url).error_description, 'Email link is invalid or has expired');
});

test('PKCE exchange errors: bad verifier, expired flow, empty fields', async () => {
  const sb = client(srv, keys.anon);
  const email = uniqueEmail('pkce-err');
  const { data } = await sb.auth.signUp({ email, password: 'correct-horse-1' });
  const hop = await follow(await lastLink(srv, email));
  const code = hop.url.searchParams.get('code');
  const bad = await authFetch(srv, keys.anon, '/token?grant_type=pkce', {
    method: 'POST', body: { auth_code: code, code_verifier: 'b'.repeat(64) },
  });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.code, 'bad_code_verifier');
  const empty = await authFetch(srv, keys.anon, '/token?grant_type=pkce', { method: 'POST', body: { auth_code: code } });
  assert.equal(empty.status, 400);
  assert.equal(empty.body.code, 'validation_failed');
  const old = new Date(Date.now() - 10 * 60_000).toISOString();
  await dbExec(srv, `UPDATE flow_states SET auth_code_issued_at = '${old}', created_at = '${old}' WHERE user_id = '${data.user.id}'`);
  const expired = await sb.auth.exchangeCodeForSession(code);
  assert.equal(expired.error.code, 'flow_state_expired');
  assert.equal(expired.error.status, 422);
});

test('recovery with PKCE: link to the reset page with ?code=, PASSWORD_RECOVERY, new password', async () => {
  const email = uniqueEmail('recover');
  await confirmedUser(srv, keys.anon, email);
  const other = client(srv, keys.anon);
  const { data: before } = await other.auth.signInWithPassword({ email, password: 'correct-horse-1' });

  const sb = client(srv, keys.anon);
  const redirectTo = `${srv.url}/merchant/reset-password?type=recovery`;
  const sent = await sb.auth.resetPasswordForEmail(email, { redirectTo });
  assert.equal(sent.error, null);
  assert.deepEqual(sent.data, {});
  const unknown = await client(srv, keys.anon).auth.resetPasswordForEmail(uniqueEmail('nobody'), { redirectTo });
  assert.equal(unknown.error, null, 'unknown e-mails answer the same');
  const mail = (await outbox(srv, email)).at(-1);
  assert.equal(mail.email_type, 'recovery');
  const hop = await follow(mail.params.link);
  assert.equal(hop.url.origin + hop.url.pathname, `${srv.url}/merchant/reset-password`);
  assert.equal(hop.url.searchParams.get('type'), 'recovery');
  const code = hop.url.searchParams.get('code');

  const events = [];
  sb.auth.onAuthStateChange((event) => events.push(event));
  const { data, error } = await sb.auth.exchangeCodeForSession(code);
  assert.equal(error, null);
  assert.ok(events.includes('PASSWORD_RECOVERY'), events.join());
  assert.equal(decodeJwt(data.session.access_token).payload.amr[0].method, 'recovery');

  const same = await sb.auth.updateUser({ password: 'correct-horse-1' });
  assert.equal(same.error.code, 'same_password');
  assert.equal(same.error.status, 422);
  const weak = await sb.auth.updateUser({ password: 'tiny' });
  assert.equal(weak.error.code, 'weak_password');
  const changed = await sb.auth.updateUser({ password: 'brand-new-pass-2' });
  assert.equal(changed.error, null);
  // Other sessions end; this one stays.
  const otherUser = await authFetch(srv, keys.anon, '/user', { bearer: before.session.access_token });
  assert.equal(otherUser.body.code, 'session_not_found');
  assert.equal((await sb.auth.getUser()).error, null);
  const oldPw = await client(srv, keys.anon).auth.signInWithPassword({ email, password: 'correct-horse-1' });
  assert.equal(oldPw.error.code, 'invalid_credentials');
  const newPw = await client(srv, keys.anon).auth.signInWithPassword({ email, password: 'brand-new-pass-2' });
  assert.equal(newPw.error, null);
});

test('redirect_to: allow-listed origins pass, others fall back to the site URL', async () => {
  const email = uniqueEmail('redirect');
  await confirmedUser(srv, keys.anon, email);
  const sb = client(srv, keys.anon, { flowType: 'implicit' });
  await sb.auth.resetPasswordForEmail(email, { redirectTo: `${OTHER_ORIGIN}/reset` });
  assert.equal(new URL(await lastLink(srv, email, 'recovery')).searchParams.get('redirect_to'), `${OTHER_ORIGIN}/reset`);
  const hop = await follow(await lastLink(srv, email, 'recovery'));
  assert.equal(hop.url.origin, OTHER_ORIGIN);
  assert.equal(fragment(hop.url).type, 'recovery');
  for (const evil of ['https://evil.example/x', 'javascript:alert(1)', `https://user@evil.example`]) {
    await dbExec(srv, `DELETE FROM rate_limits`);
    await sb.auth.resetPasswordForEmail(email, { redirectTo: evil });
    assert.equal(new URL(await lastLink(srv, email, 'recovery')).searchParams.get('redirect_to'), srv.url, evil);
  }
});

test('expired links fail with otp_expired; tokens honour EMU_OTP_TTL', async () => {
  const email = uniqueEmail('expired');
  const sb = client(srv, keys.anon, { flowType: 'implicit' });
  const { data } = await sb.auth.signUp({ email, password: 'correct-horse-1' });
  const old = new Date(Date.now() - 2 * 3600_000).toISOString();
  await dbExec(srv, `UPDATE one_time_tokens SET created_at = '${old}' WHERE user_id = '${data.user.id}'`);
  const hop = await follow(await lastLink(srv, email));
  assert.equal(hop.url.hash, '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=');
  assert.equal(hop.url.search, '');
  const user = await srv.db.query(`SELECT email_confirmed_at FROM users WHERE id = '${data.user.id}'`);
  assert.equal(user[0].email_confirmed_at, null);
});

test('PUT /user: metadata merges per key, null deletes; app_metadata needs admin', async () => {
  const email = uniqueEmail('meta');
  await confirmedUser(srv, keys.anon, email, 'correct-horse-1', { name: 'Lam', lang: 'en', keep: true });
  const sb = client(srv, keys.anon);
  await sb.auth.signInWithPassword({ email, password: 'correct-horse-1' });
  const { data, error } = await sb.auth.updateUser({ data: { name: null, onboarding_complete: true, lang: 'zh-HK' } });
  assert.equal(error, null);
  assert.deepEqual(data.user.user_metadata, { lang: 'zh-HK', keep: true, onboarding_complete: true });
  const token = (await sb.auth.getSession()).data.session.access_token;
  const app = await authFetch(srv, keys.anon, '/user', { method: 'PUT', bearer: token, body: { app_metadata: { role: 'admin' } } });
  assert.equal(app.status, 403);
  assert.equal(app.body.code, 'not_admin');
});

test('e-mail change: link to the new address, takes effect after verify', async () => {
  const email = uniqueEmail('change');
  const taken = uniqueEmail('taken');
  await confirmedUser(srv, keys.anon, email);
  await confirmedUser(srv, keys.anon, taken);
  const sb = client(srv, keys.anon);
  await sb.auth.signInWithPassword({ email, password: 'correct-horse-1' });
  const clash = await sb.auth.updateUser({ email: taken });
  assert.equal(clash.error.code, 'email_exists');
  const newEmail = uniqueEmail('new');
  const { data, error } = await sb.auth.updateUser({ email: newEmail }, { emailRedirectTo: `${srv.url}/account` });
  assert.equal(error, null);
  assert.equal(data.user.email, email);
  assert.equal(data.user.new_email, newEmail);
  assert.ok(data.user.email_change_sent_at);
  const mail = (await outbox(srv, newEmail)).at(-1);
  assert.equal(mail.email_type, 'email-change');
  const hop = await follow(mail.params.link);
  assert.equal(hop.url.pathname, '/account');
  const exchanged = await sb.auth.exchangeCodeForSession(hop.url.searchParams.get('code'));
  assert.equal(exchanged.error, null);
  assert.equal(exchanged.data.user.email, newEmail);
  assert.equal(exchanged.data.user.new_email, undefined);
  assert.equal(exchanged.data.user.identities[0].identity_data.email, newEmail);
  const signIn = await client(srv, keys.anon).auth.signInWithPassword({ email: newEmail, password: 'correct-horse-1' });
  assert.equal(signIn.error, null);
});

test('POST /verify with token_hash, resend, OTP magic links, zh e-mails', async () => {
  const email = uniqueEmail('verifyotp');
  const sb = client(srv, keys.anon, { flowType: 'implicit' });
  await sb.auth.signUp({ email, password: 'correct-horse-1', options: { data: { lang: 'zh-HK', name: '陳小姐' } } });
  const first = (await outbox(srv, email)).at(-1);
  assert.equal(first.lang, 'zh');
  assert.equal(first.subject, '確認你的 Emu 帳戶');
  assert.ok(first.html_body.includes('陳小姐'));

  const resent = await sb.auth.resend({ type: 'signup', email });
  assert.equal(resent.error, null);
  assert.equal((await outbox(srv, email)).length, 2);
  const badType = await authFetch(srv, keys.anon, '/resend', { method: 'POST', body: { type: 'sms', email } });
  assert.equal(badType.body.code, 'validation_failed');

  // The first link was replaced by the resent one.
  const stale = new URL(first.params.link).searchParams.get('token');
  const refused = await sb.auth.verifyOtp({ type: 'signup', token_hash: stale });
  assert.equal(refused.error.code, 'otp_expired');
  assert.equal(refused.error.status, 403);
  const token = new URL(await lastLink(srv, email)).searchParams.get('token');
  const extra = await authFetch(srv, keys.anon, '/verify', { method: 'POST', body: { type: 'signup', token_hash: token, email } });
  assert.equal(extra.body.code, 'validation_failed');
  const { data, error } = await sb.auth.verifyOtp({ type: 'signup', token_hash: token });
  assert.equal(error, null);
  assert.ok(data.session.access_token);
  assert.ok(data.user.email_confirmed_at);

  const otpSb = client(srv, keys.anon, { flowType: 'implicit' });
  // Issue 27: an unknown address without sign-up answers as a known one does (no enumeration),
  // creates no account and sends nothing.
  const unknown = uniqueEmail('otp');
  const noUser = await otpSb.auth.signInWithOtp({ email: unknown, options: { shouldCreateUser: false } });
  assert.equal(noUser.error, null);
  assert.deepEqual(await outbox(srv, unknown), []);
  const magic = await otpSb.auth.signInWithOtp({ email });
  assert.equal(magic.error, null);
  const mail = (await outbox(srv, email)).at(-1);
  assert.equal(mail.email_type, 'magic-link');
  const hop = await follow(mail.params.link);
  const frag = fragment(hop.url);
  assert.equal(frag.type, 'magiclink');
  assert.ok(frag.access_token);
});

test('EMU_AUTOCONFIRM=1: sign-up answers a Session; a second sign-up 422 user_already_exists', async () => {
  const auto = await startServer({ env: { EMU_AUTOCONFIRM: '1' } });
  try {
    const k = await apiKeys(auto);
    const sb = client(auto, k.anon);
    const email = uniqueEmail('auto');
    const { data, error } = await sb.auth.signUp({ email, password: 'correct-horse-1', options: { data: { name: 'Auto' } } });
    assert.equal(error, null);
    assert.ok(data.session.access_token);
    assert.ok(data.user.email_confirmed_at);
    assert.equal((await outbox(auto, email)).length, 0);
    const roles = await auto.db.query(`SELECT role FROM user_roles WHERE user_id = '${data.user.id}'`);
    assert.deepEqual(roles.map((r) => r.role), ['user']);
    const again = await sb.auth.signUp({ email, password: 'correct-horse-1' });
    assert.equal(again.error.code, 'user_already_exists');
    assert.equal(again.error.status, 422);
    const settings = await authFetch(auto, k.anon, '/settings');
    assert.equal(settings.body.mailer_autoconfirm, true);
  } finally {
    await auto.stop();
  }
});
