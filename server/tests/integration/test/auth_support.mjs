// Shared helpers of the auth_*.test.mjs files: supabase-js clients with in-memory storage,
// the server's API keys, the e-mail outbox, and following e-mail links without a browser.
import { readFile } from 'node:fs/promises';
import { createHmac, createSign } from 'node:crypto';
import assert from 'node:assert/strict';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createClient } from '@supabase/supabase-js';

const run = promisify(execFile);
let counter = 0;
/** A fresh e-mail address per call (tests share nothing). */
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.hk`;
}

/** The anon and service keys the server minted beside its signing key. */
export async function apiKeys(srv) {
  const text = await readFile(`${srv.env.EMU_JWT_KEY_FILE}.api-keys.json`, 'utf8');
  return JSON.parse(text);
}

/** A Map-backed storage adapter, so sessions and PKCE verifiers live in the test. */
export function memoryStorage() {
  const map = new Map();
  return {
    map,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by the auth tests');
  }
}

/** A supabase-js client the way the SPA configures it (PKCE), without timers. */
export function client(srv, key, { flowType = 'pkce', storage = memoryStorage() } = {}) {
  const sb = createClient(srv.url, key, {
    auth: { storage, flowType, autoRefreshToken: false, persistSession: true, detectSessionInUrl: false },
    // Node 20 has no WebSocket; realtime is never used here, so any constructor will do.
    realtime: { transport: NoWebSocket },
  });
  sb.storage_ = storage;
  return sb;
}

/** Outbox rows for an address, oldest first, with params parsed on both engines. */
export async function outbox(srv, to) {
  const rows = await srv.db.query(
    `SELECT to_email, email_type, lang, subject, html_body, text_body, params, status, created_at
       FROM email_outbox WHERE to_email = '${to.replace(/'/g, "''")}' ORDER BY created_at`,
  );
  return rows.map((r) => ({ ...r, params: typeof r.params === 'string' ? JSON.parse(r.params) : r.params }));
}

/** The link of the newest outbox e-mail to `to` (optionally of one email_type). */
export async function lastLink(srv, to, type) {
  const rows = (await outbox(srv, to)).filter((r) => !type || r.email_type === type);
  if (rows.length === 0) throw new Error(`no e-mail to ${to}${type ? ` of type ${type}` : ''}`);
  return rows.at(-1).params.link;
}

/** GET a link without following the redirect: {status, location, url (parsed)}. */
export async function follow(link) {
  const res = await fetch(link, { redirect: 'manual' });
  await res.arrayBuffer();
  const location = res.headers.get('location');
  return { status: res.status, location, url: location ? new URL(location) : null };
}

/** Parameters of a URL fragment (#a=1&b=2). */
export function fragment(url) {
  return Object.fromEntries(new URLSearchParams(url.hash.replace(/^#/, '')));
}

/** Sign up with confirmation, follow the link: a confirmed user. Returns the user id. */
export async function confirmedUser(srv, anon, email, password = 'correct-horse-1', data = {}) {
  const sb = client(srv, anon);
  const { data: res, error } = await sb.auth.signUp({ email, password, options: { data } });
  if (error) throw error;
  const link = await lastLink(srv, email, 'confirm-signup');
  await follow(link);
  return res.user.id;
}

/** Sign a JWT with the server's own key (to forge expired / wrong-audience tokens). */
export async function signWithServerKey(srv, claims, header = {}) {
  const pem = await readFile(srv.env.EMU_JWT_KEY_FILE, 'utf8');
  const jwks = await (await fetch(`${srv.url}/auth/v1/.well-known/jwks.json`)).json();
  const h = { alg: 'ES256', typ: 'JWT', kid: jwks.keys[0].kid, ...header };
  const enc = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const input = `${enc(h)}.${enc(claims)}`;
  const signer = createSign('SHA256');
  signer.update(input);
  const sig = signer.sign({ key: pem, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return `${input}.${sig}`;
}

/** fetch to /auth/v1 with the anon key; returns {status, body, headers}. */
export async function authFetch(srv, key, pathAndQuery, { method = 'GET', body, bearer, headers = {} } = {}) {
  const res = await fetch(`${srv.url}/auth/v1${pathAndQuery}`, {
    method,
    headers: {
      ...(key ? { apikey: key } : {}),
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json;charset=UTF-8' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, body: json, text, headers: res.headers };
}

/** Run an UPDATE or DELETE (the harness's query() wraps statements in a SELECT on PostgreSQL). */
export async function dbExec(srv, sql) {
  if (srv.db.kind !== 'postgres') return srv.db.query(sql);
  await run('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', srv.db.url, '-c', sql]);
  return [];
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export { path };

function base32Decode(text) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out = [];
  for (const c of text.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(c);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) of a base32 secret, `offset` steps from now. */
export function totp(secret, offset = 0) {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 1000 / 30) + offset));
  const mac = createHmac('sha1', base32Decode(secret)).update(msg).digest();
  const o = mac[mac.length - 1] & 0x0f;
  const bin = ((mac[o] & 0x7f) << 24) | (mac[o + 1] << 16) | (mac[o + 2] << 8) | mac[o + 3];
  return String(bin % 1_000_000).padStart(6, '0');
}

/** Asserts a supabase-js AuthError: HTTP status, error_code and GoTrue's message. */
export function assertAuthError(error, status, code, message) {
  assert.ok(error, `expected ${code}, got no error`);
  assert.equal(error.status, status, `${error.code}: ${error.message}`);
  assert.equal(error.code, code, error.message);
  assert.equal(error.message, message);
}
