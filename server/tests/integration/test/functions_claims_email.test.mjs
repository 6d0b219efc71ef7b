// approve-business-claim (admins) and send-email (not an open relay), and the waitlist
// welcome the outbox worker queues for rows inserted through /rest/v1.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startServer } from '../lib/server.mjs';
import { waitFor } from '../lib/smtp.mjs';
import { apiKeys, client, dbExec, outbox, uniqueEmail } from './auth_support.mjs';
import { adminClient, invoke, one, q, quickBody, userClient, wizardBody } from './functions_support.mjs';

let srv;
let keys;
let anon;
let admin;
before(async () => {
  srv = await startServer({ env: { EMU_OUTBOX_POLL_MS: '100' } });
  keys = await apiKeys(srv);
  anon = client(srv, keys.anon);
  admin = await adminClient(srv, keys.anon);
});
after(async () => {
  await srv?.stop();
});

async function shop({ claimedBy = null } = {}) {
  const id = randomUUID();
  await dbExec(srv, `INSERT INTO businesses (id, name, is_claimed, claimed_by, claim_status)
    VALUES (${q(id)}, 'Nail Bar', ${claimedBy ? 'true' : 'false'}, ${claimedBy ? q(claimedBy) : 'NULL'}, ${claimedBy ? q('approved') : q('unclaimed')})`);
  return id;
}
async function claim(businessId, merchantId) {
  const id = randomUUID();
  await dbExec(srv, `INSERT INTO business_claims (id, business_id, merchant_id, contact_person, verification_method)
    VALUES (${q(id)}, ${q(businessId)}, ${q(merchantId)}, 'Ann', 'whatsapp')`);
  return id;
}

test('approve a claim: the shop becomes the merchant\'s; reviewer, notes, audit', async () => {
  const merchant = await userClient(srv, keys.anon, keys.service);
  const businessId = await shop();
  const claimId = await claim(businessId, merchant.id);
  const res = await invoke(admin.sb, 'approve-business-claim', { claimId, action: 'approve', reviewNotes: 'BR matches', adminUserId: admin.id });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.status, 'approved');
  assert.equal(res.body.duplicate, false);
  const c = await one(srv, `SELECT * FROM business_claims WHERE id = ${q(claimId)}`);
  assert.equal(c.claim_status, 'approved');
  assert.equal(c.reviewed_by, admin.id);
  assert.ok(c.reviewed_at);
  assert.equal(c.review_notes, 'BR matches');
  const b = await one(srv, `SELECT * FROM businesses WHERE id = ${q(businessId)}`);
  assert.equal(b.is_claimed, true);
  assert.equal(b.claimed_by, merchant.id);
  assert.equal(b.merchant_id, merchant.id);
  assert.equal(b.claim_status, 'approved');
  const audit = await one(srv, `SELECT action, actor_id FROM audit_log WHERE entity_id = ${q(claimId)}`);
  assert.equal(audit.action, 'business_claim.approve');
  assert.equal(audit.actor_id, admin.id);
  const again = await invoke(admin.sb, 'approve-business-claim', { claimId, action: 'reject' });
  assert.equal(again.status, 409);
});

test('approving a shop claimed by someone else marks the claim duplicate with the spec note', async () => {
  const owner = await userClient(srv, keys.anon, keys.service);
  const other = await userClient(srv, keys.anon, keys.service);
  const businessId = await shop({ claimedBy: owner.id });
  const claimId = await claim(businessId, other.id);
  const res = await invoke(admin.sb, 'approve-business-claim', { claimId, action: 'approve', reviewNotes: 'looks fine' });
  assert.equal(res.status, 200);
  assert.equal(res.body.status, 'duplicate');
  assert.equal(res.body.duplicate, true);
  assert.equal(res.body.message, 'This business has already been claimed. The claim has been marked as duplicate.');
  const c = await one(srv, `SELECT claim_status, review_notes FROM business_claims WHERE id = ${q(claimId)}`);
  assert.equal(c.claim_status, 'duplicate');
  assert.equal(c.review_notes, 'This business has already been claimed by another merchant.');
  const b = await one(srv, `SELECT claimed_by FROM businesses WHERE id = ${q(businessId)}`);
  assert.equal(b.claimed_by, owner.id);
});

test('reject and duplicate actions; the service key records adminUserId; errors', async () => {
  const merchant = await userClient(srv, keys.anon, keys.service);
  const c1 = await claim(await shop(), merchant.id);
  const service = client(srv, keys.service);
  const rejected = await invoke(service, 'approve-business-claim', { claimId: c1, action: 'reject', reviewNotes: 'No proof', adminUserId: admin.id });
  assert.equal(rejected.status, 200);
  const row = await one(srv, `SELECT claim_status, reviewed_by FROM business_claims WHERE id = ${q(c1)}`);
  assert.deepEqual([row.claim_status, row.reviewed_by], ['rejected', admin.id]);
  const c2 = await claim(await shop(), merchant.id);
  const dup = await invoke(admin.sb, 'approve-business-claim', { claimId: c2, action: 'duplicate' });
  assert.equal(dup.body.status, 'duplicate');

  const missing = await invoke(admin.sb, 'approve-business-claim', { claimId: randomUUID(), action: 'approve' });
  assert.equal(missing.status, 404);
  assert.equal(missing.body.error, 'Claim not found');
  const badAction = await invoke(admin.sb, 'approve-business-claim', { claimId: c2, action: 'maybe' });
  assert.equal(badAction.status, 400);
  const c3 = await claim(await shop(), merchant.id);
  assert.equal((await invoke(anon, 'approve-business-claim', { claimId: c3, action: 'approve' })).status, 401);
  assert.equal((await invoke(merchant.sb, 'approve-business-claim', { claimId: c3, action: 'approve' })).status, 403);
  assert.equal((await one(srv, `SELECT claim_status FROM business_claims WHERE id = ${q(c3)}`)).claim_status, 'pending');
});

test('send-email: applicants get only their own record\'s e-mail, once per record and kind', async () => {
  const quick = await invoke(anon, 'quick-apply', quickBody());
  const id = quick.body.applicationId;
  const to = quick.body.quickApplication.email;
  // quick-apply queued the confirmation already: asking again is "already sent".
  const dup = await invoke(anon, 'send-email', { to, templateId: 9, emailType: 'quick-apply-confirmation', params: { applicationId: id } });
  assert.equal(dup.status, 409);
  assert.equal(dup.body.code, 'already_sent');
  // Profile completion for the draft: allowed once, only to the stored address.
  const wrongTo = await invoke(anon, 'send-email', { to: 'attacker@evil.example', templateId: 10, params: { applicationId: id, email: 'attacker@evil.example' } });
  assert.equal(wrongTo.status, 403);
  const ok = await invoke(anon, 'send-email', { to, templateId: 10, emailType: 'profile-completion', params: { applicationId: id, businessName: '<script>' } });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
  const mails = (await outbox(srv, to)).filter((m) => m.email_type === 'profile-completion');
  assert.equal(mails.length, 1);
  assert.equal(mails[0].params.businessName, 'Glow Studio', 'rendered from the record, not the caller');
  assert.equal((await invoke(anon, 'send-email', { to, templateId: 10, params: { applicationId: id } })).status, 409);
  // Templates that only admins may send, unknown templates, unknown records.
  for (const templateId of [4, 6, 11]) {
    const res = await invoke(anon, 'send-email', { to, templateId, params: { applicationId: id } });
    assert.equal(res.status, 403, `template ${templateId}`);
  }
  assert.equal((await invoke(anon, 'send-email', { to, templateId: 99, params: {} })).status, 400);
  assert.equal((await invoke(anon, 'send-email', { to, templateId: 9, params: { applicationId: randomUUID() } })).status, 404);
  assert.equal((await invoke(anon, 'send-email', { to, templateId: 9, params: {} })).status, 400);
});

test('send-email: admins may send any template to any address (a resend)', async () => {
  const to = uniqueEmail('resend');
  for (const templateId of [4, 6, 11, 4]) {
    const res = await invoke(admin.sb, 'send-email', { to, templateId, params: { businessName: 'Glow', reason: 'Other' } });
    assert.equal(res.status, 200, JSON.stringify(res.body));
  }
  const mails = await outbox(srv, to);
  assert.deepEqual(mails.map((m) => m.email_type).sort(), [
    'admin-quick-apply-notification', 'merchant-application-approved', 'merchant-application-approved', 'merchant-application-rejected',
  ]);
  assert.equal((await invoke(admin.sb, 'send-email', { to: 'nope', templateId: 4, params: {} })).status, 400);
});

test('waitlist: a row inserted through /rest/v1 gets one welcome e-mail (worker sweep)', async () => {
  const email = uniqueEmail('beta');
  const { error } = await anon.from('waitlist_emails').insert({ email });
  assert.equal(error, null);
  const mails = await waitFor(async () => {
    const rows = await outbox(srv, email);
    return rows.length ? rows : null;
  }, { what: 'the waitlist welcome' });
  assert.equal(mails.length, 1);
  assert.equal(mails[0].email_type, 'coming-soon-signup');
  assert.equal(mails[0].params.email, email);
  const t = await one(srv, `SELECT template_id FROM email_outbox WHERE to_email = ${q(email)}`);
  assert.equal(Number(t.template_id), 8);
  // send-email for the same address: once per address.
  const again = await invoke(anon, 'send-email', { to: email, templateId: 8, emailType: 'coming-soon-signup', params: { email, name: '' } });
  assert.equal(again.status, 409);
  const stranger = await invoke(anon, 'send-email', { to: uniqueEmail('x'), templateId: 8, params: {} });
  assert.equal(stranger.status, 404);
  await new Promise((r) => setTimeout(r, 300));
  assert.equal((await outbox(srv, email)).length, 1);
});

test('send-email for the waitlist queues at once when asked before the sweep', async () => {
  const email = uniqueEmail('early');
  await dbExec(srv, `INSERT INTO waitlist_emails (email) VALUES (${q(email)})`);
  const res = await invoke(anon, 'send-email', { to: email, templateId: 8, params: { email, lang: 'en' } });
  // Either this call or the sweep queued it first; never both.
  assert.ok([200, 409].includes(res.status));
  await new Promise((r) => setTimeout(r, 300));
  assert.equal((await outbox(srv, email)).length, 1);
});

test('outbox-status: admins see counts and undelivered rows; others may not', async () => {
  const res = await invoke(admin.sb, 'outbox-status', {});
  assert.equal(res.status, 200);
  assert.equal(res.body.smtpConfigured, false);
  assert.ok(res.body.counts.pending > 0);
  assert.ok(Array.isArray(res.body.undelivered));
  assert.equal((await invoke(anon, 'outbox-status', {})).status, 401);
  void wizardBody;
});
