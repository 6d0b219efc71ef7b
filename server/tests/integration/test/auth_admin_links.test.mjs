// GoTrue's admin identity endpoints through supabase-js's auth.admin (service key):
// generateLink (signup, invite, magiclink, recovery, email_change_new / _current) with
// action_link, email_otp, hashed_token, redirect_to and verification_type, each usable once;
// inviteUserByEmail (invited_at, the invite e-mail in the recipient's language); the admin MFA
// API (listFactors, deleteFactor); GoTrue's e-mail format check on sign-up and createUser.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { decodeJwt } from '../lib/http.mjs';
import {
  apiKeys,
  assertAuthError,
  authFetch,
  client,
  confirmedUser,
  follow,
  fragment,
  lastLink,
  outbox,
  totp,
  uniqueEmail,
} from './auth_support.mjs';

const OTHER_ORIGIN = 'https://partner.example.hk';
let srv;
let keys;
let admin;
before(async () => {
  srv = await startServer({ env: { EMU_REDIRECT_ALLOW_LIST: OTHER_ORIGIN } });
  keys = await apiKeys(srv);
  admin = client(srv, keys.service).auth.admin;
});
after(async () => {
  await srv?.stop();
});

const userRow = async (email) =>
  (await srv.db.query(`SELECT id, email_confirmed_at, invited_at, confirmation_sent_at,
     recovery_sent_at, email_change FROM users WHERE email = '${email}'`))[0];

test('generateLink signup: a new unconfirmed user, the link confirms and signs in, nothing e-mailed', async () => {
  const email = uniqueEmail('gl.signup');
  const { data, error } = await admin.generateLink({ type: 'signup', email, password: 'gl-pass-123', options: { data: { name: 'Wing' } } });
  assert.equal(error, null);
  const p = data.properties;
  assert.equal(p.verification_type, 'signup');
  assert.equal(p.redirect_to, srv.url);
  assert.match(p.email_otp, /^\d{6}$/);
  assert.match(p.hashed_token, /^[0-9a-f]{56}$/);
  const link = new URL(p.action_link);
  assert.equal(`${link.origin}${link.pathname}`, `${srv.url}/auth/v1/verify`);
  assert.equal(link.searchParams.get('token'), p.hashed_token);
  assert.equal(link.searchParams.get('type'), 'signup');
  assert.equal(link.searchParams.get('redirect_to'), srv.url);
  assert.equal(data.user.email, email);
  assert.equal(data.user.email_confirmed_at, undefined);
  assert.deepEqual(data.user.user_metadata, { name: 'Wing' });
  assert.equal(data.user.identities.length, 1);
  assert.deepEqual(await outbox(srv, email), [], 'generateLink sends nothing');

  const res = await follow(p.action_link);
  assert.equal(res.status, 303);
  const params = fragment(res.url);
  assert.equal(params.type, 'signup');
  assert.equal(decodeJwt(params.access_token).payload.email, email);
  assert.ok((await userRow(email)).email_confirmed_at);
  // The user signs in with the password the admin set.
  const signIn = await client(srv, keys.anon).auth.signInWithPassword({ email, password: 'gl-pass-123' });
  assert.equal(signIn.error, null);
  // Single use.
  const again = await follow(p.action_link);
  assert.equal(fragment(again.url).error_code, 'otp_expired');
});

test('generateLink magiclink: email_otp and hashed_token each verify once; unknown address becomes a sign-up', async () => {
  const email = uniqueEmail('gl.magic');
  await confirmedUser(srv, keys.anon, email);
  const { data, error } = await admin.generateLink({ type: 'magiclink', email });
  assert.equal(error, null);
  assert.equal(data.properties.verification_type, 'magiclink');
  assert.equal(new URL(data.properties.action_link).searchParams.get('type'), 'magiclink');
  assert.ok((await userRow(email)).recovery_sent_at);

  const sb = client(srv, keys.anon);
  const ok = await sb.auth.verifyOtp({ email, token: data.properties.email_otp, type: 'magiclink' });
  assert.equal(ok.error, null);
  assert.equal(ok.data.user.email, email);
  assert.ok(ok.data.session.access_token);
  const reused = await sb.auth.verifyOtp({ email, token: data.properties.email_otp, type: 'magiclink' });
  assertAuthError(reused.error, 403, 'otp_expired', 'Token has expired or is invalid');

  // The same link again, spent through token_hash this time.
  const second = await admin.generateLink({ type: 'magiclink', email });
  const viaHash = await sb.auth.verifyOtp({ type: 'email', token_hash: second.data.properties.hashed_token });
  assert.equal(viaHash.error, null);
  assert.equal(viaHash.data.user.email, email);

  const stranger = uniqueEmail('gl.magic.new');
  const created = await admin.generateLink({ type: 'magiclink', email: stranger });
  assert.equal(created.error, null);
  assert.equal(created.data.properties.verification_type, 'signup');
  assert.equal(new URL(created.data.properties.action_link).searchParams.get('type'), 'signup');
  assert.equal(created.data.user.email, stranger);
  const row = await userRow(stranger);
  assert.ok(row.confirmation_sent_at);
  assert.equal(row.email_confirmed_at, null);
});

test('generateLink recovery: token_hash verifies; an unknown address is 404 user_not_found', async () => {
  const email = uniqueEmail('gl.recovery');
  await confirmedUser(srv, keys.anon, email);
  const { data, error } = await admin.generateLink({ type: 'recovery', email, options: { redirectTo: `${OTHER_ORIGIN}/reset` } });
  assert.equal(error, null);
  assert.equal(data.properties.verification_type, 'recovery');
  assert.equal(data.properties.redirect_to, `${OTHER_ORIGIN}/reset`);
  assert.equal(new URL(data.properties.action_link).searchParams.get('redirect_to'), `${OTHER_ORIGIN}/reset`);
  const sb = client(srv, keys.anon);
  const verified = await sb.auth.verifyOtp({ type: 'recovery', token_hash: data.properties.hashed_token });
  assert.equal(verified.error, null);
  assert.equal(verified.data.user.email, email);

  const missing = await admin.generateLink({ type: 'recovery', email: uniqueEmail('gl.nobody') });
  assertAuthError(missing.error, 404, 'user_not_found', 'User with this email not found');
  assert.equal(missing.data.properties, null);
  // A redirect_to outside the allow-list falls back to the site URL.
  const evil = await admin.generateLink({ type: 'recovery', email, options: { redirectTo: 'https://evil.example.com/x' } });
  assert.equal(evil.data.properties.redirect_to, srv.url);
});

test('generateLink invite: invited_at, the link confirms; a confirmed address is 422 email_exists', async () => {
  const email = uniqueEmail('gl.invite');
  const { data, error } = await admin.generateLink({ type: 'invite', email, options: { data: { name: 'Ka Yan' } } });
  assert.equal(error, null);
  assert.equal(data.properties.verification_type, 'invite');
  assert.equal(new URL(data.properties.action_link).searchParams.get('type'), 'invite');
  assert.ok(data.user.invited_at);
  assert.deepEqual(data.user.user_metadata, { name: 'Ka Yan' });
  const res = await follow(data.properties.action_link);
  assert.equal(fragment(res.url).type, 'invite');
  assert.ok((await userRow(email)).email_confirmed_at);

  const again = await admin.generateLink({ type: 'invite', email });
  assertAuthError(again.error, 422, 'email_exists', 'A user with this email address has already been registered');
  const signup = await admin.generateLink({ type: 'signup', email, password: 'gl-pass-123' });
  assertAuthError(signup.error, 422, 'email_exists', 'A user with this email address has already been registered');
});

test('generateLink email_change_new: the code sent to the new address moves the account; _current needs secure change', async () => {
  const email = uniqueEmail('gl.change');
  await confirmedUser(srv, keys.anon, email);
  const newEmail = uniqueEmail('gl.changed');
  const { data, error } = await admin.generateLink({ type: 'email_change_new', email, newEmail });
  assert.equal(error, null);
  assert.equal(data.properties.verification_type, 'email_change_new');
  assert.equal(new URL(data.properties.action_link).searchParams.get('type'), 'email_change');
  assert.equal(data.user.new_email, newEmail);
  const sb = client(srv, keys.anon);
  const verified = await sb.auth.verifyOtp({ email: newEmail, token: data.properties.email_otp, type: 'email_change' });
  assert.equal(verified.error, null);
  assert.equal(verified.data.user.email, newEmail);
  assert.equal((await userRow(newEmail)).email_change, null);

  const current = await admin.generateLink({ type: 'email_change_current', email: newEmail, newEmail: uniqueEmail('gl.x') });
  assertAuthError(current.error, 400, 'validation_failed', 'Enable secure email change to generate link for current email');
  const other = uniqueEmail('gl.other');
  await confirmedUser(srv, keys.anon, other);
  const dup = await admin.generateLink({ type: 'email_change_new', email: newEmail, newEmail: other });
  assertAuthError(dup.error, 422, 'email_exists', 'A user with this email address has already been registered');
});

test('generateLink refuses bad input with GoTrue messages; only admins may call it', async () => {
  const bad = await admin.generateLink({ type: 'signup', email: 'xx:;x@x.x', password: 'gl-pass-123' });
  assertAuthError(bad.error, 400, 'validation_failed', 'Unable to validate email address: invalid format');
  assert.equal(bad.data.user, null);
  const none = await admin.generateLink({ type: 'signup', email: '', password: 'gl-pass-123' });
  assertAuthError(none.error, 400, 'validation_failed', 'An email address is required');
  const weak = await admin.generateLink({ type: 'signup', email: uniqueEmail('gl.weak'), password: 'short' });
  assertAuthError(weak.error, 422, 'weak_password', 'Password should be at least 8 characters.');
  const type = await authFetch(srv, keys.service, '/admin/generate_link', {
    method: 'POST', bearer: keys.service, body: { type: 'bogus', email: uniqueEmail('gl.type') },
  });
  assert.equal(type.status, 400);
  assert.equal(type.body.error_code, 'validation_failed');
  assert.equal(type.body.msg, 'Invalid email action link type requested: bogus');
  const anon = await client(srv, keys.anon).auth.admin.generateLink({ type: 'magiclink', email: uniqueEmail('gl.anon') });
  assertAuthError(anon.error, 403, 'not_admin', 'User not allowed');
});

test('inviteUserByEmail: invited_at, a Chinese invite e-mail, the link signs in and the user sets a password', async () => {
  const email = uniqueEmail('invite.zh');
  const { data, error } = await admin.inviteUserByEmail(email, {
    data: { name: '陳小姐', lang: 'zh-HK' },
    redirectTo: `${OTHER_ORIGIN}/welcome`,
  });
  assert.equal(error, null);
  assert.equal(data.user.email, email);
  assert.ok(data.user.invited_at);
  assert.equal(data.user.email_confirmed_at, undefined);
  const row = await userRow(email);
  assert.ok(row.invited_at);
  const mails = await outbox(srv, email);
  assert.equal(mails.length, 1);
  assert.equal(mails[0].email_type, 'invite');
  assert.equal(mails[0].lang, 'zh');
  assert.equal(mails[0].subject, '你獲邀加入 Emu');
  assert.match(mails[0].text_body, /你獲邀以電郵地址 .+ 建立 Emu 帳戶。/);
  assert.match(mails[0].html_body, /接受邀請/);
  const link = new URL(mails[0].params.link);
  assert.equal(link.searchParams.get('type'), 'invite');
  assert.equal(link.searchParams.get('redirect_to'), `${OTHER_ORIGIN}/welcome`);

  const res = await follow(mails[0].params.link);
  assert.equal(res.status, 303);
  assert.equal(`${res.url.origin}${res.url.pathname}`, `${OTHER_ORIGIN}/welcome`);
  const tokens = fragment(res.url);
  assert.equal(tokens.type, 'invite');
  const sb = client(srv, keys.anon);
  await sb.auth.setSession({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
  const set = await sb.auth.updateUser({ password: 'invited-pass-1' });
  assert.equal(set.error, null);
  const signIn = await client(srv, keys.anon).auth.signInWithPassword({ email, password: 'invited-pass-1' });
  assert.equal(signIn.error, null);
  assert.equal(Date.parse(signIn.data.user.invited_at), Date.parse(data.user.invited_at));
});

test('inviteUserByEmail: English e-mail; a confirmed address is 422; a bad address is 400; not for anon', async () => {
  const email = uniqueEmail('invite.en');
  const { error } = await admin.inviteUserByEmail(email);
  assert.equal(error, null);
  const [mail] = await outbox(srv, email);
  assert.equal(mail.subject, 'You have been invited to Emu');
  assert.equal(mail.lang, 'en');
  await follow(mail.params.link);
  const again = await admin.inviteUserByEmail(email);
  assertAuthError(again.error, 422, 'email_exists', 'A user with this email address has already been registered');
  const bad = await admin.inviteUserByEmail('xx:;x@x.x');
  assertAuthError(bad.error, 400, 'validation_failed', 'Unable to validate email address: invalid format');
  assert.equal(bad.data.user, null);
  const anon = await client(srv, keys.anon).auth.admin.inviteUserByEmail(uniqueEmail('invite.anon'));
  assertAuthError(anon.error, 403, 'not_admin', 'User not allowed');
  const audit = await srv.db.query(`SELECT action FROM audit_log WHERE action = 'admin.user.invite'`);
  assert.ok(audit.length >= 2);
});

test('admin MFA: listFactors shows a user\'s factors; deleteFactor removes one and downgrades its sessions', async () => {
  const email = uniqueEmail('adminmfa');
  const userId = await confirmedUser(srv, keys.anon, email);
  const sb = client(srv, keys.anon);
  assert.equal((await sb.auth.signInWithPassword({ email, password: 'correct-horse-1' })).error, null);
  const enrolled = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone app' });
  assert.equal(enrolled.error, null);
  const verified = await sb.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: totp(enrolled.data.totp.secret) });
  assert.equal(verified.error, null);
  const spare = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'spare' });
  assert.equal(spare.error, null);

  const listed = await admin.mfa.listFactors({ userId });
  assert.equal(listed.error, null);
  const byName = Object.fromEntries(listed.data.factors.map((f) => [f.friendly_name, f]));
  assert.deepEqual(Object.keys(byName).sort(), ['phone app', 'spare']);
  assert.equal(byName['phone app'].status, 'verified');
  assert.equal(byName['phone app'].factor_type, 'totp');
  assert.equal(byName.spare.status, 'unverified');
  const aal2 = await srv.db.query(`SELECT aal FROM sessions WHERE user_id = '${userId}'`);
  assert.deepEqual(aal2.map((r) => r.aal), ['aal2']);

  const removed = await admin.mfa.deleteFactor({ userId, id: enrolled.data.id });
  assert.equal(removed.error, null);
  // auth-js 2.112 wraps the deleted factor once more: {data: {data: factor, error: null}}.
  assert.equal(removed.data.data.id, enrolled.data.id);
  assert.equal(removed.data.data.friendly_name, 'phone app');
  const left = await admin.mfa.listFactors({ userId });
  assert.deepEqual(left.data.factors.map((f) => f.id), [spare.data.id]);
  const aal1 = await srv.db.query(`SELECT aal FROM sessions WHERE user_id = '${userId}'`);
  assert.deepEqual(aal1.map((r) => r.aal), ['aal1']);
  const audit = await srv.db.query(`SELECT details FROM audit_log WHERE action = 'admin.factor.delete' AND entity_id = '${userId}'`);
  assert.equal(audit.length, 1);

  const gone = await admin.mfa.deleteFactor({ userId, id: enrolled.data.id });
  assertAuthError(gone.error, 404, 'mfa_factor_not_found', 'Factor not found');
  const badId = await authFetch(srv, keys.service, `/admin/users/${userId}/factors/not-a-uuid`, { method: 'DELETE', bearer: keys.service });
  assert.equal(badId.status, 404);
  assert.equal(badId.body.error_code, 'validation_failed');
  assert.equal(badId.body.msg, 'factor_id must be an UUID');
  const nobody = await admin.mfa.listFactors({ userId: '83fd9e20-7a80-46e4-bf29-a86e3d6bbf66' });
  assertAuthError(nobody.error, 404, 'user_not_found', 'User not found');
  const anon = await client(srv, keys.anon).auth.admin.mfa.listFactors({ userId });
  assertAuthError(anon.error, 403, 'not_admin', 'User not allowed');
});

test('GoTrue\'s e-mail format: xx:;x@x.x is refused by signUp and createUser, nothing stored', async () => {
  const signUp = await client(srv, keys.anon).auth.signUp({ email: 'xx:;x@x.x', password: 'correct-horse-1' });
  assertAuthError(signUp.error, 400, 'validation_failed', 'Unable to validate email address: invalid format');
  const created = await admin.createUser({ email: 'xx:;x@x.x', password: 'correct-horse-1' });
  assertAuthError(created.error, 400, 'validation_failed', 'Unable to validate email address: invalid format');
  assert.equal(created.data.user, null);
  for (const bad of ['a b@example.hk', 'x@-example.hk', 'x@example..hk', 'x@exa_mple.hk']) {
    const res = await admin.createUser({ email: bad, password: 'correct-horse-1' });
    assert.equal(res.error?.message, 'Unable to validate email address: invalid format', bad);
  }
  const rows = await srv.db.query(`SELECT COUNT(*) AS n FROM users WHERE email LIKE '%x@x.x'`);
  assert.equal(Number(rows[0].n), 0);
  const ok = await admin.createUser({ email: uniqueEmail("o'brien+tag"), password: 'correct-horse-1' });
  assert.equal(ok.error, null, 'apostrophes and plus tags are valid');
});
