// A second emu-server with other settings (EMU_E2E_SERVER_BIN, exported by scripts/e2e.sh),
// for the screens that depend on a deployment setting: its own temp database, the same SPA.
import { execFile, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

export const SERVER_BIN = process.env.EMU_E2E_SERVER_BIN ?? ''

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts `emu-server serve` with `env` added (an undefined value removes a variable); resolves
 * {url, database, stop(), env} once /readyz answers (`database`: its SQLite file; `env`: the
 * server's, e.g. for `emu-server keys`).
 */
export async function startServer(env) {
  const dir = await mkdtemp(join(tmpdir(), 'emu-e2e-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const serverEnv = {
    ...process.env,
    EMU_LISTEN: `127.0.0.1:${port}`,
    EMU_SITE_URL: url,
    EMU_DATABASE_URL: `sqlite:${join(dir, 'emu.db')}`,
    EMU_STORAGE_DIR: join(dir, 'storage'),
    EMU_JWT_KEY_FILE: join(dir, 'jwt.pem'),
    ...env,
  }
  const child = spawn(SERVER_BIN, ['serve'], {
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const stop = async () => {
    child.kill()
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)))
    await rm(dir, { recursive: true, force: true })
  }
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, database: join(dir, 'emu.db'), stop, env: serverEnv }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`the second emu-server did not start: ${stderr.slice(-500)}`)
}

/**
 * A server with the marketplace open (EMU_MARKETPLACE unset: the default) for the marketplace's
 * specs (the shared server of scripts/e2e.sh is the pre-launch site), with the merchant team's
 * WhatsApp and the admin account scripts/e2e.sh creates (EMU_E2E_ADMIN_EMAIL / _PASSWORD).
 */
export async function startMarketplaceServer(env = {}) {
  const server = await startServer({ EMU_MARKETPLACE: undefined, EMU_WHATSAPP_NUMBER: '85261234567', ...env })
  const { EMU_E2E_ADMIN_EMAIL: email, EMU_E2E_ADMIN_PASSWORD: password } = process.env
  if (email && password) {
    try {
      await promisify(execFile)(SERVER_BIN, ['create-admin', '--email', email, '--password', password], { env: server.env })
    } catch (error) {
      await server.stop()
      throw error
    }
  }
  return server
}
