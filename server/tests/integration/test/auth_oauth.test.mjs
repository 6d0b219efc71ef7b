// Google sign-in (OpenID Connect) through supabase-js with flowType 'pkce', against a local
// provider (lib/oidc-provider.mjs): /authorize -> provider -> /callback -> ?code= ->
// exchangeCodeForSession; id_token checks (signature, aud, nonce); linkIdentity and
// unlinkIdentity; the clear error when Google is not configured.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { startOidcProvider } from '../lib/oidc-provider.mjs';
import { decodeJwt } from '../lib/http.mjs';
import { apiKeys, authFetch, client, confirmedUser, follow, uniqueEmail } from './auth_support.mjs';

let srv;
let keys;
let idp;
let subCounter = 0;
before(async () => {
  idp = await startOidcProvider({ clientId: 'emu-test-client', clientSecret: 'emu-test-secret' });
  srv = await startServer({ env: idp.env });
  keys = await apiKeys(srv);
});
after(async () => {
  await srv?.stop();
  await idp?.stop();
});

function googleUser(email = uniqueEmail('google'), extra = {}) {
  subCounter += 1;
  return { sub: `g-${Date.now()}-${subCounter}`, email, email_verified: true, name: 'Mei Chan', picture: 'https://example.hk/p.png', ...extra };
}

// Follows a provider URL as a browser would: our /authorize (or the link URL), the provider,
// then our /callback. Returns the final redirect (to the app) as a URL.
async function walk(start) {
  let url = start;
  for (let hop = 0; hop < 5; hop++) {
    const res = await follow(url);
    assert.ok([302, 303].includes(res.status), `hop ${hop} ${url} answered ${res.status}`);
    if (!res.location.startsWith(idp.url) && !res.location.startsWith(`${srv.url}/auth/v1/`)) return res.url;
    url = res.location;
  }
  throw new Error('too many redirects');
}

async function googleSignIn(sb, user) {
  idp.nextUser = user;
  const redirectTo = `${srv.url}/auth/callback`;
  const { data, error } = await sb.auth.signInWithOAuth({ provider: 'google', options: { redirectTo, skipBrowserRedirect: true } });
  assert.equal(error, null);
  const back = await walk(data.url);
  return back;
}

test('settings report google enabled; /authorize redirects to the provider with PKCE and nonce', async () => {
  const settings = await authFetch(srv, keys.anon, '/settings');
  assert.equal(settings.body.external.google, true);

  const sb = client(srv, keys.anon);
  const { data } = await sb.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${srv.url}/x`, skipBrowserRedirect: true } });
  const res = await follow(data.url);
  assert.equal(res.status, 302);
  assert.equal(res.url.origin + res.url.pathname, `${idp.url}/authorize`);
  const q = res.url.searchParams;
  assert.equal(q.get('response_type'), 'code');
  assert.equal(q.get('client_id'), 'emu-test-client');
  assert.equal(q.get('redirect_uri'), `${srv.url}/auth/v1/callback`);
  assert.equal(q.get('scope'), 'openid email profile');
  assert.equal(q.get('code_challenge_method'), 'S256');
  assert.match(q.get('code_challenge'), /^[A-Za-z0-9_-]{43}$/);
  assert.ok(q.get('nonce').length >= 16);
  const flows = await srv.db.query(`SELECT provider_type, redirect_to FROM flow_states WHERE id = '${q.get('state')}'`);
  assert.deepEqual(flows, [{ provider_type: 'google', redirect_to: `${srv.url}/x` }]);
});

test('sign-in creates a confirmed user with a google identity; the second sign-in finds it', async () => {
  const sb = client(srv, keys.anon);
  const user = googleUser();
  const back = await googleSignIn(sb, user);
  assert.equal(back.origin + back.pathname, `${srv.url}/auth/callback`);
  const code = back.searchParams.get('code');
  assert.ok(code, `no code in ${back.href}`);
  const { data, error } = await sb.auth.exchangeCodeForSession(code);
  assert.equal(error, null);
  assert.equal(data.session.user.email, user.email);
  assert.ok(data.session.user.app_metadata.providers.includes('google'));
  assert.equal(data.session.user.user_metadata.name, 'Mei Chan');
  assert.ok(data.session.user.email_confirmed_at);
  assert.match(data.session.provider_token, /^ya29\./);
  assert.equal(decodeJwt(data.session.access_token).payload.amr[0].method, 'oauth');
  assert.ok(idp.tokenRequests.at(-1).code_verifier);
  const rows = await srv.db.query(`SELECT provider, provider_id, email FROM identities WHERE user_id = '${data.session.user.id}'`);
  assert.deepEqual(rows, [{ provider: 'google', provider_id: user.sub, email: user.email }]);
  const roles = await srv.db.query(`SELECT role FROM user_roles WHERE user_id = '${data.session.user.id}'`);
  assert.deepEqual(roles, [{ role: 'user' }]);

  // The code works once.
  const again = await authFetch(srv, keys.anon, '/token?grant_type=pkce', { method: 'POST', body: { auth_code: code, code_verifier: 'x'.repeat(43) } });
  assert.equal(again.status, 404);

  const sb2 = client(srv, keys.anon);
  const back2 = await googleSignIn(sb2, user);
  const second = await sb2.auth.exchangeCodeForSession(back2.searchParams.get('code'));
  assert.equal(second.error, null);
  assert.equal(second.data.session.user.id, data.session.user.id);
});

test('a verified Google e-mail signs in to the existing e-mail account (linked)', async () => {
  const email = uniqueEmail('existing');
  const userId = await confirmedUser(srv, keys.anon, email);
  const sb = client(srv, keys.anon);
  const back = await googleSignIn(sb, googleUser(email));
  const { data, error } = await sb.auth.exchangeCodeForSession(back.searchParams.get('code'));
  assert.equal(error, null);
  assert.equal(data.session.user.id, userId);
  assert.deepEqual([...data.session.user.app_metadata.providers].sort(), ['email', 'google']);
  assert.equal(data.session.user.identities.length, 2);
});

for (const [name, tamper] of [
  ['tampered signature', { signature: true }],
  ['wrong audience', { claims: { aud: 'someone-else' } }],
  ['wrong nonce', { claims: { nonce: 'not-the-nonce' } }],
  ['wrong issuer', { claims: { iss: 'https://evil.example' } }],
  ['expired', { claims: { exp: Math.floor(Date.now() / 1000) - 10 } }],
  ['unverified e-mail', { claims: { email_verified: false } }],
]) {
  test(`id_token refused: ${name} -> redirect with error, no user`, async () => {
    const sb = client(srv, keys.anon);
    const user = googleUser();
    idp.nextUser = user;
    const { data } = await sb.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${srv.url}/auth/callback`, skipBrowserRedirect: true } });
    const toIdp = await follow(data.url);
    const toCallback = await follow(toIdp.location);
    idp.tamper = tamper;
    const back = await follow(toCallback.location);
    assert.equal(back.status, 302);
    assert.equal(back.url.origin + back.url.pathname, `${srv.url}/auth/callback`);
    assert.equal(back.url.searchParams.get('code'), null);
    assert.ok(back.url.searchParams.get('error'));
    assert.ok(back.url.searchParams.get('error_code'));
    assert.match(back.url.hash, /error_description=/);
    const rows = await srv.db.query(`SELECT id FROM users WHERE email = '${user.email}'`);
    assert.deepEqual(rows, []);
  });
}

test('implicit flow: the callback answers the session in the fragment', async () => {
  const sb = client(srv, keys.anon, { flowType: 'implicit' });
  const user = googleUser();
  const back = await googleSignIn(sb, user);
  const hash = new URLSearchParams(back.hash.slice(1));
  assert.ok(hash.get('access_token'), back.href);
  assert.ok(hash.get('refresh_token'));
  assert.equal(hash.get('token_type'), 'bearer');
  assert.ok(hash.get('provider_token'));
  const me = await authFetch(srv, keys.anon, '/user', { bearer: hash.get('access_token') });
  assert.equal(me.status, 200);
  assert.equal(me.body.email, user.email);
});

test('POST /callback (form_post) works like GET', async () => {
  const sb = client(srv, keys.anon);
  idp.nextUser = googleUser();
  const { data } = await sb.auth.signInWithOAuth({ provider: 'google', options: { redirectTo: `${srv.url}/auth/callback`, skipBrowserRedirect: true } });
  const toIdp = await follow(data.url);
  const toCallback = new URL((await follow(toIdp.location)).location);
  const res = await fetch(`${srv.url}/auth/v1/callback`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: toCallback.searchParams.toString(),
    redirect: 'manual',
  });
  assert.equal(res.status, 302);
  const code = new URL(res.headers.get('location')).searchParams.get('code');
  const { data: session, error } = await sb.auth.exchangeCodeForSession(code);
  assert.equal(error, null);
  assert.equal(session.session.user.email, idp.nextUser.email);
});

test('callback with an unknown state redirects to the site with an error', async () => {
  const res = await follow(`${srv.url}/auth/v1/callback?code=abc&state=00000000-0000-4000-8000-000000000000`);
  assert.equal(res.status, 302);
  assert.equal(res.url.origin, srv.url);
  assert.equal(res.url.searchParams.get('error_code'), 'flow_state_not_found');
});

test('unknown provider: 400 validation_failed', async () => {
  const res = await authFetch(srv, null, '/authorize?provider=myspace');
  assert.equal(res.status, 400);
  assert.equal(res.body.error_code, 'validation_failed');
});

test('linkIdentity links google to the signed-in user; unlinkIdentity; the last identity stays', async () => {
  const email = uniqueEmail('linker');
  await confirmedUser(srv, keys.anon, email);
  const sb = client(srv, keys.anon);
  const signIn = await sb.auth.signInWithPassword({ email, password: 'correct-horse-1' });
  assert.equal(signIn.error, null);
  const userId = signIn.data.user.id;

  const google = googleUser(uniqueEmail('other-address'));
  idp.nextUser = google;
  const { data, error } = await sb.auth.linkIdentity({ provider: 'google', options: { redirectTo: `${srv.url}/auth/callback` } });
  assert.equal(error, null);
  assert.ok(data.url.startsWith(`${idp.url}/authorize?`), data.url);
  const back = await walk(data.url);
  const exchanged = await sb.auth.exchangeCodeForSession(back.searchParams.get('code'));
  assert.equal(exchanged.error, null);
  assert.equal(exchanged.data.session.user.id, userId);
  const ids = await sb.auth.getUserIdentities();
  assert.equal(ids.error, null);
  const providers = ids.data.identities.map((i) => i.provider).sort();
  assert.deepEqual(providers, ['email', 'google']);

  // The same google account cannot be linked to a second user.
  const email2 = uniqueEmail('second');
  await confirmedUser(srv, keys.anon, email2);
  const sb2 = client(srv, keys.anon);
  await sb2.auth.signInWithPassword({ email: email2, password: 'correct-horse-1' });
  idp.nextUser = google;
  const link2 = await sb2.auth.linkIdentity({ provider: 'google', options: { redirectTo: `${srv.url}/auth/callback` } });
  const back2 = await walk(link2.data.url);
  assert.equal(back2.searchParams.get('error_code'), 'identity_already_exists');

  // Someone else's identity id: identity_not_found.
  const googleIdentity = ids.data.identities.find((i) => i.provider === 'google');
  const foreign = await sb2.auth.unlinkIdentity(googleIdentity);
  assert.equal(foreign.error?.code, 'identity_not_found');
  assert.equal(foreign.error?.status, 422);

  const unlinked = await sb.auth.unlinkIdentity(googleIdentity);
  assert.equal(unlinked.error, null);
  await sb.auth.refreshSession();
  const after = await sb.auth.getUserIdentities();
  assert.deepEqual(after.data.identities.map((i) => i.provider), ['email']);
  const user = await sb.auth.getUser();
  assert.deepEqual(user.data.user.app_metadata.providers, ['email']);

  const last = await sb.auth.unlinkIdentity(after.data.identities[0]);
  assert.equal(last.error?.code, 'single_identity_not_deletable');
  assert.equal(last.error?.status, 422);
});

test('without a client id: /authorize answers the clear error and /settings says google false', async () => {
  const plain = await startServer();
  try {
    const k = await apiKeys(plain);
    const res = await authFetch(plain, null, '/authorize?provider=google&redirect_to=' + encodeURIComponent(plain.url));
    assert.equal(res.status, 400);
    assert.equal(res.body.error_code, 'validation_failed');
    assert.match(res.body.msg, /provider is not enabled/);
    const settings = await authFetch(plain, k.anon, '/settings');
    assert.equal(settings.body.external.google, false);
  } finally {
    await plain.stop();
  }
});
