// The shop's team (salon-day.md C.1, issue 28): invite-member, accept-invitation and
// update-member, each with its refusals of C.6 (not_member 403, already_member 409,
// invitation_invalid 410) and the rows left behind (shop_members, shop_invitations with only a
// hash of the one-use token), the bilingual invitation e-mail in the outbox (the recipient's
// language first), and the per-recipient mail limit the other mail functions use.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { startServer } from '../lib/server.mjs';
import { client, exec, rows } from '../lib/rest-fixtures.mjs';
import { call, person, shop } from './booking_support.mjs';

let srv;
before(async () => {
  srv = await startServer();
});
after(async () => {
  await srv?.stop();
});

const NOT_MEMBER = "You are not a member of this shop's team.";
const ALREADY_MEMBER = 'This person is already on the team.';
const INVITATION_INVALID = 'This invitation has expired or was already used.';
const STAFF_ONLY = 'A manager can only invite, change and remove staff.';

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const fresh = (prefix) => `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.hk`;

function expectCode(res, status, code, message) {
  assert.equal(res.status, status, JSON.stringify(res.body));
  assert.equal(res.body.code, code);
  if (message) assert.equal(res.body.message, message);
}

async function member(id) {
  return (await rows(srv, `SELECT shop_id, user_id, email, role, staff_id, status, invited_by FROM shop_members WHERE id = '${id}'`))[0];
}

async function invitations(memberId) {
  return rows(srv, `SELECT token_hash, expires_at, used_at, created_at FROM shop_invitations WHERE member_id = '${memberId}' ORDER BY created_at, id`);
}

async function invitationMails(to) {
  return rows(
    srv,
    `SELECT email_type, lang, subject, text_body, html_body, params FROM email_outbox
      WHERE to_email = '${to}' AND email_type = 'team-invitation' ORDER BY created_at, id`,
  );
}

const paramsOf = (mail) => (typeof mail.params === 'string' ? JSON.parse(mail.params) : mail.params);
const tokenOf = (mail) => new URL(paramsOf(mail).link).searchParams.get('token');

/** The owner invites `email`; the answer, the member row id and the link's token. */
async function invite(s, email, role = 'staff', extra = {}, by = s.owner) {
  const res = await call(by.sb, 'invite-member', { shopId: s.shopId, email, role, ...extra });
  if (res.status !== 201) return { res };
  const mails = await invitationMails(email);
  return { res, id: res.body.member.id, token: tokenOf(mails.at(-1)) };
}

/** A shop with a manager and a staff member (Amy) who both joined. */
async function team() {
  const s = await shop(srv);
  const manager = await person(srv, { prefix: 'manager' });
  const stylist = await person(srv, { prefix: 'stylist' });
  const m = await invite(s, manager.email, 'manager');
  assert.equal((await call(manager.sb, 'accept-invitation', { token: m.token })).status, 200);
  const st = await invite(s, stylist.email, 'staff', { staffId: s.amy });
  assert.equal((await call(stylist.sb, 'accept-invitation', { token: st.token })).status, 200);
  return { ...s, manager, stylist, managerMemberId: m.id, stylistMemberId: st.id };
}

// ---------------------------------------------------------------- invite-member

test('invite-member: 201, an invited row, only the hash of a 7-day token, and the bilingual e-mail with the one-use link', async () => {
  const s = await shop(srv);
  const email = fresh('amy');
  const before = Date.now();
  const res = await call(s.owner.sb, 'invite-member', { shopId: s.shopId, email: email.toUpperCase(), role: 'staff', staffId: s.amy });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const m = res.body.member;
  assert.equal(m.email, email);
  assert.equal(m.role, 'staff');
  assert.equal(m.status, 'invited');
  assert.equal(m.staffId, s.amy);
  assert.equal(m.userId, null);
  assert.deepEqual(await member(m.id), {
    shop_id: s.shopId,
    user_id: null,
    email,
    role: 'staff',
    staff_id: s.amy,
    status: 'invited',
    invited_by: s.owner.id,
  });

  const mails = await invitationMails(email);
  assert.equal(mails.length, 1);
  const mail = mails[0];
  const link = paramsOf(mail).link;
  assert.match(link, /^https?:\/\/[^/]+\/invitations\/accept\?token=[A-Za-z0-9_-]{40,}$/);
  const token = tokenOf(mail);
  // English first (the inviter's language; the address has no account), then Chinese.
  assert.equal(mail.lang, 'en');
  assert.equal(mail.subject, 'You are invited to join Glow Nails on Emu');
  const text = mail.text_body;
  assert.ok(text.indexOf('Join the team of Glow Nails') < text.indexOf('加入光光美甲的團隊'), text);
  for (const part of ['Role: Staff', '角色: 員工', 'Staff member: Amy', 'Shop: Glow Nails', '商戶: 光光美甲',
    `Invited by: ${s.owner.email}`, 'expires in 7 days', '7 日後失效', 'Accept · 接受邀請', link]) {
    assert.ok(text.includes(part), `${part} in\n${text}`);
  }
  assert.match(text, /Link expires: \d{1,2} \w+ \d{4}, \d{2}:\d{2} HKT/);
  assert.match(text, /連結有效至: \d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}（香港時間）/);
  assert.ok(mail.html_body.includes('lang="zh-HK"') && mail.html_body.includes(link.replaceAll('&', '&amp;')));

  const stored = await invitations(m.id);
  assert.equal(stored.length, 1);
  assert.equal(stored[0].token_hash, sha256(token));
  assert.ok(!JSON.stringify(await rows(srv, `SELECT * FROM shop_invitations WHERE member_id = '${m.id}'`)).includes(token), 'the token itself is never stored');
  assert.equal(stored[0].used_at, null);
  const days = (Date.parse(stored[0].expires_at) - before) / 86400_000;
  assert.ok(days > 6.99 && days < 7.01, `expires in ${days} days`);
});

test('invite-member: an invitee whose account prefers Chinese gets the Chinese section first', async () => {
  const s = await shop(srv);
  const invitee = await person(srv, { prefix: 'zh-invitee', lang: 'zh' });
  const { res } = await invite(s, invitee.email, 'manager');
  assert.equal(res.status, 201);
  const [mail] = await invitationMails(invitee.email);
  assert.equal(mail.lang, 'zh');
  assert.equal(mail.subject, '你獲邀加入 Emu 上的光光美甲團隊');
  assert.ok(mail.text_body.indexOf('加入光光美甲的團隊') < mail.text_body.indexOf('Join the team of Glow Nails'));
  assert.ok(mail.text_body.includes('角色: 經理') && mail.text_body.includes('Role: Manager'));
  assert.ok(mail.html_body.startsWith('<!doctype html><html lang="zh-HK">'));
});

test('invite-member: inviting an address again before it joins sends a new link and kills the old one', async () => {
  const s = await shop(srv);
  const invitee = await person(srv, { prefix: 'again' });
  const first = await invite(s, invitee.email, 'staff');
  const second = await invite(s, invitee.email, 'manager');
  assert.equal(second.res.status, 201);
  assert.equal(second.id, first.id, 'the same member row');
  assert.equal((await member(first.id)).role, 'manager');
  assert.notEqual(second.token, first.token);
  assert.equal((await invitationMails(invitee.email)).length, 2);
  const links = await invitations(first.id);
  assert.equal(links.length, 2);
  assert.notEqual(links[0].used_at, null, 'the first link is spent');
  expectCode(await call(invitee.sb, 'accept-invitation', { token: first.token }), 410, 'invitation_invalid', INVITATION_INVALID);
  assert.equal((await call(invitee.sb, 'accept-invitation', { token: second.token })).status, 200);
  assert.equal((await member(first.id)).status, 'active');
});

test('invite-member refusals: not_member 403 for strangers and staff, staff only for managers, already_member 409, bad input 400, 404s', async () => {
  const s = await team();
  const stranger = await person(srv, { prefix: 'stranger', roles: ['user', 'merchant'] });
  const email = fresh('x');
  expectCode(await call(stranger.sb, 'invite-member', { shopId: s.shopId, email, role: 'staff' }), 403, 'not_member', NOT_MEMBER);
  expectCode(await call(s.stylist.sb, 'invite-member', { shopId: s.shopId, email, role: 'staff' }), 403, 'not_member', NOT_MEMBER);
  expectCode(await call(s.manager.sb, 'invite-member', { shopId: s.shopId, email, role: 'manager' }), 403, 'forbidden', STAFF_ONLY);
  assert.equal((await rows(srv, `SELECT id FROM shop_members WHERE email = '${email}'`)).length, 0);
  assert.equal((await invitationMails(email)).length, 0, 'no e-mail for a refused invitation');
  // A manager may invite staff.
  const byManager = await invite(s, email, 'staff', {}, s.manager);
  assert.equal(byManager.res.status, 201);
  assert.equal((await member(byManager.id)).invited_by, s.manager.id);

  // Someone on the team, the owner, and (by the joined account's address) a member again.
  expectCode(await call(s.owner.sb, 'invite-member', { shopId: s.shopId, email: s.stylist.email, role: 'staff' }), 409, 'already_member', ALREADY_MEMBER);
  expectCode(await call(s.owner.sb, 'invite-member', { shopId: s.shopId, email: s.owner.email, role: 'manager' }), 409, 'already_member', ALREADY_MEMBER);
  expectCode(await call(s.manager.sb, 'invite-member', { shopId: s.shopId, email: s.manager.email, role: 'staff' }), 409, 'already_member', ALREADY_MEMBER);

  const bad = await call(s.owner.sb, 'invite-member', { shopId: s.shopId, email: 'not-an-address', role: 'owner' });
  expectCode(bad, 400, 'validation_failed');
  assert.deepEqual(Object.keys(bad.body.details).sort(), ['email', 'role']);
  const other = await shop(srv);
  expectCode(await call(s.owner.sb, 'invite-member', { shopId: s.shopId, email: fresh('y'), role: 'staff', staffId: other.amy }), 404, 'not_found', 'Staff member not found');
  expectCode(await call(s.owner.sb, 'invite-member', { shopId: '00000000-0000-4000-8000-000000000000', email: fresh('z'), role: 'staff' }), 404, 'not_found');
  const anon = await call(client(srv), 'invite-member', { shopId: s.shopId, email: fresh('w'), role: 'staff' });
  assert.equal(anon.status, 401);
});

test('invite-member: an admin may invite for any shop', async () => {
  const s = await shop(srv);
  const admin = await person(srv, { prefix: 'admin', roles: ['user', 'admin'] });
  const { res } = await invite(s, fresh('by-admin'), 'manager', {}, admin);
  assert.equal(res.status, 201);
});

// ---------------------------------------------------------------- accept-invitation

test('accept-invitation: binds the signed-in account, spends the link; a second use, an unknown or expired link is 410', async () => {
  const s = await shop(srv);
  const invitee = await person(srv, { prefix: 'joiner' });
  const { id, token } = await invite(s, invitee.email, 'staff', { staffId: s.bea });
  const res = await call(invitee.sb, 'accept-invitation', { token });
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.body.member.status, 'active');
  assert.equal(res.body.member.shopId, s.shopId);
  assert.equal(res.body.member.userId, invitee.id);
  assert.deepEqual(await member(id), {
    shop_id: s.shopId,
    user_id: invitee.id,
    email: invitee.email,
    role: 'staff',
    staff_id: s.bea,
    status: 'active',
    invited_by: s.owner.id,
  });
  const [link] = await invitations(id);
  assert.notEqual(link.used_at, null);

  // The same link again, by anyone.
  const someoneElse = await person(srv, { prefix: 'late' });
  expectCode(await call(someoneElse.sb, 'accept-invitation', { token }), 410, 'invitation_invalid', INVITATION_INVALID);
  expectCode(await call(invitee.sb, 'accept-invitation', { token }), 410, 'invitation_invalid', INVITATION_INVALID);
  expectCode(await call(invitee.sb, 'accept-invitation', { token: 'no-such-token' }), 410, 'invitation_invalid', INVITATION_INVALID);
  expectCode(await call(invitee.sb, 'accept-invitation', {}), 400, 'validation_failed');
  assert.equal((await call(client(srv), 'accept-invitation', { token })).status, 401);

  // Expired: seven days are over.
  const late = await person(srv, { prefix: 'expired' });
  const expired = await invite(s, late.email, 'staff');
  await exec(srv, `UPDATE shop_invitations SET expires_at = '2020-01-01T00:00:00Z' WHERE member_id = '${expired.id}'`);
  expectCode(await call(late.sb, 'accept-invitation', { token: expired.token }), 410, 'invitation_invalid', INVITATION_INVALID);
  assert.equal((await member(expired.id)).status, 'invited');
  assert.equal((await member(expired.id)).user_id, null);
});

test('accept-invitation: the owner or someone already on the team cannot join twice (409), the link stays usable', async () => {
  const s = await team();
  const forOwner = await person(srv, { prefix: 'pending' });
  const pending = await invite(s, forOwner.email, 'staff');
  expectCode(await call(s.owner.sb, 'accept-invitation', { token: pending.token }), 409, 'already_member', ALREADY_MEMBER);
  expectCode(await call(s.stylist.sb, 'accept-invitation', { token: pending.token }), 409, 'already_member', ALREADY_MEMBER);
  assert.equal((await invitations(pending.id))[0].used_at, null);
  assert.equal((await call(forOwner.sb, 'accept-invitation', { token: pending.token })).status, 200);
});

test('accept-invitation: two accounts racing for one link: exactly one joins', async () => {
  const s = await shop(srv);
  const a = await person(srv, { prefix: 'race-a' });
  const b = await person(srv, { prefix: 'race-b' });
  const { id, token } = await invite(s, a.email, 'staff');
  const results = await Promise.all([call(a.sb, 'accept-invitation', { token }), call(b.sb, 'accept-invitation', { token })]);
  const statuses = results.map((r) => r.status).sort();
  assert.deepEqual(statuses, [200, 410], JSON.stringify(results.map((r) => r.body)));
  const winner = results.find((r) => r.status === 200).body.member.userId;
  assert.equal((await member(id)).user_id, winner);
  assert.equal((await rows(srv, `SELECT id FROM shop_members WHERE shop_id = '${s.shopId}' AND status = 'active'`)).length, 1);
});

// ---------------------------------------------------------------- update-member

test('update-member: the owner changes role and staff member, and removes; the removed member loses the shop at once', async () => {
  const s = await team();
  const toManager = await call(s.owner.sb, 'update-member', { memberId: s.stylistMemberId, role: 'manager', staffId: s.bea });
  assert.equal(toManager.status, 200, JSON.stringify(toManager.body));
  assert.equal(toManager.body.member.role, 'manager');
  assert.equal(toManager.body.member.staffId, s.bea);
  assert.equal((await member(s.stylistMemberId)).role, 'manager');
  // staffId null unlinks; role alone keeps the link.
  assert.equal((await call(s.owner.sb, 'update-member', { memberId: s.stylistMemberId, staffId: null })).body.member.staffId, null);
  assert.equal((await call(s.owner.sb, 'update-member', { memberId: s.stylistMemberId, staffId: s.amy })).status, 200);
  assert.equal((await call(s.owner.sb, 'update-member', { memberId: s.stylistMemberId, role: 'staff' })).body.member.staffId, s.amy);
  assert.equal((await member(s.stylistMemberId)).role, 'staff');

  // The stylist reads Amy's bookings as staff; removed, nothing.
  assert.equal((await call(s.stylist.sb, 'shop-analytics', { businessId: s.shopId })).status, 403);
  const removed = await call(s.owner.sb, 'update-member', { memberId: s.stylistMemberId, remove: true });
  assert.equal(removed.status, 200);
  assert.equal(removed.body.member.status, 'removed');
  assert.equal((await member(s.stylistMemberId)).status, 'removed');
  expectCode(await call(s.stylist.sb, 'block-time', { shopId: s.shopId, staffId: s.amy, startAt: '2030-01-02T10:00:00+08:00', endAt: '2030-01-02T11:00:00+08:00' }), 403, 'not_member', NOT_MEMBER);
  // Their own row stays readable (it says they were removed); the shop's team list does not.
  assert.deepEqual((await s.stylist.sb.from('shop_members').select('status').eq('shop_id', s.shopId)).data, [{ status: 'removed' }]);
  // A removed member is gone: 404 for further changes; they can be invited again.
  expectCode(await call(s.owner.sb, 'update-member', { memberId: s.stylistMemberId, role: 'manager' }), 404, 'not_found', 'Team member not found');
  const again = await invite(s, s.stylist.email, 'staff');
  assert.equal(again.res.status, 201);
  assert.notEqual(again.id, s.stylistMemberId);
});

test('update-member: a manager changes and removes staff only; staff and strangers nobody; bad input 400', async () => {
  const s = await team();
  const other = await person(srv, { prefix: 'manager2' });
  const m2 = await invite(s, other.email, 'manager');
  expectCode(await call(s.manager.sb, 'update-member', { memberId: m2.id, role: 'staff' }), 403, 'forbidden', STAFF_ONLY);
  expectCode(await call(s.manager.sb, 'update-member', { memberId: m2.id, remove: true }), 403, 'forbidden', STAFF_ONLY);
  expectCode(await call(s.manager.sb, 'update-member', { memberId: s.managerMemberId, role: 'staff' }), 403, 'forbidden', STAFF_ONLY);
  expectCode(await call(s.manager.sb, 'update-member', { memberId: s.stylistMemberId, role: 'manager' }), 403, 'forbidden', STAFF_ONLY);
  assert.equal((await member(s.stylistMemberId)).role, 'staff');
  assert.equal((await member(m2.id)).status, 'invited');
  assert.equal((await call(s.manager.sb, 'update-member', { memberId: s.stylistMemberId, staffId: s.bea })).status, 200);
  assert.equal((await member(s.stylistMemberId)).staff_id, s.bea);

  expectCode(await call(s.stylist.sb, 'update-member', { memberId: s.stylistMemberId, role: 'manager' }), 403, 'not_member', NOT_MEMBER);
  const stranger = await person(srv, { prefix: 'stranger2' });
  expectCode(await call(stranger.sb, 'update-member', { memberId: s.stylistMemberId, remove: true }), 403, 'not_member', NOT_MEMBER);
  expectCode(await call(s.owner.sb, 'update-member', { memberId: s.stylistMemberId }), 400, 'validation_failed');
  expectCode(await call(s.owner.sb, 'update-member', { memberId: 'x', role: 'staff' }), 400, 'validation_failed');
  expectCode(await call(s.owner.sb, 'update-member', { memberId: s.stylistMemberId, role: 'owner' }), 400, 'validation_failed');
  const otherShop = await shop(srv);
  expectCode(await call(s.owner.sb, 'update-member', { memberId: s.stylistMemberId, staffId: otherShop.amy }), 404, 'not_found', 'Staff member not found');

  const removed = await call(s.manager.sb, 'update-member', { memberId: s.stylistMemberId, remove: true });
  assert.equal(removed.status, 200);
  assert.equal((await member(s.stylistMemberId)).status, 'removed');
});

test('update-member: removing an invited member kills their link', async () => {
  const s = await shop(srv);
  const invitee = await person(srv, { prefix: 'revoked' });
  const { id, token } = await invite(s, invitee.email, 'staff');
  assert.equal((await call(s.owner.sb, 'update-member', { memberId: id, remove: true })).status, 200);
  expectCode(await call(invitee.sb, 'accept-invitation', { token }), 410, 'invitation_invalid', INVITATION_INVALID);
  assert.equal((await member(id)).user_id, null);
});

// ---------------------------------------------------------------- the mail limit

test('invite-member counts as mail to an address: the per-recipient limit (EMU_RATE_MAIL_TO) answers 429 and queues nothing', async () => {
  const limited = await startServer({ env: { EMU_RATE_MAIL_TO: '2/3600' } });
  try {
    const s = await shop(limited);
    const email = fresh('limited');
    for (let i = 0; i < 2; i += 1) {
      const res = await call(s.owner.sb, 'invite-member', { shopId: s.shopId, email, role: 'staff' });
      assert.equal(res.status, 201, JSON.stringify(res.body));
    }
    const third = await call(s.owner.sb, 'invite-member', { shopId: s.shopId, email, role: 'staff' });
    expectCode(third, 429, 'over_email_send_rate_limit');
    const queued = await rows(limited, `SELECT id FROM email_outbox WHERE to_email = '${email}' AND email_type = 'team-invitation'`);
    assert.equal(queued.length, 2);
  } finally {
    await limited.stop();
  }
});
