#!/usr/bin/env node
// wrk's --latency output (a file) as JSON: {requests_per_sec, latency_p99_ms, non_2xx}, plus the
// fields of an optional JSON object given second (e.g. '{"p99_target_ms":20}').
import { readFileSync } from 'node:fs';

const t = readFileSync(process.argv[2], 'utf8');
const ms = (v) => {
  const m = /^([\d.]+)(us|ms|s)$/.exec(v);
  return m ? Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]] : null;
};
const rps = Number((/Requests\/sec:\s+([\d.]+)/.exec(t) || [])[1]);
const p99 = ms((/^\s+99%\s+(\S+)/m.exec(t) || [])[1] || '');
const non2xx = Number((/Non-2xx or 3xx responses: (\d+)/.exec(t) || [0, 0])[1]);
console.log(JSON.stringify({ requests_per_sec: rps, latency_p99_ms: p99, non_2xx: non2xx, ...JSON.parse(process.argv[3] || '{}') }));
