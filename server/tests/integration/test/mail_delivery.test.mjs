// E-mail delivery through a real SMTP server (lib/smtp_sink.py on python3-aiosmtpd): every
// template's recipient, subject, language and links; retries with backoff; permanent
// failures; and a SIGKILL while the outbox is delivering, after which every message is still
// delivered once the server is back.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { startServer } from '../lib/server.mjs';
import { startSmtpSink, waitFor } from '../lib/smtp.mjs';
import { apiKeys, client, uniqueEmail } from './auth_support.mjs';
import { adminClient, invoke, one, q, quickBody, wizardBody } from './functions_support.mjs';

const FAST = { EMU_OUTBOX_POLL_MS: '50', EMU_OUTBOX_BACKOFF_MS: '100', EMU_CONTACT_EMAIL: 'team@emu.example.hk' };

let sink;
before(async () => {
  sink = await startSmtpSink();
});
after(async () => {
  await sink?.stop();
});

async function messagesTo(to, type) {
  return (await sink.messages()).filter((m) => m.rcpt_tos.includes(to) && (!type || m.email_type === type));
}
async function waitMessage(to, type) {
  return waitFor(async () => (await messagesTo(to, type))[0], { what: `${type} to ${to}` });
}

test('every template arrives: recipient, subject, language, links', async () => {
  const srv = await startServer({ env: { ...FAST, EMU_SMTP_URL: sink.url, EMU_SMTP_FROM: 'Emu <hello@emu.example.hk>' } });
  try {
    const keys = await apiKeys(srv);
    const anon = client(srv, keys.anon);
    const admin = await adminClient(srv, keys.anon);
    const expectations = [];

    for (const lang of ['en', 'zh']) {
      const body = quickBody({ lang, business_name: `Glow ${lang}` });
      const quick = await invoke(anon, 'quick-apply', body);
      const id = quick.body.applicationId;
      const link = `${srv.url}/merchant/complete-profile/${id}`;
      const confirmation = await waitMessage(body.email, 'quick-apply-confirmation');
      assert.equal(confirmation.mail_from, 'hello@emu.example.hk');
      assert.equal(confirmation.content_language, lang === 'zh' ? 'zh-HK' : 'en');
      assert.equal(confirmation.subject, lang === 'zh' ? `多謝你申請加入 Emu：Glow ${lang}` : `Thanks for applying to Emu, Glow ${lang}`);
      assert.ok(confirmation.text.includes(link) && confirmation.html.includes(link));
      assert.ok(confirmation.text.includes(lang === 'zh' ? '我們會於 5 個工作天內完成審核' : 'we review it within 5 business days'));
      const all = await sink.messages();
      const notice = await waitFor(async () => (await sink.messages()).find((m) => m.email_type === 'admin-quick-apply-notification' && m.text.includes(id)), { what: 'admin notice' });
      assert.deepEqual(notice.rcpt_tos, ['team@emu.example.hk']);
      assert.equal(notice.subject, `New quick application: Glow ${lang}`);
      assert.ok(notice.text.includes(`${srv.url}/admin/verification`));
      const order = (await sink.messages()).map((m) => m.outbox_id);
      assert.ok(order.indexOf(confirmation.outbox_id) < order.indexOf(notice.outbox_id), 'confirmation before the admin notice');
      void all;

      const wizard = wizardBody({ applicationId: id, lang, businessName: `Glow ${lang}` });
      assert.equal((await invoke(anon, 'merchant-apply', wizard)).status, 200);
      const profile = await waitMessage(wizard.contactEmail, 'profile-completion');
      assert.equal(profile.subject, lang === 'zh' ? `Glow ${lang} 的 Emu 申請已提交` : `Your Emu application for Glow ${lang} is submitted`);
      assert.ok(profile.html.includes(link));
      expectations.push({ lang, id, email: wizard.contactEmail });
    }

    const [en, zh] = expectations;
    assert.equal((await invoke(admin.sb, 'review-merchant-application', { applicationId: en.id, action: 'approve' })).status, 200);
    const approval = await waitMessage(en.email, 'merchant-application-approved');
    assert.equal(approval.subject, 'Welcome to Emu: Glow en is approved');
    assert.equal(approval.content_language, 'en');
    assert.ok(approval.text.includes('Congratulations, Mary Chan!'));
    assert.ok(approval.text.includes(`${srv.url}/merchant/dashboard`));
    assert.ok(approval.text.includes('Beauty, Nail Salon') && approval.text.includes('Wan Chai'));

    assert.equal((await invoke(admin.sb, 'review-merchant-application', { applicationId: zh.id, action: 'reject', rejectionReason: 'Duplicate application' })).status, 200);
    const rejection = await waitMessage(zh.email, 'merchant-application-rejected');
    assert.equal(rejection.subject, '有關 Glow zh 的 Emu 申請');
    assert.equal(rejection.content_language, 'zh-HK');
    assert.ok(rejection.text.includes('重複申請'), 'preset reason shown in Chinese');
    assert.ok(rejection.html.includes(`${srv.url}/for-business`));

    const beta = uniqueEmail('beta');
    assert.equal((await anon.from('waitlist_emails').insert({ email: beta })).error, null);
    const welcome = await waitMessage(beta, 'coming-soon-signup');
    assert.equal(welcome.subject, '你已加入 Emu 搶先體驗名單');
    assert.ok(welcome.text.includes(beta) && welcome.text.includes(`${srv.url}/comingsoon`));

    const sent = await srv.db.query(`SELECT status, sent_at, smtp_message_id FROM email_outbox WHERE to_email = ${q(beta)}`);
    assert.equal(sent[0].status, 'sent');
    assert.ok(sent[0].sent_at);
    assert.equal(sent[0].smtp_message_id, welcome.message_id);
  } finally {
    await srv.stop();
  }
});

test('temporary failures are retried with backoff; permanent ones and the attempt cap end as failed', async () => {
  const srv = await startServer({ env: { ...FAST, EMU_SMTP_URL: sink.url, EMU_OUTBOX_MAX_ATTEMPTS: '3' } });
  try {
    const anon = client(srv, (await apiKeys(srv)).anon);
    await sink.control({ fail: 2, code: 451 });
    const body = quickBody();
    const quick = await invoke(anon, 'quick-apply', body);
    const key = q(`quick-apply-confirmation:${quick.body.applicationId}`);
    await waitMessage(body.email, 'quick-apply-confirmation');
    const row = await waitFor(async () => {
      const r = await one(srv, `SELECT status, attempts, last_error FROM email_outbox WHERE dedupe_key = ${key}`);
      return r.status === 'sent' ? r : null;
    }, { what: 'sent after retries' });
    // The first two deliveries of the run (this message, or the admin notice) were refused.
    const notice = await one(srv, `SELECT attempts FROM email_outbox WHERE dedupe_key = ${q(`admin-quick-apply-notification:${quick.body.applicationId}`)}`);
    assert.equal(Number(row.attempts) + Number(notice.attempts), 4);
    assert.equal(row.last_error, null);

    await sink.control({ fail: 1, code: 550 });
    const perm = quickBody();
    const q2 = await invoke(anon, 'quick-apply', perm);
    const failed = await waitFor(async () => {
      const r = await one(srv, `SELECT status, attempts, last_error FROM email_outbox WHERE dedupe_key = ${q(`quick-apply-confirmation:${q2.body.applicationId}`)}`);
      return r.status === 'failed' ? r : null;
    }, { what: 'permanent failure' });
    assert.equal(Number(failed.attempts), 1);
    assert.match(failed.last_error, /550/);

    await sink.control({ fail: 100, code: 451 });
    const capped = quickBody();
    const q3 = await invoke(anon, 'quick-apply', capped);
    const gaveUp = await waitFor(async () => {
      const r = await one(srv, `SELECT status, attempts FROM email_outbox WHERE dedupe_key = ${q(`quick-apply-confirmation:${q3.body.applicationId}`)}`);
      return r.status === 'failed' ? r : null;
    }, { what: 'attempt cap' });
    assert.equal(Number(gaveUp.attempts), 3);
    await sink.control({});

    const admin = await adminClient(srv, (await apiKeys(srv)).anon);
    const status = await invoke(admin.sb, 'outbox-status', {});
    assert.ok(status.body.counts.failed >= 2);
    assert.ok(status.body.undelivered.some((r) => r.status === 'failed' && /550/.test(r.last_error)));
  } finally {
    await sink.control({});
    await srv.stop();
  }
});

test('SIGKILL while delivering: after a restart every message is delivered, none lost', async () => {
  const env = { ...FAST, EMU_SMTP_URL: sink.url, EMU_OUTBOX_LEASE_MS: '1500' };
  // Queue everything with delivery paused (no SMTP), then deliver slowly and kill mid-way.
  const first = await startServer({ env: { ...env, EMU_SMTP_URL: '' } });
  const anon = client(first, (await apiKeys(first)).anon);
  const recipients = [];
  for (let i = 0; i < 15; i++) {
    const body = quickBody();
    assert.equal((await invoke(anon, 'quick-apply', body)).status, 200);
    recipients.push(body.email);
  }
  const rows = await first.db.query('SELECT id FROM email_outbox');
  assert.equal(rows.length, 30);
  await first.stop({ keepFiles: true });

  await sink.control({ delay_ms: 60 });
  const before = new Set((await sink.messages()).map((m) => m.outbox_id));
  const sending = await startServer({ db: first.db, env: { ...env, EMU_JWT_KEY_FILE: first.env.EMU_JWT_KEY_FILE } });
  await waitFor(async () => (await sink.messages()).filter((m) => !before.has(m.outbox_id)).length >= 5, { what: 'delivery under way' });
  process.kill(sending.pid, 'SIGKILL');
  await waitFor(() => sending.exitStatus(), { what: 'the kill' });
  const stuck = await first.db.query("SELECT id FROM email_outbox WHERE status <> 'sent'");
  assert.ok(stuck.length > 0, 'the kill interrupted the delivery');
  await sending.stop({ keepFiles: true });

  const again = await startServer({ db: first.db, env: { ...env, EMU_JWT_KEY_FILE: first.env.EMU_JWT_KEY_FILE } });
  try {
    await waitFor(async () => (await first.db.query("SELECT id FROM email_outbox WHERE status <> 'sent'")).length === 0, { timeoutMs: 30_000, what: 'all sent after restart' });
    const received = (await sink.messages()).filter((m) => !before.has(m.outbox_id));
    const ids = new Set(received.map((m) => m.outbox_id));
    for (const row of rows) assert.ok(ids.has(row.id), `outbox row ${row.id} delivered`);
    // A message the SMTP server accepted in the instant before the kill may arrive twice,
    // with the same Message-ID; nothing else is repeated.
    assert.ok(received.length - ids.size <= 1, `duplicates: ${received.length - ids.size}`);
    for (const to of recipients) assert.ok(received.some((m) => m.rcpt_tos.includes(to)));
  } finally {
    await sink.control({});
    await again.stop({ keepFiles: true });
    await first.db.drop();
    for (const s of [first, sending, again]) await rm(s.tmpDir, { recursive: true, force: true });
  }
});
