// Test databases: a fresh SQLite file or a fresh PostgreSQL database per server, so
// test files never see each other's rows and can run in parallel.
//
// EMU_TEST_DB=sqlite (default) | postgres. For postgres, EMU_TEST_POSTGRES_URL must
// point at a cluster (scripts/pg-cluster.sh start prints one), in the form
// postgres://postgres@/postgres?host=/socket/dir&port=55432.
//
// Queries go through the sqlite3 and psql command-line tools: no driver dependency,
// and the tests look at the database the way an operator would.

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import path from 'node:path';

const run = promisify(execFile);

export function dbKind() {
  const kind = (process.env.EMU_TEST_DB || 'sqlite').toLowerCase();
  if (kind !== 'sqlite' && kind !== 'postgres') {
    throw new Error(`EMU_TEST_DB must be 'sqlite' or 'postgres', got '${kind}'`);
  }
  return kind;
}

// Split a libpq URL into the part before the database name, the name, and the query.
// (WHATWG URL cannot parse `postgres://user@/db`: credentials with an empty host.)
function splitPgUrl(url) {
  const m = /^(postgres(?:ql)?:\/\/[^/]*\/)([^?]*)(\?.*)?$/.exec(url);
  if (!m) throw new Error(`cannot parse PostgreSQL URL: ${url}`);
  return { prefix: m[1], name: m[2], query: m[3] || '' };
}

function adminPgUrl() {
  const url = process.env.EMU_TEST_POSTGRES_URL;
  if (!url) {
    throw new Error(
      'EMU_TEST_DB=postgres needs EMU_TEST_POSTGRES_URL (start a cluster with ' +
        'scripts/pg-cluster.sh start DIR, or use run.sh postgres)',
    );
  }
  return url;
}

async function psql(url, sql) {
  try {
    const { stdout } = await run('psql', ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', sql], {
      maxBuffer: 16 << 20,
    });
    return stdout;
  } catch (err) {
    throw new Error(`psql failed: ${sql}\n${err.stderr || err.message}`);
  }
}

async function sqlite(file, sql) {
  try {
    // A test reads while the server's jobs may be writing: wait for their lock (as the server's
    // own connections do) instead of failing with "database is locked".
    const { stdout } = await run('sqlite3', ['-batch', '-bail', '-cmd', '.timeout 5000', '-json', file, sql], {
      maxBuffer: 16 << 20,
    });
    return stdout;
  } catch (err) {
    throw new Error(`sqlite3 failed: ${sql}\n${err.stderr || err.message}`);
  }
}

/**
 * Create a fresh, empty database.
 * @param {{dir: string}} opts dir: a temp folder for the SQLite file
 * @returns {Promise<{kind: 'sqlite'|'postgres', url: string, name: string,
 *   query: (sql: string) => Promise<object[]>, drop: () => Promise<void>}>}
 */
export async function createDatabase({ dir }) {
  const kind = dbKind();
  if (kind === 'sqlite') {
    const file = path.join(dir, `emu-${randomBytes(4).toString('hex')}.db`);
    return {
      kind,
      url: `sqlite:${file}`,
      name: file,
      // sqlite3 -json prints nothing at all for an empty result.
      query: async (sql) => {
        const out = (await sqlite(file, sql)).trim();
        return out ? JSON.parse(out) : [];
      },
      drop: async () => {}, // the file goes with the temp folder
    };
  }

  const admin = adminPgUrl();
  const { prefix, query } = splitPgUrl(admin);
  const name = `emu_t_${randomBytes(6).toString('hex')}`;
  await psql(admin, `CREATE DATABASE ${name}`);
  const url = `${prefix}${name}${query}`;
  return {
    kind,
    url,
    name,
    // json_agg gives the same shape as sqlite3 -json: an array of row objects.
    query: async (sql) => {
      const out = (await psql(url, `SELECT coalesce(json_agg(t), '[]'::json) FROM (${sql}) t`)).trim();
      return JSON.parse(out);
    },
    // WITH (FORCE) ends the server's leftover pool connections (PostgreSQL 13+).
    drop: async () => {
      await psql(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Run a statement against the cluster's maintenance database (postgres only). */
export async function pgAdmin(sql) {
  return psql(adminPgUrl(), sql);
}
