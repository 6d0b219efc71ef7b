// A real SMTP server for the e-mail tests: lib/smtp_sink.py on Debian's python3-aiosmtpd
// (apt-get install python3-aiosmtpd), run with /usr/bin/python3 so a pyenv or venv python on
// PATH does not hide the Debian module.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './server.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const PYTHON = process.env.EMU_TEST_PYTHON || '/usr/bin/python3';

/** Starts the sink; returns {url, messages(), control(obj), stop()}. */
export async function startSmtpSink() {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'emu-smtp-'));
  const port = await freePort();
  const child = spawn(PYTHON, [path.join(HERE, 'smtp_sink.py'), String(port), folder], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`smtp sink did not start: ${output}`)), 10_000);
    child.stdout.on('data', (d) => {
      output += d;
      if (output.includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`smtp sink exited (${code}): ${output}\n(needs Debian's python3-aiosmtpd)`));
    });
  });
  child.removeAllListeners('exit');
  return {
    url: `smtp://127.0.0.1:${port}`,
    folder,
    /** Every accepted message, in arrival order. */
    async messages() {
      const names = (await readdir(folder)).filter((n) => /^\d+-\d+\.json$/.test(n)).sort();
      return Promise.all(names.map(async (n) => JSON.parse(await readFile(path.join(folder, n), 'utf8'))));
    },
    async control(obj) {
      await writeFile(path.join(folder, 'control.json'), JSON.stringify(obj));
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      await rm(folder, { recursive: true, force: true });
    },
  };
}

/** Polls fn() until it returns a truthy value or the time is up. */
export async function waitFor(fn, { timeoutMs = 15_000, intervalMs = 100, what = 'condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
