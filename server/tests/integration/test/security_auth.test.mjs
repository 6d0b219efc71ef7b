// Issue 20, identity: one origin rule for every redirect_to (a site URL with a port, and the
// hostile family around it), recovery counted the same for known and unknown addresses, and
// a sign-in lockout that cannot reach the account's owner on another client.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { startServer } from '../lib/server.mjs';
import { apiKeys, authFetch, client, confirmedUser, dbExec, outbox, uniqueEmail } from './auth_support.mjs';

let srv;
let keys;
before(async () => {
  srv = await startServer({
    env: {
      EMU_AUTOCONFIRM: '0',
      EMU_RATE_SIGNIN_IP: '0',
      EMU_RATE_SIGNIN_EMAIL: '3/3600',
      EMU_RATE_SIGNUP_IP: '0',
      EMU_RATE_RECOVER_IP: '0',
      EMU_RATE_VERIFY_IP: '0',
      EMU_RATE_EMAIL_SEND: '0',
      // OAuth on, pointed nowhere: /authorize only stores the flow and answers 302.
      EMU_GOOGLE_CLIENT_ID: 'emu-test-client',
      EMU_GOOGLE_CLIENT_SECRET: 'secret',
      EMU_GOOGLE_AUTH_URL: 'http://127.0.0.1:9/authorize',
    },
  });
  keys = await apiKeys(srv);
});
after(async () => {
  await srv?.stop();
});

// The test server's site URL has a port (http://127.0.0.1:<port>), the case the string
// prefix comparison got wrong.
const hostile = () => {
  const site = srv.url;
  const host = new URL(site).host; // 127.0.0.1:<port>
  const port = new URL(site).port;
  return [
    `http://${host}.evil.test`,
    `http://${host}%40evil.test`,
    `http://${host}@evil.test/`,
    `http://127.0.0.1%3A${port}@evil.test/`,
    `http://user:pw@${host}/`,
    '//evil.test',
    '///evil.test',
    'http:evil.test',
    'http:\\\\evil.test',
    `http://${host}\\@evil.test/`,
    '/\\evil.test',
    `HTTP://EVIL.test:${port}/`,
    `http://127.0.0.1.:${port}/`,
    `http://${host}0/`,
    `https://${host}/`,
    `http://${host}%2F@evil.test/`,
    ` http://${host}/`,
    `http://${host}#@evil.test`.replace('#', '%23'),
  ];
};
const allowed = () => [`${srv.url}/merchant/reset-password?type=recovery`, `HTTP://${new URL(srv.url).host}/x`];

test('GET /verify: only the site origin (scheme, host and port exactly) is followed', async () => {
  for (const target of hostile()) {
    const q = new URLSearchParams({ token: 'nope', type: 'signup', redirect_to: target });
    const res = await fetch(`${srv.url}/auth/v1/verify?${q}`, { redirect: 'manual' });
    assert.equal(res.status, 303, target);
    const location = res.headers.get('location');
    assert.ok(location.startsWith(`${srv.url}#error=`), `${target} -> ${location}`);
  }
  for (const target of allowed()) {
    const q = new URLSearchParams({ token: 'nope', type: 'signup', redirect_to: target });
    const res = await fetch(`${srv.url}/auth/v1/verify?${q}`, { redirect: 'manual' });
    assert.ok(res.headers.get('location').startsWith(`${target}#error=`), target);
  }
});

// The redirect_to every e-mail link carries (the link itself always points at /verify).
async function linkRedirect(email, type) {
  const rows = (await outbox(srv, email)).filter((r) => !type || r.email_type === type);
  assert.ok(rows.length > 0, `an e-mail to ${email}`);
  return new URL(rows.at(-1).params.link).searchParams.get('redirect_to');
}

test('sign-up, resend, recover and OTP e-mails carry only an allowed redirect_to', async () => {
  const anon = keys.anon;
  const cases = [...hostile().slice(0, 8), allowed()[0]];
  for (const target of cases) {
    const expected = target === allowed()[0] ? target : srv.url;
    const rt = `?redirect_to=${encodeURIComponent(target)}`;
    const fresh = uniqueEmail('redir');
    let r = await authFetch(srv, anon, `/signup${rt}`, { method: 'POST', body: { email: fresh, password: 'long-enough-1' } });
    assert.equal(r.status, 200, r.text);
    assert.equal(await linkRedirect(fresh, 'confirm-signup'), expected, `signup ${target}`);
    r = await authFetch(srv, anon, `/resend${rt}`, { method: 'POST', body: { type: 'signup', email: fresh } });
    assert.equal(r.status, 200, r.text);
    assert.equal(await linkRedirect(fresh, 'confirm-signup'), expected, `resend ${target}`);
    r = await authFetch(srv, anon, `/recover${rt}`, { method: 'POST', body: { email: fresh } });
    assert.equal(r.status, 200, r.text);
    assert.equal(await linkRedirect(fresh, 'recovery'), expected, `recover ${target}`);
    const otp = uniqueEmail('otp');
    r = await authFetch(srv, anon, `/otp${rt}`, { method: 'POST', body: { email: otp, create_user: true } });
    assert.equal(r.status, 200, r.text);
    assert.equal(await linkRedirect(otp), expected, `otp ${target}`);
  }
});

test('OAuth /authorize stores only an allowed redirect_to for the callback', async () => {
  for (const target of [...hostile(), allowed()[0]]) {
    const q = new URLSearchParams({ provider: 'google', redirect_to: target });
    const res = await fetch(`${srv.url}/auth/v1/authorize?${q}`, { redirect: 'manual', headers: { apikey: keys.anon } });
    assert.equal(res.status, 302, target);
    const state = new URL(res.headers.get('location')).searchParams.get('state');
    const rows = await srv.db.query(`SELECT redirect_to FROM flow_states WHERE id = '${state}'`);
    const expected = target === allowed()[0] ? target : srv.url;
    assert.equal(rows[0].redirect_to, expected, target);
  }
});

test('recover: a known and an unknown address get the same answers, in the same order', async () => {
  await dbExec(srv, 'DELETE FROM rate_limits');
  const limited = await startServer({
    env: { EMU_AUTOCONFIRM: '0', EMU_RATE_RECOVER_IP: '0', EMU_RATE_EMAIL_SEND: '2/3600', EMU_RATE_SIGNUP_IP: '0' },
  });
  try {
    const k = await apiKeys(limited);
    // A known address whose sign-up e-mail went out just before (as for any new account).
    const known = uniqueEmail('known');
    const sb = client(limited, k.anon);
    assert.equal((await sb.auth.signUp({ email: known, password: 'long-enough-1' })).error, null);
    const unknown = uniqueEmail('unknown');
    const statuses = async (email) => {
      const out = [];
      for (let i = 0; i < 4; i++) {
        const r = await authFetch(limited, k.anon, '/recover', { method: 'POST', body: { email } });
        out.push(`${r.status} ${r.body?.code ?? ''}`.trim());
      }
      return out;
    };
    const a = await statuses(known);
    const b = await statuses(unknown);
    assert.deepEqual(a, b);
    assert.deepEqual(a, ['200', '200', '429 over_email_send_rate_limit', '429 over_email_send_rate_limit']);
    assert.equal((await outbox(limited, known)).filter((m) => m.email_type === 'recovery').length, 2);
    assert.equal((await outbox(limited, unknown)).length, 0);
  } finally {
    await limited.stop();
  }
});

// POST /auth/v1/token from a chosen loopback source address (Linux routes all of 127/8).
function signInFrom(localAddress, email, password) {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ email, password });
    const req = http.request(
      `${srv.url}/auth/v1/token?grant_type=password`,
      {
        method: 'POST',
        localAddress,
        headers: { apikey: keys.anon, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('wrong passwords from one IP do not lock the owner out on another', async () => {
  await dbExec(srv, 'DELETE FROM rate_limits');
  const email = uniqueEmail('owner');
  await confirmedUser(srv, keys.anon, email, 'correct-horse-1');
  const attacker = [];
  for (let i = 0; i < 10; i++) attacker.push((await signInFrom('127.0.0.2', email, 'wrong-pass-1')).status);
  assert.deepEqual(attacker, [400, 400, 400, 429, 429, 429, 429, 429, 429, 429]);
  // Even the right password is refused to the client that kept guessing ...
  assert.equal((await signInFrom('127.0.0.2', email, 'correct-horse-1')).status, 429);
  // ... but the owner, elsewhere, signs in.
  const owner = await signInFrom('127.0.0.1', email, 'correct-horse-1');
  assert.equal(owner.status, 200, JSON.stringify(owner.body));
  assert.equal(typeof owner.body.access_token, 'string');
  const keysRows = await srv.db.query("SELECT key FROM rate_limits WHERE key LIKE 'signin:email:%' ORDER BY key");
  assert.deepEqual(
    keysRows.map((r) => r.key),
    [`signin:email:${email}|127.0.0.1`, `signin:email:${email}|127.0.0.2`],
  );
});
