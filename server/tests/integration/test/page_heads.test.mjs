// Every public page's head rendered by the server (salon-day.md C.4, issue 30): the language
// from ?lang= or the emu_lang cookie (English otherwise); title, description, canonical, the
// hreflang alternates, Open Graph and Twitter tags; for a shop the JSON-LD of its category's
// schema.org type, checked property by property against the schema.org vocabulary it claims
// (parsed, not eyeballed), with a rating from published verified reviews only; an unknown or
// inactive shop answers 404 with noindex; the 1200×630 preview card is a real PNG; values are
// escaped wherever they go.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer } from '../lib/server.mjs';
import { exec, insertRow } from '../lib/rest-fixtures.mjs';
import { spaFiles } from '../lib/fixtures.mjs';
import { person, shop, stored } from './booking_support.mjs';

let srv, s;
before(async () => {
  srv = await startServer({ webFiles: spaFiles() });
  s = await shop(srv, { staff: ['Amy'], openingHours: '10:00-13:00,14:00-20:00' });
  await exec(
    srv,
    `UPDATE businesses SET categories = '["nails"]', area = 'Causeway Bay', area_zh = '銅鑼灣',
       phone_number = '21234567', lat = 22.2799, lng = 114.1838, address_zh = '灣仔駱克道1號',
       description = 'Gel nails by the MTR exit.', description_zh = '港鐵站旁的凝膠甲店。'
     WHERE id = '${s.shopId}'`,
  );
  await insertRow(srv, 'services', { shop_id: s.shopId, name: 'Nail art', name_zh: '美甲設計', price: 200, duration: 30 });
  // Three reviews: two verified and published (5 and 4 stars) count; a hidden one and one
  // without a visit do not.
  for (const [rating, status, visit] of [[5, 'published', true], [4, 'published', true], [1, 'hidden', true], [1, 'published', false]]) {
    const who = await person(srv);
    let bookingId = null;
    if (visit) {
      const start = Date.now() - 3 * 86400_000;
      bookingId = await insertRow(srv, 'bookings', {
        user_id: who.id, shop_id: s.shopId, service_id: s.serviceId, staff_id: s.amy, status: 'completed',
        start_at: stored(start), end_at: stored(start + 3600_000),
        booking_date: new Date(start + 8 * 3600_000).toISOString().slice(0, 10), booking_time: '10:00:00',
      });
    }
    await insertRow(srv, 'reviews', { user_id: who.id, shop_id: s.shopId, booking_id: bookingId, rating, status, comment: 'ok' });
  }
});
after(async () => {
  await srv?.stop();
});

const page = async (path, headers = {}) => {
  const res = await fetch(`${srv.url}${path}`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
};
const attr = (html, selector) => {
  const m = new RegExp(`<meta ${selector} content="([^"]*)"`).exec(html);
  return m ? m[1].replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>') : null;
};
const links = (html) => [...html.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)" \/>/g)].map((m) => [m[1], m[2] ?? null, m[3]]);
const title = (html) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const jsonLd = (html) => {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]) : null;
};

// The schema.org vocabulary the shop's JSON-LD may use (https://schema.org, version 26): each
// type's properties (inherited ones included) that Emu writes, and the type each must hold.
const LOCAL_BUSINESS_TYPES = ['HairSalon', 'NailSalon', 'BeautySalon', 'DaySpa', 'HealthAndBeautyBusiness'];
const PROPERTIES = {
  LocalBusiness: {
    '@context': 'string', '@type': 'string', name: 'string', alternateName: 'string', description: 'string', url: 'string',
    address: 'PostalAddress', geo: 'GeoCoordinates', telephone: 'string', image: 'string', priceRange: 'string',
    openingHoursSpecification: ['OpeningHoursSpecification'], aggregateRating: 'AggregateRating', makesOffer: ['Offer'],
  },
  PostalAddress: { '@type': 'string', streetAddress: 'string', addressLocality: 'string', addressRegion: 'string', addressCountry: 'string' },
  GeoCoordinates: { '@type': 'string', latitude: 'number', longitude: 'number' },
  OpeningHoursSpecification: { '@type': 'string', dayOfWeek: ['string'], opens: 'string', closes: 'string' },
  AggregateRating: { '@type': 'string', ratingValue: 'number', reviewCount: 'number', bestRating: 'number', worstRating: 'number' },
  Offer: { '@type': 'string', price: 'string', priceCurrency: 'string', itemOffered: 'Service' },
  Service: { '@type': 'string', name: 'string' },
};
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Throws naming the first property the vocabulary does not give `type`, or of the wrong kind. */
function conforms(value, type, where = type) {
  const schema = PROPERTIES[LOCAL_BUSINESS_TYPES.includes(type) ? 'LocalBusiness' : type];
  assert.ok(schema, `${where}: unknown type ${type}`);
  assert.equal(value['@type'], type, `${where}: @type`);
  for (const [key, v] of Object.entries(value)) {
    const kind = schema[key];
    assert.ok(kind, `${where}.${key} is not a property of ${type}`);
    const one = (item, k, at) => {
      if (k === 'string' || k === 'number') assert.equal(typeof item, k, `${at}: ${JSON.stringify(item)} is not a ${k}`);
      else conforms(item, k, at);
    };
    if (Array.isArray(kind)) {
      assert.ok(Array.isArray(v), `${where}.${key} must be a list`);
      v.forEach((item, i) => one(item, kind[0], `${where}.${key}[${i}]`));
    } else one(v, kind, `${where}.${key}`);
  }
}

test('a shop in Chinese: head, hreflang, Open Graph, and JSON-LD that conforms to schema.org', async () => {
  const { status, type, html } = await page(`/shops/${s.shopId}?lang=zh-HK`);
  assert.equal(status, 200);
  assert.equal(type, 'text/html; charset=utf-8');
  assert.match(html, /<html lang="zh-HK">/);
  assert.equal(title(html), '光光美甲 – 銅鑼灣 | Emu');
  assert.equal(attr(html, 'name="description"'), '港鐵站旁的凝膠甲店。');
  const url = `${srv.url}/shops/${s.shopId}`;
  assert.deepEqual(links(html), [
    ['canonical', null, `${url}?lang=zh-HK`],
    ['alternate', 'en', `${url}?lang=en`],
    ['alternate', 'zh-HK', `${url}?lang=zh-HK`],
    ['alternate', 'x-default', `${url}?lang=zh-HK`],
  ]);
  assert.equal(attr(html, 'property="og:title"'), '光光美甲 – 銅鑼灣 | Emu');
  assert.equal(attr(html, 'property="og:url"'), `${url}?lang=zh-HK`);
  assert.equal(attr(html, 'property="og:image"'), `${srv.url}/og/shops/${s.shopId}.png`);
  assert.equal(attr(html, 'property="og:locale"'), 'zh_HK');
  assert.equal(attr(html, 'property="og:locale:alternate"'), 'en_GB');
  assert.equal(attr(html, 'name="twitter:card"'), 'summary_large_image');
  // The app is still the app: its entry script, and the shell painted before it.
  assert.match(html, /src="\/assets\/index-AbC123\.js"/);
  assert.match(html, /<div id="root"><main[^>]*><h1[^>]*>光光美甲<\/h1>/);

  const ld = jsonLd(html);
  assert.equal(ld['@context'], 'https://schema.org');
  conforms(ld, 'NailSalon');
  assert.equal(ld.name, '光光美甲');
  assert.equal(ld.alternateName, 'Glow Nails');
  assert.equal(ld.url, `${url}?lang=zh-HK`);
  assert.deepEqual(ld.address, { '@type': 'PostalAddress', addressCountry: 'HK', streetAddress: '灣仔駱克道1號', addressLocality: '灣仔區' });
  assert.deepEqual([ld.geo.latitude, ld.geo.longitude], [22.2799, 114.1838]);
  assert.equal(ld.telephone, '+852 2123 4567');
  assert.equal(ld.priceRange, 'HK$200–380');
  assert.deepEqual(
    ld.makesOffer.map((o) => [o.itemOffered.name, o.price, o.priceCurrency]),
    [['美甲設計', '200', 'HKD'], ['凝膠甲', '380', 'HKD']],
  );
  // Two intervals a day, seven days.
  assert.equal(ld.openingHoursSpecification.length, 14);
  for (const spec of ld.openingHoursSpecification) {
    assert.ok(spec.dayOfWeek.every((d) => DAYS.includes(d)));
    assert.match(spec.opens, /^\d\d:\d\d$/);
  }
  assert.deepEqual(ld.openingHoursSpecification.slice(0, 2).map((o) => [o.opens, o.closes]), [['10:00', '13:00'], ['14:00', '20:00']]);
  // Verified and published only: 5 and 4 stars.
  assert.deepEqual(ld.aggregateRating, { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
});

test('the language: ?lang=en, else the emu_lang cookie, else English', async () => {
  const en = await page(`/shops/${s.shopId}?lang=en`);
  assert.match(en.html, /<html lang="en">/);
  assert.equal(title(en.html), 'Glow Nails – Causeway Bay | Emu');
  assert.equal(jsonLd(en.html).name, 'Glow Nails');
  assert.equal(jsonLd(en.html).address.streetAddress, '1 Lockhart Road, Wan Chai');
  assert.equal(attr(en.html, 'property="og:locale"'), 'en_GB');
  const cookie = await page(`/shops/${s.shopId}`, { cookie: 'theme=dark; emu_lang=zh-HK' });
  assert.equal(title(cookie.html), '光光美甲 – 銅鑼灣 | Emu');
  const plain = await page(`/shops/${s.shopId}`);
  assert.equal(title(plain.html), 'Glow Nails – Causeway Bay | Emu');
  // Canonical: the language-specific address of what was rendered.
  assert.equal(links(plain.html)[0][2], `${srv.url}/shops/${s.shopId}?lang=en`);
});

test('no rating without verified published reviews; unknown and inactive shops are 404 noindex', async () => {
  const bare = await shop(srv, { staff: ['Bo'] });
  const fresh = jsonLd((await page(`/shops/${bare.shopId}`)).html);
  assert.equal(fresh.aggregateRating, undefined);
  conforms(fresh, 'HealthAndBeautyBusiness');

  for (const path of ['/shops/00000000-0000-4000-8000-000000000000', '/shops/not-a-shop']) {
    const res = await page(path);
    assert.equal(res.status, 404, path);
    assert.match(res.html, /<meta name="robots" content="noindex" \/>/);
    assert.equal(links(res.html).length, 0);
    assert.equal(jsonLd(res.html), null);
    assert.match(res.html, /src="\/assets\/index-AbC123\.js"/, 'the app shows its not-found page');
  }
  await exec(srv, `UPDATE businesses SET is_active = false WHERE id = '${bare.shopId}'`);
  // Rendered pages are kept while the database is unchanged; a write by another process (this
  // test's SQL) is seen within a second (app/page_routes.cpp, the slots cache's rule).
  await new Promise((resolve) => setTimeout(resolve, 1100));
  assert.equal((await page(`/shops/${bare.shopId}`)).status, 404);
});

test('the other public pages have their own heads in both languages', async () => {
  const cases = [
    ['/', 'Emu – book beauty and wellness in Hong Kong', 'Emu – 香港美容及健康預約平台'],
    ['/services', 'Beauty and wellness services in Hong Kong | Emu', '香港美容及健康服務 | Emu'],
    ['/services/category/nails', 'Nails in Hong Kong | Emu', '香港美甲店 | Emu'],
    ['/experts', 'Beauty experts in Hong Kong | Emu', '香港美容專家 | Emu'],
    ['/about', 'About Emu', '關於 Emu'],
    ['/for-business', 'Emu for Business – online bookings for Hong Kong salons', 'Emu 商戶 – 香港美容店的網上預約'],
  ];
  for (const [path, en, zh] of cases) {
    const a = await page(`${path}?lang=en`);
    const b = await page(`${path}?lang=zh-HK`);
    assert.equal(a.status, 200, path);
    assert.equal(title(a.html), en, path);
    assert.equal(title(b.html), zh, path);
    assert.ok(attr(a.html, 'name="description"').length > 40, path);
    assert.equal(attr(a.html, 'property="og:image"'), `${srv.url}/og/site.png`);
    assert.deepEqual(links(b.html).map(([rel, lang]) => [rel, lang]), [['canonical', null], ['alternate', 'en'], ['alternate', 'zh-HK'], ['alternate', 'x-default']]);
  }
  // An unknown category is not a page of its own: the app's head.
  assert.equal(title((await page('/services/category/tattoo')).html), 'Emu test SPA');
});

test('names are escaped in the head, the JSON-LD and the shell', async () => {
  const odd = await shop(srv, { staff: ['Cy'] });
  const name = `A"B' <Nails> & </script><script>alert(1)</script>`;
  await exec(srv, `UPDATE businesses SET name = '${name.replaceAll("'", "''")}' WHERE id = '${odd.shopId}'`);
  const { html } = await page(`/shops/${odd.shopId}?lang=en`);
  assert.equal((html.match(/<script/g) ?? []).length, 2, 'the entry script and the JSON-LD only');
  assert.equal(jsonLd(html).name, name);
  assert.equal(attr(html, 'property="og:title"'), `${name} – Wan Chai | Emu`);
  assert.match(html, /<h1[^>]*>A&quot;B&#39; &lt;Nails&gt; &amp; &lt;\/script&gt;/);
});

test('the preview cards are 1200×630 PNG; an unknown shop has none', async () => {
  for (const path of [`/og/shops/${s.shopId}.png`, '/og/site.png']) {
    const res = await fetch(`${srv.url}${path}`);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get('content-type'), 'image/png');
    const png = Buffer.from(await res.arrayBuffer());
    assert.equal(png.subarray(1, 4).toString(), 'PNG');
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630], path);
  }
  assert.equal((await fetch(`${srv.url}/og/shops/00000000-0000-4000-8000-000000000000.png`)).status, 404);
});
