// Shared setup of the browser specs: the server under test, Debian's Chromium, screenshots.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { chromium } from 'playwright-core'
import { deflateSync } from 'node:zlib'

/**
 * The server under test: scripts/e2e.sh's shared one (EMU_MARKETPLACE=0), until a spec points
 * the helpers at a server it started itself (useServer). Live bindings: read them at call time.
 */
export let BASE_URL = (process.env.EMU_E2E_BASE_URL ?? '').replace(/\/+$/, '')
/** That server's SQLite file (admin-helpers' sql) and environment (`emu-server keys`). */
export let DATABASE = process.env.EMU_E2E_DATABASE ?? ''
export let SERVER_ENV = process.env

/**
 * The sqlite3 CLI's arguments for reading a server's file as JSON rows. The specs read while the
 * server's jobs may write, so they wait up to 5 s for its lock (.timeout), as the server's own
 * connections do, rather than failing with "database is locked".
 */
export const SQLITE_READ_ARGS = ['-batch', '-cmd', '.timeout 5000', '-json']

/** Rows of a SELECT on the SQLite `file`, as objects. */
export async function sqliteRows(file, query) {
  const { stdout } = await promisify(execFile)('sqlite3', [...SQLITE_READ_ARGS, file, query], { maxBuffer: 64 << 20 })
  const text = stdout.trim()
  return text ? JSON.parse(text) : []
}

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

/** A solid-colour PNG (real pixels, so the server's decoder and thumbnailer accept it). */
export function png(width, height, [r, g, b]) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf) => {
    let c = 0xffffffff
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type), data])
    const out = Buffer.alloc(8 + data.length + 4)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))])
}

/** Fills the English Quick Apply form in `dialog` (a Hong Kong WhatsApp number, Wan Chai, an independent nail salon) and submits it. */
export async function submitQuickApply(dialog, businessName, email = uniqueEmail('quick-apply')) {
  await dialog.getByLabel('Business name').fill(businessName)
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('WhatsApp number').fill('9123 4567')
  await dialog.getByLabel('District').selectOption('Wan Chai')
  await dialog.getByLabel('Business type').selectOption('Nail Salon')
  await dialog.getByLabel('Business mode').selectOption('independent')
  await dialog.getByRole('button', { name: 'Quick Apply' }).click()
}
