// search_grams (marketplace.md 4.4, migration 0014): the 1-2 character terms of search-shops
// are looked up in a table of grams the server writes with every shop's search_text. These
// tests write shops, services and categories through /rest/v1 as a merchant or admin would and
// check the rows the server keeps and what a visitor then finds, on both engines; a restart
// fills in the grams of shops written without them (a database migrated to 0014).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { createDatabase } from '../lib/db.mjs';
import { apiCall, apiKeys, exec, ok, rows, serviceClient } from '../lib/rest-fixtures.mjs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

let srv, keys, service, db, dir;

async function ids(q) {
  const res = await apiCall(srv, keys, '/functions/v1/search-shops', { method: 'POST', body: { q } });
  assert.equal(res.status, 200, res.text);
  return res.json.shops.map((s) => s.id).sort();
}

async function gramsOf(id) {
  return (await rows(srv, `SELECT gram FROM search_grams WHERE business_id = '${id}' ORDER BY gram`)).map((r) => r.gram);
}

async function start() {
  srv = await startServer({ db, env: { EMU_JWT_KEY_FILE: path.join(dir, 'jwt.pem') } });
  keys = apiKeys(srv);
  service = serviceClient(srv);
}

before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'emu-grams-'));
  db = await createDatabase({ dir });
  await start();
});

after(async () => {
  await srv?.stop();
  await db?.drop();
  await rm(dir, { recursive: true, force: true });
});

test('a shop written through /rest/v1 gets its CJK single characters and pairs and its Latin word starts', async () => {
  const shop = ok(await service.from('businesses').insert({ name: 'Glow Nails', name_zh: '光光美甲', district: 'Wan Chai' }).select('id').single());
  const grams = await gramsOf(shop.id);
  for (const g of ['光', '光光', '美', '美甲', '甲', '灣仔', 'gl', 'g', 'na', 'wa']) assert.ok(grams.includes(g), `${g} in ${grams}`);
  // Pairs across a separator, and Latin pieces inside a word, are not grams.
  for (const g of ['甲 ', '光美甲', 'lo', 'ow', 'ai']) assert.ok(!grams.includes(g), `${g} not in grams`);

  assert.deepEqual(await ids('美甲'), [shop.id]);
  assert.deepEqual(await ids('甲'), [shop.id]);
  assert.deepEqual(await ids('gl'), [shop.id]);
  assert.deepEqual(await ids('ＧＬ'), [shop.id]); // full-width input is normalised like the text
  assert.deepEqual(await ids('ow'), []); // a Latin term of 1-2 letters finds words starting with it
  // Deleting the shop takes its grams (ON DELETE CASCADE).
  ok(await service.from('businesses').delete().eq('id', shop.id));
  assert.deepEqual(await gramsOf(shop.id), []);
});

test('renaming a shop, editing a service or a category replaces its grams in the same write', async () => {
  const shop = ok(await service.from('businesses').insert({ name: 'Bay Polish', name_zh: '海灣指甲', district: 'Sha Tin' }).select('id').single());
  assert.deepEqual(await ids('指甲'), [shop.id]);

  ok(await service.from('businesses').update({ name_zh: '海灣美睫' }).eq('id', shop.id));
  assert.deepEqual(await ids('指甲'), []);
  assert.deepEqual(await ids('美睫'), [shop.id]);

  const svc = ok(await service.from('services').insert({ shop_id: shop.id, name: 'Foot spa', name_zh: '足浴', price: 200, duration: 45 }).select('id').single());
  assert.deepEqual(await ids('足浴'), [shop.id]);
  ok(await service.from('services').update({ is_active: false }).eq('id', svc.id));
  assert.deepEqual(await ids('足浴'), []);

  // The massage category's labels (Massage / 按摩) join the text, and leave with the row.
  const cat = ok(await service.from('business_categories').insert({ business_id: shop.id, category: 'massage' }).select('id').single());
  assert.deepEqual(await ids('按摩'), [shop.id]);
  assert.ok((await gramsOf(shop.id)).includes('按摩'));
  ok(await service.from('business_categories').delete().eq('id', cat.id));
  assert.deepEqual(await ids('按摩'), []);
  assert.ok(!(await gramsOf(shop.id)).includes('按摩'));
});

test('the 1-2 character terms of a mixed query still AND with the longer ones', async () => {
  const a = ok(await service.from('businesses').insert({ name: 'Corner Lash', name_zh: '角落美睫', district: 'Yau Tsim Mong', area: 'Mong Kok', area_zh: '旺角' }).select('id').single());
  const b = ok(await service.from('businesses').insert({ name: 'Corner Brow', name_zh: '角落修眉', district: 'Yau Tsim Mong', area: 'Mong Kok', area_zh: '旺角' }).select('id').single());
  assert.deepEqual(await ids('旺角'), [a.id, b.id].sort());
  assert.deepEqual(await ids('旺角 美睫'), [a.id]);
  assert.deepEqual(await ids('corner 修眉'), [b.id]);
});

test('at start-up the server writes the grams of shops that have none (written before 0014)', async () => {
  const shop = ok(await service.from('businesses').insert({ name: 'Old Shop', name_zh: '舊店按摩', district: 'Islands' }).select('id').single());
  const before = await gramsOf(shop.id);
  assert.ok(before.includes('按摩'));
  await srv.stop();
  await exec(srv, `DELETE FROM search_grams WHERE business_id = '${shop.id}'`);
  assert.equal((await db.query(`SELECT count(*) AS n FROM search_grams WHERE business_id = '${shop.id}'`))[0].n, 0);
  await start();
  assert.deepEqual(await gramsOf(shop.id), before);
  assert.deepEqual(await ids('按摩'), [shop.id]);
});
