// MFA with TOTP through supabase-js (contract 2.3 "MFA"): enroll (SVG QR code, otpauth URI),
// challenge, verify with a real code (session raised to aal2, amr totp), listFactors and
// getAuthenticatorAssuranceLevel, wrong / reused codes, expired challenges, aal checks on
// enroll and unenroll, phone factors refused.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { decodeJwt } from '../lib/http.mjs';
import { apiKeys, authFetch, client, confirmedUser, sleep, totp, uniqueEmail } from './auth_support.mjs';

const CHALLENGE_TTL = 4;
let srv;
let keys;
before(async () => {
  srv = await startServer({ env: { EMU_MFA_CHALLENGE_TTL: String(CHALLENGE_TTL) } });
  keys = await apiKeys(srv);
});
after(async () => {
  await srv?.stop();
});

/** A confirmed user signed in with a password: {sb, email, userId}. */
async function signedIn(prefix) {
  const email = uniqueEmail(prefix);
  const userId = await confirmedUser(srv, keys.anon, email);
  const sb = client(srv, keys.anon);
  const { error } = await sb.auth.signInWithPassword({ email, password: 'correct-horse-1' });
  assert.equal(error, null);
  return { sb, email, userId };
}

async function accessToken(sb) {
  return (await sb.auth.getSession()).data.session.access_token;
}

test('enroll a TOTP factor: SVG QR code, base32 secret, otpauth URI; phone refused', async () => {
  const { sb, email } = await signedIn('mfa.enroll');
  const { data, error } = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
  assert.equal(error, null);
  assert.equal(data.type, 'totp');
  assert.equal(data.friendly_name, 'Phone app');
  assert.match(data.id, /^[0-9a-f-]{36}$/);
  // supabase-js prefixes the raw SVG with a data: URL scheme.
  assert.ok(data.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg'), data.totp.qr_code.slice(0, 60));
  assert.ok(data.totp.qr_code.endsWith('</svg>'));
  assert.match(data.totp.secret, /^[A-Z2-7]{32}$/);
  const host = new URL(srv.url).host;
  const uri = new URL(data.totp.uri);
  assert.equal(uri.protocol, 'otpauth:');
  assert.ok(data.totp.uri.startsWith(`otpauth://totp/${encodeURIComponent(host)}:${email}?secret=${data.totp.secret}&issuer=`), data.totp.uri);
  assert.equal(uri.searchParams.get('secret'), data.totp.secret);
  assert.equal(uri.searchParams.get('issuer'), host);

  const custom = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Second', issuer: 'Emu Beauty' });
  assert.equal(custom.error, null);
  assert.ok(custom.data.totp.uri.startsWith(`otpauth://totp/Emu%20Beauty:${email}?`), custom.data.totp.uri);
  assert.equal(new URL(custom.data.totp.uri).searchParams.get('issuer'), 'Emu Beauty');

  const dup = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
  assert.equal(dup.error?.status, 422);
  assert.equal(dup.error?.code, 'mfa_factor_name_conflict');

  const phone = await sb.auth.mfa.enroll({ factorType: 'phone', phone: '+85291234567' });
  assert.equal(phone.error?.status, 422);
  assert.equal(phone.error?.code, 'mfa_phone_enroll_not_enabled');

  const list = await sb.auth.mfa.listFactors();
  assert.equal(list.error, null);
  assert.equal(list.data.all.length, 2);
  assert.equal(list.data.totp.length, 0, 'unverified factors are not listed as usable');
  const f = list.data.all.find((x) => x.id === data.id);
  assert.equal(f.factor_type, 'totp');
  assert.equal(f.status, 'unverified');
  assert.equal(f.friendly_name, 'Phone app');
  assert.equal(typeof f.created_at, 'string');

  const none = await authFetch(srv, keys.anon, '/factors', { method: 'POST', body: { factor_type: 'totp' } });
  assert.equal(none.status, 401);
  assert.equal(none.body.code, 'no_authorization');
});

test('too many factors: the eleventh is refused', async () => {
  const { sb } = await signedIn('mfa.many');
  for (let i = 0; i < 10; i += 1) {
    const { error } = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: `f${i}` });
    assert.equal(error, null);
  }
  const { error } = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'f10' });
  assert.equal(error?.status, 422);
  assert.equal(error?.code, 'too_many_enrolled_mfa_factors');
});

test('challenge + verify with a real code: aal2 session, amr totp, verified factor, no code reuse', async () => {
  const { sb, email, userId } = await signedIn('mfa.verify');
  const before = await sb.auth.mfa.getAuthenticatorAssuranceLevel();
  assert.equal(before.data.currentLevel, 'aal1');
  assert.equal(before.data.nextLevel, 'aal1');

  const { data: factor } = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'App' });
  const { data: challenge, error: ce } = await sb.auth.mfa.challenge({ factorId: factor.id });
  assert.equal(ce, null);
  assert.equal(challenge.type, 'totp');
  assert.match(challenge.id, /^[0-9a-f-]{36}$/);
  const now = Math.floor(Date.now() / 1000);
  assert.ok(Math.abs(challenge.expires_at - (now + CHALLENGE_TTL)) <= 2, `${challenge.expires_at} vs ${now}`);

  const wrongCode = totp(factor.totp.secret) === '000000' ? '111111' : '000000';
  const wrong = await sb.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code: wrongCode });
  assert.equal(wrong.error?.status, 422);
  assert.equal(wrong.error?.code, 'mfa_verification_failed');

  const oldToken = await accessToken(sb);
  const code = totp(factor.totp.secret);
  const { data: session, error } = await sb.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code });
  assert.equal(error, null);
  assert.ok(session.access_token && session.refresh_token && session.expires_in > 0);
  const claims = decodeJwt(session.access_token).payload;
  assert.equal(claims.aal, 'aal2');
  assert.equal(claims.sub, userId);
  assert.equal(claims.email, email);
  assert.equal(claims.session_id, decodeJwt(oldToken).payload.session_id, 'the current session is raised');
  const methods = claims.amr.map((a) => a.method);
  assert.ok(methods.includes('totp'), JSON.stringify(claims.amr));
  assert.ok(methods.includes('password'), JSON.stringify(claims.amr));
  assert.equal(typeof claims.amr[0].timestamp, 'number');
  assert.equal(session.user.factors.length, 1);
  assert.equal(session.user.factors[0].status, 'verified');

  const aal = await sb.auth.mfa.getAuthenticatorAssuranceLevel();
  assert.equal(aal.error, null);
  assert.equal(aal.data.currentLevel, 'aal2');
  assert.equal(aal.data.nextLevel, 'aal2');
  assert.ok(aal.data.currentAuthenticationMethods.some((m) => m.method === 'totp'));

  const list = await sb.auth.mfa.listFactors();
  assert.equal(list.data.totp.length, 1);
  assert.equal(list.data.totp[0].id, factor.id);
  assert.equal(list.data.totp[0].status, 'verified');

  // The same challenge cannot be verified twice, and the same code not on a new challenge.
  const again = await authFetch(srv, keys.anon, `/factors/${factor.id}/verify`, {
    method: 'POST', bearer: session.access_token, body: { challenge_id: challenge.id, code },
  });
  assert.equal(again.status, 422);
  assert.equal(again.body.code, 'mfa_challenge_expired');
  const { data: second } = await sb.auth.mfa.challenge({ factorId: factor.id });
  const reused = await sb.auth.mfa.verify({ factorId: factor.id, challengeId: second.id, code });
  assert.equal(reused.error?.status, 422);
  assert.equal(reused.error?.code, 'mfa_verification_failed');

  // A refresh keeps the session's aal2.
  const refreshed = await sb.auth.refreshSession();
  assert.equal(refreshed.error, null);
  assert.equal(decodeJwt(refreshed.data.session.access_token).payload.aal, 'aal2');
});

test('unknown, foreign and malformed factor ids: 404 mfa_factor_not_found', async () => {
  const a = await signedIn('mfa.owner');
  const b = await signedIn('mfa.other');
  const { data: factor } = await a.sb.auth.mfa.enroll({ factorType: 'totp' });
  for (const id of [factor.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
    const c = await b.sb.auth.mfa.challenge({ factorId: id });
    assert.equal(c.error?.status, 404, id);
    assert.equal(c.error?.code, 'mfa_factor_not_found');
    const u = await b.sb.auth.mfa.unenroll({ factorId: id });
    assert.equal(u.error?.status, 404, id);
  }
  const { data: challenge } = await a.sb.auth.mfa.challenge({ factorId: factor.id });
  const { data: otherFactor } = await b.sb.auth.mfa.enroll({ factorType: 'totp' });
  // A challenge of another factor is not found for this one.
  const cross = await authFetch(srv, keys.anon, `/factors/${otherFactor.id}/verify`, {
    method: 'POST', bearer: await accessToken(b.sb), body: { challenge_id: challenge.id, code: '123456' },
  });
  assert.equal(cross.status, 404);
  assert.equal(cross.body.code, 'mfa_factor_not_found');
});

test('expired challenge: 422 mfa_challenge_expired', async () => {
  const { sb } = await signedIn('mfa.expired');
  const { data: factor } = await sb.auth.mfa.enroll({ factorType: 'totp' });
  const { data: challenge } = await sb.auth.mfa.challenge({ factorId: factor.id });
  await sleep((CHALLENGE_TTL + 1.5) * 1000);
  const res = await sb.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code: totp(factor.totp.secret) });
  assert.equal(res.error?.status, 422);
  assert.equal(res.error?.code, 'mfa_challenge_expired');
});

test('aal1 sessions of an MFA user: enroll 403 and unenroll 422 insufficient_aal; aal2 unenrolls', async () => {
  const { sb, email } = await signedIn('mfa.unenroll');
  const { data: factor } = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Main' });
  const { data: unverified } = await sb.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Spare' });
  const verified = await sb.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totp(factor.totp.secret) });
  assert.equal(verified.error, null);

  // A second device signs in with the password only: aal1, next level aal2.
  const other = client(srv, keys.anon);
  assert.equal((await other.auth.signInWithPassword({ email, password: 'correct-horse-1' })).error, null);
  const aal = await other.auth.mfa.getAuthenticatorAssuranceLevel();
  assert.equal(aal.data.currentLevel, 'aal1');
  assert.equal(aal.data.nextLevel, 'aal2');
  const enroll = await other.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Sneaky' });
  assert.equal(enroll.error?.status, 403);
  assert.equal(enroll.error?.code, 'insufficient_aal');
  const removeVerified = await other.auth.mfa.unenroll({ factorId: factor.id });
  assert.equal(removeVerified.error?.status, 422);
  assert.equal(removeVerified.error?.code, 'insufficient_aal');
  // An unverified factor may go from aal1.
  const removeSpare = await other.auth.mfa.unenroll({ factorId: unverified.id });
  assert.equal(removeSpare.error, null);
  assert.deepEqual(removeSpare.data, { id: unverified.id });
  // The second device reaches aal2 with a later code (the first one is spent).
  const stepped = await other.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totp(factor.totp.secret, 1) });
  assert.equal(stepped.error, null);
  assert.equal(decodeJwt(stepped.data.access_token).payload.aal, 'aal2');
  assert.equal((await other.auth.mfa.getAuthenticatorAssuranceLevel()).data.currentLevel, 'aal2');

  const removed = await sb.auth.mfa.unenroll({ factorId: factor.id });
  assert.equal(removed.error, null);
  assert.deepEqual(removed.data, { id: factor.id });
  const list = await sb.auth.mfa.listFactors();
  assert.equal(list.data.all.length, 0);
  // The session it raised falls back to aal1 on the next refresh.
  const refreshed = await sb.auth.refreshSession();
  assert.equal(refreshed.error, null);
  const claims = decodeJwt(refreshed.data.session.access_token).payload;
  assert.equal(claims.aal, 'aal1');
  assert.ok(!claims.amr.some((a) => a.method === 'totp'));
});

test('verify is rate limited per IP (EMU_RATE_VERIFY_IP)', async () => {
  const limited = await startServer({ env: { EMU_RATE_VERIFY_IP: '2/300' } });
  try {
    const k = await apiKeys(limited);
    const email = uniqueEmail('mfa.rate');
    await confirmedUser(limited, k.anon, email);
    const sb = client(limited, k.anon);
    assert.equal((await sb.auth.signInWithPassword({ email, password: 'correct-horse-1' })).error, null);
    const { data: factor } = await sb.auth.mfa.enroll({ factorType: 'totp' });
    const { data: challenge } = await sb.auth.mfa.challenge({ factorId: factor.id });
    const codes = [];
    for (let i = 0; i < 3; i += 1) {
      const r = await sb.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code: 'abcdef' });
      codes.push(`${r.error?.status} ${r.error?.code}`);
    }
    assert.deepEqual(codes, [
      '422 mfa_verification_failed', '422 mfa_verification_failed', '429 over_request_rate_limit',
    ]);
  } finally {
    await limited.stop();
  }
});
