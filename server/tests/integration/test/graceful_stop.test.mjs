// A stop that keeps its word (issue 32). From SIGTERM the process exits within EMU_DRAIN_MS
// (here 3 s) whatever clients and the database do: new connections are refused, idle
// keep-alive connections are closed at once, a request whose bytes have begun to arrive is
// read and answered (503 with Connection: close when its body does not arrive in time), and
// database work still blocked at the cut is rolled back and answered 503, so a client finds
// exactly what it was told: no booking row behind a 503.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { startServer } from '../lib/server.mjs';
import { rawConnect } from '../lib/raw-http.mjs';
import { apiKeys } from '../lib/rest-fixtures.mjs';
import { at, booking, hkDate, person, shop } from './booking_support.mjs';

const DRAIN_MS = 3000;
// What the machine may add to the window (process start-up of the signal, slow CI, ASan).
const MARGIN_MS = 1500;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function start(env = {}) {
  return startServer({ env: { EMU_DRAIN_MS: String(DRAIN_MS), ...env } });
}

/** Drops what stop({keepFiles: true}) left for the assertions. */
async function cleanup(srv) {
  await srv.db.drop().catch(() => {});
  await rm(srv.tmpDir, { recursive: true, force: true });
}

/** A raw POST to a function: the whole head, and the first `sent` bytes of the body. */
function functionPost(srv, name, body, { token, sent = body.length } = {}) {
  const { anon } = apiKeys(srv);
  const data = Buffer.from(body);
  const head =
    `POST /functions/v1/${name} HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${anon}\r\n` +
    `Authorization: Bearer ${token ?? anon}\r\nContent-Type: application/json\r\n` +
    `Content-Length: ${data.length}\r\n\r\n`;
  return { first: Buffer.concat([Buffer.from(head), data.subarray(0, sent)]), rest: data.subarray(sent) };
}

/**
 * Another connection takes the lock create-booking needs and keeps it until release():
 * SQLite's write lock (BEGIN IMMEDIATE), or PostgreSQL's ACCESS EXCLUSIVE on booking_slots.
 */
async function holdBookingLock(srv) {
  const child =
    srv.db.kind === 'sqlite'
      ? spawn('sqlite3', ['-batch', srv.db.name], { stdio: ['pipe', 'pipe', 'pipe'] })
      : spawn('psql', ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', srv.db.url], {
          stdio: ['pipe', 'pipe', 'pipe'],
        });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  child.stdin.write(
    srv.db.kind === 'sqlite'
      ? `.timeout 5000\nBEGIN IMMEDIATE;\nSELECT 'locked';\n`
      : `BEGIN;\nLOCK TABLE booking_slots IN ACCESS EXCLUSIVE MODE;\nSELECT 'locked';\n`,
  );
  for (let i = 0; !out.includes('locked'); i++) {
    if (i > 100 || child.exitCode !== null) throw new Error(`could not take the lock: ${out}`);
    await sleep(50);
  }
  const exited = new Promise((r) => child.on('exit', r));
  return {
    release: async () => {
      child.stdin.end('ROLLBACK;\n');
      await exited;
    },
  };
}

test('create-booking blocked by a held lock at SIGTERM: answered 503 within the window, no row written', async () => {
  // The lock timeout is far longer than the window: only the stop can end the wait.
  const srv = await start({ EMU_DB_LOCK_TIMEOUT_MS: '60000', EMU_DB_STATEMENT_TIMEOUT_MS: '0' });
  let lock;
  try {
    const s = await shop(srv);
    const ann = await person(srv);
    lock = await holdBookingLock(srv);
    const conn = await rawConnect(srv.port);
    const req = functionPost(srv, 'create-booking', JSON.stringify(booking(s, at(hkDate(3), '15:00'))), {
      token: ann.token,
    });
    await conn.write(req.first);
    await sleep(1000); // the booking now waits for the lock
    assert.equal(conn.all.length, 0, 'no answer while the lock is held');

    const stopped = srv.stop({ graceMs: 20_000, keepFiles: true });
    const res = await conn.readResponse({ timeoutMs: DRAIN_MS + MARGIN_MS });
    const r = await stopped;
    assert.equal(res.status, 503, res.text());
    assert.equal(JSON.parse(res.text()).code, 'unavailable');
    assert.equal(res.headers.connection, 'close');
    assert.equal(r.killed, false, srv.logs());
    assert.equal(r.code, 0, `exit code\n${srv.logs()}`);
    assert.ok(r.ms < DRAIN_MS + MARGIN_MS, `exited after ${r.ms} ms, the window is ${DRAIN_MS} ms`);
    assert.match(srv.logs(), /interrupting the database/);

    // The lock goes only now, after the exit: nothing the server began may commit after it.
    await lock.release();
    lock = null;
    const rows = await srv.db.query(`SELECT count(*) AS n FROM bookings WHERE shop_id = '${s.shopId}'`);
    assert.equal(Number(rows[0].n), 0, 'the client was told 503: no booking may exist');
  } finally {
    await lock?.release();
    await srv.stop({ keepFiles: true });
    await cleanup(srv);
  }
});

test('a body still arriving at SIGTERM is read and answered; one that never completes gets 503 and Connection: close', async () => {
  const srv = await start();
  try {
    const s = await shop(srv);
    const slots = JSON.stringify({ shopId: s.shopId, serviceId: s.serviceId, date: hkDate(3), staffId: s.amy });
    const late = await rawConnect(srv.port); // completes its body after SIGTERM
    const never = await rawConnect(srv.port); // never does
    const lateReq = functionPost(srv, 'available-slots', slots, { sent: 10 });
    const neverReq = functionPost(srv, 'available-slots', slots, { sent: 10 });
    await late.write(lateReq.first);
    await never.write(neverReq.first);
    await sleep(200);

    const stopped = srv.stop({ graceMs: 20_000 });
    await sleep(500);
    assert.equal(srv.exitStatus(), null, 'the process waits for the request under way');
    await late.write(lateReq.rest);
    const answered = await late.readResponse({ timeoutMs: DRAIN_MS });
    assert.equal(answered.status, 200, answered.text());
    assert.ok(JSON.parse(answered.text()).slots.length > 0);
    assert.equal(answered.headers.connection, 'close');

    const refused = await never.readResponse({ timeoutMs: DRAIN_MS + MARGIN_MS });
    assert.equal(refused.status, 503, refused.text());
    assert.equal(JSON.parse(refused.text()).code, 'unavailable');
    assert.equal(refused.headers.connection, 'close');
    assert.equal(refused.headers['retry-after'], '1');

    const r = await stopped;
    assert.equal(r.killed, false, srv.logs());
    assert.equal(r.code, 0, `exit code\n${srv.logs()}`);
    assert.ok(r.ms < DRAIN_MS + MARGIN_MS, `exited after ${r.ms} ms, the window is ${DRAIN_MS} ms`);
  } finally {
    await srv.stop();
  }
});

test('SIGTERM closes idle keep-alive connections at once and refuses new ones while a request is still served', async () => {
  // A longer window: the checks below run before the cut even on a loaded machine.
  const drainMs = 6000;
  const srv = await start({ EMU_DRAIN_MS: String(drainMs) });
  try {
    const idle = await rawConnect(srv.port);
    await idle.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const first = await idle.readResponse();
    assert.equal(first.status, 200);
    assert.notEqual(first.headers.connection, 'close');
    // A request under way keeps the process alive through the drain.
    const busy = await rawConnect(srv.port);
    const body = JSON.stringify({ hello: 'world' });
    const busyReq = functionPost(srv, 'available-slots', body, { sent: 5 });
    await busy.write(busyReq.first);
    await sleep(200);

    const stopped = srv.stop({ graceMs: 20_000 });
    const closed = await idle.waitClose({ timeoutMs: 1500 });
    assert.ok(closed.closed, `the idle keep-alive connection was closed at SIGTERM\n${srv.logs()}`);
    assert.equal(closed.bytes.length, 0, 'closed without sending anything');
    assert.equal(idle.error, null, `a clean close, not ${idle.error?.code}`);
    assert.equal(srv.exitStatus(), null, `while the process lives on\n${srv.logs()}`);
    await assert.rejects(rawConnect(srv.port, { timeoutMs: 1000 }), /ECONNREFUSED/);

    await busy.write(busyReq.rest);
    const res = await busy.readResponse({ timeoutMs: drainMs });
    assert.equal(res.status, 400, res.text()); // answered (the body names no shop)
    assert.equal(res.headers.connection, 'close');
    const r = await stopped;
    assert.equal(r.code, 0, `exit code\n${srv.logs()}`);
    assert.ok(r.ms < drainMs + MARGIN_MS, `exited after ${r.ms} ms`);
  } finally {
    await srv.stop();
  }
});
