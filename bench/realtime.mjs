#!/usr/bin/env node
// Realtime and two-instance figures (issue 19), run by `bench/run.sh --case realtime`
// (EMU_TEST_DB=sqlite|postgres; postgres also needs EMU_TEST_POSTGRES_URL, which run.sh sets):
//   fan-out       BENCH_REALTIME_CLIENTS (1000) WebSocket clients on one instance, each joined
//                 to the merchant's inbox channel (bookings, shop_id=eq.<shop>) with the owner's
//                 token; one booking updated BENCH_REALTIME_RATE (5) times a second for
//                 BENCH_REALTIME_SECONDS (10) through /rest/v1. Latency = from just before the
//                 PATCH is sent to the client's receipt (write + commit + capture + policy
//                 re-read + fan-out); p50 / p99 over every delivery; delivered / expected; server
//                 RSS growth per connection (VmRSS after joining minus before, / clients).
//   two-instance  (postgres only) wrk on the REST list and a single-row read: one instance
//                 directly vs nginx over two instances on the same PostgreSQL. Clients, nginx
//                 and both servers share the machine's cores, so this measures overhead.
// Writes bench/results/realtime-<db>.json.
import { execFile } from 'node:child_process';
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { freePort, startServer } from '../server/tests/integration/lib/server.mjs';
import { apiKeys } from '../server/tests/integration/lib/rest-fixtures.mjs';
import { startNginx } from '../server/tests/integration/lib/nginx.mjs';
import { at, booking, call, hkDate, person, shop } from '../server/tests/integration/test/booking_support.mjs';

const run = promisify(execFile);
const HERE = path.dirname(fileURLToPath(import.meta.url));
const DB = process.env.EMU_TEST_DB || 'sqlite';
const CLIENTS = Number(process.env.BENCH_REALTIME_CLIENTS || 1000);
const RATE = Number(process.env.BENCH_REALTIME_RATE || 5);
const SECONDS = Number(process.env.BENCH_REALTIME_SECONDS || 10);
const WRK_SECONDS = process.env.BENCH_DURATION || '5s';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
// utime + stime of a process in seconds (clock ticks of 1/100 s on Linux).
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function join(url, anon, token, shopId, onChange) {
  const ws = new WebSocket(`${url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${anon}&vsn=2.0.0`);
  return new Promise((resolve, reject) => {
    ws.onerror = () => reject(new Error('socket refused'));
    ws.onopen = () =>
      ws.send(JSON.stringify(['1', '1', 'realtime:inbox', 'phx_join', {
        config: { postgres_changes: [{ event: 'UPDATE', schema: 'public', table: 'bookings', filter: `shop_id=eq.${shopId}` }] },
        access_token: token,
      }]));
    ws.onmessage = (m) => {
      const [, ref, , event, payload] = JSON.parse(m.data);
      if (event === 'phx_reply' && ref === '1') {
        if (payload.status === 'ok') resolve(ws);
        else reject(new Error(JSON.stringify(payload)));
      } else if (event === 'postgres_changes') {
        onChange(payload.data.record);
      }
    };
  });
}

async function fanOut() {
  const srv = await startServer({ env: { EMU_ACCESS_LOG: '0', EMU_LOG_LEVEL: 'warn' } });
  try {
    const { anon, service } = apiKeys(srv);
    const s = await shop(srv);
    const ann = await person(srv);
    const made = await call(ann.sb, 'create-booking', booking(s, at(hkDate(3), '11:00')));
    if (made.status !== 201) throw new Error(`create-booking: ${made.status} ${JSON.stringify(made.body)}`);
    const bookingId = made.body.booking.id;

    const latencies = [];
    const onChange = (record) => {
      const sent = Number(String(record?.note ?? '').split(' ')[1]);
      if (sent) latencies.push(Date.now() - sent);
    };
    await sleep(500);
    const before = rssKb(srv.pid);
    const sockets = [];
    for (let i = 0; i < CLIENTS; i += 50) {
      const batch = Math.min(50, CLIENTS - i);
      sockets.push(...(await Promise.all(Array.from({ length: batch }, () => join(srv.url, anon, s.owner.token, s.shopId, onChange)))));
    }
    await sleep(1000);
    const afterJoin = rssKb(srv.pid);
    const heartbeat = setInterval(() => {
      for (const ws of sockets) ws.send(JSON.stringify([null, String(Date.now()), 'phoenix', 'heartbeat', {}]));
    }, 20_000);

    const writes = RATE * SECONDS;
    let failed = 0;
    const serverCpu0 = cpuSeconds(srv.pid);
    const clientCpu0 = process.cpuUsage();
    const t0 = Date.now();
    for (let i = 0; i < writes; i++) {
      const due = t0 + (i * 1000) / RATE;
      if (due > Date.now()) await sleep(due - Date.now());
      const res = await fetch(`${srv.url}/rest/v1/bookings?id=eq.${bookingId}`, {
        method: 'PATCH',
        headers: { apikey: service, Authorization: `Bearer ${service}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
        body: JSON.stringify({ note: `bench ${Date.now()} ${randomUUID().slice(0, 4)}` }),
      });
      if (res.status !== 204) failed += 1;
    }
    await sleep(3000);
    const wall = (Date.now() - t0) / 1000;
    const serverCpu = cpuSeconds(srv.pid) - serverCpu0;
    const clientCpu = process.cpuUsage(clientCpu0);
    clearInterval(heartbeat);
    const peak = rssKb(srv.pid);
    for (const ws of sockets) ws.close();
    latencies.sort((x, y) => x - y);
    return {
      clients: CLIENTS,
      writes,
      writes_per_sec: RATE,
      failed_writes: failed,
      expected_deliveries: CLIENTS * (writes - failed),
      delivered: latencies.length,
      latency_p50_ms: pct(latencies, 50),
      latency_p99_ms: pct(latencies, 99),
      latency_max_ms: latencies.at(-1),
      rss_before_kb: before,
      rss_joined_kb: afterJoin,
      rss_peak_kb: peak,
      rss_per_connection_kb: Math.round(((afterJoin - before) / CLIENTS) * 10) / 10,
      // Where the time went while writing (both on the same cores): CPU seconds per wall second.
      server_cpu_share: Math.round((serverCpu / wall) * 100) / 100,
      client_cpu_share: Math.round(((clientCpu.user + clientCpu.system) / 1e6 / wall) * 100) / 100,
      load_average: (await import('node:os')).loadavg()[0],
    };
  } finally {
    await srv.stop();
  }
}

async function wrk(url, headers) {
  const args = ['-t2', '-c32', `-d${WRK_SECONDS}`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  const { stdout } = await run('wrk', [...args, url]);
  const ms = (v) => {
    const m = /^([\d.]+)(us|ms|s)$/.exec(v || '');
    return m ? Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]] : null;
  };
  return {
    requests_per_sec: Number((/Requests\/sec:\s+([\d.]+)/.exec(stdout) || [])[1]),
    latency_p99_ms: ms((/^\s+99%\s+(\S+)/m.exec(stdout) || [])[1]),
    non_2xx: Number((/Non-2xx or 3xx responses: (\d+)/.exec(stdout) || [0, 0])[1]),
  };
}

async function twoInstances() {
  const a = await startServer({ env: { EMU_ACCESS_LOG: '0' } });
  const b = await startServer({ db: a.db, env: { EMU_ACCESS_LOG: '0', EMU_JWT_KEY_FILE: a.env.EMU_JWT_KEY_FILE } });
  const ports = [await freePort(), await freePort()];
  const both = await startNginx(ports[0], [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`], `${a.tmpDir}/lb2`);
  const one = await startNginx(ports[1], [`127.0.0.1:${a.port}`], `${a.tmpDir}/lb1`);
  try {
    const { anon } = apiKeys(a);
    const s = await shop(a);
    const headers = { apikey: anon, Authorization: `Bearer ${anon}` };
    const list = '/rest/v1/businesses?select=id,name,district&order=name&limit=20';
    const single = `/rest/v1/businesses?id=eq.${s.shopId}&select=*`;
    const out = {};
    for (const [name, target] of [['rest_list', list], ['single_row', single]]) {
      out[name] = {
        one_instance_direct: await wrk(`${a.url}${target}`, headers),
        nginx_one_instance: await wrk(`http://127.0.0.1:${ports[1]}${target}`, headers),
        nginx_two_instances: await wrk(`http://127.0.0.1:${ports[0]}${target}`, headers),
      };
    }
    return out;
  } finally {
    both.kill('SIGTERM');
    one.kill('SIGTERM');
    await b.stop({ keepFiles: true });
    await a.stop();
  }
}

const result = { database: DB, cores: (await import('node:os')).cpus().length };
console.log(`== realtime fan-out (database: ${DB}) ==`);
result.fan_out = await fanOut();
console.log(JSON.stringify(result.fan_out));
if (DB === 'postgres') {
  console.log('== two instances behind nginx vs one (PostgreSQL) ==');
  result.two_instances = await twoInstances();
  console.log(JSON.stringify(result.two_instances));
}
mkdirSync(path.join(HERE, 'results'), { recursive: true });
writeFileSync(path.join(HERE, 'results', `realtime-${DB}.json`), JSON.stringify(result, null, 2) + '\n');
