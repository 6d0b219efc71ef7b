// Review photos (issue 31): the author uploads up to four images to review-photos/<user id>/
// through supabase-js's storage client (content checked, 400 and 1200 px WebP thumbnails made
// beside each, public like the shop's photos); submit-review names them; the shop page's public
// read of reviews carries them in order; stripping a review's text takes its photos off with it
// and a restore brings both back. Nobody can attach an image of someone else, one that was
// never uploaded, or more than four.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { client, insertRow, rows } from '../lib/rest-fixtures.mjs';
import { call, person, shop, stored } from './booking_support.mjs';
import { png, webpSize } from './workspace_support.mjs';

let srv;
before(async () => {
  srv = await startServer({ env: { EMU_MAX_BODY: String(10 * 1024 * 1024) } });
});
after(async () => {
  await srv?.stop();
});

const DAY = 86400_000;
const blob = (bytes) => new Blob([bytes], { type: 'image/png' });

/** A completed visit of `who` at shop `s`, two days ago. */
async function visit(s, who) {
  const start = Date.now() - 2 * DAY;
  return insertRow(srv, 'bookings', {
    user_id: who.id,
    shop_id: s.shopId,
    service_id: s.serviceId,
    staff_id: s.amy,
    status: 'completed',
    start_at: stored(start),
    end_at: stored(start + 3600_000),
    booking_date: new Date(start + 8 * 3600_000).toISOString().slice(0, 10),
    booking_time: '10:00:00',
    completed_at: stored(Date.now() - 100 * DAY),
  });
}

async function upload(who, name, bytes = png(1600, 1200)) {
  const path = `${who.id}/${name}`;
  const up = await who.sb.storage.from('review-photos').upload(path, blob(bytes));
  assert.equal(up.error, null, JSON.stringify(up.error));
  return path;
}

const publicReviews = async (shopId) => {
  const anon = client(srv);
  const { data, error } = await anon
    .from('reviews')
    .select('id,comment,photos,status')
    .eq('shop_id', shopId)
    .in('status', ['published', 'text_removed']);
  assert.equal(error, null, JSON.stringify(error));
  return data;
};

function refusedPhotos(res, message) {
  assert.equal(res.status, 400, JSON.stringify(res.body));
  assert.equal(res.body.code, 'validation_failed');
  assert.equal(res.body.details?.photos ?? res.body.problems?.photos ?? res.body.errors?.photos, message, JSON.stringify(res.body));
}

test('four uploaded photos go with the review, in order, with thumbnails anyone can load', async () => {
  const s = await shop(srv, { staff: ['Amy'] });
  const mei = await person(srv);
  const bookingId = await visit(s, mei);
  const names = [];
  for (const n of ['a.png', 'b.png', 'c.png', 'd.png']) names.push(await upload(mei, n));
  const thumbs = await rows(
    srv,
    `SELECT name FROM storage_objects WHERE bucket_id = 'review-photos' AND name LIKE '${mei.id}/a.png%' ORDER BY name`,
  );
  assert.deepEqual(thumbs.map((r) => r.name), [`${mei.id}/a.png`, `${mei.id}/a.png.w1200.webp`, `${mei.id}/a.png.w400.webp`]);
  const thumb = await fetch(`${srv.url}/storage/v1/object/public/review-photos/${mei.id}/a.png.w400.webp`);
  assert.equal(thumb.status, 200);
  assert.equal(thumb.headers.get('content-type'), 'image/webp');
  assert.equal(webpSize(Buffer.from(await thumb.arrayBuffer())).width, 400);

  const res = await call(mei.sb, 'submit-review', { bookingId, rating: 5, comment: '手勢好好', photos: names });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  assert.deepEqual(res.body.review.photos, names);
  const [seen] = await publicReviews(s.shopId);
  assert.deepEqual(seen.photos, names);
  const [row] = await rows(srv, `SELECT photos FROM reviews WHERE id = '${res.body.review.id}'`);
  assert.deepEqual(typeof row.photos === 'string' ? JSON.parse(row.photos) : row.photos, names);

  // An edit may change them (and leaves them alone when it does not send any).
  const edited = await call(mei.sb, 'submit-review', { reviewId: res.body.review.id, rating: 5, comment: '手勢好好', photos: [names[1]] });
  assert.equal(edited.status, 200, JSON.stringify(edited.body));
  assert.deepEqual(edited.body.review.photos, [names[1]]);
  const kept = await call(mei.sb, 'submit-review', { reviewId: res.body.review.id, rating: 4, comment: '手勢好好' });
  assert.deepEqual(kept.body.review.photos, [names[1]]);
});

test('five photos, a repeated one, someone else\'s or one never uploaded: 400 and no review', async () => {
  const s = await shop(srv, { staff: ['Amy'] });
  const mei = await person(srv);
  const other = await person(srv);
  const bookingId = await visit(s, mei);
  const mine = [];
  for (const n of ['1.png', '2.png', '3.png', '4.png', '5.png']) mine.push(await upload(mei, n, png(40, 30)));
  const theirs = await upload(other, 'x.png', png(40, 30));
  refusedPhotos(await call(mei.sb, 'submit-review', { bookingId, rating: 4, photos: mine }), 'photos must be at most 4 images');
  refusedPhotos(await call(mei.sb, 'submit-review', { bookingId, rating: 4, photos: [mine[0], mine[0]] }), 'photos must not repeat an image');
  refusedPhotos(
    await call(mei.sb, 'submit-review', { bookingId, rating: 4, photos: [mine[0], theirs] }),
    'photos must be images you uploaded to review-photos',
  );
  refusedPhotos(
    await call(mei.sb, 'submit-review', { bookingId, rating: 4, photos: [`${mei.id}/never.png`] }),
    'photos must be images you uploaded to review-photos',
  );
  assert.equal((await rows(srv, `SELECT id FROM reviews WHERE booking_id = '${bookingId}'`)).length, 0);
  // Nobody writes into another user's folder.
  const intruder = await mei.sb.storage.from('review-photos').upload(`${other.id}/mine.png`, blob(png(40, 30)));
  assert.notEqual(intruder.error, null);
  // Not an image: refused by content, as for shop photos.
  const text = await mei.sb.storage.from('review-photos').upload(`${mei.id}/t.png`, new Blob([Buffer.from('hello')], { type: 'image/png' }));
  assert.notEqual(text.error, null);
});

test('stripping the text takes the photos off the public review; a restore brings both back', async () => {
  const s = await shop(srv, { staff: ['Amy'] });
  const mei = await person(srv);
  const adam = await person(srv, { roles: ['user', 'admin'], prefix: 'admin' });
  const bookingId = await visit(s, mei);
  const photo = await upload(mei, 'p.png', png(500, 400));
  const res = await call(mei.sb, 'submit-review', { bookingId, rating: 2, comment: 'rude words', photos: [photo] });
  assert.equal(res.status, 201, JSON.stringify(res.body));
  const id = res.body.review.id;

  const stripped = await call(adam.sb, 'moderate-review', { reviewId: id, action: 'strip_text' });
  assert.equal(stripped.status, 200, JSON.stringify(stripped.body));
  const [hidden] = await publicReviews(s.shopId);
  assert.equal(hidden.status, 'text_removed');
  assert.equal(hidden.comment, null);
  assert.deepEqual(hidden.photos, []);

  const restored = await call(adam.sb, 'moderate-review', { reviewId: id, action: 'restore' });
  assert.equal(restored.status, 200, JSON.stringify(restored.body));
  const [back] = await publicReviews(s.shopId);
  assert.equal(back.status, 'published');
  assert.equal(back.comment, 'rude words');
  assert.deepEqual(back.photos, [photo]);
});
