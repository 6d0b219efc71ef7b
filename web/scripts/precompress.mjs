#!/usr/bin/env node
// Writes precompressed siblings for the built SPA so emu-server can serve them directly:
// for every .js/.css/.html/.svg/.json under the given folder (default: dist), a .gz
// (gzip level 9) and a .br (brotli quality 11). Node's zlib only; no dependencies.
import { readdir, readFile, writeFile, stat } from 'node:fs/promises'
import { join, extname, relative, resolve } from 'node:path'
import { constants, brotliCompressSync, gzipSync } from 'node:zlib'

const EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json'])
const root = resolve(process.argv[2] ?? 'dist')

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else if (entry.isFile() && EXTENSIONS.has(extname(entry.name))) yield path
  }
}

try {
  if (!(await stat(root)).isDirectory()) throw new Error('not a directory')
} catch {
  console.error(`precompress: ${root} is not a directory (run vite build first)`)
  process.exit(1)
}

let files = 0
let raw = 0
let gz = 0
let br = 0
for await (const path of walk(root)) {
  const data = await readFile(path)
  const gzipped = gzipSync(data, { level: 9 })
  const brotli = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  })
  await writeFile(`${path}.gz`, gzipped)
  await writeFile(`${path}.br`, brotli)
  files += 1
  raw += data.length
  gz += gzipped.length
  br += brotli.length
  if (process.env.PRECOMPRESS_VERBOSE) {
    console.log(`${relative(root, path)}: ${data.length} -> gz ${gzipped.length}, br ${brotli.length}`)
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} kB`
console.log(`precompress: ${files} files in ${relative(process.cwd(), root) || '.'}: ${kb(raw)} -> gzip ${kb(gz)}, brotli ${kb(br)}`)
