// quick-apply through supabase-js: one transaction writes the quick application, the draft
// merchant application and both e-mails (confirmation first, then the admin notice);
// validation answers 400 with every faulty field in the body's language.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { apiKeys, client, outbox } from './auth_support.mjs';
import { invoke, norm, one, q, quickBody } from './functions_support.mjs';

let srv;
let anon;
before(async () => {
  srv = await startServer({ env: { EMU_CONTACT_EMAIL: 'team@emu.example.hk' } });
  anon = client(srv, (await apiKeys(srv)).anon);
});
after(async () => {
  await srv?.stop();
});

test('success: the row, a draft application with the same data and two e-mails', async () => {
  const body = quickBody({ email: '  Owner@Glow.Example.HK ', lang: 'zh' });
  const res = await invoke(anon, 'quick-apply', body);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  const { quickApplication: row, applicationId } = res.body;
  assert.match(applicationId, /^[0-9a-f-]{36}$/);
  assert.equal(row.business_name, 'Glow Studio');
  assert.equal(row.email, 'owner@glow.example.hk');
  assert.equal(row.whatsapp, '+852 9123 4567');
  assert.equal(row.completed, false);
  assert.ok(Date.parse(row.created_at));

  const stored = await one(srv, `SELECT * FROM quick_applications WHERE id = ${q(row.id)}`);
  assert.equal(stored.business_mode, 'independent');
  assert.equal(stored.instagram, '@glow');
  assert.equal(stored.completed, false);

  const app = await one(srv, `SELECT * FROM merchant_applications WHERE id = ${q(applicationId)}`);
  assert.equal(app.status, 'draft');
  assert.equal(app.quick_application_id, row.id);
  assert.match(app.application_number, /^EMU-\d{6}$/);
  assert.equal(app.business_name, 'Glow Studio');
  assert.equal(app.email, 'owner@glow.example.hk');
  assert.equal(app.contact_email, 'owner@glow.example.hk');
  assert.deepEqual(app.business_types, ['Beauty']);
  assert.equal(app.district, 'Sha Tin');
  assert.equal(app.completion_percentage, 35); // 7 of 20 fields (instagram included)

  const mine = await outbox(srv, 'owner@glow.example.hk');
  assert.equal(mine.length, 1);
  assert.equal(mine[0].email_type, 'quick-apply-confirmation');
  assert.equal(mine[0].lang, 'zh');
  assert.equal(mine[0].status, 'pending');
  assert.equal(mine[0].params.applicationId, applicationId);
  assert.equal(mine[0].params.link, `${srv.url}/merchant/complete-profile/${applicationId}`);
  assert.match(mine[0].subject, /Glow Studio/);
  assert.match(mine[0].text_body, /沙田區/);

  const notices = (await outbox(srv, 'team@emu.example.hk')).filter((m) => m.params.applicationId === applicationId);
  assert.equal(notices.length, 1);
  assert.equal(notices[0].email_type, 'admin-quick-apply-notification');
  assert.equal(notices[0].params.businessMode, 'independent');
  assert.ok(notices[0].params.submittedAt);
  assert.ok(Date.parse(notices[0].created_at) > Date.parse(mine[0].created_at), 'notice queued after the confirmation');
  const t = await one(srv, `SELECT template_id FROM email_outbox WHERE dedupe_key = ${q(`admin-quick-apply-notification:${applicationId}`)}`);
  assert.equal(Number(t.template_id), 11);
});

test('application numbers are unique under concurrent submissions', async () => {
  const results = await Promise.all(Array.from({ length: 8 }, () => invoke(anon, 'quick-apply', quickBody())));
  for (const r of results) assert.equal(r.status, 200);
  const ids = results.map((r) => q(r.body.applicationId)).join(',');
  const rows = await srv.db.query(`SELECT application_number FROM merchant_applications WHERE id IN (${ids})`);
  assert.equal(new Set(rows.map((r) => r.application_number)).size, 8);
});

test('instagram is optional (null stored)', async () => {
  const res = await invoke(anon, 'quick-apply', quickBody({ instagram: null }));
  assert.equal(res.status, 200);
  assert.equal(res.body.quickApplication.instagram, null);
});

test('English messages for every faulty field, nothing written', async () => {
  const before = Number((await one(srv, 'SELECT count(*) AS n FROM quick_applications')).n);
  const res = await invoke(anon, 'quick-apply', { business_name: '   ', email: '', whatsapp: '', lang: 'en' });
  assert.equal(res.status, 400);
  assert.equal(res.body.code, 'validation_failed');
  assert.deepEqual(res.body.details, {
    business_name: 'Business name is required',
    email: 'Email is required',
    whatsapp: 'WhatsApp number is required',
    district: 'Please select a district',
    business_type: 'Please select a business type',
    business_mode: 'Please select a business mode',
  });
  const after = Number((await one(srv, 'SELECT count(*) AS n FROM quick_applications')).n);
  assert.equal(after, before);
});

test("format errors: e-mail pattern, the Hong Kong number for +852, the country's own plan otherwise", async () => {
  for (const [whatsapp, ok] of [
    ['+852 9123 4567', true],
    ['+86 139 1234 5678', true],
    ['+65 9123-4567', true],
    ['+86 9123-4567', false],
    ['+852 91234567', true],
    ['+852 +852-9123 4567', true],
    ['+852 912345678', false],
    ['+852 9123 456', false],
    ['+999 9123 4567', false],
    ['+852 ', false],
  ]) {
    const res = await invoke(anon, 'quick-apply', quickBody({ whatsapp }));
    assert.equal(res.status === 200, ok, `${whatsapp}: ${JSON.stringify(res.body)}`);
  }
  const bad = await invoke(anon, 'quick-apply', quickBody({ email: 'not-an-email', whatsapp: '+852 12', district: 'Mars' }));
  assert.equal(bad.status, 400);
  assert.deepEqual(bad.body.details, {
    email: 'Please enter a valid email address',
    whatsapp: 'Please enter a valid Hong Kong phone number',
    district: 'Please select a district',
  });
  const china = await invoke(anon, 'quick-apply', quickBody({ whatsapp: '+86 9123 4567', lang: 'zh' }));
  assert.equal(china.status, 400);
  assert.equal(china.body.details.whatsapp, '請輸入有效的中國內地電話號碼');
  const singapore = await invoke(anon, 'quick-apply', quickBody({ whatsapp: '+65 9123 456' }));
  assert.equal(singapore.body.details.whatsapp, 'Please enter a valid Singapore phone number');
});

test('Chinese messages when lang is zh', async () => {
  const res = await invoke(anon, 'quick-apply', { lang: 'zh', email: 'x@y', whatsapp: '+852 1' });
  assert.equal(res.status, 400);
  assert.equal(res.body.details.business_name, '請輸入商戶名稱');
  assert.equal(res.body.details.email, '請輸入有效的電郵地址');
  assert.equal(res.body.details.whatsapp, '請輸入有效的香港電話號碼');
  assert.equal(res.body.details.district, '請選擇地區');
  assert.equal(res.body.details.business_type, '請選擇業務類型');
  assert.equal(res.body.details.business_mode, '請選擇經營模式');
  assert.equal(res.body.message, '請修正標示的欄位');
});

test('refusals in the functions shape: bad JSON 400, no key 401, unknown function 404', async () => {
  const raw = await fetch(`${srv.url}/functions/v1/quick-apply`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${(await apiKeys(srv)).anon}` },
    body: '{"business_name":',
  });
  assert.equal(raw.status, 400);
  assert.equal((await raw.json()).code, 'invalid_json');
  const nokey = await fetch(`${srv.url}/functions/v1/quick-apply`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
  assert.equal(nokey.status, 401);
  assert.equal((await nokey.json()).code, 'invalid_jwt');
  const forged = await fetch(`${srv.url}/functions/v1/quick-apply`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer abc.def.ghi' } });
  assert.equal(forged.status, 401);
  const unknown = await invoke(anon, 'no-such-function', {});
  assert.equal(unknown.status, 404);
  assert.equal(unknown.body.code, 'not_found');
  const notObject = await invoke(anon, 'quick-apply', [1, 2]);
  assert.equal(notObject.status, 400);
  assert.equal(notObject.body.code, 'invalid_body');
  const rows = norm(await one(srv, 'SELECT 1 AS x'));
  assert.equal(Number(rows.x), 1);
});
