#!/usr/bin/env node
// Turns the wrk runs of bench/run.sh into a table on stdout and a JSON file.
//
//   node bench/report.mjs MANIFEST OUT.json
//
// MANIFEST is tab-separated, one row per target:
//   case  server  url  ok|skipped  wrk-output-file|reason
// The ratio column compares emu with nginx for rows of the same case (requests/s of
// emu as a percentage of nginx's: 100% = as fast as nginx).

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const [manifestFile, outFile] = process.argv.slice(2);
if (!manifestFile || !outFile) {
  console.error('usage: report.mjs MANIFEST OUT.json');
  process.exit(2);
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60000, h: 3600000 };
const toMs = (v) => {
  const m = /^([\d.]+)(us|ms|s|m|h)$/.exec(v);
  return m ? Number(m[1]) * UNIT_MS[m[2]] : null;
};

/** The numbers we keep from wrk's text output (wrk 4.x with --latency). */
export function parseWrk(text) {
  const num = (re) => {
    const m = re.exec(text);
    return m ? Number(m[1]) : null;
  };
  const pct = (p) => {
    const m = new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(text);
    return m ? toMs(m[1]) : null;
  };
  const sock = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  return {
    requests_per_sec: num(/^Requests\/sec:\s+([\d.]+)/m),
    requests: num(/^\s+(\d+) requests in/m),
    latency_p50_ms: pct(50),
    latency_p75_ms: pct(75),
    latency_p90_ms: pct(90),
    latency_p99_ms: pct(99),
    non_2xx_3xx: num(/Non-2xx or 3xx responses:\s+(\d+)/) ?? 0,
    socket_errors: sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
  };
}

const rows = readFileSync(manifestFile, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => {
    const [kase, server, url, status, detail] = l.split('\t');
    const row = { case: kase, server, url, status };
    if (status === 'ok') {
      Object.assign(row, parseWrk(readFileSync(detail, 'utf8')));
      if (row.requests_per_sec == null) {
        row.status = 'error';
        row.reason = `could not parse wrk output in ${detail}`;
      }
    } else {
      row.reason = detail;
    }
    return row;
  });

// emu vs nginx per case.
const ratios = [];
for (const kase of [...new Set(rows.map((r) => r.case))]) {
  const emu = rows.find((r) => r.case === kase && r.server === 'emu' && r.status === 'ok');
  const nginx = rows.find((r) => r.case === kase && r.server === 'nginx' && r.status === 'ok');
  if (emu && nginx && nginx.requests_per_sec > 0) {
    const pct = Math.round((emu.requests_per_sec / nginx.requests_per_sec) * 1000) / 10;
    emu.emu_vs_nginx_pct = pct;
    ratios.push({ case: kase, emu_vs_nginx_pct: pct });
  }
  // The same query straight on the database (emu-server search-bench, one thread).
  const db = rows.find((r) => r.case === kase && r.server === 'db' && r.status === 'ok');
  if (emu && db && db.requests_per_sec > 0) {
    const ratio = Math.round((emu.requests_per_sec / db.requests_per_sec) * 100) / 100;
    emu.emu_vs_db = ratio;
    ratios.push({ case: kase, emu_vs_db: ratio });
  }
}

// ---- table ----
const fmtMs = (v) => (v == null ? '-' : v < 1 ? `${(v * 1000).toFixed(0)}us` : `${v.toFixed(2)}ms`);
const header = ['target', 'requests/s', 'p50', 'p99', 'emu/nginx', 'emu/db'];
const lines = []; // [cells] for measured rows, or a string for skipped ones
for (const r of rows) {
  const name = `${r.case} (${r.server})`;
  if (r.status !== 'ok') {
    lines.push({ name, note: `${r.status}: ${r.reason}` });
    continue;
  }
  let rps = r.requests_per_sec.toFixed(0);
  if (r.non_2xx_3xx || r.socket_errors) rps += ` (!${r.non_2xx_3xx} non-2xx, ${r.socket_errors} socket errors)`;
  lines.push({ cells: [name, rps, fmtMs(r.latency_p50_ms), fmtMs(r.latency_p99_ms), r.emu_vs_nginx_pct != null ? `${r.emu_vs_nginx_pct}%` : '-', r.emu_vs_db != null ? `${r.emu_vs_db}x` : '-'] });
}
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l.cells ? l.cells[i].length : i === 0 ? l.name.length : 0))));
const fmtRow = (cells) => cells.map((c, j) => (j === 0 ? c.padEnd(widths[0]) : c.padStart(widths[j]))).join('  ');
console.log(fmtRow(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
// Skipped rows print their reason instead of numbers.
for (const l of lines) console.log(l.cells ? fmtRow(l.cells) : `${l.name.padEnd(widths[0])}  ${l.note}`);

const result = {
  generated_at: new Date().toISOString(),
  tool: 'wrk',
  threads: Number(process.env.BENCH_THREADS) || null,
  connections: Number(process.env.BENCH_CONNECTIONS) || null,
  duration: process.env.BENCH_DURATION || null,
  emu_server_bin: process.env.EMU_SERVER_BIN || null,
  web_dir: process.env.EMU_WEB_DIR || null,
  results: rows,
  ratios,
};
mkdirSync(path.dirname(outFile), { recursive: true });
writeFileSync(outFile, JSON.stringify(result, null, 2) + '\n');
console.log(`\nwritten: ${outFile}`);
