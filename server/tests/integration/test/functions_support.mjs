// Shared helpers of the functions_*.test.mjs files: invoking functions through supabase-js the
// way the SPA does, an admin session, valid request bodies and row normalisation across
// SQLite and PostgreSQL.
import { runCli } from '../lib/server.mjs';
import { client, uniqueEmail } from './auth_support.mjs';

/** functions.invoke; returns {status, body} for success and error alike. */
export async function invoke(sb, name, body) {
  const { data, error } = await sb.functions.invoke(name, { body });
  if (!error) return { status: 200, body: data };
  const res = error.context;
  if (!(res instanceof Response)) throw error;
  return { status: res.status, body: await res.json() };
}

/** A signed-in admin (create-admin), as a supabase-js client plus its user id and e-mail. */
export async function adminClient(srv, anon) {
  const email = uniqueEmail('admin');
  const password = 'admin-pass-123';
  const cli = await runCli(['create-admin', '--email', email, '--password', password], { env: srv.env });
  if (cli.code !== 0) throw new Error(`create-admin failed: ${cli.stderr}`);
  const sb = client(srv, anon);
  const { data, error } = await sb.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { sb, id: data.user.id, email };
}

/** A signed-in ordinary user. */
export async function userClient(srv, anon, service) {
  const email = uniqueEmail('member');
  const password = 'member-pass-123';
  const admin = client(srv, service).auth.admin;
  const { data: created, error: e1 } = await admin.createUser({ email, password, email_confirm: true });
  if (e1) throw e1;
  const sb = client(srv, anon);
  const { error } = await sb.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { sb, id: created.user.id, email };
}

export function quickBody(overrides = {}) {
  return {
    business_name: 'Glow Studio',
    email: uniqueEmail('quick'),
    whatsapp: '+852 9123 4567',
    district: 'Sha Tin',
    business_type: 'Beauty',
    business_mode: 'independent',
    instagram: '@glow',
    lang: 'en',
    ...overrides,
  };
}

export function wizardBody(overrides = {}) {
  return {
    businessName: 'Glow Studio',
    businessNameZh: '光澤工作室',
    district: 'Wan Chai',
    building: 'Harbour Centre',
    address: '25 Harbour Road',
    phone: '2123 4567',
    whatsapp: '9123 4567',
    email: 'shop@glow.example.hk',
    instagram: '@glow',
    facebook: null,
    website: 'https://glow.example.hk',
    businessTypes: ['Beauty', 'Nail Salon'],
    howDidYouHear: 'Instagram',
    refereeName: null,
    refereePhone: null,
    agree: true,
    interestedInContent: 'yes',
    openToFreeTrials: 'no',
    contactPerson: 'Mary Chan',
    contactPersonRole: 'Owner',
    contactWhatsapp: '+852 9876 5432',
    contactEmail: uniqueEmail('contact'),
    businessSize: '1-5',
    businessType: 'Beauty',
    googleMapUrl: 'https://maps.google.com/?q=glow',
    description: 'Facials and nails in Wan Chai.',
    lang: 'en',
    ...overrides,
  };
}

/** SQLite answers booleans as 0/1 and JSON columns as text; make rows look the same. */
export function norm(row) {
  const out = { ...row };
  for (const [k, v] of Object.entries(out)) {
    if (typeof v === 'string' && /^[[{]/.test(v)) {
      try {
        out[k] = JSON.parse(v);
      } catch {
        /* plain text */
      }
    }
  }
  for (const k of ['completed', 'is_claimed', 'agreed_to_terms', 'interested_in_content', 'open_to_free_trials', 'onboarding_complete']) {
    if (k in out && (out[k] === 0 || out[k] === 1)) out[k] = out[k] === 1;
  }
  return out;
}

export async function one(srv, sql) {
  const rows = await srv.db.query(sql);
  return rows.length ? norm(rows[0]) : null;
}

export const q = (s) => `'${String(s).replace(/'/g, "''")}'`;
