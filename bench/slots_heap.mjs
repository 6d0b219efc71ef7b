#!/usr/bin/env node
// Heap under available-slots traffic only (issue 32): starts the emu-server at EMU_SERVER_BIN
// (default build/release/emu-server) on a fresh SQLite database on 127.0.0.1, adds a few
// shops, then asks available-slots for many shop/staff/date combinations with
// BENCH_CONNECTIONS (8) clients, for at most BENCH_SECONDS (180) and BENCH_MAX_REQUESTS
// (1000000) requests, and prints the process's RSS every 15 s and the slots cache's gauges.
// Run from the repository root:
//   EMU_SERVER_BIN=... node bench/slots_heap.mjs
// (the integration tests' node_modules must be installed: server/tests/integration, npm ci).
import { readFileSync } from 'node:fs';
import { startServer } from '../server/tests/integration/lib/server.mjs';
import { apiKeys } from '../server/tests/integration/lib/rest-fixtures.mjs';
import { hkDate, shop } from '../server/tests/integration/test/booking_support.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 180);
const MAX_REQUESTS = Number(process.env.BENCH_MAX_REQUESTS || 1_000_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 8);
const SHOPS = 4;
const DAYS = 60;

const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 102.4) / 10 : NaN;
};

const srv = await startServer({ env: { EMU_ACCESS_LOG: '0', EMU_LOG_LEVEL: 'warn' } });
if (!srv.url.startsWith('http://127.0.0.1:')) throw new Error('loopback only');
try {
  const { anon } = apiKeys(srv);
  const shops = [];
  for (let i = 0; i < SHOPS; i++) shops.push(await shop(srv));
  // Distinct questions: every shop, staff member (or anyone) and date.
  const bodies = [];
  for (const s of shops) {
    for (const staffId of [s.amy, s.bea, undefined]) {
      for (let d = 1; d <= DAYS; d++) {
        bodies.push(JSON.stringify({ shopId: s.shopId, serviceId: s.serviceId, date: hkDate(d), staffId }));
      }
    }
  }
  const headers = { apikey: anon, Authorization: `Bearer ${anon}`, 'Content-Type': 'application/json' };
  const gauges = async () => {
    const text = await (await fetch(`${srv.url}/metrics`)).text();
    const g = (n) => Number(new RegExp(`^${n} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
    return { entries: g('emu_slots_cache_entries'), bytes: g('emu_slots_cache_bytes') };
  };
  const start = Date.now();
  const until = start + SECONDS * 1000;
  let sent = 0;
  let failed = 0;
  const report = async () =>
    console.log(
      JSON.stringify({ s: Math.round((Date.now() - start) / 1000), requests: sent, failed, rss_mb: rssMb(srv.pid), ...(await gauges()) }),
    );
  await report();
  const timer = setInterval(report, 15_000);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, c) => {
      for (let i = c; Date.now() < until && sent < MAX_REQUESTS; i += CONNECTIONS) {
        sent++;
        const res = await fetch(`${srv.url}/functions/v1/available-slots`, {
          method: 'POST',
          headers,
          body: bodies[i % bodies.length],
        });
        if (res.status !== 200) failed++;
        await res.arrayBuffer();
      }
    }),
  );
  clearInterval(timer);
  await report();
} finally {
  await srv.stop();
}
