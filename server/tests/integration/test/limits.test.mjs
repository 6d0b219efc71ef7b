// Connection hardening: body and header limits, slow and idle clients, keep-alive.
// Raw TCP, because fetch would not send these requests the way an attacker does.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { request, mediaType } from '../lib/http.mjs';
import { rawConnect, rawRequest } from '../lib/raw-http.mjs';

const MAX_BODY = 1024;
let srv;
before(async () => {
  srv = await startServer({
    env: { EMU_MAX_BODY: String(MAX_BODY), EMU_REQUEST_TIMEOUT: '1', EMU_IDLE_TIMEOUT: '1' },
  });
});
after(async () => {
  await srv?.stop();
});

// Several tests here used to take the server down; say so instead of a string of
// ECONNREFUSED failures.
function assertAlive() {
  const st = srv.exitStatus();
  assert.equal(st, null, `emu-server died (${JSON.stringify(st)})\n--- server output ---\n${srv.logs()}`);
}
afterEach(() => assertAlive());

const host = () => `127.0.0.1:${srv.port}`;

function assertJsonError(res, status, code) {
  assert.equal(res.status, status, `HTTP ${res.status}: ${res.text().slice(0, 200)}`);
  assert.match(String(res.headers['content-type']), /^application\/json/);
  const body = res.json();
  assert.equal(body.code, code, JSON.stringify(body));
  assert.equal(typeof body.message, 'string');
  // "Every response carries X-Request-Id", also the ones made before routing.
  assert.match(String(res.headers['x-request-id'] || ''), /^[A-Za-z0-9._-]{1,64}$/, `X-Request-Id on the ${status}`);
}

// A valid JSON document of exactly n bytes, so only its size can be wrong.
const jsonOfSize = (n) => `{"p":"${'x'.repeat(n - 8)}"}`;

test('body of exactly EMU_MAX_BODY bytes is accepted (reaches routing: 404)', async () => {
  const body = jsonOfSize(MAX_BODY);
  assert.equal(Buffer.byteLength(body), MAX_BODY);
  const res = await request(`${srv.url}/rest/v1/__emu_unknown__/deeper`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  assert.equal(res.status, 404);
});

test('body larger than EMU_MAX_BODY with Content-Length -> 413 payload_too_large', async () => {
  const body = jsonOfSize(2048);
  const res = await rawRequest(
    srv.port,
    `POST /rest/v1/__emu_unknown__/deeper HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n${body}`,
  );
  assertJsonError(res, 413, 'payload_too_large');
});

test('Content-Length above EMU_MAX_BODY -> 413 before the body is sent', async () => {
  // Announce 2048 bytes, send none: the server can answer from the header alone.
  const res = await rawRequest(
    srv.port,
    `POST /rest/v1/__emu_unknown__/deeper HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\n` +
      `Content-Length: 2048\r\n\r\n`,
    { timeoutMs: 3000 },
  );
  assertJsonError(res, 413, 'payload_too_large');
});

test('chunked body larger than EMU_MAX_BODY -> 413 payload_too_large', async () => {
  const body = jsonOfSize(2048);
  // Four chunks of 512 bytes; the limit is crossed by the third.
  let chunks = '';
  for (let i = 0; i < body.length; i += 512) {
    const part = body.slice(i, i + 512);
    chunks += `${part.length.toString(16)}\r\n${part}\r\n`;
  }
  const res = await rawRequest(
    srv.port,
    `POST /rest/v1/__emu_unknown__/deeper HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\n` +
      `Transfer-Encoding: chunked\r\n\r\n${chunks}0\r\n\r\n`,
  );
  assertJsonError(res, 413, 'payload_too_large');
});

test('chunked body under the limit is accepted (reaches routing: 404)', async () => {
  const body = '{"small":true}';
  const res = await rawRequest(
    srv.port,
    `POST /rest/v1/__emu_unknown__/deeper HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: application/json\r\n` +
      `Transfer-Encoding: chunked\r\n\r\n${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
  );
  assert.equal(res.status, 404, res.text());
});

test('16 KiB request header -> 431 headers_too_large', async () => {
  const res = await rawRequest(
    srv.port,
    `GET /healthz HTTP/1.1\r\nHost: ${host()}\r\nX-Big: ${'a'.repeat(16 * 1024)}\r\n\r\n`,
  );
  assertJsonError(res, 431, 'headers_too_large');
});

test('many headers adding up to 16 KiB -> 431 headers_too_large', async () => {
  let headers = '';
  for (let i = 0; i < 64; i++) headers += `X-H${i}: ${'b'.repeat(256)}\r\n`;
  const res = await rawRequest(srv.port, `GET /healthz HTTP/1.1\r\nHost: ${host()}\r\n${headers}\r\n`);
  assertJsonError(res, 431, 'headers_too_large');
});

test('a 4 KiB header is under the default limit -> 200', async () => {
  const res = await rawRequest(
    srv.port,
    `GET /healthz HTTP/1.1\r\nHost: ${host()}\r\nX-Big: ${'a'.repeat(4 * 1024)}\r\n\r\n`,
  );
  assert.equal(res.status, 200);
});

async function stalledRequest(partial) {
  const conn = await rawConnect(srv.port);
  try {
    const t0 = Date.now();
    await conn.write(partial);
    const res = await conn.readResponse({ timeoutMs: 4000 });
    const closed = await conn.waitClose({ timeoutMs: 4000 - (Date.now() - t0) });
    return { res, closed, ms: Date.now() - t0 };
  } finally {
    conn.close();
  }
}

test('slow client, half a request line -> 408 request_timeout and close within ~3 s', async () => {
  const { res, closed, ms } = await stalledRequest('GET /heal');
  assertJsonError(res, 408, 'request_timeout');
  assert.ok(closed.closed, 'connection closed by the server');
  assert.ok(ms >= 800, `not before the 1 s timeout (took ${ms} ms)`);
  assert.ok(ms <= 3500, `within ~3 s (took ${ms} ms)`);
});

test('slow client, headers not finished -> 408 request_timeout and close within ~3 s', async () => {
  const { res, closed, ms } = await stalledRequest(`GET /healthz HTTP/1.1\r\nHost: ${host()}\r\nX-Partial: yes\r\n`);
  assertJsonError(res, 408, 'request_timeout');
  assert.ok(closed.closed, 'connection closed by the server');
  assert.ok(ms <= 3500, `within ~3 s (took ${ms} ms)`);
});

test('slow client trickling header bytes still times out (beyond the contract\'s letter: slowloris)', async () => {
  const conn = await rawConnect(srv.port);
  try {
    const t0 = Date.now();
    await conn.write(`GET /healthz HTTP/1.1\r\nHost: ${host()}\r\n`);
    // One byte every 300 ms would reset a per-read timer forever.
    for (let i = 0; i < 15 && !conn.closed && conn.all.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 300));
      await conn.write('X');
    }
    const closed = await conn.waitClose({ timeoutMs: 1000 });
    assert.ok(closed.closed || conn.all.length > 0, 'server gave up on the trickling client');
    assert.ok(Date.now() - t0 <= 4000, `gave up within ~3 s (took ${Date.now() - t0} ms)`);
    if (conn.all.length > 0) assert.match(conn.all.toString('latin1'), /^HTTP\/1\.1 408 /);
  } finally {
    conn.close();
  }
});

test('idle keep-alive connection is closed within ~3 s with no response bytes', async () => {
  const conn = await rawConnect(srv.port);
  try {
    await conn.write(`GET /healthz HTTP/1.1\r\nHost: ${host()}\r\n\r\n`);
    const res = await conn.readResponse();
    assert.equal(res.status, 200);
    assert.doesNotMatch(String(res.headers.connection || ''), /close/i, 'keep-alive by default in HTTP/1.1');
    const closed = await conn.waitClose({ timeoutMs: 4000 });
    assert.ok(closed.closed, `closed by the server (waited ${closed.ms} ms)`);
    assert.ok(closed.ms <= 3500, `within ~3 s (took ${closed.ms} ms)`);
    assert.equal(closed.bytes.length, 0, `no bytes after the response, got ${JSON.stringify(closed.bytes.toString('latin1'))}`);
  } finally {
    conn.close();
  }
});

test('keep-alive: two requests on one connection are both answered', async () => {
  const conn = await rawConnect(srv.port);
  try {
    await conn.write(`GET /healthz HTTP/1.1\r\nHost: ${host()}\r\nX-Request-Id: ka-1\r\n\r\n`);
    const a = await conn.readResponse();
    await conn.write(`GET /readyz HTTP/1.1\r\nHost: ${host()}\r\nX-Request-Id: ka-2\r\n\r\n`);
    const b = await conn.readResponse();
    assert.equal(a.status, 200);
    assert.equal(a.headers['x-request-id'], 'ka-1');
    assert.deepEqual(a.json(), { status: 'ok' });
    assert.equal(b.status, 200);
    assert.equal(b.headers['x-request-id'], 'ka-2');
    assert.equal(b.json().status, 'ready');
  } finally {
    conn.close();
  }
});

test('keep-alive: two pipelined requests in one write are answered in order', async () => {
  const conn = await rawConnect(srv.port);
  try {
    await conn.write(
      `GET /healthz HTTP/1.1\r\nHost: ${host()}\r\nX-Request-Id: pipe-1\r\n\r\n` +
        `GET /readyz HTTP/1.1\r\nHost: ${host()}\r\nX-Request-Id: pipe-2\r\n\r\n`,
    );
    const a = await conn.readResponse();
    const b = await conn.readResponse();
    assert.equal(a.headers['x-request-id'], 'pipe-1');
    assert.equal(b.headers['x-request-id'], 'pipe-2');
    assert.equal(a.status, 200);
    assert.equal(b.status, 200);
  } finally {
    conn.close();
  }
});

test('Connection: close is honoured', async () => {
  const conn = await rawConnect(srv.port);
  try {
    await conn.write(`GET /healthz HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`);
    const res = await conn.readResponse();
    assert.equal(res.status, 200);
    const closed = await conn.waitClose({ timeoutMs: 2000 });
    assert.ok(closed.closed, 'server closed after the response');
  } finally {
    conn.close();
  }
});

test('HTTP/1.0 request is answered', async () => {
  const res = await rawRequest(srv.port, `GET /healthz HTTP/1.0\r\n\r\n`);
  assert.equal(res.status, 200);
  assert.equal(mediaType(res), 'application/json');
});
