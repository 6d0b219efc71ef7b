// Claiming a listed shop (issue 16, marketplace.md C.3 submit-business-claim, spec 4's claim
// rules) through supabase-js: finding unclaimed shops by name, district and phone, the claim
// with its admin notice e-mail and audit row, the 409s with their exact messages, one open
// claim per shop and merchant, the claimant reading its claim's status, and the admin's
// approval attaching the shop to the claimant's workspace.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startServer } from '../lib/server.mjs';
import { apiKeys, client, insertRow, rows } from '../lib/rest-fixtures.mjs';
import { call } from './booking_support.mjs';
import { adminClient } from './functions_support.mjs';
import { account } from './workspace_support.mjs';

const CONTACT = `claims-${randomUUID().slice(0, 8)}@emu.test`;
const ALREADY_CLAIMED = 'This business has already been claimed.';
const CLAIM_OPEN = 'You already have a claim for this business waiting for review.';

let srv;
let admin;
before(async () => {
  srv = await startServer({ env: { EMU_CONTACT_EMAIL: CONTACT } });
  admin = await adminClient(srv, apiKeys(srv).anon);
});
after(async () => {
  await srv?.stop();
});

/** A listed shop nobody owns (as the demo catalogue lists them), or owned by ownerId. */
async function listedShop({ ownerId = null, name = `Kam Kee Hair ${randomUUID().slice(0, 6)}`, phone = '+852 2345 6789' } = {}) {
  return insertRow(srv, 'businesses', {
    name,
    name_zh: '金記髮型',
    district: 'Sham Shui Po',
    address: '12 Apliu Street',
    phone_number: phone,
    search_text: name.toLowerCase() + ' 金記髮型 sham shui po 深水埗',
    merchant_id: ownerId,
    is_claimed: Boolean(ownerId),
    claimed_by: ownerId,
    claim_status: ownerId ? 'approved' : 'unclaimed',
  });
}

const form = (businessId, extra = {}) => ({
  businessId,
  contactPerson: 'Chan Tai Man',
  contactPhone: '+852 9123 4567',
  contactEmail: 'owner@kamkee.hk',
  contactPosition: 'Owner',
  legal_business_name: 'Kam Kee Hair Company Limited',
  business_registration_number: '12345678-000-01-25-0',
  verification_method: 'WhatsApp',
  proofDocuments: [],
  ...extra,
});

test('a merchant finds an unclaimed shop by name, district and phone', async () => {
  const tag = randomUUID().slice(0, 6);
  const name = `Claimable Salon ${tag}`;
  const phone = `+852 3${tag.replace(/[^0-9]/g, '0').slice(0, 3)} 4${tag.length}21`;
  const free = await listedShop({ name, phone });
  const owner = await account(srv);
  const taken = await listedShop({ name: `${name} Taken`, ownerId: owner.id, phone });
  const anon = client(srv);
  const byName = await call(anon, 'search-shops', { q: name, unclaimed: true });
  assert.equal(byName.status, 200, JSON.stringify(byName.body));
  assert.deepEqual(byName.body.shops.map((s) => s.id), [free]);
  const everyone = await call(anon, 'search-shops', { q: name });
  assert.deepEqual(new Set(everyone.body.shops.map((s) => s.id)), new Set([free, taken]));
  const byPhone = await call(anon, 'search-shops', { phone: phone.replace('+852 ', '').replace(' ', '-'), unclaimed: true });
  assert.ok(byPhone.body.shops.some((s) => s.id === free), JSON.stringify(byPhone.body));
  assert.ok(!byPhone.body.shops.some((s) => s.id === taken));
  const byDistrict = await call(anon, 'search-shops', { district: 'Sham Shui Po', unclaimed: true, limit: 50, q: tag });
  assert.deepEqual(byDistrict.body.shops.map((s) => s.id), [free]);
  const bad = await call(anon, 'search-shops', { phone: 'call me' });
  assert.equal(bad.status, 400);
  assert.equal(bad.body.code, 'invalid_parameter');
});

test('submit-business-claim: 201 pending claim, shop pending, admin notice e-mail, audit row', async () => {
  const merchant = await account(srv);
  const shopId = await listedShop();
  const res = await call(merchant.sb, 'submit-business-claim', form(shopId));
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const { claim } = res.body;
  assert.equal(claim.business_id, shopId);
  assert.equal(claim.merchant_id, merchant.id);
  assert.equal(claim.claim_status, 'pending');
  assert.equal(claim.verification_method, 'whatsapp');
  assert.equal(claim.legal_business_name, 'Kam Kee Hair Company Limited');
  const [row] = await rows(srv, `SELECT * FROM business_claims WHERE id = '${claim.id}'`);
  assert.equal(row.contact_person, 'Chan Tai Man');
  assert.equal(row.business_registration_number, '12345678-000-01-25-0');
  const [shop] = await rows(srv, `SELECT claim_status, merchant_id FROM businesses WHERE id = '${shopId}'`);
  assert.equal(shop.claim_status, 'pending');
  assert.equal(shop.merchant_id, null);
  const mails = await rows(srv, `SELECT email_type, subject, text_body FROM email_outbox WHERE to_email = '${CONTACT}' AND dedupe_key = 'business-claim-admin-notice:${claim.id}'`);
  assert.equal(mails.length, 1);
  assert.equal(mails[0].email_type, 'business-claim-admin-notice');
  assert.match(mails[0].subject, /^New business claim: Kam Kee Hair/);
  assert.match(mails[0].text_body, /Kam Kee Hair Company Limited/);
  assert.match(mails[0].text_body, /商業登記號碼: 12345678-000-01-25-0/);
  assert.match(mails[0].text_body, /\/admin\/business-claims/);
  const audit = await rows(srv, `SELECT action, actor_id FROM audit_log WHERE entity_id = '${claim.id}'`);
  assert.deepEqual(audit.map((a) => a.action), ['business_claim.submit']);
  assert.equal(audit[0].actor_id, merchant.id);

  // The claimant reads its claim's status through /rest/v1; another merchant sees nothing.
  const mine = await merchant.sb.from('business_claims').select('id, claim_status, businesses(name)').eq('id', claim.id);
  assert.equal(mine.error, null);
  assert.equal(mine.data[0].claim_status, 'pending');
  assert.match(mine.data[0].businesses.name, /^Kam Kee Hair/);
  const other = await account(srv);
  const theirs = await other.sb.from('business_claims').select('id').eq('id', claim.id);
  assert.deepEqual(theirs.data, []);
});

test('one open claim per shop and merchant (409 claim_open); a claimed shop is 409 already_claimed', async () => {
  const merchant = await account(srv);
  const shopId = await listedShop();
  assert.equal((await call(merchant.sb, 'submit-business-claim', form(shopId))).status, 201);
  const again = await call(merchant.sb, 'submit-business-claim', form(shopId));
  assert.equal(again.status, 409);
  assert.equal(again.body.code, 'claim_open');
  assert.equal(again.body.message, CLAIM_OPEN);
  // Two at once: the partial unique index lets exactly one through.
  const racer = await account(srv);
  const race = await Promise.all([1, 2, 3].map(() => call(racer.sb, 'submit-business-claim', form(shopId))));
  assert.deepEqual(race.map((r) => r.status).sort(), [201, 409, 409]);
  assert.equal((await rows(srv, `SELECT count(*) AS n FROM business_claims WHERE business_id = '${shopId}'`))[0].n * 1, 2);

  const owner = await account(srv);
  const owned = await listedShop({ ownerId: owner.id });
  const refused = await call(merchant.sb, 'submit-business-claim', form(owned));
  assert.equal(refused.status, 409);
  assert.equal(refused.body.code, 'already_claimed');
  assert.equal(refused.body.message, ALREADY_CLAIMED);
  assert.equal((await rows(srv, `SELECT count(*) AS n FROM business_claims WHERE business_id = '${owned}'`))[0].n * 1, 0);
});

test('refusals: not a merchant account 403, unknown shop 404, missing fields 400 with details', async () => {
  const shopId = await listedShop();
  const plain = await account(srv, 'user');
  const r403 = await call(plain.sb, 'submit-business-claim', form(shopId));
  assert.equal(r403.status, 403);
  assert.equal(r403.body.code, 'forbidden');
  const anon = await call(client(srv), 'submit-business-claim', form(shopId));
  assert.equal(anon.status, 401);
  const merchant = await account(srv);
  assert.equal((await call(merchant.sb, 'submit-business-claim', form(randomUUID()))).status, 404);
  const bad = await call(merchant.sb, 'submit-business-claim', form(shopId, { contactPerson: '', verification_method: 'email', proofDocuments: ['someone-else/br.pdf'] }));
  assert.equal(bad.status, 400);
  assert.equal(bad.body.code, 'validation_failed');
  assert.deepEqual(Object.keys(bad.body.details).sort(), ['contactPerson', 'proofDocuments', 'verification_method']);
  assert.equal((await rows(srv, `SELECT count(*) AS n FROM business_claims WHERE business_id = '${shopId}'`))[0].n * 1, 0);
});

test('approval attaches the shop to the claimant (a merchant sign-up becomes a merchant); a rival claim becomes duplicate', async () => {
  const claimant = await account(srv, 'signup');
  const rival = await account(srv);
  const shopId = await listedShop();
  const proof = `${claimant.id}/br.pdf`;
  const mine = await call(claimant.sb, 'submit-business-claim', form(shopId, { proofDocuments: [proof] }));
  assert.equal(mine.status, 201, JSON.stringify(mine.body));
  assert.deepEqual(mine.body.claim.proof_documents, [proof]);
  const theirs = await call(rival.sb, 'submit-business-claim', form(shopId));
  assert.equal(theirs.status, 201);

  // A sign-up without the merchant role reads its claims through my-business-claims
  // (/rest/v1/business_claims is for merchants).
  const listed = await call(claimant.sb, 'my-business-claims', {});
  assert.equal(listed.status, 200, JSON.stringify(listed.body));
  assert.deepEqual(
    listed.body.claims.map((c) => [c.id, c.business_id, c.claim_status, c.verification_method]),
    [[mine.body.claim.id, shopId, 'pending', 'whatsapp']],
  );
  assert.match(listed.body.claims[0].business_name, /^Kam Kee Hair/);
  assert.deepEqual((await call(rival.sb, 'my-business-claims', {})).body.claims.map((c) => c.id), [theirs.body.claim.id]);

  // Before approval the claimant cannot edit the shop.
  const early = await claimant.sb.from('businesses').update({ description: 'ours' }).eq('id', shopId).select('id');
  assert.deepEqual(early.data ?? [], []);

  const approved = await call(admin.sb, 'approve-business-claim', { claimId: mine.body.claim.id, action: 'approve' });
  assert.equal(approved.status, 200, JSON.stringify(approved.body));
  assert.equal(approved.body.status, 'approved');
  const [shop] = await rows(srv, `SELECT merchant_id, claimed_by, claim_status FROM businesses WHERE id = '${shopId}'`);
  assert.deepEqual([shop.merchant_id, shop.claimed_by, shop.claim_status], [claimant.id, claimant.id, 'approved']);
  const roles = await rows(srv, `SELECT role FROM user_roles WHERE user_id = '${claimant.id}' ORDER BY role`);
  assert.deepEqual(roles.map((r) => r.role), ['merchant', 'user']);

  // The shop is now in the claimant's workspace: listed as theirs and editable.
  const workspace = await claimant.sb.from('businesses').select('id').eq('merchant_id', claimant.id);
  assert.deepEqual(workspace.data.map((b) => b.id), [shopId]);
  const edit = await claimant.sb.from('businesses').update({ description: 'ours now' }).eq('id', shopId).select('description');
  assert.equal(edit.error, null);
  assert.deepEqual(edit.data, [{ description: 'ours now' }]);
  const status = await claimant.sb.from('business_claims').select('claim_status').eq('id', mine.body.claim.id).single();
  assert.equal(status.data.claim_status, 'approved');
  assert.equal((await call(claimant.sb, 'my-business-claims', {})).body.claims[0].claim_status, 'approved');

  // The rival's pending claim: approving it now marks it duplicate (spec 4).
  const dup = await call(admin.sb, 'approve-business-claim', { claimId: theirs.body.claim.id, action: 'approve' });
  assert.equal(dup.body.status, 'duplicate');
  assert.equal(dup.body.message, 'This business has already been claimed. The claim has been marked as duplicate.');
  // And a new claim on it is refused.
  const late = await call(rival.sb, 'submit-business-claim', form(shopId));
  assert.equal(late.body.code, 'already_claimed');
});

test('a rejected claim puts the shop back to rejected; the merchant may claim it again', async () => {
  const merchant = await account(srv);
  const shopId = await listedShop();
  const first = await call(merchant.sb, 'submit-business-claim', form(shopId));
  const rejected = await call(admin.sb, 'approve-business-claim', { claimId: first.body.claim.id, action: 'reject', reviewNotes: 'No proof' });
  assert.equal(rejected.body.status, 'rejected');
  const [shop] = await rows(srv, `SELECT claim_status, merchant_id FROM businesses WHERE id = '${shopId}'`);
  assert.deepEqual([shop.claim_status, shop.merchant_id], ['rejected', null]);
  const second = await call(merchant.sb, 'submit-business-claim', form(shopId));
  assert.equal(second.status, 201);
});
