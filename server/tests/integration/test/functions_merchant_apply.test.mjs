// merchant-apply: the wizard's submission completes the quick-apply draft (or creates an
// application), creates or finds the applicant account, marks the quick application completed
// and queues the profile-completion e-mail; the three wizard schemas run again on the server.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { apiKeys, client, outbox } from './auth_support.mjs';
import { invoke, one, q, quickBody, wizardBody } from './functions_support.mjs';

let srv;
let anon;
before(async () => {
  srv = await startServer();
  anon = client(srv, (await apiKeys(srv)).anon);
});
after(async () => {
  await srv?.stop();
});

test('completes the quick-apply draft: pending_review, account, quick application completed, e-mail', async () => {
  const quick = await invoke(anon, 'quick-apply', quickBody({ lang: 'zh' }));
  const applicationId = quick.body.applicationId;
  const body = wizardBody({ applicationId, lang: 'zh', businessTypes: ['Beauty', 'Nail Salon'] });
  const res = await invoke(anon, 'merchant-apply', body);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.applicationId, applicationId);
  assert.equal(res.body.status, 'pending_review');

  const app = await one(srv, `SELECT * FROM merchant_applications WHERE id = ${q(applicationId)}`);
  assert.equal(app.status, 'pending_review');
  assert.ok(app.submitted_at);
  assert.equal(app.contact_email, body.contactEmail);
  assert.equal(app.contact_person, 'Mary Chan');
  assert.equal(app.business_name_zh, '光澤工作室');
  assert.deepEqual(app.business_types, ['Beauty', 'Nail Salon']);
  assert.equal(app.interested_in_content, true);
  assert.equal(app.open_to_free_trials, false);
  assert.equal(app.agreed_to_terms, true);
  assert.equal(app.facebook, null);
  assert.equal(app.completion_percentage, 95); // all but facebook

  const user = await one(srv, `SELECT id, email FROM users WHERE email = ${q(body.contactEmail)}`);
  assert.ok(user, 'applicant account created');
  assert.equal(app.user_id, user.id);
  assert.equal(res.body.userId, user.id);

  const quickRow = await one(srv, `SELECT completed, onboarding_completed_at FROM quick_applications WHERE id = ${q(quick.body.quickApplication.id)}`);
  assert.equal(quickRow.completed, true);
  assert.ok(quickRow.onboarding_completed_at);

  const mails = await outbox(srv, body.contactEmail);
  assert.equal(mails.length, 1);
  assert.equal(mails[0].email_type, 'profile-completion');
  assert.equal(mails[0].lang, 'zh');
  assert.equal(mails[0].params.link, `${srv.url}/merchant/complete-profile/${applicationId}`);
});

test('the account carries intendedRole merchant (admin API)', async () => {
  const body = wizardBody();
  const res = await invoke(anon, 'merchant-apply', body);
  assert.equal(res.status, 200);
  const service = client(srv, (await apiKeys(srv)).service);
  const { data, error } = await service.auth.admin.getUserById(res.body.userId);
  assert.equal(error, null);
  assert.equal(data.user.email, body.contactEmail);
  assert.equal(data.user.user_metadata.intendedRole, 'merchant');
  assert.equal(data.user.user_metadata.name, 'Mary Chan');
  assert.equal(data.user.user_metadata.onboarding_complete, false);
});

test('without applicationId a new pending application is created; an existing account is reused', async () => {
  const first = wizardBody();
  const service = client(srv, (await apiKeys(srv)).service);
  const { data: created } = await service.auth.admin.createUser({ email: first.contactEmail, password: 'pass-word-123', email_confirm: true });
  const res = await invoke(anon, 'merchant-apply', first);
  assert.equal(res.status, 200);
  assert.equal(res.body.userId, created.user.id);
  const app = await one(srv, `SELECT status, application_number, quick_application_id FROM merchant_applications WHERE id = ${q(res.body.applicationId)}`);
  assert.equal(app.status, 'pending_review');
  assert.match(app.application_number, /^EMU-\d{6}$/);
  assert.equal(app.quick_application_id, null);
});

test('an e-mail tied to another application: the error the SPA maps to Email Already Exists', async () => {
  const body = wizardBody();
  assert.equal((await invoke(anon, 'merchant-apply', body)).status, 200);
  const again = await invoke(anon, 'merchant-apply', { ...body, businessName: 'Second Shop' });
  assert.equal(again.status, 409);
  assert.equal(again.body.code, 'email_exists');
  assert.match(again.body.error, /already associated with a merchant application/);
  assert.equal(again.body.message, again.body.error);
});

test('a draft already submitted answers 409; an unknown draft 404', async () => {
  const quick = await invoke(anon, 'quick-apply', quickBody());
  const body = wizardBody({ applicationId: quick.body.applicationId });
  assert.equal((await invoke(anon, 'merchant-apply', body)).status, 200);
  const twice = await invoke(anon, 'merchant-apply', { ...body, contactEmail: 'other.person@glow.example.hk' });
  assert.equal(twice.status, 409);
  assert.equal(twice.body.code, 'already_submitted');
  const unknown = await invoke(anon, 'merchant-apply', wizardBody({ applicationId: '00000000-0000-4000-8000-000000000000' }));
  assert.equal(unknown.status, 404);
  const garbage = await invoke(anon, 'merchant-apply', wizardBody({ applicationId: 'nope' }));
  assert.equal(garbage.status, 404);
});

test('all three schemas re-run: {error, details} with the spec messages', async () => {
  const res = await invoke(anon, 'merchant-apply', {
    businessName: '',
    address: ' ',
    whatsapp: '123',
    phone: 'abc',
    googleMapUrl: 'not a url',
    interestedInContent: 'maybe',
    contactPerson: 'M',
    contactPersonRole: 'Owner 1',
    contactWhatsapp: '',
    contactEmail: 'example@example.com',
    howDidYouHear: 'Friend',
    refereeName: 'Ann',
    agree: false,
  });
  assert.equal(res.status, 400);
  assert.equal(res.body.error, 'Validation Error: Please fix the errors before submitting.');
  assert.equal(res.body.code, 'validation_failed');
  assert.deepEqual(res.body.details, {
    businessName: 'English name is required',
    district: 'Please select a district',
    address: 'Detailed address is required',
    whatsapp: 'Please enter a valid Hong Kong phone number',
    description: 'Business description is required',
    phone: 'Please enter a valid Hong Kong phone number',
    googleMapUrl: 'Invalid URL',
    interestedInContent: 'Please select yes or no',
    openToFreeTrials: 'Please select yes or no',
    contactPerson: 'Must be between 2 and 50 characters',
    contactPersonRole: 'Only letters, spaces and Chinese characters are allowed',
    contactWhatsapp: 'Contact WhatsApp is required',
    contactEmail: 'Please enter a real email address',
    refereePhone: 'Referee name and phone are required when "Friend" is selected',
    agree: 'You must agree to the terms and conditions',
  });
});

test('contact e-mail rules and Chinese messages', async () => {
  const cases = [
    ['', 'Contact email is required'],
    ['a b@glow.hk', 'Email must not contain spaces'],
    [`${'x'.repeat(95)}@glow.hk`, 'Email must be at most 100 characters'],
    ['nope@', 'Please enter a valid email address'],
  ];
  for (const [contactEmail, message] of cases) {
    const res = await invoke(anon, 'merchant-apply', wizardBody({ contactEmail }));
    assert.equal(res.status, 400, contactEmail);
    assert.equal(res.body.details.contactEmail, message);
  }
  const zh = await invoke(anon, 'merchant-apply', wizardBody({ lang: 'zh', howDidYouHear: '', contactPerson: '陳大文' }));
  assert.equal(zh.status, 400);
  assert.deepEqual(zh.body.details, { howDidYouHear: '請選擇你從哪裏得知 Emu' });
  assert.equal(zh.body.error, '驗證錯誤：提交前請修正錯誤。');
  const friend = await invoke(anon, 'merchant-apply', wizardBody({ howDidYouHear: 'Friend', refereeName: 'Ann Lee', refereePhone: '9999 8888', contactPerson: '陳大文' }));
  assert.equal(friend.status, 200, JSON.stringify(friend.body));
});
