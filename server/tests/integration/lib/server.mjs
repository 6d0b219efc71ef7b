// Start and stop the real emu-server binary for a test.
//
// Every server gets its own temp folder (storage, JWT key, web dir, SQLite file),
// its own database and its own loopback port, so test files can run in parallel.
//
// EMU_SERVER_BIN overrides the binary (default: <repo>/build/release/emu-server).

import { spawn } from 'node:child_process';
import { existsSync, accessSync, constants as fsc } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from './db.mjs';
import { startStripeStandin } from './stripe-standin.mjs';

// lib/ -> integration/ -> tests/ -> server/ -> repo root
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export function serverBin() {
  const bin = process.env.EMU_SERVER_BIN
    ? path.resolve(REPO_ROOT, process.env.EMU_SERVER_BIN)
    : path.join(REPO_ROOT, 'build/release/emu-server');
  return bin;
}

/** Throws a clear error when the binary is missing (every test depends on it). */
export function requireServerBin() {
  const bin = serverBin();
  if (!existsSync(bin)) {
    throw new Error(
      `emu-server binary not found at ${bin}\n` +
        `Build it first (release preset), or point EMU_SERVER_BIN at a built binary.`,
    );
  }
  try {
    accessSync(bin, fsc.X_OK);
  } catch {
    throw new Error(`emu-server at ${bin} is not executable`);
  }
  return bin;
}

/** A port that was free a moment ago: bind port 0, read it, release it. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Write files into a folder: { 'assets/a.js': 'text' | Buffer }.
 */
export async function writeTree(dir, files) {
  for (const [rel, content] of Object.entries(files)) {
    const full = path.join(dir, rel);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, content);
  }
}

/** Environment that every emu-server process in the tests shares. */
function baseEnv() {
  // Keep PATH/HOME/locale from the parent, but no EMU_* leaking in from the shell
  // except the ones the harness itself sets.
  const env = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (!k.startsWith('EMU_')) env[k] = v;
  }
  return env;
}

/**
 * Run an emu-server subcommand to completion (migrate, keys, create-admin, --help).
 * @returns {Promise<{code: number|null, signal: string|null, stdout: string, stderr: string}>}
 */
export async function runCli(args, { env = {}, timeoutMs = 30_000 } = {}) {
  const bin = requireServerBin();
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { env: { ...baseEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`emu-server ${args.join(' ')} did not finish in ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/**
 * Start emu-server and wait until GET /readyz answers 200.
 *
 * @param {object} [opts]
 * @param {Record<string,string>} [opts.env] extra/overriding EMU_* variables
 *   (e.g. EMU_JWT_KEY_FILE pointing outside the temp dir, to survive a restart)
 * @param {Record<string,string|Buffer>} [opts.webFiles] files for EMU_WEB_DIR, written
 *   before the server starts
 * @param {object} [opts.db] an existing database from createDatabase() to use instead of
 *   a fresh one; the caller keeps ownership (stop() does not drop it)
 * @param {number} [opts.readyTimeoutMs]
 * @param {boolean|object} [opts.stripe] card payments against a Stripe stand-in
 *   (lib/stripe-standin.mjs): true starts one for this server (stopped with it), or pass a
 *   running stand-in to share; EMU_STRIPE_* point at it and server.stripe is it
 */
export async function startServer({ env = {}, webFiles = {}, db: givenDb, readyTimeoutMs = 20_000, stripe } = {}) {
  const bin = requireServerBin();
  const ownStandin = stripe === true ? await startStripeStandin() : null;
  const standin = ownStandin ?? (stripe || null);
  if (standin) {
    env = {
      EMU_STRIPE_SECRET_KEY: standin.secretKey,
      EMU_STRIPE_WEBHOOK_SECRET: standin.webhookSecret,
      EMU_STRIPE_API_BASE: standin.url,
      ...env,
    };
  }
  const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'emu-it-'));
  const storageDir = path.join(tmpDir, 'storage');
  const webDir = path.join(tmpDir, 'web');
  await mkdir(storageDir, { recursive: true });
  await mkdir(webDir, { recursive: true });
  await writeTree(webDir, webFiles);

  let db = givenDb && { ...givenDb, drop: async () => {} };
  try {
    db ??= await createDatabase({ dir: tmpDir });
  } catch (err) {
    await rm(tmpDir, { recursive: true, force: true });
    throw err;
  }

  // A port can be taken between freePort() and the server's bind; retry a few times.
  let lastError;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const serverEnv = {
      EMU_LISTEN: `127.0.0.1:${port}`,
      EMU_DATABASE_URL: db.url,
      EMU_SITE_URL: url,
      EMU_STORAGE_DIR: storageDir,
      EMU_JWT_KEY_FILE: path.join(tmpDir, 'jwt.pem'),
      EMU_WEB_DIR: webDir,
      EMU_LOG_LEVEL: 'warn',
      // The suites queue many e-mails from one IP to a few addresses; the anonymous e-mail
      // limits are tested with their own values (functions_mail_limits.test.mjs).
      EMU_RATE_MAIL_IP: '0',
      EMU_RATE_MAIL_TO: '0',
      // No test reads the real Observatory: observatory.test.mjs points the poll at a stand-in.
      EMU_HKO_POLL_SECONDS: '0',
      ...env,
    };
    try {
      const server = await launch({ bin, port, url, serverEnv, tmpDir, webDir, db, readyTimeoutMs });
      if (standin) {
        standin.webhookUrl = `${url}/webhooks/stripe`;
        server.stripe = standin;
        if (ownStandin) {
          const stop = server.stop;
          server.stop = async (opts) => {
            const stopped = await stop(opts);
            await ownStandin.close();
            return stopped;
          };
        }
      }
      return server;
    } catch (err) {
      lastError = err;
      if (!/address (already )?in use|EADDRINUSE/i.test(err.message)) break;
    }
  }
  await db.drop().catch(() => {});
  await rm(tmpDir, { recursive: true, force: true });
  await ownStandin?.close();
  throw lastError;
}

async function launch({ bin, port, url, serverEnv, tmpDir, webDir, db, readyTimeoutMs }) {
  const child = spawn(bin, ['serve'], {
    env: { ...baseEnv(), ...serverEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d) => {
    output += d;
    if (output.length > 1_000_000) output = output.slice(-500_000); // bound memory
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  let exit = null; // {code, signal} once the process is gone
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    });
  });
  let spawnError = null;
  child.on('error', (err) => (spawnError = err));

  const deadline = Date.now() + readyTimeoutMs;
  let lastStatus = 'no answer';
  while (true) {
    if (spawnError) throw new Error(`cannot start ${bin}: ${spawnError.message}`);
    if (exit) {
      throw new Error(
        `emu-server exited before it was ready (code ${exit.code}, signal ${exit.signal})\n--- server output ---\n${output}`,
      );
    }
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) });
      lastStatus = `HTTP ${res.status}`;
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch (err) {
      lastStatus = err.cause?.code || err.message;
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      throw new Error(
        `emu-server not ready after ${readyTimeoutMs} ms (last /readyz: ${lastStatus})\n--- server output ---\n${output}`,
      );
    }
    await sleep(50);
  }

  let stopped = null;
  const server = {
    url,
    port,
    env: serverEnv,
    dbKind: db.kind,
    db,
    tmpDir,
    webDir,
    pid: child.pid,
    logs: () => output,
    /** The exit status if the process has ended on its own, else null. */
    exitStatus: () => exit,
    /**
     * SIGTERM, wait up to graceMs for exit, then SIGKILL. Removes the temp folder and
     * drops the database. Resolves to {code, signal, killed, ms}.
     */
    stop: async ({ graceMs = 5000, keepFiles = false } = {}) => {
      if (stopped) return stopped;
      const t0 = Date.now();
      let killed = false;
      if (exit) {
        // Ended before anyone asked it to: a crash the tests should not hide.
        console.error(`emu-server (pid ${child.pid}) had already exited: ${JSON.stringify(exit)}\n--- server output ---\n${output}`);
      } else {
        child.kill('SIGTERM');
        const timer = new Promise((r) => setTimeout(r, graceMs, 'timeout'));
        if ((await Promise.race([exited, timer])) === 'timeout') {
          killed = true;
          child.kill('SIGKILL');
          await exited;
        }
      }
      stopped = { code: exit.code, signal: exit.signal, killed, ms: Date.now() - t0 };
      if (!keepFiles) {
        await db.drop().catch((err) => console.error(`drop database: ${err.message}`));
        await rm(tmpDir, { recursive: true, force: true });
      }
      return stopped;
    },
  };
  return server;
}
