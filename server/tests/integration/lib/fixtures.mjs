// Shared fixtures: a tiny built SPA for EMU_WEB_DIR, and Prometheus text parsing.

import zlib from 'node:zlib';

export const INDEX_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Emu test SPA</title>
<script type="module" src="/assets/index-AbC123.js"></script></head>
<body><div id="root">emu-test-index-marker</div></body></html>
`;

// Big enough that compression is worth it, so br/gzip siblings are clearly different.
export const ASSET_JS = Buffer.from(
  `// emu test bundle\n` +
    Array.from({ length: 400 }, (_, i) => `export const value${i} = "emu-asset-line-${i}";`).join('\n') +
    '\n',
);

export function spaFiles() {
  return {
    'index.html': INDEX_HTML,
    'assets/index-AbC123.js': ASSET_JS,
    'assets/index-AbC123.js.gz': zlib.gzipSync(ASSET_JS, { level: 9 }),
    'assets/index-AbC123.js.br': zlib.brotliCompressSync(ASSET_JS),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n',
    'robots.txt': 'User-agent: *\nAllow: /\n',
  };
}

/**
 * Parse Prometheus text exposition into samples.
 * @returns {{name: string, labels: Record<string,string>, value: number}[]}
 */
export function parseMetrics(text) {
  const samples = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})?\s+(\S+)(\s+\d+)?$/.exec(line.trim());
    if (!m) throw new Error(`unparseable metrics line: ${JSON.stringify(line)}`);
    const labels = {};
    if (m[3]) {
      const re = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?/g;
      let lm;
      while ((lm = re.exec(m[3]))) labels[lm[1]] = lm[2].replace(/\\(.)/g, (_, c) => (c === 'n' ? '\n' : c));
    }
    const raw = m[4];
    const value = raw === '+Inf' ? Infinity : raw === '-Inf' ? -Infinity : Number(raw);
    samples.push({ name: m[1], labels, value });
  }
  return samples;
}

/** Samples named `name` whose labels include every pair in `match`. */
export function findSamples(samples, name, match = {}) {
  return samples.filter((s) => s.name === name && Object.entries(match).every(([k, v]) => s.labels[k] === v));
}
