// A stand-in for Stripe (node:http on 127.0.0.1) implementing the documented requests and
// answers Emu uses (salon-day.md C.3; docs.stripe.com/api): Checkout Sessions, Refunds, the
// hosted payment page and signed webhooks. Emu points EMU_STRIPE_API_BASE at it.
//
//   POST /v1/checkout/sessions        form-encoded (mode, line_items[0][price_data][…],
//                                     client_reference_id, metadata[…], success_url,
//                                     cancel_url, expires_at); Bearer key checked; an
//                                     Idempotency-Key seen before answers the first answer again
//                                     (other parameters: 400 idempotency_error)
//   GET  /v1/checkout/sessions/:id    retrieve
//   POST /v1/refunds                  payment_intent, amount (≤ what is left of the charge);
//                                     idempotent by key
//   GET  /pay/:id                     the hosted page: amount, a Pay button and a Cancel link
//   POST /pay/:id                     pays: the session completes, the signed
//                                     checkout.session.completed goes to Emu's webhook, then a
//                                     303 to success_url (a Cancel link goes to cancel_url)
//
// Test controls: standin.failNext(n, 'error' | 'timeout') makes the next n API calls answer 500
// or hold their answer past Emu's timeout (the request is processed first, as when Stripe acted
// but the answer was lost); standin.pay(id, {deliver}) / standin.expire(id, {deliver}) act
// without a browser; standin.deliver(event, {secret, timestamp, body}) sends any event again
// (duplicates, reordering, a wrong secret, a stale timestamp); standin.onCreate is called with a
// created session before it is answered.
import http from 'node:http';
import { createHmac, randomBytes } from 'node:crypto';

const id = (prefix) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding back into an object: a[b][c]=v -> {a: {b: {c: v}}}. */
export function parseForm(text) {
  const out = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split('[').map((p) => p.replace(/\]$/, ''));
    let node = out;
    for (let i = 0; i < parts.length - 1; i++) {
      node[parts[i]] ??= {};
      node = node[parts[i]];
    }
    node[parts.at(-1)] = value;
  }
  return out;
}

/** The Stripe-Signature header of `payload` (t=…,v1=HMAC-SHA256(secret, "t.payload")). */
export function signature(payload, secret, timestamp = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export async function startStripeStandin({ secretKey = 'sk_test_emu', webhookSecret = 'whsec_emu', holdMs = 17_000, port = 0, webhookUrl = '' } = {}) {
  const sessions = new Map(); // id -> session object
  const refunds = new Map(); // id -> refund object
  const charged = new Map(); // payment_intent -> {amount, refunded, session}
  const idempotent = new Map(); // `${path} ${key}` -> {params, status, body}
  const events = []; // every event made, in order
  const deliveries = []; // {event_id, status}
  let failures = { n: 0, mode: 'error' };
  const held = new Set();

  const standin = {
    url: '',
    secretKey,
    webhookSecret,
    webhookUrl, // Emu's /webhooks/stripe (set once Emu listens)
    sessions,
    refunds,
    events,
    deliveries,
    requests: [], // {method, path, idempotencyKey, params}
    onCreate: null,
    failNext(n, mode = 'error') {
      failures = { n, mode };
    },
    sessionFor(paymentId) {
      return [...sessions.values()].filter((s) => s.client_reference_id === paymentId);
    },
    event(type, object) {
      const event = {
        id: id('evt'),
        object: 'event',
        api_version: '2024-06-20',
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        data: { object: structuredClone(object) },
      };
      events.push(event);
      return event;
    },
    /** POST an event to Emu, signed; answers {status, body}. */
    async deliver(event, { secret = webhookSecret, timestamp, body, url = standin.webhookUrl } = {}) {
      const payload = body ?? JSON.stringify(event);
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature(payload, secret, timestamp) },
        body: payload,
      });
      const text = await res.text();
      deliveries.push({ event_id: event?.id, status: res.status });
      let parsed = text;
      try {
        parsed = JSON.parse(text);
      } catch {}
      return { status: res.status, body: parsed };
    },
    /** The customer pays the session: it completes and checkout.session.completed is sent. */
    async pay(sessionId, { deliver = true } = {}) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      if (s.status !== 'open') throw new Error(`session ${sessionId} is ${s.status}`);
      s.status = 'complete';
      s.payment_status = 'paid';
      s.payment_intent = id('pi');
      charged.set(s.payment_intent, { amount: s.amount_total, refunded: 0, session: s.id });
      const event = standin.event('checkout.session.completed', s);
      const delivered = deliver ? await standin.deliver(event) : null;
      return { event, delivered, session: s };
    },
    async expire(sessionId, { deliver = true } = {}) {
      const s = sessions.get(sessionId);
      if (!s) throw new Error(`no session ${sessionId}`);
      s.status = 'expired';
      const event = standin.event('checkout.session.expired', s);
      const delivered = deliver ? await standin.deliver(event) : null;
      return { event, delivered, session: s };
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };

  function stripeError(res, status, type, message, extra = {}) {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: { type, message, ...extra } }));
  }

  function answer(res, status, body) {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
    res.end(JSON.stringify(body));
  }

  function createSession(p) {
    const item = p.line_items?.['0'];
    const amount = Number(item?.price_data?.unit_amount);
    const missing = [];
    if (p.mode !== 'payment') missing.push('mode');
    if (item?.price_data?.currency !== 'hkd') missing.push('line_items[0][price_data][currency]');
    if (!Number.isInteger(amount) || amount <= 0) missing.push('line_items[0][price_data][unit_amount]');
    if (!item?.price_data?.product_data?.name) missing.push('line_items[0][price_data][product_data][name]');
    if (!p.success_url) missing.push('success_url');
    if (missing.length) return [400, { error: { type: 'invalid_request_error', message: `Missing or invalid: ${missing.join(', ')}`, param: missing[0] } }];
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = Number(p.expires_at ?? now + 86400);
    if (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600) {
      return [400, { error: { type: 'invalid_request_error', message: 'expires_at must be 30 minutes to 24 hours ahead', param: 'expires_at' } }];
    }
    const sid = id('cs');
    const session = {
      id: sid,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount * Number(item.quantity ?? 1),
      currency: 'hkd',
      client_reference_id: p.client_reference_id ?? null,
      metadata: p.metadata ?? {},
      success_url: p.success_url,
      cancel_url: p.cancel_url ?? null,
      expires_at: expiresAt,
      payment_intent: null,
      url: `${standin.url}/pay/${sid}`,
      line_items_name: item.price_data.product_data.name,
    };
    sessions.set(sid, session);
    return [200, session];
  }

  function createRefund(p) {
    const charge = charged.get(p.payment_intent);
    if (!charge) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${p.payment_intent}'` } }];
    const amount = p.amount === undefined ? charge.amount - charge.refunded : Number(p.amount);
    if (!Number.isInteger(amount) || amount <= 0 || charge.refunded + amount > charge.amount) {
      return [400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${charge.amount - charge.refunded})` } }];
    }
    charge.refunded += amount;
    const refund = { id: id('re'), object: 'refund', amount, currency: 'hkd', payment_intent: p.payment_intent, status: 'succeeded', created: Math.floor(Date.now() / 1000) };
    refunds.set(refund.id, refund);
    return [200, refund];
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, standin.url);
    let raw = '';
    for await (const chunk of req) raw += chunk;

    // The hosted page.
    const page = /^\/pay\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (page) {
      const s = sessions.get(page[1]);
      if (!s) {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        return res.end('No such session');
      }
      if (req.method === 'GET') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        const hkd = (s.amount_total / 100).toFixed(2);
        return res.end(`<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>Pay HK$${hkd}</title></head>
<body><h1>Stripe test checkout</h1><p>${s.line_items_name}</p><p id="amount">HK$${hkd}</p>
<p id="state">${s.status}</p>
<form method="post" action="/pay/${s.id}"><button type="submit" ${s.status === 'open' ? '' : 'disabled'}>Pay HK$${hkd}</button></form>
<p><a href="${s.cancel_url ?? '/'}">Cancel</a></p></body></html>`);
      }
      if (req.method === 'POST') {
        if (s.status === 'open') await standin.pay(s.id).catch((err) => standin.deliveries.push({ error: err.message }));
        res.writeHead(303, { Location: s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id) });
        return res.end();
      }
    }

    // Controls for a test in another process (the browser specs): the sessions made, failures
    // of the next calls, and an expiry.
    if (url.pathname === '/_standin/sessions' && req.method === 'GET') return answer(res, 200, [...sessions.values()]);
    if (url.pathname === '/_standin/refunds' && req.method === 'GET') return answer(res, 200, [...refunds.values()]);
    if (url.pathname === '/_standin/fail' && req.method === 'POST') {
      const { n = 1, mode = 'error' } = raw ? JSON.parse(raw) : {};
      standin.failNext(n, mode);
      return answer(res, 200, { n, mode });
    }
    const expire = /^\/_standin\/expire\/([A-Za-z0-9_]+)$/.exec(url.pathname);
    if (expire && req.method === 'POST') {
      const done = await standin.expire(expire[1]).catch((err) => ({ error: err.message }));
      return answer(res, done.error ? 404 : 200, done.error ? done : done.delivered);
    }

    if (!url.pathname.startsWith('/v1/')) {
      res.writeHead(404);
      return res.end();
    }
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided');
    }
    const params = raw ? parseForm(raw) : {};
    const key = req.headers['idempotency-key'] ?? null;
    standin.requests.push({ method: req.method, path: url.pathname, idempotencyKey: key, params, raw });

    // Injected failures: 500 before anything is done; a timeout after the work is done.
    let hold = false;
    if (failures.n > 0) {
      failures.n--;
      if (failures.mode === 'error') return stripeError(res, 500, 'api_error', 'Something went wrong on our end.');
      hold = true;
    }

    let status;
    let body;
    const idemKey = key && `${url.pathname} ${key}`;
    if (req.method === 'POST' && idemKey && idempotent.has(idemKey)) {
      const first = idempotent.get(idemKey);
      if (first.raw !== raw) {
        return stripeError(res, 400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
      }
      [status, body] = [first.status, first.body];
    } else if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      [status, body] = createSession(params);
      // Stripe keeps the result for the key before it answers.
      if (idemKey && status < 500) idempotent.set(idemKey, { raw, status, body });
      if (status === 200 && standin.onCreate) await standin.onCreate(body);
    } else if (req.method === 'GET' && url.pathname.startsWith('/v1/checkout/sessions/')) {
      const s = sessions.get(url.pathname.split('/').at(-1));
      [status, body] = s ? [200, s] : [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } }];
    } else if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      [status, body] = createRefund(params);
    } else {
      [status, body] = [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } }];
    }
    if (req.method === 'POST' && idemKey && status < 500) idempotent.set(idemKey, { raw, status, body });
    if (hold) {
      held.add(res);
      setTimeout(() => {
        held.delete(res);
        if (!res.destroyed) answer(res, status, body);
      }, holdMs).unref();
      return;
    }
    answer(res, status, body);
  });

  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  standin.url = `http://127.0.0.1:${server.address().port}`;
  return standin;
}

// scripts/e2e.sh runs it on its own: node stripe-standin.mjs PORT WEBHOOK_URL (EMU_STRIPE_* of
// the defaults: sk_test_emu, whsec_emu).
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const [port, webhookUrl] = process.argv.slice(2);
  const standin = await startStripeStandin({ port: Number(port), webhookUrl });
  console.log(`stripe stand-in on ${standin.url}, webhooks to ${webhookUrl}`);
}
