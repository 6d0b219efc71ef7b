// GoTrue's switches and refusals through supabase-js: anonymous sign-in (EMU_ANONYMOUS_SIGNIN,
// is_anonymous in the user and the JWT, later an e-mail and a password), the reauthentication
// nonce for password changes (EMU_SECURE_PASSWORD_CHANGE), manual identity linking
// (EMU_MANUAL_LINKING), the minimum password length (EMU_PASSWORD_MIN_LENGTH), and the exact
// errors for sign-in methods Emu does not offer (ID token, SAML SSO, web3, SMS codes).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { runCli, startServer } from '../lib/server.mjs';
import { decodeJwt } from '../lib/http.mjs';
import {
  apiKeys,
  assertAuthError,
  authFetch,
  client,
  confirmedUser,
  dbExec,
  follow,
  lastLink,
  outbox,
  uniqueEmail,
} from './auth_support.mjs';

let plain; // every switch at its default
let strict; // anonymous on, linking off, secure password change on, 10-character passwords
let auto; // anonymous on with EMU_AUTOCONFIRM
before(async () => {
  [plain, strict, auto] = await Promise.all([
    startServer(),
    startServer({
      env: {
        EMU_ANONYMOUS_SIGNIN: '1',
        EMU_MANUAL_LINKING: '0',
        EMU_SECURE_PASSWORD_CHANGE: '1',
        EMU_PASSWORD_MIN_LENGTH: '10',
      },
    }),
    startServer({ env: { EMU_ANONYMOUS_SIGNIN: '1', EMU_AUTOCONFIRM: '1' } }),
  ]);
  for (const srv of [plain, strict, auto]) srv.keys = await apiKeys(srv);
});
after(async () => {
  await Promise.all([plain, strict, auto].map((srv) => srv?.stop()));
});

const anonClient = (srv) => client(srv, srv.keys.anon);

async function signedIn(srv, password = 'correct-horse-12') {
  const email = uniqueEmail('switch');
  const userId = await confirmedUser(srv, srv.keys.anon, email, password);
  const sb = anonClient(srv);
  const { error } = await sb.auth.signInWithPassword({ email, password });
  assert.equal(error, null);
  return { sb, email, userId, password };
}

test('anonymous sign-in is off by default: 422 anonymous_provider_disabled; /settings says so', async () => {
  const { data, error } = await anonClient(plain).auth.signInAnonymously();
  assertAuthError(error, 422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  assert.equal(data.session, null);
  const off = await authFetch(plain, plain.keys.anon, '/settings');
  assert.equal(off.body.external.anonymous_users, false);
  const on = await authFetch(strict, strict.keys.anon, '/settings');
  assert.equal(on.body.external.anonymous_users, true);
  const users = await plain.db.query('SELECT COUNT(*) AS n FROM users WHERE is_anonymous');
  assert.equal(Number(users[0].n), 0);
});

test('anonymous sign-in: is_anonymous in user and JWT; later an e-mail (confirmed by link) and a password', async () => {
  const sb = anonClient(strict);
  const { data, error } = await sb.auth.signInAnonymously({ options: { data: { lang: 'zh-HK' } } });
  assert.equal(error, null);
  assert.equal(data.user.is_anonymous, true);
  assert.equal(data.user.email, '');
  assert.deepEqual(data.user.identities, []);
  assert.deepEqual(data.user.app_metadata, {});
  const claims = decodeJwt(data.session.access_token).payload;
  assert.equal(claims.is_anonymous, true);
  assert.equal(claims.role, 'authenticated');
  assert.deepEqual(claims.amr.map((a) => a.method), ['anonymous']);
  const [row] = await strict.db.query(`SELECT email, encrypted_password, is_anonymous FROM users WHERE id = '${data.user.id}'`);
  assert.equal(row.email, null);
  assert.equal(row.encrypted_password, null);
  assert.ok(row.is_anonymous === true || Number(row.is_anonymous) === 1);

  const lonely = await sb.auth.updateUser({ password: 'anonymous-pass-1' });
  assertAuthError(lonely.error, 422, 'validation_failed',
    'Updating password of an anonymous user without an email or phone is not allowed');
  const factor = await sb.auth.mfa.enroll({ factorType: 'totp' });
  assert.equal(factor.error.status, 403);

  const email = uniqueEmail('anon.upgrade');
  const upgrade = await sb.auth.updateUser({ email, password: 'anonymous-pass-1' });
  assert.equal(upgrade.error, null);
  assert.equal(upgrade.data.user.is_anonymous, true, 'still anonymous until the address is confirmed');
  assert.equal(upgrade.data.user.new_email, email);
  const mails = await outbox(strict, email);
  assert.equal(mails.length, 1);
  assert.equal(mails[0].email_type, 'email-change');
  assert.equal(mails[0].lang, 'zh');

  const res = await follow(await lastLink(strict, email, 'email-change'));
  assert.equal(res.status, 303);
  const { data: after, error: afterError } = await sb.auth.refreshSession();
  assert.equal(afterError, null);
  assert.equal(after.user.is_anonymous, false);
  assert.equal(after.user.email, email);
  assert.deepEqual(after.user.identities.map((i) => i.provider), ['email']);
  assert.deepEqual(after.user.app_metadata, { provider: 'email', providers: ['email'] });
  assert.equal(decodeJwt(after.session.access_token).payload.is_anonymous, false);

  const again = await anonClient(strict).auth.signInWithPassword({ email, password: 'anonymous-pass-1' });
  assert.equal(again.error, null);
  assert.equal(again.data.user.id, data.user.id, 'the same account, now permanent');
  assert.equal(decodeJwt(again.data.session.access_token).payload.is_anonymous, false);
});

test('anonymous user with EMU_AUTOCONFIRM: the e-mail is taken at once, as a sign-up would be', async () => {
  const sb = anonClient(auto);
  const { data } = await sb.auth.signInAnonymously();
  assert.equal(data.user.is_anonymous, true);
  const email = uniqueEmail('anon.auto');
  const { data: updated, error } = await sb.auth.updateUser({ email });
  assert.equal(error, null);
  assert.equal(updated.user.email, email);
  assert.equal(updated.user.is_anonymous, false);
  assert.ok(updated.user.email_confirmed_at);
  assert.deepEqual(await outbox(auto, email), []);
  const set = await sb.auth.updateUser({ password: 'auto-pass-123' });
  assert.equal(set.error, null);
  assert.equal((await anonClient(auto).auth.signInWithPassword({ email, password: 'auto-pass-123' })).error, null);
});

test('EMU_PASSWORD_MIN_LENGTH: GoTrue\'s message with the configured length (8 by default)', async () => {
  const short = await anonClient(strict).auth.signUp({ email: uniqueEmail('len'), password: '123456789' });
  assertAuthError(short.error, 422, 'weak_password', 'Password should be at least 10 characters.');
  assert.deepEqual(short.error.reasons, ['length']);
  const created = await client(strict, strict.keys.service).auth.admin.createUser({ email: uniqueEmail('len.admin'), password: '123456789' });
  assertAuthError(created.error, 422, 'weak_password', 'Password should be at least 10 characters.');
  const ok = await anonClient(strict).auth.signUp({ email: uniqueEmail('len.ok'), password: '1234567890' });
  assert.equal(ok.error, null);
  const byDefault = await anonClient(plain).auth.signUp({ email: uniqueEmail('len.plain'), password: '1234567' });
  assertAuthError(byDefault.error, 422, 'weak_password', 'Password should be at least 8 characters.');
});

test('EMU_PASSWORD_MIN_LENGTH below GoTrue\'s floor of 6 stops the server with a clear message', async () => {
  const res = await runCli(['serve'], { env: { ...strict.env, EMU_LISTEN: '127.0.0.1:0', EMU_PASSWORD_MIN_LENGTH: '5' } });
  assert.notEqual(res.code, 0);
  assert.match(res.stderr + res.stdout, /EMU_PASSWORD_MIN_LENGTH must be between 6 and 72/);
  const help = await runCli(['--help']);
  for (const name of ['EMU_ANONYMOUS_SIGNIN', 'EMU_MANUAL_LINKING', 'EMU_SECURE_PASSWORD_CHANGE', 'EMU_PASSWORD_MIN_LENGTH']) {
    assert.match(help.stdout + help.stderr, new RegExp(name));
  }
});

test('secure password change: an old session needs the nonce from reauthenticate(); wrong or reused nonces are 422', async () => {
  const { sb, email, userId, password } = await signedIn(strict);
  // A session signed in within the last 24 hours counts as reauthenticated (GoTrue's rule).
  const fresh = await sb.auth.updateUser({ password: 'fresh-pass-123' });
  assert.equal(fresh.error, null);

  const old = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
  await dbExec(strict, `UPDATE sessions SET created_at = '${old}' WHERE user_id = '${userId}'`);
  const needed = await sb.auth.updateUser({ password: 'second-pass-123' });
  assertAuthError(needed.error, 400, 'reauthentication_needed', 'Password update requires reauthentication');

  const sent = await sb.auth.reauthenticate();
  assert.equal(sent.error, null);
  const [mail] = (await outbox(strict, email)).filter((m) => m.email_type === 'reauthentication');
  assert.equal(mail.subject, 'Your Emu confirmation code');
  const nonce = mail.text_body.match(/Code: (\d{6})/)[1];
  assert.match(mail.html_body, new RegExp(`>${nonce}<`));
  assert.equal(JSON.stringify(mail.params).includes(nonce), false, 'the code is not kept in params');

  const wrong = await sb.auth.updateUser({ password: 'second-pass-123', nonce: nonce === '000000' ? '111111' : '000000' });
  assertAuthError(wrong.error, 422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  const changed = await sb.auth.updateUser({ password: 'second-pass-123', nonce });
  assert.equal(changed.error, null);
  const reused = await sb.auth.updateUser({ password: 'third-pass-1234', nonce });
  assertAuthError(reused.error, 422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  assert.equal((await anonClient(strict).auth.signInWithPassword({ email, password: 'second-pass-123' })).error, null);
  assert.notEqual(password, 'second-pass-123');
});

test('secure password change: nonce guesses count against EMU_RATE_VERIFY_IP (429 over_request_rate_limit)', async () => {
  const limited = await startServer({ env: { EMU_SECURE_PASSWORD_CHANGE: '1', EMU_RATE_VERIFY_IP: '3/300' } });
  try {
    limited.keys = await apiKeys(limited);
    const { sb, userId } = await signedIn(limited); // following the confirmation link is 1 of 3
    const old = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
    await dbExec(limited, `UPDATE sessions SET created_at = '${old}' WHERE user_id = '${userId}'`);
    for (const guess of ['000001', '000002']) {
      const wrong = await sb.auth.updateUser({ password: 'guessing-pass-1', nonce: guess });
      assertAuthError(wrong.error, 422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
    }
    const limitedOut = await sb.auth.updateUser({ password: 'guessing-pass-1', nonce: '000003' });
    assertAuthError(limitedOut.error, 429, 'over_request_rate_limit', 'Request rate limit reached');
  } finally {
    await limited.stop();
  }
});

test('secure password change off (default): an old session changes the password without a nonce', async () => {
  const { sb, email, userId } = await signedIn(plain);
  const old = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
  await dbExec(plain, `UPDATE sessions SET created_at = '${old}' WHERE user_id = '${userId}'`);
  const { error } = await sb.auth.updateUser({ password: 'plain-new-pass-1' });
  assert.equal(error, null);
  assert.equal((await anonClient(plain).auth.signInWithPassword({ email, password: 'plain-new-pass-1' })).error, null);
});

test('reauthenticate in Chinese; an anonymous user without an address is 400', async () => {
  const email = uniqueEmail('reauth.zh');
  await confirmedUser(strict, strict.keys.anon, email, 'correct-horse-12', { lang: 'zh-HK' });
  const sb = anonClient(strict);
  await sb.auth.signInWithPassword({ email, password: 'correct-horse-12' });
  assert.equal((await sb.auth.reauthenticate()).error, null);
  const [mail] = (await outbox(strict, email)).filter((m) => m.email_type === 'reauthentication');
  assert.equal(mail.lang, 'zh');
  assert.equal(mail.subject, '你的 Emu 確認碼');
  assert.match(mail.text_body, /確認碼: \d{6}/);

  const ghost = anonClient(strict);
  await ghost.auth.signInAnonymously();
  const refused = await ghost.auth.reauthenticate();
  assertAuthError(refused.error, 400, 'validation_failed', 'Reauthentication requires the user to have an email or a phone number');
});

test('manual linking off: linkIdentity and unlinkIdentity answer 404 manual_linking_disabled', async () => {
  const { sb } = await signedIn(strict);
  const link = await sb.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });
  assertAuthError(link.error, 404, 'manual_linking_disabled', 'Manual linking is disabled');
  const { data: identities } = await sb.auth.getUserIdentities();
  const unlink = await sb.auth.unlinkIdentity(identities.identities[0]);
  assertAuthError(unlink.error, 404, 'manual_linking_disabled', 'Manual linking is disabled');
  const signedOut = await authFetch(strict, strict.keys.anon, '/user/identities/authorize?provider=google');
  assert.equal(signedOut.status, 401, 'the session is checked first');
  // Linking on (the default): the request reaches the identity checks.
  const other = await signedIn(plain);
  const { data: mine } = await other.sb.auth.getUserIdentities();
  const last = await other.sb.auth.unlinkIdentity(mine.identities[0]);
  assertAuthError(last.error, 422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
});

test('ID-token sign-in without a provider: GoTrue\'s provider_disabled and OAuth-style errors', async () => {
  const sb = anonClient(plain);
  const google = await sb.auth.signInWithIdToken({ provider: 'google', token: 'mock-id-token', nonce: 'n' });
  assertAuthError(google.error, 400, 'provider_disabled', 'Provider (issuer "https://accounts.google.com") is not enabled');
  assert.equal(google.data.session, null);
  const custom = await sb.auth.signInWithIdToken({ provider: 'custom:acme', token: 'mock-id-token' });
  assertAuthError(custom.error, 400, 'validation_failed', 'Custom OAuth providers are disabled');
  const noProvider = await authFetch(plain, plain.keys.anon, '/token?grant_type=id_token', { method: 'POST', body: { id_token: 'x' } });
  assert.equal(noProvider.status, 400);
  assert.deepEqual(noProvider.body, { error: 'invalid request', error_description: 'provider or client_id and issuer required' });
  const noToken = await authFetch(plain, plain.keys.anon, '/token?grant_type=id_token', { method: 'POST', body: { provider: 'google' } });
  assert.deepEqual(noToken.body, { error: 'invalid request', error_description: 'id_token required' });
});

test('SAML SSO and web3 are off: 404 saml_provider_disabled, 422 web3_provider_disabled', async () => {
  const sb = anonClient(plain);
  const sso = await sb.auth.signInWithSSO({ domain: 'example.hk' });
  assertAuthError(sso.error, 404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  const byId = await sb.auth.signInWithSSO({ providerId: '83fd9e20-7a80-46e4-bf29-a86e3d6bbf66' });
  assertAuthError(byId.error, 404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  const web3 = await sb.auth.signInWithWeb3({ chain: 'solana', message: 'emu.hk wants you to sign in', signature: new Uint8Array(64) });
  assertAuthError(web3.error, 422, 'web3_provider_disabled', 'Web3 provider is disabled');
  assert.equal(web3.data.session, null);
});

test('verifyOtp type sms / phone_change: 403 for a well-formed number, 400 E.164 message otherwise', async () => {
  const sb = anonClient(plain);
  for (const type of ['sms', 'phone_change']) {
    const wellFormed = await sb.auth.verifyOtp({ phone: '+852 6123 4567', token: '123456', type });
    assertAuthError(wellFormed.error, 403, 'otp_expired', 'Token has expired or is invalid');
    const malformed = await sb.auth.verifyOtp({ phone: '852-6123-invalid', token: '123456', type });
    assertAuthError(malformed.error, 400, 'validation_failed', 'Invalid phone number format (E.164 required)');
  }
  const neither = await authFetch(plain, plain.keys.anon, '/verify', { method: 'POST', body: { type: 'sms' } });
  assert.equal(neither.status, 400);
  assert.equal(neither.body.msg, 'Verify requires either a token or a token hash');
});
