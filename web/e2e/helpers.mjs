// Shared setup of the browser specs: the server under test, Debian's Chromium, screenshots.
import assert from 'node:assert/strict'
import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

/**
 * The server under test: scripts/e2e.sh's shared one (EMU_MARKETPLACE=0), until a spec points
 * the helpers at a server it started itself (useServer). Live bindings: read them at call time.
 */
export let BASE_URL = (process.env.EMU_E2E_BASE_URL ?? '').replace(/\/+$/, '')
/** That server's SQLite file (admin-helpers' sql) and environment (`emu-server keys`). */
export let DATABASE = process.env.EMU_E2E_DATABASE ?? ''
export let SERVER_ENV = process.env

/** Points BASE_URL, DATABASE and SERVER_ENV at `server` ({url, database, env} of startServer). */
export function useServer(server) {
  BASE_URL = server.url
  DATABASE = server.database
  SERVER_ENV = server.env
}
export const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), 'screenshots')
const CHROMIUM = process.env.EMU_E2E_CHROMIUM ?? '/usr/bin/chromium'

export const DESKTOP = { width: 1440, height: 900 }
export const MOBILE = { width: 390, height: 844 }

export async function launchBrowser() {
  assert.ok(BASE_URL, 'Set EMU_E2E_BASE_URL to the server under test, e.g. http://127.0.0.1:8080')
  await mkdir(SCREENSHOTS, { recursive: true })
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-gpu'],
  })
}

/**
 * A fresh context and page; collects uncaught errors and CSP violations, which `done()` asserts
 * are none. On failure a screenshot `<name>-failure.png` is kept.
 */
export async function openPage(browser, { viewport = DESKTOP, locale = 'en-US' } = {}) {
  const context = await browser.newContext({ viewport, locale })
  const page = await context.newPage()
  const problems = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) problems.push(msg.text())
  })
  return {
    page,
    problems,
    async close() {
      await context.close()
    },
  }
}

/** Runs `body(page)`; screenshots the page when it throws; always closes the context. */
export async function withPage(browser, name, options, body) {
  const session = await openPage(browser, options)
  try {
    await body(session.page)
    assert.deepEqual(session.problems, [], 'uncaught errors or CSP violations in the page')
  } catch (error) {
    await session.page.screenshot({ path: join(SCREENSHOTS, `${name}-failure.png`), fullPage: true }).catch(() => {})
    throw error
  } finally {
    await session.close()
  }
}

/** The anon key from /app-config.json (what the SPA sends as apikey). */
export async function anonKey() {
  const res = await fetch(`${BASE_URL}/app-config.json`)
  assert.equal(res.status, 200, '/app-config.json')
  return (await res.json()).anonKey
}

export function uniqueEmail(prefix) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.hk`
}
