// Errors before routing: unknown API paths, malformed JSON, method not allowed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { request, mediaType } from '../lib/http.mjs';
import { rawConnect } from '../lib/raw-http.mjs';

let srv;
before(async () => {
  srv = await startServer();
});
after(async () => {
  await srv?.stop();
});

function assertError(res, status, code, what) {
  assert.equal(res.status, status, `${what}: HTTP ${res.status} ${res.text().slice(0, 200)}`);
  assert.equal(mediaType(res), 'application/json', `${what}: content-type ${res.headers['content-type']}`);
  const body = res.json();
  assert.equal(body.code, code, `${what}: ${JSON.stringify(body)}`);
  assert.equal(typeof body.message, 'string', `${what}: message is a string`);
  return body;
}

const PREFIXES = ['/auth/', '/rest/', '/functions/', '/storage/'];
// Each API family answers in its client's dialect: GoTrue codes on /auth (supabase-js reads
// `code` when X-Supabase-Api-Version is present), Emu's own codes elsewhere.
const CODES = {
  '/auth/': { notFound: 'not_found', badJson: 'bad_json' },
  '/rest/': { notFound: 'PGRST125', badJson: 'PGRST102' },
  '/functions/': { notFound: 'not_found', badJson: 'invalid_json' },
  '/storage/': { notFound: 'not_found', badJson: 'invalid_json' },
};
const family = (path) => CODES[PREFIXES.find((p) => path.startsWith(p))];
// Paths no route of any family matches (/rest/v1/<name> is the table route, so a
// one-segment name under /rest/v1 is a table question, answered by the data API itself).
// Under /auth only /auth/v1 is API: /auth/login and /auth/callback are pages of the SPA.
const UNKNOWN = ['v9/__emu_no_such_thing__', 'v9/anything', 'v1/__x__/deeper/still'];
const unknownUnder = (prefix) => (prefix === '/auth/' ? UNKNOWN.filter((p) => p.startsWith('v1/')).concat('v1/__emu_no_such_thing__') : UNKNOWN);
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

// HEAD over raw TCP: node:http would fail with an opaque parse error if the server
// sent a body, and a body after a HEAD response corrupts keep-alive connections.
async function headNoBody(path) {
  const conn = await rawConnect(srv.port);
  try {
    await conn.write(`HEAD ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    const res = await conn.readResponse({ head: true });
    const { bytes } = await conn.waitClose({ timeoutMs: 2000 });
    return { res, extra: bytes };
  } finally {
    conn.close();
  }
}

for (const prefix of PREFIXES) {
  test(`unknown path under ${prefix} -> 404 not_found for every method`, async () => {
    for (const rest of unknownUnder(prefix)) {
      for (const method of METHODS) {
        const res = await request(`${srv.url}${prefix}${rest}`, { method });
        assertError(res, 404, family(prefix).notFound, `${method} ${prefix}${rest}`);
      }
    }
  });
}

for (const prefix of PREFIXES) {
  test(`HEAD on an unknown path under ${prefix} -> 404 without a body`, async () => {
    const { res, extra } = await headNoBody(`${prefix}v1/__x__/deeper/still`);
    assert.equal(res.status, 404);
    assert.equal(extra.length, 0, `HEAD response carried ${extra.length} body bytes: ${JSON.stringify(extra.toString('latin1'))}`);
  });
}

const BAD_JSON = ['{', '{"a":}', 'not json', '{"a":1}}', '[1,2', "{'single':1}", '{"a":1,}'];
const JSON_TYPES = ['application/json', 'application/json;charset=UTF-8', 'application/json; charset=utf-8'];

for (const prefix of ['/auth/v1/', '/rest/v1/', '/functions/v1/', '/storage/v1/']) {
  test(`malformed JSON to ${prefix}<unknown> -> 400 ${family(prefix).badJson} (POST/PUT/PATCH, any charset)`, async () => {
    for (const method of ['POST', 'PUT', 'PATCH']) {
      for (const type of JSON_TYPES) {
        for (const body of BAD_JSON) {
          const res = await request(`${srv.url}${prefix}__emu_unknown__`, {
            method,
            headers: { 'Content-Type': type },
            body,
          });
          assertError(res, 400, family(prefix).badJson, `${method} ${prefix} ${type} ${JSON.stringify(body)}`);
          if (prefix.startsWith('/auth/')) assert.equal(res.headers['x-supabase-api-version'], '2024-01-01');
        }
      }
    }
  });
}

test('valid JSON to an unknown API path -> 404 not_found', async () => {
  for (const prefix of ['/auth/v1/', '/rest/v1/', '/functions/v1/', '/storage/v1/']) {
    for (const method of ['POST', 'PUT', 'PATCH']) {
      for (const body of ['{"a":1}', '[]', '"text"', '123', 'null', '{"nested":{"x":[1,2,{"y":"z"}]}}']) {
        const res = await request(`${srv.url}${prefix}__emu_unknown__/deeper`, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body,
        });
        assertError(res, 404, family(prefix).notFound, `${method} ${prefix} ${body}`);
      }
    }
  }
});

test('DELETE /healthz -> 405 method_not_allowed with Allow', async () => {
  for (const [method, path] of [
    ['DELETE', '/healthz'],
    ['POST', '/healthz'],
    ['PUT', '/readyz'],
    ['POST', '/metrics'],
    ['DELETE', '/app-config.json'],
  ]) {
    const res = await request(`${srv.url}${path}`, { method });
    assertError(res, 405, 'method_not_allowed', `${method} ${path}`);
    const allow = String(res.headers.allow || '');
    assert.match(allow, /\bGET\b/, `${method} ${path}: Allow header lists GET, got ${JSON.stringify(allow)}`);
    assert.doesNotMatch(allow, new RegExp(`\\b${method}\\b`), `${method} ${path}: Allow does not list ${method}`);
  }
});
