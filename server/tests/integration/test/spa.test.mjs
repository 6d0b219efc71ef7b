// The built SPA from EMU_WEB_DIR: index.html fallback, long-cached hashed assets with
// precompressed siblings, ETags, HEAD, traversal, and security headers on HTML.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startServer } from '../lib/server.mjs';
import { request, mediaType } from '../lib/http.mjs';
import { rawConnect, rawRequest } from '../lib/raw-http.mjs';
import { spaFiles, INDEX_HTML, ASSET_JS } from '../lib/fixtures.mjs';

const SECRET = 'emu-secret-outside-the-web-dir-7f3a';
const ASSET = '/assets/index-AbC123.js';
let srv;
before(async () => {
  srv = await startServer({ webFiles: spaFiles() });
  // A file next to the web dir that traversal attempts try to reach.
  await writeFile(path.join(srv.tmpDir, 'secret.txt'), SECRET);
});
after(async () => {
  await srv?.stop();
});

function assertIndex(res, what) {
  assert.equal(res.status, 200, `${what}: HTTP ${res.status}`);
  assert.equal(mediaType(res), 'text/html', `${what}: content-type ${res.headers['content-type']}`);
  assert.equal(res.text(), INDEX_HTML, `${what}: body is index.html`);
  assert.match(String(res.headers['cache-control']), /no-cache/, `${what}: cache-control ${res.headers['cache-control']}`);
}

function assertSecurityHeaders(res, what) {
  const csp = String(res.headers['content-security-policy'] || '');
  assert.match(csp, /default-src 'self'/, `${what}: CSP ${JSON.stringify(csp)}`);
  assert.match(csp, /frame-ancestors 'none'/, `${what}: CSP ${JSON.stringify(csp)}`);
  assert.equal(res.headers['x-content-type-options'], 'nosniff', what);
  assert.equal(String(res.headers['referrer-policy']).toLowerCase(), 'strict-origin-when-cross-origin', what);
  assert.equal(String(res.headers['x-frame-options']).toUpperCase(), 'DENY', what);
}

test('GET / -> index.html with its own head (pages/), no-cache, security headers', async () => {
  const res = await request(`${srv.url}/`);
  assert.equal(res.status, 200);
  assert.equal(mediaType(res), 'text/html');
  assert.match(String(res.headers['cache-control']), /no-cache/);
  // The same app (its entry script), with the home page's title rendered by the server.
  assert.match(res.text(), /<script type="module" src="\/assets\/index-AbC123\.js"><\/script>/);
  assert.match(res.text(), /<title>Emu – book beauty and wellness in Hong Kong<\/title>/);
  assertSecurityHeaders(res, 'GET /');
});

test('client-side routes fall back to index.html', async () => {
  for (const p of ['/any/unknown/path', '/comingsoon', '/auth/login', '/auth/callback?code=abc', '/auth/v2/x', '/admin/applications?tab=pending', '/zh-HK/x.y']) {
    const res = await request(`${srv.url}${p}`);
    assertIndex(res, `GET ${p}`);
    assertSecurityHeaders(res, `GET ${p}`);
  }
});

test('GET /index.html is the SPA entry too (no-cache)', async () => {
  const res = await request(`${srv.url}/index.html`);
  // Some servers redirect /index.html to /; both are fine, a long cache is not.
  if (res.status === 301 || res.status === 308) {
    assert.equal(res.headers.location, '/');
    return;
  }
  assertIndex(res, 'GET /index.html');
});

test('hashed asset: JS type, immutable one-year cache, ETag', async () => {
  const res = await request(`${srv.url}${ASSET}`);
  assert.equal(res.status, 200);
  assert.match(mediaType(res), /^(text|application)\/javascript$/);
  const cc = String(res.headers['cache-control']);
  assert.match(cc, /max-age=31536000/);
  assert.match(cc, /immutable/);
  assert.ok(res.headers.etag, 'ETag present');
  assert.ok(!res.headers['content-encoding'] || res.headers['content-encoding'] === 'identity', 'identity without Accept-Encoding');
  assert.ok(res.body.equals(ASSET_JS), 'identity bytes');
  assert.equal(Number(res.headers['content-length']), ASSET_JS.length);
  assert.match(String(res.headers.vary || ''), /accept-encoding/i, 'Vary: Accept-Encoding (siblings exist)');
});

test('If-None-Match with the ETag -> 304 without body', async () => {
  const first = await request(`${srv.url}${ASSET}`);
  const etag = first.headers.etag;
  assert.ok(etag);
  const res = await request(`${srv.url}${ASSET}`, { headers: { 'If-None-Match': etag } });
  assert.equal(res.status, 304);
  assert.equal(res.body.length, 0);
  assert.equal(res.headers.etag, etag);
  const other = await request(`${srv.url}${ASSET}`, { headers: { 'If-None-Match': '"not-the-etag"' } });
  assert.equal(other.status, 200);
});

test('Accept-Encoding: br -> the .br sibling', async () => {
  const res = await request(`${srv.url}${ASSET}`, { headers: { 'Accept-Encoding': 'br' } });
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-encoding'], 'br');
  assert.match(mediaType(res), /^(text|application)\/javascript$/, 'type of the original, not of .br');
  assert.ok(zlib.brotliDecompressSync(res.body).equals(ASSET_JS), 'brotli bytes decode to the asset');
  assert.match(String(res.headers.vary || ''), /accept-encoding/i);
  assert.match(String(res.headers['cache-control']), /immutable/);
});

test('Accept-Encoding: gzip -> the .gz sibling', async () => {
  const res = await request(`${srv.url}${ASSET}`, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(res.status, 200);
  assert.equal(res.headers['content-encoding'], 'gzip');
  assert.ok(zlib.gunzipSync(res.body).equals(ASSET_JS), 'gzip bytes decode to the asset');
  assert.match(String(res.headers.vary || ''), /accept-encoding/i);
});

test('Accept-Encoding: gzip, deflate, br (a browser) -> br', async () => {
  const res = await request(`${srv.url}${ASSET}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  assert.equal(res.headers['content-encoding'], 'br');
  assert.ok(zlib.brotliDecompressSync(res.body).equals(ASSET_JS));
});

test('Accept-Encoding: identity -> plain bytes', async () => {
  const res = await request(`${srv.url}${ASSET}`, { headers: { 'Accept-Encoding': 'identity' } });
  assert.equal(res.status, 200);
  assert.ok(!res.headers['content-encoding'] || res.headers['content-encoding'] === 'identity');
  assert.ok(res.body.equals(ASSET_JS));
});

test('missing hashed asset -> 404, not index.html', async () => {
  for (const p of ['/assets/missing.js', '/assets/index-Zzz999.css', '/assets/sub/none.js']) {
    const res = await request(`${srv.url}${p}`);
    assert.equal(res.status, 404, `GET ${p}`);
    assert.ok(!res.text().includes('emu-test-index-marker'), `GET ${p} must not be index.html`);
  }
});

test('other static files: favicon.svg and robots.txt', async () => {
  const fav = await request(`${srv.url}/favicon.svg`);
  assert.equal(fav.status, 200);
  assert.equal(mediaType(fav), 'image/svg+xml');
  const robots = await request(`${srv.url}/robots.txt`);
  assert.equal(robots.status, 200);
  assert.equal(mediaType(robots), 'text/plain');
  assert.equal(robots.text(), 'User-agent: *\nAllow: /\n');
});

test('HEAD on an asset -> headers with Content-Length, no body', async () => {
  const conn = await rawConnect(srv.port);
  try {
    // HEAD then GET on one connection: if HEAD leaked body bytes, the second
    // response would not start with a status line.
    await conn.write(`HEAD ${ASSET} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    const head = await conn.readResponse({ head: true });
    assert.equal(head.status, 200);
    assert.equal(Number(head.headers['content-length']), ASSET_JS.length);
    assert.match(String(head.headers['content-type']), /javascript/);
    await conn.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    const next = await conn.readResponse();
    assert.equal(next.status, 200);
    assert.deepEqual(next.json(), { status: 'ok' });
  } finally {
    conn.close();
  }
});

test('HEAD on a missing asset -> 404 without a body', async () => {
  const conn = await rawConnect(srv.port);
  try {
    await conn.write(`HEAD /assets/missing.js HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    const res = await conn.readResponse({ head: true });
    assert.equal(res.status, 404);
    const { bytes } = await conn.waitClose({ timeoutMs: 2000 });
    assert.equal(bytes.length, 0, `HEAD response carried ${bytes.length} body bytes: ${JSON.stringify(bytes.toString('latin1'))}`);
  } finally {
    conn.close();
  }
});

test('path traversal never escapes the web dir', async () => {
  const attempts = [
    '/assets/../../etc/passwd',
    '/../../../../etc/passwd',
    '/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2f..%2f..%2fetc/passwd',
    '/..%5c..%5c..%5cetc%5cpasswd',
    '/%252e%252e/%252e%252e/etc/passwd',
    '/assets/../secret.txt',
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/.%2e/secret.txt',
    '//etc/passwd',
    '/assets/%00../../secret.txt',
  ];
  for (const p of attempts) {
    const res = await rawRequest(srv.port, `GET ${p} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    const body = res.text();
    assert.ok(!body.includes('root:x:0:0'), `GET ${p} leaked /etc/passwd`);
    assert.ok(!body.includes(SECRET), `GET ${p} leaked a file outside the web dir`);
    // Contract: 404, or the SPA's index.html. A 400 for a malformed path is just as safe.
    assert.ok(
      res.status === 404 || res.status === 400 || (res.status === 200 && body === INDEX_HTML),
      `GET ${p}: expected 404 or index.html, got HTTP ${res.status} ${body.slice(0, 100)}`,
    );
  }
});
