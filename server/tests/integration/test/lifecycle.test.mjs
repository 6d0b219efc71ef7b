// Graceful stop: SIGTERM ends the process with exit code 0 within 5 s, also while
// clients hold idle keep-alive connections open.
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

test('SIGTERM while a client is half-way through a request -> exit 0 within 5 s', async () => {
  const srv = await startServer();
  const conn = await rawConnect(srv.port);
  try {
    await conn.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n`); // no blank line yet
    await new Promise((r) => setTimeout(r, 100));
    const r = await srv.stop({ graceMs: 5000 });
    assert.equal(r.killed, false, `needed SIGKILL after 5 s\n${srv.logs()}`);
    assert.equal(r.code, 0, `exit code\n${srv.logs()}`);
  } finally {
    conn.close();
    await srv.stop();
  }
});
