// Shop photos (issue 16): the owner uploads into shop-photos/<shop id>/ through supabase-js's
// storage client; the content is checked (first bytes, a real decodable image, the bucket's
// 8 MiB limit) and the server stores 400 and 1200 px WebP thumbnails beside the original,
// public like it; removing the photo removes them; nobody else writes into the shop's folder.
// A photo the shop stops using on its page (gallery, cover, a staff photo) is deleted with its
// thumbnails by the server when the row is saved; photos still used, uploads not yet linked
// and other shops' photos stay.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../lib/server.mjs';
import { client, rows } from '../lib/rest-fixtures.mjs';
import { shop } from './booking_support.mjs';
import { png, webpSize } from './workspace_support.mjs';

let srv, a, b;
before(async () => {
  srv = await startServer({ env: { EMU_MAX_BODY: String(10 * 1024 * 1024) } });
  a = await shop(srv, { staff: ['Amy'] });
  b = await shop(srv, { staff: ['Bea'] });
});
after(async () => {
  await srv?.stop();
});

const blob = (bytes, type) => new Blob([bytes], { type });
const objects = async (prefix) =>
  (await rows(srv, `SELECT name, mime_type, size FROM storage_objects WHERE bucket_id = 'shop-photos' AND name LIKE '${prefix}%' ORDER BY name`)).map(
    (r) => ({ ...r, size: Number(r.size) }),
  );

test('a cover upload makes 400 and 1200 px WebP thumbnails that anyone can load', async () => {
  const bytes = png(1600, 900);
  const path = `${a.shopId}/cover.png`;
  const up = await a.owner.sb.storage.from('shop-photos').upload(path, blob(bytes, 'image/png'));
  assert.equal(up.error, null, JSON.stringify(up.error));
  assert.equal(up.data.fullPath, `shop-photos/${path}`);
  const stored = await objects(`${a.shopId}/cover`);
  assert.deepEqual(
    stored.map((o) => [o.name, o.mime_type]),
    [
      [path, 'image/png'],
      [`${path}.w1200.webp`, 'image/webp'],
      [`${path}.w400.webp`, 'image/webp'],
    ],
  );
  const anon = client(srv);
  for (const [width, height] of [
    [400, 225],
    [1200, 675],
  ]) {
    const url = anon.storage.from('shop-photos').getPublicUrl(`${path}.w${width}.webp`).data.publicUrl;
    const res = await fetch(url);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/webp');
    const body = Buffer.from(await res.arrayBuffer());
    assert.deepEqual(webpSize(body), { width, height });
    assert.ok(body.length < bytes.length, `${width} px thumbnail (${body.length} B) is smaller than the original (${bytes.length} B)`);
  }
  // Replacing the photo replaces its thumbnails; a small original is not scaled up.
  const small = png(300, 200);
  const again = await a.owner.sb.storage.from('shop-photos').upload(path, blob(small, 'image/png'), { upsert: true });
  assert.equal(again.error, null);
  const res = await fetch(anon.storage.from('shop-photos').getPublicUrl(`${path}.w1200.webp`).data.publicUrl);
  assert.deepEqual(webpSize(Buffer.from(await res.arrayBuffer())), { width: 300, height: 200 });
  assert.equal((await objects(`${a.shopId}/cover`)).length, 3);

  // Removing the photo removes its thumbnails.
  const gone = await a.owner.sb.storage.from('shop-photos').remove([path]);
  assert.equal(gone.error, null);
  assert.deepEqual(await objects(`${a.shopId}/cover`), []);
});

test('uploads that are not images, or only look like one, are refused and leave nothing', async () => {
  const sb = a.owner.sb.storage.from('shop-photos');
  const text = await sb.upload(`${a.shopId}/menu.png`, blob(Buffer.from('not an image at all'), 'image/png'));
  assert.equal(text.error?.statusCode, '415');
  const pdf = await sb.upload(`${a.shopId}/menu.pdf`, blob(Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf'));
  assert.equal(pdf.error?.statusCode, '415');
  // Right magic bytes, broken body: libvips cannot decode it.
  const fake = Buffer.concat([png(4, 4).subarray(0, 16), Buffer.alloc(200, 7)]);
  const broken = await sb.upload(`${a.shopId}/broken.png`, blob(fake, 'image/png'));
  assert.equal(broken.error?.statusCode, '415');
  assert.match(broken.error.message, /not a readable image/);
  assert.deepEqual(await objects(`${a.shopId}/menu`), []);
  assert.deepEqual(await objects(`${a.shopId}/broken`), []);
  // Over the bucket's 8 MiB.
  const huge = Buffer.concat([png(8, 8), Buffer.alloc(8 * 1024 * 1024 + 1)]);
  const big = await sb.upload(`${a.shopId}/huge.png`, blob(huge, 'image/png'));
  assert.equal(big.error?.statusCode, '413');
});

test("another merchant cannot write into the shop's folder; a staff photo gets thumbnails too", async () => {
  const bytes = png(800, 800);
  const intruder = await b.owner.sb.storage.from('shop-photos').upload(`${a.shopId}/staff/amy.png`, blob(bytes, 'image/png'));
  assert.equal(intruder.error?.statusCode, '403');
  const anon = await client(srv).storage.from('shop-photos').upload(`${a.shopId}/x.png`, blob(bytes, 'image/png'));
  assert.ok(anon.error);
  const own = await a.owner.sb.storage.from('shop-photos').upload(`${a.shopId}/staff/amy.png`, blob(bytes, 'image/png'));
  assert.equal(own.error, null);
  const stored = await objects(`${a.shopId}/staff/`);
  assert.deepEqual(stored.map((o) => o.name), [`${a.shopId}/staff/amy.png`, `${a.shopId}/staff/amy.png.w1200.webp`, `${a.shopId}/staff/amy.png.w400.webp`]);
  assert.equal(stored.find((o) => o.name.endsWith('w400.webp')).size < stored[0].size, true);
});

test('a photo the shop stops using is deleted with its thumbnails; used ones and other shops\' stay', async () => {
  const photos = a.owner.sb.storage.from('shop-photos');
  const names = ['g1.png', 'g2.png', 'c1.png', 'staff/s1.png', 'pending.png'].map((n) => `${a.shopId}/keep-${n}`);
  const [g1, g2, c1, s1, pending] = names;
  for (const name of names) assert.equal((await photos.upload(name, blob(png(500, 400), 'image/png'))).error, null, name);
  // The URLs the web app stores: root-relative, each segment percent-encoded.
  const url = (name) => `/storage/v1/object/public/shop-photos/${name.split('/').map(encodeURIComponent).join('/')}`;
  const thumb = (name) => url(`${name}.w400.webp`);
  const variants = (name) => [name, `${name}.w400.webp`, `${name}.w1200.webp`];
  const load = (name) => fetch(`${srv.url}${url(name)}`);
  const save = async (sb, table, id, changes) => {
    const { error } = await sb.from(table).update(changes).eq('id', id);
    assert.equal(error, null, JSON.stringify(error));
  };
  const files = async (name) =>
    (await rows(srv, `SELECT path_on_disk FROM storage_objects WHERE bucket_id = 'shop-photos' AND name = '${name}'`)).map((r) =>
      path.join(srv.env.EMU_STORAGE_DIR, r.path_on_disk),
    );

  await save(a.owner.sb, 'businesses', a.shopId, {
    photo_urls: [url(g1), url(g2)],
    photo_thumb_urls: [thumb(g1), thumb(g2)],
    cover_url: url(c1),
    cover_thumb_url: thumb(c1),
  });
  await save(a.owner.sb, 'staff', a.amy, { avatar_url: url(s1), avatar_thumb_url: thumb(s1) });
  // Shop B links shop A's photo g2, then drops it: A's folder is not B's to clean.
  await save(b.owner.sb, 'businesses', b.shopId, { photo_urls: [url(g2)], photo_thumb_urls: [thumb(g2)] });
  await save(b.owner.sb, 'businesses', b.shopId, { photo_urls: [], photo_thumb_urls: [] });
  for (const name of variants(g2)) assert.equal((await load(name)).status, 200, name);

  // The owner removes g1 from the gallery: g1 and both thumbnails are gone, files included.
  const g1Files = (await Promise.all(variants(g1).map(files))).flat();
  assert.equal(g1Files.length, 3);
  assert.ok(g1Files.every((f) => existsSync(f)));
  await save(a.owner.sb, 'businesses', a.shopId, { photo_urls: [url(g2)], photo_thumb_urls: [thumb(g2)] });
  for (const name of variants(g1)) {
    const res = await load(name);
    assert.equal(res.status, 400, name); // Supabase Storage's answer for a missing object
    assert.deepEqual(await res.json(), { statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' });
  }
  assert.deepEqual(await objects(`${a.shopId}/keep-g1`), []);
  assert.ok(g1Files.every((f) => !existsSync(f)), 'the files are removed from disk');
  // Still used (gallery, cover, staff photo) and not yet linked (an upload in progress): kept.
  for (const name of [g2, c1, s1, pending].flatMap(variants)) assert.equal((await load(name)).status, 200, name);

  // The cover removed, then the staff member's photo: each goes with its thumbnails.
  await save(a.owner.sb, 'businesses', a.shopId, { cover_url: null, cover_thumb_url: null });
  await save(a.owner.sb, 'staff', a.amy, { avatar_url: null, avatar_thumb_url: null });
  for (const name of [c1, s1].flatMap(variants)) assert.equal((await load(name)).status, 400, name);
  for (const name of [g2, pending].flatMap(variants)) assert.equal((await load(name)).status, 200, name);
});
