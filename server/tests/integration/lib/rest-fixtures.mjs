// Fixtures for the /rest/v1 tests: API keys and user tokens signed with the test server's own
// key (ES256, the harness's temp EMU_JWT_KEY_FILE), supabase-js clients per role, direct SQL
// on the server's database (sqlite3 / psql, as an operator would) and a seeded little world.

import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createPrivateKey, randomUUID, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { startServer } from './server.mjs';

const run = promisify(execFile);

/** The anon and service keys the server minted beside its signing key. */
export function apiKeys(srv) {
  const keys = JSON.parse(readFileSync(`${srv.env.EMU_JWT_KEY_FILE}.api-keys.json`, 'utf8'));
  return { anon: keys.anon, service: keys.service };
}

// Node 20 has no global WebSocket and realtime-js wants one even if no channel ever opens.
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by these tests');
  }
}
const realtime = globalThis.WebSocket ? {} : { transport: NoWebSocket };

const b64 = (obj) => Buffer.from(JSON.stringify(obj)).toString('base64url');

/** An access token for `user` as the auth server would issue it. */
export function userToken(srv, user, { expiresIn = 3600, extra = {} } = {}) {
  const { anon } = apiKeys(srv);
  const kid = JSON.parse(Buffer.from(anon.split('.')[0], 'base64url').toString()).kid;
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'ES256', typ: 'JWT', kid };
  const claims = {
    iss: `${srv.url}/auth/v1`,
    sub: user.id,
    role: 'authenticated',
    aud: 'authenticated',
    email: user.email,
    iat: now,
    exp: now + expiresIn,
    session_id: randomUUID(),
    aal: 'aal1',
    ...extra,
  };
  const input = `${b64(header)}.${b64(claims)}`;
  const key = createPrivateKey(readFileSync(srv.env.EMU_JWT_KEY_FILE));
  const signature = sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' });
  return `${input}.${signature.toString('base64url')}`;
}

/** A supabase-js client as the browser builds it; token = a user's access token. */
export function client(srv, token) {
  const { anon } = apiKeys(srv);
  return createClient(srv.url, anon, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime,
    global: token ? { headers: { Authorization: `Bearer ${token}` } } : {},
  });
}

export function serviceClient(srv) {
  const { service } = apiKeys(srv);
  return createClient(srv.url, service, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime,
  });
}

/** Run statements (no result) on the server's database. */
export async function exec(srv, sql) {
  if (srv.db.kind === 'sqlite') {
    await run('sqlite3', ['-batch', '-bail', '-cmd', '.timeout 5000', srv.db.name, sql]);
  } else {
    await run('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', srv.db.url, '-c', sql]);
  }
}

/** Rows of a SELECT as objects (booleans as 0/1 on SQLite: compare with truthy). */
export async function rows(srv, sql) {
  return srv.db.query(sql);
}

export async function count(srv, table, where = '1=1') {
  const r = await rows(srv, `SELECT count(*) AS n FROM ${table} WHERE ${where}`);
  return Number(r[0].n);
}

const q = (v) => (v === null || v === undefined ? 'NULL' : `'${String(v).replaceAll("'", "''")}'`);
const jsonText = (v) => q(JSON.stringify(v));

/** A user with a profile and roles; returns {id, email, token}. */
export async function createUser(srv, { email, name = '', roles = ['user'] }) {
  const id = randomUUID();
  await exec(
    srv,
    `INSERT INTO users (id, email, raw_user_meta_data) VALUES (${q(id)}, ${q(email)}, ${jsonText({ name })});
     INSERT INTO user_profiles (user_id, email, name) VALUES (${q(id)}, ${q(email)}, ${q(name)});
     ${roles.map((r) => `INSERT INTO user_roles (user_id, role) VALUES (${q(id)}, ${q(r)});`).join('\n')}`,
  );
  const user = { id, email, name };
  user.token = userToken(srv, user);
  return user;
}

/** Insert one row with explicit id; values are JS values (objects/arrays become JSON). */
export async function insertRow(srv, table, values) {
  const id = values.id ?? (table === 'user_profiles' ? undefined : randomUUID());
  const all = id ? { id, ...values } : values;
  const cols = Object.keys(all);
  const vals = cols.map((c) => {
    const v = all[c];
    if (typeof v === 'boolean') return srv.db.kind === 'sqlite' ? (v ? '1' : '0') : v ? 'true' : 'false';
    if (typeof v === 'number') return String(v);
    if (v !== null && typeof v === 'object') return jsonText(v);
    return q(v);
  });
  await exec(srv, `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${vals.join(', ')})`);
  return id;
}

/**
 * A small world every REST test can use: four people (user, merchant, admin, another user),
 * shops (one owned by the merchant, one inactive, one unowned), services, bookings, reviews,
 * a claim, applications (a draft and a pending one), a quick application and a waitlist row.
 */
export async function seedWorld(srv) {
  const alice = await createUser(srv, { email: 'alice@example.com', name: 'Alice', roles: ['user'] });
  const mona = await createUser(srv, { email: 'mona@example.com', name: 'Mona', roles: ['user', 'merchant'] });
  const adam = await createUser(srv, { email: 'adam@example.com', name: 'Adam', roles: ['user', 'admin'] });
  const bob = await createUser(srv, { email: 'bob@example.com', name: 'Bob', roles: ['user'] });
  const t = (i) => `2026-01-0${i}T10:00:00.000Z`;
  const shop1 = await insertRow(srv, 'businesses', {
    name: 'Mona Nails', address: '1 Queen Rd', district: 'Central and Western',
    business_types: ['Nail Salon', 'Beauty'], merchant_id: mona.id, claimed_by: mona.id,
    is_claimed: true, created_at: t(1),
  });
  const shop2 = await insertRow(srv, 'businesses', {
    name: 'Closed Spa', district: 'Eastern', business_types: ['Wellness'], is_active: false, created_at: t(2),
  });
  const shop3 = await insertRow(srv, 'businesses', {
    name: 'Open Hair', district: 'Wan Chai', business_types: ['Hair Salon'], created_at: t(3),
  });
  const svc1 = await insertRow(srv, 'services', { shop_id: shop1, name: 'Gel nails', price: 280, duration: 60, created_at: t(1) });
  const svc2 = await insertRow(srv, 'services', { shop_id: shop1, name: 'Old service', price: 100, duration: 30, is_active: false, created_at: t(2) });
  const svc3 = await insertRow(srv, 'services', { shop_id: shop3, name: 'Haircut', price: 150, duration: 45, created_at: t(3) });
  const booking1 = await insertRow(srv, 'bookings', { user_id: alice.id, shop_id: shop1, service_id: svc1, booking_date: '2026-02-01', booking_time: '10:00:00', created_at: t(4) });
  const booking2 = await insertRow(srv, 'bookings', { user_id: bob.id, shop_id: shop3, service_id: svc3, booking_date: '2026-02-02', booking_time: '11:30:00', created_at: t(5) });
  const review1 = await insertRow(srv, 'reviews', { user_id: alice.id, shop_id: shop1, service_id: svc1, rating: 5, comment: 'Lovely', created_at: t(4) });
  const review2 = await insertRow(srv, 'reviews', { user_id: bob.id, shop_id: shop3, rating: 3, comment: 'OK', created_at: t(5) });
  const claim1 = await insertRow(srv, 'business_claims', { business_id: shop3, merchant_id: mona.id, claim_reason: 'Mine', verification_method: 'whatsapp', created_at: t(6) });
  const quick1 = await insertRow(srv, 'quick_applications', {
    business_name: 'Quick Co', email: 'quick@example.com', whatsapp: '+852 9123 4567', district: 'Eastern',
    business_type: 'Beauty', business_mode: 'independent', created_at: t(1),
  });
  const draft = await insertRow(srv, 'merchant_applications', {
    application_number: 'EMU-000001', status: 'draft', business_name: 'Quick Co', email: 'quick@example.com',
    quick_application_id: quick1, created_at: t(1),
  });
  const pending = await insertRow(srv, 'merchant_applications', {
    application_number: 'EMU-000002', status: 'pending_review', business_name: 'Bob Beauty', user_id: bob.id,
    contact_email: 'bob@example.com', created_at: t(2),
  });
  const waitlist1 = await insertRow(srv, 'waitlist_emails', { email: 'early@example.com' });
  const merchantRow = await insertRow(srv, 'merchants', { user_id: mona.id, business_name: 'Mona Nails' });
  return {
    users: { alice, mona, adam, bob },
    shops: { shop1, shop2, shop3 },
    services: { svc1, svc2, svc3 },
    bookings: { booking1, booking2 },
    reviews: { review1, review2 },
    claims: { claim1 },
    quick: { quick1 },
    applications: { draft, pending },
    waitlist: { waitlist1 },
    merchants: { merchantRow },
  };
}

/** The data of a supabase-js answer that must have succeeded (its error shown otherwise). */
/**
 * A raw request to the server as a browser would send it (anon apikey, a bearer token or the
 * anon key), for answers supabase-js would hide: {status, json, text, headers}.
 */
export async function apiCall(srv, keys, path, { token, method = 'GET', body, headers = {} } = {}) {
  const res = await fetch(`${srv.url}${path}`, {
    method,
    headers: {
      apikey: keys.anon,
      Authorization: `Bearer ${token ?? keys.anon}`,
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, json, text, headers: res.headers };
}

export function ok(res) {
  assert.equal(res.error, null, JSON.stringify(res.error));
  return res.data;
}

/** startServer() plus a seeded world and clients for every role. */
export async function startRestServer(opts = {}) {
  const srv = await startServer(opts);
  try {
    const world = await seedWorld(srv);
    const clients = {
      anon: client(srv),
      user: client(srv, world.users.alice.token),
      merchant: client(srv, world.users.mona.token),
      admin: client(srv, world.users.adam.token),
      service: serviceClient(srv),
    };
    return { srv, world, clients };
  } catch (err) {
    await srv.stop();
    throw err;
  }
}
