// GET /app-config.json: what the SPA reads at start (URL, anon key, providers), and the
// anon key's stability across restarts with the same key file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createPublicKey, verify } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { startServer } from '../lib/server.mjs';
import { request, mediaType, decodeJwt } from '../lib/http.mjs';

let srv;
let config;
before(async () => {
  // The pre-launch setting (the default is 1 since issue 13): this suite checks the defaults of
  // the other settings and that EMU_MARKETPLACE reaches the SPA.
  srv = await startServer({ env: { EMU_MARKETPLACE: '0' } });
  config = (await request(`${srv.url}/app-config.json`)).json();
});
after(async () => {
  await srv?.stop();
});

test('GET /app-config.json -> 200 JSON, no-store, URL and providers', async () => {
  const res = await request(`${srv.url}/app-config.json`);
  assert.equal(res.status, 200);
  assert.equal(mediaType(res), 'application/json');
  assert.match(String(res.headers['cache-control']), /no-store/);
  const body = res.json();
  assert.deepEqual(Object.keys(body).sort(), ['anonKey', 'cardPayments', 'commissionPercent', 'marketplace', 'providers', 'reviewBusinessDays', 'supabaseUrl', 'whatsappNumber']);
  // Issue 18: the deployment settings the screens follow (unset here: no WhatsApp, defaults).
  assert.equal(body.whatsappNumber, null);
  assert.equal(body.reviewBusinessDays, 5);
  assert.equal(body.marketplace, false);
  // Issue 31: the launch-phase commission the for-business page states (default 8 %).
  assert.equal(body.commissionPercent, 8);
  // Issue 29: card deposits are off without EMU_STRIPE_SECRET_KEY.
  assert.equal(body.cardPayments, false);
  assert.equal(body.supabaseUrl, srv.env.EMU_SITE_URL);
  assert.deepEqual(body.providers, { email: true, google: false });
  assert.equal(typeof body.anonKey, 'string');
});

test('cardPayments is true once Stripe is configured (EMU_STRIPE_* pointing at the stand-in)', async () => {
  const withCards = await startServer({ stripe: true });
  try {
    assert.equal((await request(`${withCards.url}/app-config.json`)).json().cardPayments, true);
  } finally {
    await withCards.stop();
  }
});

test('anonKey is an ES256 JWT with kid, role anon, iss <site>/auth/v1, exp > 1 year', () => {
  const { header, payload } = decodeJwt(config.anonKey);
  assert.equal(header.alg, 'ES256');
  assert.equal(header.typ, 'JWT');
  assert.equal(typeof header.kid, 'string');
  assert.ok(header.kid.length > 0);
  assert.equal(payload.role, 'anon');
  assert.equal(payload.iss, `${srv.env.EMU_SITE_URL}/auth/v1`);
  const now = Math.floor(Date.now() / 1000);
  assert.equal(typeof payload.iat, 'number');
  assert.ok(payload.iat <= now + 60, `iat ${payload.iat} not in the future`);
  assert.equal(typeof payload.exp, 'number');
  assert.ok(payload.exp > now + 365 * 24 * 3600, `exp ${payload.exp} more than a year ahead`);
});

test('anonKey signature verifies with the key in EMU_JWT_KEY_FILE', () => {
  const file = srv.env.EMU_JWT_KEY_FILE;
  assert.ok(existsSync(file), `${file} was created`);
  const pub = createPublicKey(readFileSync(file));
  const { signingInput, signature } = decodeJwt(config.anonKey);
  // JWS ES256 signatures are raw r||s (64 bytes), not DER.
  const ok = verify('sha256', Buffer.from(signingInput), { key: pub, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  assert.ok(ok, 'ES256 signature valid');
});

// supabase-js >= 2.1xx refuses to construct its realtime client on Node < 22 (no global
// WebSocket) unless given a transport. The tests never open a socket, so a stub will do.
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by these tests');
  }
}
const realtime = globalThis.WebSocket ? {} : { transport: NoWebSocket };

test('supabase-js createClient(url, anonKey) accepts the config', async () => {
  const client = createClient(config.supabaseUrl, config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime,
  });
  assert.ok(client.auth);
  assert.equal(typeof client.from, 'function');
  const { data, error } = await client.auth.getSession(); // local only, no request
  assert.equal(error, null);
  assert.equal(data.session, null);
  // With every default, as the SPA does it (in a browser: needs a global WebSocket here).
  if (globalThis.WebSocket) assert.doesNotThrow(() => createClient(config.supabaseUrl, config.anonKey));
  else assert.doesNotThrow(() => createClient(config.supabaseUrl, config.anonKey, { realtime }));
});

test('same key file across a restart -> same anon key and kid; another key file -> another kid', async () => {
  const keyDir = await mkdtemp(path.join(os.tmpdir(), 'emu-it-key-'));
  const keyFile = path.join(keyDir, 'jwt.pem');
  try {
    const a = await startServer({ env: { EMU_JWT_KEY_FILE: keyFile } });
    let keyA;
    try {
      keyA = (await request(`${a.url}/app-config.json`)).json().anonKey;
    } finally {
      await a.stop();
    }
    assert.ok(existsSync(keyFile), 'key file written and kept');
    // Same site URL, so the issuer (and so the token) can be identical.
    const b = await startServer({ env: { EMU_JWT_KEY_FILE: keyFile, EMU_SITE_URL: a.env.EMU_SITE_URL } });
    let keyB;
    try {
      keyB = (await request(`${b.url}/app-config.json`)).json().anonKey;
    } finally {
      await b.stop();
    }
    assert.equal(decodeJwt(keyB).header.kid, decodeJwt(keyA).header.kid, 'kid stable across restart');
    assert.deepEqual(decodeJwt(keyB).payload, decodeJwt(keyA).payload, 'same claims (iat too) across restart');
    // ECDSA signatures are randomised (OpenSSL 3.0 has no RFC 6979 mode), so an equal
    // token needs deterministic nonces or tokens stored with the key.
    assert.equal(keyB, keyA, 'anon key stable across restart (same claims, but a new ECDSA signature?)');
    assert.notEqual(decodeJwt(config.anonKey).header.kid, decodeJwt(keyA).header.kid, 'a different key file gives a different kid');
  } finally {
    await rm(keyDir, { recursive: true, force: true });
  }
});
