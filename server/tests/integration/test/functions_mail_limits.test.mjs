// Issue 20: the functions that queue e-mail for anonymous callers are limited per IP
// (EMU_RATE_MAIL_IP) and per recipient (EMU_RATE_MAIL_TO), counted in rate_limits; and the
// profile-completion e-mail (template 10) goes only to the address the application was
// created with, whatever its draft's contact_email was changed to.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { apiKeys, client, dbExec, outbox, uniqueEmail } from './auth_support.mjs';
import { adminClient, invoke, quickBody, wizardBody } from './functions_support.mjs';

let srv;
let anon;
let keys;
before(async () => {
  srv = await startServer({
    env: { EMU_RATE_MAIL_IP: '4/3600', EMU_RATE_MAIL_TO: '2/3600', EMU_CONTACT_EMAIL: 'team@emu.example.hk' },
  });
  keys = await apiKeys(srv);
  anon = client(srv, keys.anon);
});
after(async () => {
  await srv?.stop();
});

const reset = () => dbExec(srv, 'DELETE FROM rate_limits');

test('quick-apply: per IP, then 429 over_request_rate_limit and nothing queued', async () => {
  await reset();
  const emails = [1, 2, 3, 4, 5].map(() => uniqueEmail('ip'));
  const statuses = [];
  for (const email of emails) statuses.push((await invoke(anon, 'quick-apply', quickBody({ email }))).status);
  assert.deepEqual(statuses, [200, 200, 200, 200, 429]);
  const last = await invoke(anon, 'quick-apply', quickBody({ email: emails[4] }));
  assert.equal(last.body.code, 'over_request_rate_limit');
  assert.equal((await outbox(srv, emails[4])).length, 0);
  const stored = await srv.db.query(`SELECT count(*) AS n FROM quick_applications WHERE email = '${emails[4]}'`);
  assert.equal(Number(stored[0].n), 0);
  const counted = await srv.db.query("SELECT count FROM rate_limits WHERE key = 'mail:ip:127.0.0.1'");
  assert.equal(Number(counted[0].count), 6);
});

test('quick-apply and merchant-apply: per recipient, 429 over_email_send_rate_limit', async () => {
  await reset();
  const victim = uniqueEmail('victim');
  const first = await invoke(anon, 'quick-apply', quickBody({ email: victim }));
  assert.equal(first.status, 200);
  const second = await invoke(anon, 'merchant-apply', wizardBody({ contactEmail: victim, applicationId: first.body.applicationId }));
  assert.equal(second.status, 200, JSON.stringify(second.body));
  const third = await invoke(anon, 'quick-apply', quickBody({ email: victim }));
  assert.equal(third.status, 429);
  assert.equal(third.body.code, 'over_email_send_rate_limit');
  assert.match(third.body.message, /^For security purposes, you can only request this after \d+ seconds\.$/);
  // Another address from the same IP is still served.
  assert.equal((await invoke(anon, 'quick-apply', quickBody())).status, 200);
  // Administrators are not limited.
  const admin = await adminClient(srv, keys.anon);
  for (let i = 0; i < 3; i++) {
    const res = await invoke(admin.sb, 'send-email', { to: victim, templateId: 4, params: { businessName: 'Glow' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  }
});

test('send-email template 10 goes to the address the application was created with', async () => {
  await reset();
  const owner = uniqueEmail('owner');
  const quick = await invoke(anon, 'quick-apply', quickBody({ email: owner }));
  assert.equal(quick.status, 200);
  const id = quick.body.applicationId;
  // Anyone holding the draft's id may edit its contact e-mail ...
  const attacker = uniqueEmail('attacker');
  const patched = await fetch(`${srv.url}/rest/v1/merchant_applications?id=eq.${id}`, {
    method: 'PATCH',
    headers: { apikey: keys.anon, Authorization: `Bearer ${keys.anon}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ contact_email: attacker, email: attacker }),
  });
  assert.equal(patched.status, 204, await patched.text());
  // ... but the profile-completion e-mail still goes to the applicant.
  const named = await invoke(anon, 'send-email', { to: attacker, templateId: 10, params: { applicationId: id } });
  assert.equal(named.status, 403);
  assert.equal(named.body.message, "The recipient must be the applicant's e-mail address");
  const sent = await invoke(anon, 'send-email', { templateId: 10, params: { applicationId: id } });
  assert.equal(sent.status, 200, JSON.stringify(sent.body));
  assert.equal((await outbox(srv, attacker)).length, 0);
  assert.equal((await outbox(srv, owner)).filter((m) => m.email_type === 'profile-completion').length, 1);
});

test('send-email for the waitlist is limited per recipient too', async () => {
  await reset();
  const email = uniqueEmail('wait');
  const ins = await anon.from('waitlist_emails').insert({ email });
  assert.equal(ins.error, null);
  const codes = [];
  for (let i = 0; i < 3; i++) {
    const res = await invoke(anon, 'send-email', { to: email, templateId: 8, params: { email } });
    codes.push(res.status === 200 ? 200 : `${res.status} ${res.body.code}`);
  }
  // The first queues (or finds it queued by the worker), the second is already sent, the
  // third is over the recipient limit.
  assert.equal(codes[2], '429 over_email_send_rate_limit');
});
