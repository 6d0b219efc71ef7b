#!/usr/bin/env node
// First-paint JavaScript per page: the scripts index.html loads (entry + modulepreload) plus the
// page's lazy chunk and everything it imports statically, gzipped (level 9). Dynamic import()s
// (supabase-js, the Quick Apply modal, admin screens) load later and are not counted, except
// what the app loads before its first render, listed with its pages: the default language's
// texts (locale-en: one language loads, src/lib/i18n.ts) and, when the marketplace is open, its
// route module and its texts (marketplace-routes, locale-market-en).
//
//   node scripts/size-report.mjs [dist] [--check]     (--check: exit 1 when a page is over budget)
import { readFile, readdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const BUDGET_KB = 150
/** Route -> the file-name prefix of its page chunk (src/features/.../<name>.tsx), or prefixes. */
const TEXTS = 'locale-en'
const MARKET = ['marketplace-routes', 'locale-market-en']
const PAGES = {
  '/comingsoon': ['coming-soon-page', TEXTS],
  '/for-business': ['for-business-page', TEXTS],
  '/privacy': ['privacy-page', TEXTS],
  '/merchant/terms': ['merchant-terms-page', TEXTS],
  // The marketplace (EMU_MARKETPLACE=1): the home and the shop page.
  '/': ['home-page', TEXTS, ...MARKET],
  '/shops/{id}': ['shop-page', TEXTS, ...MARKET],
}

const args = process.argv.slice(2)
const check = args.includes('--check')
const dist = resolve(args.find((a) => !a.startsWith('--')) ?? 'dist')
const assets = join(dist, 'assets')
const files = (await readdir(assets)).filter((f) => f.endsWith('.js'))

const gzCache = new Map()
async function gzipSize(file) {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(await readFile(join(assets, file)), { level: 9 }).length)
  return gzCache.get(file)
}

/** Static `import ... from "./x.js"` / `import "./x.js"` of a chunk (not import()). */
async function staticImports(file) {
  const code = await readFile(join(assets, file), 'utf8')
  const found = code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g)
  return [...found].map((m) => m[1])
}

async function closure(roots) {
  const seen = new Set()
  const queue = [...roots]
  while (queue.length) {
    const file = queue.pop()
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...(await staticImports(file)))
  }
  return seen
}

const html = await readFile(join(dist, 'index.html'), 'utf8')
const initial = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1])
const kb = (n) => (n / 1024).toFixed(1)

let over = false
for (const [route, prefixes] of Object.entries(PAGES)) {
  const pages = [prefixes].flat().map((prefix) => {
    const page = files.find((f) => f.startsWith(`${prefix}-`))
    if (!page) {
      console.error(`size-report: no chunk ${prefix}-*.js for ${route}`)
      process.exit(1)
    }
    return page
  })
  const chunks = [...(await closure([...initial, ...pages]))]
  const sizes = await Promise.all(chunks.map(async (f) => [f, await gzipSize(f)]))
  sizes.sort((a, b) => b[1] - a[1])
  const total = sizes.reduce((sum, [, n]) => sum + n, 0)
  const verdict = total / 1024 < BUDGET_KB ? 'ok' : 'OVER BUDGET'
  if (verdict !== 'ok') over = true
  console.log(`${route}: ${kb(total)} kB gzipped JS on first paint (budget ${BUDGET_KB} kB: ${verdict})`)
  for (const [f, n] of sizes) console.log(`  ${kb(n).padStart(6)} kB  ${f}`)
}
if (check && over) process.exit(1)
