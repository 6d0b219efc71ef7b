// A second emu-server with other settings (EMU_E2E_SERVER_BIN, exported by scripts/e2e.sh),
// for the screens that depend on a deployment setting: its own temp database, the same SPA.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

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
 * {url, stop(), env} once /readyz answers (`env`: the server's, e.g. for `emu-server keys`).
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
      if ((await fetch(`${url}/readyz`)).ok) return { url, stop, env: serverEnv }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`the second emu-server did not start: ${stderr.slice(-500)}`)
}
