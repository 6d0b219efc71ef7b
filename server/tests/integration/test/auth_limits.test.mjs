// Rate limits from EMU_RATE_* (short limits set here instead of sleeping), counted in the
// database: sign-in per IP and per e-mail, sign-up per IP, e-mail sends per address, verify.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { apiKeys, authFetch, client, dbExec, uniqueEmail } from './auth_support.mjs';

let srv;
let keys;
before(async () => {
  srv = await startServer({
    env: {
      EMU_AUTOCONFIRM: '0',
      EMU_RATE_SIGNIN_IP: '5/300',
      EMU_RATE_SIGNIN_EMAIL: '3/300',
      EMU_RATE_SIGNUP_IP: '4/300',
      EMU_RATE_EMAIL_SEND: '2/300',
      EMU_RATE_VERIFY_IP: '3/300',
      EMU_RATE_RECOVER_IP: '0',
    },
  });
  keys = await apiKeys(srv);
});
after(async () => {
  await srv?.stop();
});

const reset = () => dbExec(srv, 'DELETE FROM rate_limits');

test('password sign-in: per e-mail, then per IP; 429 over_request_rate_limit', async () => {
  await reset();
  const sb = client(srv, keys.anon);
  const email = uniqueEmail('limited');
  const codes = [];
  for (let i = 0; i < 4; i++) codes.push((await sb.auth.signInWithPassword({ email, password: 'wrong-pass-1' })).error.code);
  assert.deepEqual(codes, ['invalid_credentials', 'invalid_credentials', 'invalid_credentials', 'over_request_rate_limit']);
  const other = await sb.auth.signInWithPassword({ email: uniqueEmail('other'), password: 'wrong-pass-1' });
  assert.equal(other.error.code, 'invalid_credentials');
  const ip = await sb.auth.signInWithPassword({ email: uniqueEmail('third'), password: 'wrong-pass-1' });
  assert.equal(ip.error.code, 'over_request_rate_limit');
  assert.equal(ip.error.status, 429);
  const rows = await srv.db.query("SELECT key, count FROM rate_limits WHERE key LIKE 'signin:ip:%'");
  assert.equal(rows.length, 1);
  assert.equal(Number(rows[0].count), 6);
});

test('e-mail sends per address: 429 over_email_send_rate_limit naming the wait; recover too', async () => {
  await reset();
  const sb = client(srv, keys.anon);
  const email = uniqueEmail('mails');
  assert.equal((await sb.auth.signUp({ email, password: 'long-enough-1' })).error, null);
  assert.equal((await sb.auth.resend({ type: 'signup', email })).error, null);
  // Sign-ups count apart (issue 20): the second send on this address's count is this one.
  assert.equal((await sb.auth.resend({ type: 'signup', email })).error, null);
  const third = await sb.auth.resetPasswordForEmail(email);
  assert.equal(third.error.code, 'over_email_send_rate_limit');
  assert.equal(third.error.status, 429);
  assert.match(third.error.message, /after \d+ seconds/);
});

test('sign-up per IP and verify per IP', async () => {
  await reset();
  const sb = client(srv, keys.anon);
  const codes = [];
  for (let i = 0; i < 5; i++) {
    const { error } = await sb.auth.signUp({ email: uniqueEmail('many'), password: 'long-enough-1' });
    codes.push(error?.code ?? 'ok');
  }
  assert.deepEqual(codes, ['ok', 'ok', 'ok', 'ok', 'over_request_rate_limit']);
  for (let i = 0; i < 3; i++) {
    const r = await authFetch(srv, keys.anon, '/verify', { method: 'POST', body: { type: 'signup', token_hash: 'nope' } });
    assert.equal(r.body.code, 'otp_expired');
  }
  const limited = await authFetch(srv, keys.anon, '/verify', { method: 'POST', body: { type: 'signup', token_hash: 'nope' } });
  assert.equal(limited.status, 429);
  assert.equal(limited.body.code, 'over_request_rate_limit');
});
