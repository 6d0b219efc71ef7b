// /storage/v1 through supabase-js's storage client: buckets br-documents and claim-proofs
// (private) and avatars (public); upload, download, signed URLs (and their expiry), list with
// the default limit, remove; the size limit, type checks by content and the folder rule.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { apiKeys, client } from './auth_support.mjs';
import { adminClient, invoke, quickBody, userClient } from './functions_support.mjs';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32, 3)]);
const blob = (bytes, type) => new Blob([bytes], { type });

let srv;
let keys;
let anon;
let admin;
before(async () => {
  // 10 MiB files need a body limit above the default 1 MiB (EMU_MAX_BODY).
  srv = await startServer({ env: { EMU_MAX_BODY: String(12 * 1024 * 1024) } });
  keys = await apiKeys(srv);
  anon = client(srv, keys.anon);
  admin = await adminClient(srv, keys.anon);
});
after(async () => {
  await srv?.stop();
});

async function draftId() {
  return (await invoke(anon, 'quick-apply', quickBody())).body.applicationId;
}

test('an applicant uploads the BR document into the folder of their draft; admins read it', async () => {
  const id = await draftId();
  const path = `${id}/br.pdf`;
  const { data, error } = await anon.storage.from('br-documents').upload(path, blob(PDF, 'application/pdf'));
  assert.equal(error, null);
  assert.equal(data.path, path);
  assert.equal(data.fullPath, `br-documents/${path}`);
  assert.match(data.id, /^[0-9a-f-]{36}$/);

  const dup = await anon.storage.from('br-documents').upload(path, blob(PDF, 'application/pdf'));
  assert.equal(dup.error.statusCode, '409');
  const upsert = await anon.storage.from('br-documents').upload(path, blob(PDF, 'application/pdf'), { upsert: true });
  assert.equal(upsert.error, null);

  const rows = await srv.db.query(`SELECT name, path_on_disk, mime_type, size FROM storage_objects WHERE bucket_id = 'br-documents' AND name = '${path}'`);
  assert.equal(rows.length, 1);
  assert.equal(rows[0].mime_type, 'application/pdf');
  assert.equal(Number(rows[0].size), PDF.length);
  assert.ok(!rows[0].path_on_disk.includes('br.pdf'), 'stored under a generated name');

  const down = await admin.sb.storage.from('br-documents').download(path);
  assert.equal(down.error, null);
  assert.deepEqual(Buffer.from(await down.data.arrayBuffer()), PDF);
  // Anonymous callers cannot read private documents, even with the id.
  const nope = await anon.storage.from('br-documents').download(path);
  assert.ok(nope.error);
  assert.equal(nope.error.status ?? nope.error.originalError?.status ?? 400, 400);
});

test('the folder rule: no uploads into another or a submitted application, or a made-up folder', async () => {
  const stranger = await anon.storage.from('br-documents').upload(`00000000-0000-4000-8000-000000000000/br.pdf`, blob(PDF, 'application/pdf'));
  assert.equal(stranger.error.statusCode, '403');
  const top = await anon.storage.from('br-documents').upload('br.pdf', blob(PDF, 'application/pdf'));
  assert.equal(top.error.statusCode, '403');
  const member = await userClient(srv, keys.anon, keys.service);
  const other = await userClient(srv, keys.anon, keys.service);
  assert.equal((await member.sb.storage.from('claim-proofs').upload(`${member.id}/proof.png`, blob(PNG, 'image/png'))).error, null);
  const foreign = await member.sb.storage.from('claim-proofs').upload(`${other.id}/proof.png`, blob(PNG, 'image/png'));
  assert.equal(foreign.error.statusCode, '403');
  assert.equal((await anon.storage.from('claim-proofs').upload(`${member.id}/x.png`, blob(PNG, 'image/png'))).error.statusCode, '403');
  // Reading: the owner and admins, nobody else.
  assert.equal((await member.sb.storage.from('claim-proofs').download(`${member.id}/proof.png`)).error, null);
  assert.ok((await other.sb.storage.from('claim-proofs').download(`${member.id}/proof.png`)).error);
  assert.equal((await admin.sb.storage.from('claim-proofs').download(`${member.id}/proof.png`)).error, null);
  const bad = await member.sb.storage.from('claim-proofs').upload(`${member.id}/../x.png`, blob(PNG, 'image/png'));
  assert.ok(bad.error);
});

test('size limit (10 MiB) and types by content, not by name', async () => {
  const id = await draftId();
  const docs = anon.storage.from('br-documents');
  const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF.length)]);
  const tooBig = await docs.upload(`${id}/big.pdf`, blob(big, 'application/pdf'));
  assert.equal(tooBig.error.statusCode, '413');
  const justRight = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length)]);
  assert.equal((await docs.upload(`${id}/max.pdf`, blob(justRight, 'application/pdf'))).error, null);
  for (const [name, bytes, type] of [[`${id}/a.png`, PNG, 'image/png'], [`${id}/a.jpg`, JPEG, 'image/jpeg'], [`${id}/a.webp`, WEBP, 'image/webp']]) {
    const res = await docs.upload(name, blob(bytes, type));
    assert.equal(res.error, null, name);
  }
  const text = await docs.upload(`${id}/notes.pdf`, blob(Buffer.from('just text'), 'application/pdf'));
  assert.equal(text.error.statusCode, '415', 'a text file named .pdf');
  const liar = await docs.upload(`${id}/photo.png`, blob(PDF, 'image/png'));
  assert.equal(liar.error.statusCode, '415', 'a PDF declared and named as PNG');
  const exe = await docs.upload(`${id}/tool.pdf`, blob(Buffer.from('MZ\x90\x00binary'), 'application/pdf'));
  assert.equal(exe.error.statusCode, '415');
  const stored = await srv.db.query(`SELECT count(*) AS n FROM storage_objects WHERE name LIKE '${id}/%'`);
  assert.equal(Number(stored[0].n), 4);
});

test('signed URLs: a working link, tamper-proof, and it expires', async () => {
  const member = await userClient(srv, keys.anon, keys.service);
  const path = `${member.id}/proof.pdf`;
  const bucket = member.sb.storage.from('claim-proofs');
  assert.equal((await bucket.upload(path, blob(PDF, 'application/pdf'))).error, null);
  const { data, error } = await bucket.createSignedUrl(path, 1);
  assert.equal(error, null);
  assert.ok(data.signedUrl.startsWith(`${srv.url}/storage/v1/object/sign/claim-proofs/${path}?token=`));
  const ok = await fetch(data.signedUrl);
  assert.equal(ok.status, 200);
  assert.equal(ok.headers.get('content-type'), 'application/pdf');
  assert.deepEqual(Buffer.from(await ok.arrayBuffer()), PDF);
  const dl = await fetch(`${data.signedUrl}&download=proof.pdf`);
  assert.match(dl.headers.get('content-disposition'), /attachment; filename="proof.pdf"/);
  const other = await fetch(data.signedUrl.replace('proof.pdf', 'other.pdf'));
  assert.equal(other.status, 400);
  const forged = await fetch(data.signedUrl.replace(/token=.*/, 'token=abc.def.ghi'));
  assert.equal(forged.status, 400);
  await new Promise((r) => setTimeout(r, 2100));
  const expired = await fetch(data.signedUrl);
  assert.equal(expired.status, 400);
  const body = await expired.json();
  assert.equal(body.code, 'InvalidJWT');
  assert.equal(body.statusCode, '400');
  const stranger = await userClient(srv, keys.anon, keys.service);
  assert.ok((await stranger.sb.storage.from('claim-proofs').createSignedUrl(path, 60)).error);
  const many = await bucket.createSignedUrls([path, `${member.id}/missing.pdf`], 60);
  assert.equal(many.error, null);
  assert.equal(many.data[0].error, null);
  assert.ok(many.data[1].error);
});

test('list: one level, folders first, default limit 100, search; remove', async () => {
  const member = await userClient(srv, keys.anon, keys.service);
  const bucket = member.sb.storage.from('avatars');
  for (let i = 0; i < 103; i++) {
    const r = await bucket.upload(`${member.id}/p${String(i).padStart(3, '0')}.png`, blob(PNG, 'image/png'));
    assert.equal(r.error, null);
  }
  assert.equal((await bucket.upload(`${member.id}/old/x.png`, blob(PNG, 'image/png'))).error, null);
  const { data, error } = await bucket.list(member.id);
  assert.equal(error, null);
  assert.equal(data.length, 100);
  assert.equal(data[0].name, 'old');
  assert.equal(data[0].id, null);
  assert.equal(data[1].name, 'p000.png');
  assert.equal(data[1].metadata.mimetype, 'image/png');
  assert.equal(data[1].metadata.size, PNG.length);
  const page = await bucket.list(member.id, { limit: 10, offset: 100 });
  assert.deepEqual(page.data.map((o) => o.name), ['p099.png', 'p100.png', 'p101.png', 'p102.png']);
  const found = await bucket.list(member.id, { search: 'p10' });
  assert.deepEqual(found.data.map((o) => o.name), ['p100.png', 'p101.png', 'p102.png']);

  // Public bucket: anyone reads through the public URL.
  const url = bucket.getPublicUrl(`${member.id}/p000.png`).data.publicUrl;
  const pub = await fetch(url);
  assert.equal(pub.status, 200);
  assert.equal(pub.headers.get('content-type'), 'image/png');
  const privateUrl = `${srv.url}/storage/v1/object/public/claim-proofs/${member.id}/x.pdf`;
  assert.equal((await fetch(privateUrl)).status, 400);

  const other = await userClient(srv, keys.anon, keys.service);
  const theirs = await other.sb.storage.from('avatars').remove([`${member.id}/p000.png`]);
  assert.deepEqual(theirs.data, [], 'someone else\'s objects are not removed');
  const removed = await bucket.remove([`${member.id}/p000.png`, `${member.id}/p001.png`, `${member.id}/none.png`]);
  assert.equal(removed.error, null);
  assert.deepEqual(removed.data.map((o) => o.name).sort(), [`${member.id}/p000.png`, `${member.id}/p001.png`]);
  assert.equal((await fetch(url)).status, 400);
  const exists = await bucket.exists(`${member.id}/p002.png`);
  assert.equal(exists.data, true);
  const gone = await bucket.exists(`${member.id}/p000.png`);
  assert.equal(gone.data, false);
});

test('errors in the storage shape: unknown bucket, missing object, bad JWT', async () => {
  const r1 = await admin.sb.storage.from('nope').download('a/b.pdf');
  assert.ok(r1.error);
  const raw = await fetch(`${srv.url}/storage/v1/object/nope/a.pdf`, { headers: { Authorization: `Bearer ${keys.service}` } });
  assert.equal(raw.status, 400);
  assert.deepEqual(await raw.json(), { statusCode: '404', code: 'NoSuchBucket', error: 'not_found', message: 'Bucket not found' });
  const missing = await fetch(`${srv.url}/storage/v1/object/avatars/a/none.png`, { headers: { Authorization: `Bearer ${keys.service}` } });
  assert.equal((await missing.json()).code, 'NoSuchKey');
  const jwt = await fetch(`${srv.url}/storage/v1/object/avatars/a/none.png`, { headers: { Authorization: 'Bearer x.y.z' } });
  assert.equal((await jwt.json()).code, 'InvalidJWT');
  const badJson = await fetch(`${srv.url}/storage/v1/object/list/avatars`, {
    method: 'POST', headers: { Authorization: `Bearer ${keys.service}`, 'Content-Type': 'application/json' }, body: '{',
  });
  assert.equal(badJson.status, 400);
  assert.equal((await badJson.json()).statusCode, '400');
});
