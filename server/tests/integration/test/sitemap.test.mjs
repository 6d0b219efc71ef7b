// /sitemap.xml: the spec's public pages always; with the marketplace open (EMU_MARKETPLACE=1)
// also /, /services, the six category pages, /experts, /about and the page of every active
// shop, kept up to date as shops open and close; with EMU_MARKETPLACE=0 none of those. With the
// marketplace open, the pages whose head the server renders (and /for-business) are listed in
// both languages, each address naming both as its alternates.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { request, mediaType } from '../lib/http.mjs';
import { ok, serviceClient } from '../lib/rest-fixtures.mjs';

const PUBLIC = ['/comingsoon', '/for-business', '/terms', '/privacy-policy', '/merchant/terms', '/privacy'];
const MARKET = [
  '/',
  '/services',
  '/services/category/hair',
  '/services/category/nails',
  '/services/category/skincare',
  '/services/category/makeup',
  '/services/category/massage',
  '/services/category/spa',
  '/experts',
  '/about',
];

let open, closed;

/** The pages listed, each once: a page listed in both languages as one path (its two entries
 * checked here: en then zh-HK, each with both alternates and x-default the zh-HK one). */
async function sitemap(srv, { bilingual = false } = {}) {
  const res = await request(`${srv.url}/sitemap.xml`);
  assert.equal(res.status, 200);
  assert.equal(mediaType(res), 'application/xml');
  const xml = res.text();
  const ns = bilingual ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  assert.ok(xml.startsWith(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${ns}>\n`), xml);
  assert.ok(xml.endsWith('</urlset>\n'));
  const pages = [];
  for (const m of xml.matchAll(/<url><loc>([^<]*)<\/loc>((?:<xhtml:link [^>]*\/>)*)<\/url>/g)) {
    const loc = m[1].slice(srv.url.length);
    const alternates = [...m[2].matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((a) => [a[1], a[2].slice(srv.url.length)]);
    if (alternates.length === 0) {
      pages.push(loc);
      continue;
    }
    const path = loc.replace(/\?lang=(en|zh-HK)$/, '');
    assert.deepEqual(alternates, [['en', `${path}?lang=en`], ['zh-HK', `${path}?lang=zh-HK`], ['x-default', `${path}?lang=zh-HK`]], loc);
    if (loc.endsWith('?lang=en')) pages.push(path);
    else assert.equal(pages.at(-1), path, `${loc} follows its English entry`);
  }
  return pages;
}

before(async () => {
  [open, closed] = await Promise.all([startServer(), startServer({ env: { EMU_MARKETPLACE: '0' } })]);
});

after(async () => {
  await Promise.all([open?.stop(), closed?.stop()]);
});

test('marketplace open: the public pages, the marketplace pages and every active shop', async () => {
  const service = serviceClient(open);
  assert.deepEqual(await sitemap(open, { bilingual: true }), [...PUBLIC, ...MARKET]);
  const glow = ok(await service.from('businesses').insert({ name: 'Glow Nails', district: 'Wan Chai' }).select('id').single());
  const hidden = ok(await service.from('businesses').insert({ name: 'Hidden', district: 'Wan Chai', is_active: false }).select('id').single());
  const star = ok(await service.from('businesses').insert({ name: 'Star Nails', district: 'Sha Tin' }).select('id').single());
  const listed = await sitemap(open, { bilingual: true });
  assert.deepEqual(listed.slice(0, PUBLIC.length + MARKET.length), [...PUBLIC, ...MARKET]);
  assert.deepEqual(listed.slice(PUBLIC.length + MARKET.length).sort(), [`/shops/${glow.id}`, `/shops/${star.id}`].sort());
  assert.ok(!listed.includes(`/shops/${hidden.id}`));

  // A shop that closes leaves the sitemap at once; one that opens joins it.
  ok(await service.from('businesses').update({ is_active: false }).eq('id', glow.id));
  ok(await service.from('businesses').update({ is_active: true }).eq('id', hidden.id));
  const after = await sitemap(open, { bilingual: true });
  assert.deepEqual(after.slice(PUBLIC.length + MARKET.length).sort(), [`/shops/${hidden.id}`, `/shops/${star.id}`].sort());
});

test('marketplace closed (EMU_MARKETPLACE=0): only the public pages, no shop', async () => {
  const service = serviceClient(closed);
  ok(await service.from('businesses').insert({ name: 'Glow Nails', district: 'Wan Chai' }));
  assert.deepEqual(await sitemap(closed), PUBLIC);
});
