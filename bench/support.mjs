// What the bench's node scripts share: SQL straight on the bench database (sqlite3 or psql),
// Hong Kong dates, and a signed-in POST to the server under test.
// Environment: EMU_URL, EMU_BENCH_ANON_KEY, EMU_BENCH_TOKEN, BENCH_DATABASE_URL.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';

export const run = promisify(execFile);
export const URL = process.env.EMU_URL;
export const ANON = process.env.EMU_BENCH_ANON_KEY;
export const TOKEN = process.env.EMU_BENCH_TOKEN;
export const DB = process.env.BENCH_DATABASE_URL;

/** Rows of a query as objects. */
export async function sql(text) {
  if (DB.startsWith('sqlite:')) {
    const { stdout } = await run('sqlite3', ['-batch', '-bail', '-json', '-cmd', '.timeout 10000', DB.slice(7), text]);
    return stdout.trim() ? JSON.parse(stdout) : [];
  }
  const { stdout } = await run('psql', ['-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1', '-d', DB, '-c',
    `SELECT coalesce(json_agg(t), '[]') FROM (${text}) t`]);
  return JSON.parse(stdout.trim() || '[]');
}

/** Statements, no answer. */
export async function exec(text) {
  if (DB.startsWith('sqlite:')) {
    await run('sqlite3', ['-batch', '-bail', '-cmd', '.timeout 10000', DB.slice(7), text]);
  } else {
    await run('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', DB, '-c', text]);
  }
}

/** 'YYYY-MM-DD' of the Hong Kong day `days` after today. */
export const hkDate = (days) => new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);

/** A JSON POST with the anon key and `token`: {status, text}. */
export async function post(path, body, token = TOKEN) {
  const res = await fetch(`${URL}${path}`, {
    method: 'POST',
    headers: { apikey: ANON, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text };
}

/**
 * A bench shop straight in the database: one service (`duration` + `buffer` minutes) done by
 * `staff` members working `hours` ([['10:00', '13:00'], ...]) every day, open `open` every day;
 * `columns` adds businesses columns as SQL literals ({deposit_rule: "'fixed'"}).
 * Returns {shop, service, staff: [ids]}.
 */
export async function benchShop({ name, staff = 5, duration = 60, buffer = 15, open = '10:00-20:00', hours = [['10:00', '13:00'], ['14:00', '19:00']], columns = {} }) {
  const shop = randomUUID();
  const service = randomUUID();
  const bool = DB.startsWith('sqlite:') ? '1' : 'true';
  const week = JSON.stringify(Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, open])));
  const extra = Object.entries(columns);
  let text = `INSERT INTO businesses (id, name, district, auto_confirm, operating_hours${extra.map(([c]) => `, ${c}`).join('')}) VALUES
    ('${shop}', '${name}', 'Wan Chai', ${bool}, '${week}'${extra.map(([, v]) => `, ${v}`).join('')});
    INSERT INTO services (id, shop_id, name, price, duration, buffer_after_min) VALUES ('${service}', '${shop}', 'Gel manicure', 380, ${duration}, ${buffer});`;
  const ids = [];
  for (let i = 0; i < staff; i++) {
    const id = randomUUID();
    ids.push(id);
    text += `INSERT INTO staff (id, business_id, name, sort_order) VALUES ('${id}', '${shop}', 'Staff ${i}', ${i});
      INSERT INTO staff_services (staff_id, service_id) VALUES ('${id}', '${service}');`;
    for (let d = 0; d < 7; d++) {
      for (const [from, to] of hours) {
        text += `INSERT INTO staff_hours (id, staff_id, weekday, start_time, end_time) VALUES ('${randomUUID()}', '${id}', ${d}, '${from}', '${to}');`;
      }
    }
  }
  await exec(text);
  return { shop, service, staff: ids };
}
