// Reading the server's SQLite database from the merchant specs (EMU_E2E_DATABASE, exported by
// scripts/e2e.sh): outbox e-mails and rows, through the sqlite3 CLI.
import { execFileSync } from 'node:child_process'
import { BASE_URL, SQLITE_READ_ARGS, anonKey } from './helpers.mjs'

export const DATABASE = process.env.EMU_E2E_DATABASE ?? ''

/** Rows of a read-only query as objects (sqlite3 -json); values are bound by quoting. */
export function query(sql, ...params) {
  if (!DATABASE) throw new Error('EMU_E2E_DATABASE is not set (scripts/e2e.sh exports it)')
  let i = 0
  const bound = sql.replace(/\?/g, () => {
    const value = params[i++]
    if (value === null || value === undefined) return 'NULL'
    if (typeof value === 'number') return String(value)
    return `'${String(value).replace(/'/g, "''")}'`
  })
  const out = execFileSync('sqlite3', [...SQLITE_READ_ARGS, '-readonly', DATABASE, bound], { encoding: 'utf8' }).trim()
  return out ? JSON.parse(out) : []
}

/** The newest outbox e-mail to `email` (optionally of `type`), waiting up to 10 s for it. */
export async function latestEmail(email, type) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const rows = type
      ? query('SELECT * FROM email_outbox WHERE lower(to_email) = lower(?) AND email_type = ? ORDER BY created_at DESC, rowid DESC LIMIT 1', email, type)
      : query('SELECT * FROM email_outbox WHERE lower(to_email) = lower(?) ORDER BY created_at DESC, rowid DESC LIMIT 1', email)
    if (rows.length > 0) return rows[0]
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no e-mail${type ? ` of type ${type}` : ''} to ${email} in the outbox`)
}

/** The first /auth/v1/verify link of an e-mail (text or HTML body). */
export function verifyLinkOf(row) {
  const text = `${row.text_body ?? ''}\n${row.html_body ?? ''}`
  const match = /https?:\/\/[^\s"'<>]+\/auth\/v1\/verify\?[^\s"'<>]+/.exec(text)
  if (!match) throw new Error(`no verify link in e-mail ${row.email_type}: ${text.slice(0, 300)}`)
  return match[0].replace(/&amp;/g, '&')
}

/** Whether GET `path` (with the anon key) is served, i.e. not a 404 "No API route". */
/** Quick Apply through the function (the landing page's modal is tested by for-business.test.mjs). */
export async function quickApply(email, businessName = 'E2E Complete Studio') {
  const key = await anonKey()
  const res = await fetch(`${BASE_URL}/functions/v1/quick-apply`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: key, Authorization: `Bearer ${key}` },
    body: JSON.stringify({
      business_name: businessName,
      email,
      whatsapp: '+852 9123 4567',
      district: 'Wan Chai',
      business_type: 'Beauty',
      business_mode: 'independent',
      instagram: '@e2e',
      lang: 'en',
    }),
  })
  if (res.status !== 200) throw new Error(`quick-apply answered ${res.status}: ${await res.text()}`)
  return (await res.json()).applicationId
}
