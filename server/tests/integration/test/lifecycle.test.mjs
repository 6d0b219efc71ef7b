// Graceful stop: SIGTERM ends the process with exit code 0 within 5 s (EMU_DRAIN_MS), also
// while clients hold idle keep-alive connections open (graceful_stop.test.mjs has the rest).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { request } from '../lib/http.mjs';
import { rawConnect } from '../lib/raw-http.mjs';

test('SIGTERM -> exit code 0 within 5 s', async () => {
  const srv = await startServer();
  assert.equal((await request(`${srv.url}/healthz`)).status, 200);
  const r = await srv.stop({ graceMs: 5000 });
  assert.equal(r.killed, false, `needed SIGKILL after 5 s\n${srv.logs()}`);
  assert.equal(r.signal, null, `ended by signal ${r.signal}`);
  assert.equal(r.code, 0, `exit code\n${srv.logs()}`);
  assert.ok(r.ms < 5000, `took ${r.ms} ms`);
});

test('SIGTERM with an idle keep-alive connection open -> exit 0 within 5 s', async () => {
  const srv = await startServer();
  const conn = await rawConnect(srv.port);
  try {
    await conn.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    assert.equal((await conn.readResponse()).status, 200);
    // Default idle timeout is presumably longer than 5 s: the server must not wait for it.
    const r = await srv.stop({ graceMs: 5000 });
    assert.equal(r.killed, false, `needed SIGKILL after 5 s\n${srv.logs()}`);
    assert.equal(r.code, 0, `exit code\n${srv.logs()}`);
    const closed = await conn.waitClose({ timeoutMs: 1000 });
    assert.ok(closed.closed, 'the idle connection was closed');
  } finally {
    conn.close();
    await srv.stop();
  }
});

test('SIGTERM while a client is half-way through a request -> 503 at the cut, exit 0 within the drain window', async () => {
  // The request is waited for until the cut (four fifths of EMU_DRAIN_MS), then refused.
  const srv = await startServer({ env: { EMU_DRAIN_MS: '2000' } });
  const conn = await rawConnect(srv.port);
  try {
    await conn.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n`); // no blank line yet
    await new Promise((r) => setTimeout(r, 100));
    const r = await srv.stop({ graceMs: 5000 });
    assert.equal(r.killed, false, `needed SIGKILL after 5 s\n${srv.logs()}`);
    assert.equal(r.code, 0, `exit code\n${srv.logs()}`);
    assert.ok(r.ms < 3500, `took ${r.ms} ms with EMU_DRAIN_MS=2000`);
    const res = await conn.readResponse({ timeoutMs: 1000 });
    assert.equal(res.status, 503);
    assert.equal(res.headers.connection, 'close');
  } finally {
    conn.close();
    await srv.stop();
  }
});
