// The demo catalogue as a first visitor meets it (issue 31): the home page and a shop page in
// English and Chinese at 390 and 1440 px, from a server that seeded a new database with
// EMU_DEMO=1 (what `./emu run` does), written to web/e2e/screenshots/demo-<tag>-<screen>-<lang>-<width>.png.
//   EMU_E2E_SERVER_BIN=build/release/emu-server EMU_WEB_DIR=web/dist node web/e2e/demo-screenshots.mjs after
// (run with another binary and SPA, e.g. main's, and the tag "before" to compare).
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { SCREENSHOTS } from './helpers.mjs'
import { startServer } from './second-server.mjs'

const tag = process.argv[2] ?? 'after'
const server = await startServer({ EMU_DEMO: '1', EMU_MARKETPLACE: undefined, EMU_LOG_LEVEL: 'warn' })
const browser = await chromium.launch({ executablePath: process.env.EMU_E2E_CHROMIUM ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] })
try {
  const rows = await (await fetch(`${server.url}/functions/v1/search-shops`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: (await (await fetch(`${server.url}/app-config.json`)).json()).anonKey },
    body: JSON.stringify({ q: '', sort: 'rating', limit: 1 }),
  })).json()
  const shop = rows.shops[0].id
  for (const lang of ['en', 'zh']) {
    for (const width of [390, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } })
      await context.addInitScript((value) => localStorage.setItem('emu.lang', value), lang === 'zh' ? 'zh-HK' : 'en')
      const page = await context.newPage()
      for (const [screen, path] of [['home', '/'], ['shop', `/shops/${shop}`]]) {
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' })
        await page.waitForTimeout(800)
        await page.screenshot({ path: join(SCREENSHOTS, `demo-${tag}-${screen}-${lang}-${width}.png`), fullPage: true })
      }
      await context.close()
    }
  }
  console.log(`screenshots of ${server.url} written (${tag})`)
} finally {
  await browser.close()
  await server.stop()
}
