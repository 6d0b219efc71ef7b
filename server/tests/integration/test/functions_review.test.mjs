// review-merchant-application (admins only): approve creates the merchant role, the merchants
// row and a shop, sets user_metadata.status and queues the approval e-mail; reject records the
// reason and queues the rejection e-mail; both write audit_log; a decided application is 409.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { apiKeys, client, outbox } from './auth_support.mjs';
import { adminClient, invoke, one, q, quickBody, userClient, wizardBody } from './functions_support.mjs';

let srv;
let keys;
let anon;
let admin;
before(async () => {
  srv = await startServer();
  keys = await apiKeys(srv);
  anon = client(srv, keys.anon);
  admin = await adminClient(srv, keys.anon);
});
after(async () => {
  await srv?.stop();
});

async function submitted(lang = 'en') {
  const quick = await invoke(anon, 'quick-apply', quickBody({ lang }));
  const body = wizardBody({ applicationId: quick.body.applicationId, lang });
  const res = await invoke(anon, 'merchant-apply', body);
  assert.equal(res.status, 200);
  return { id: res.body.applicationId, userId: res.body.userId, email: body.contactEmail };
}

test('approve: status, times, reviewer, role, merchants row, shop, metadata, e-mail, audit', async () => {
  const app = await submitted('zh');
  const res = await invoke(admin.sb, 'review-merchant-application', { applicationId: app.id, action: 'approve', remark: 'Called on WhatsApp' });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.application.status, 'approved');

  const row = await one(srv, `SELECT * FROM merchant_applications WHERE id = ${q(app.id)}`);
  assert.equal(row.status, 'approved');
  assert.equal(row.reviewer_remark, 'Called on WhatsApp');
  assert.equal(row.reviewed_by, admin.email);
  assert.ok(row.approved_at);
  assert.equal(row.rejected_at, null);
  assert.ok(row.business_id);

  const roles = await srv.db.query(`SELECT role FROM user_roles WHERE user_id = ${q(app.userId)} ORDER BY role`);
  assert.ok(roles.map((r) => r.role).includes('merchant'));
  const merchant = await one(srv, `SELECT business_name, onboarding_complete FROM merchants WHERE user_id = ${q(app.userId)}`);
  assert.equal(merchant.business_name, 'Glow Studio');
  assert.equal(merchant.onboarding_complete, false);
  const shop = await one(srv, `SELECT * FROM businesses WHERE id = ${q(row.business_id)}`);
  assert.equal(shop.name, 'Glow Studio');
  assert.equal(shop.merchant_id, app.userId);
  assert.equal(shop.claimed_by, app.userId);
  assert.equal(shop.is_claimed, true);
  assert.equal(shop.claim_status, 'approved');
  assert.equal(shop.district, 'Wan Chai');
  assert.deepEqual(shop.business_types, ['Beauty', 'Nail Salon']);

  const service = client(srv, keys.service);
  const { data } = await service.auth.admin.getUserById(app.userId);
  assert.equal(data.user.user_metadata.status, 'approved');
  assert.equal(data.user.user_metadata.intendedRole, 'merchant');

  const mails = (await outbox(srv, app.email)).filter((m) => m.email_type === 'merchant-application-approved');
  assert.equal(mails.length, 1);
  assert.equal(mails[0].lang, 'zh');
  assert.equal(mails[0].params.businessType, 'Beauty, Nail Salon');
  assert.equal(mails[0].params.contactPerson, 'Mary Chan');
  assert.equal(mails[0].params.address, '25 Harbour Road');
  assert.match(mails[0].text_body, /美容、美甲/);

  const audit = await one(srv, `SELECT * FROM audit_log WHERE entity_id = ${q(app.id)}`);
  assert.equal(audit.action, 'merchant_application.approve');
  assert.equal(audit.actor_id, admin.id);
  assert.equal(audit.actor_email, admin.email);
  assert.equal(audit.details.business_id, row.business_id);

  const again = await invoke(admin.sb, 'review-merchant-application', { applicationId: app.id, action: 'reject', rejectionReason: 'Duplicate application' });
  assert.equal(again.status, 409);
  assert.equal(again.body.code, 'already_decided');
});

test('reject: reason (free text for Other), metadata status, rejection e-mail, audit', async () => {
  const app = await submitted();
  const res = await invoke(admin.sb, 'review-merchant-application', { applicationId: app.id, action: 'reject', remark: '', rejectionReason: 'Shop is outside Hong Kong' });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const row = await one(srv, `SELECT * FROM merchant_applications WHERE id = ${q(app.id)}`);
  assert.equal(row.status, 'rejected');
  assert.equal(row.rejection_reason, 'Shop is outside Hong Kong');
  assert.ok(row.rejected_at);
  assert.equal(row.approved_at, null);
  assert.equal(row.reviewer_remark, null);
  assert.equal(row.business_id, null);
  const roles = await srv.db.query(`SELECT role FROM user_roles WHERE user_id = ${q(app.userId)} AND role = 'merchant'`);
  assert.equal(roles.length, 0);
  const { data } = await client(srv, keys.service).auth.admin.getUserById(app.userId);
  assert.equal(data.user.user_metadata.status, 'rejected');
  const mails = (await outbox(srv, app.email)).filter((m) => m.email_type === 'merchant-application-rejected');
  assert.equal(mails.length, 1);
  assert.equal(mails[0].params.reason, 'Shop is outside Hong Kong');
  assert.equal(mails[0].lang, 'en');
  const audit = await one(srv, `SELECT action, details FROM audit_log WHERE entity_id = ${q(app.id)}`);
  assert.equal(audit.action, 'merchant_application.reject');
  assert.equal(audit.details.rejection_reason, 'Shop is outside Hong Kong');
  const twice = await invoke(admin.sb, 'review-merchant-application', { applicationId: app.id, action: 'approve' });
  assert.equal(twice.status, 409);
});

test('the service key may review; the reviewer is recorded as service_role', async () => {
  const app = await submitted();
  const res = await invoke(client(srv, keys.service), 'review-merchant-application', { applicationId: app.id, action: 'reject', rejectionReason: 'Invalid or missing BR document' });
  assert.equal(res.status, 200);
  const row = await one(srv, `SELECT reviewed_by FROM merchant_applications WHERE id = ${q(app.id)}`);
  assert.equal(row.reviewed_by, 'service_role');
});

test('errors: 401 anonymous, 403 non-admin, 400 incomplete, 404 unknown, 409 draft', async () => {
  const app = await submitted();
  const anonRes = await invoke(anon, 'review-merchant-application', { applicationId: app.id, action: 'approve' });
  assert.equal(anonRes.status, 401);
  assert.equal(anonRes.body.code, 'not_authenticated');
  const member = await userClient(srv, keys.anon, keys.service);
  const memberRes = await invoke(member.sb, 'review-merchant-application', { applicationId: app.id, action: 'approve' });
  assert.equal(memberRes.status, 403);
  assert.equal(memberRes.body.code, 'forbidden');

  const bad = await invoke(admin.sb, 'review-merchant-application', { applicationId: 'x', action: 'maybe' });
  assert.equal(bad.status, 400);
  assert.deepEqual(Object.keys(bad.body.details).sort(), ['action', 'applicationId']);
  const noReason = await invoke(admin.sb, 'review-merchant-application', { applicationId: app.id, action: 'reject', rejectionReason: 'Other' });
  assert.equal(noReason.status, 400);
  assert.ok(noReason.body.details.rejectionReason);
  const unknown = await invoke(admin.sb, 'review-merchant-application', { applicationId: '00000000-0000-4000-8000-000000000000', action: 'approve' });
  assert.equal(unknown.status, 404);
  const draft = await invoke(anon, 'quick-apply', quickBody());
  const early = await invoke(admin.sb, 'review-merchant-application', { applicationId: draft.body.applicationId, action: 'approve' });
  assert.equal(early.status, 409);
  assert.equal(early.body.code, 'not_submitted');
  const row = await one(srv, `SELECT status FROM merchant_applications WHERE id = ${q(app.id)}`);
  assert.equal(row.status, 'pending_review', 'refusals change nothing');
  const audits = await srv.db.query(`SELECT id FROM audit_log WHERE entity_id = ${q(app.id)}`);
  assert.equal(audits.length, 0);
});
