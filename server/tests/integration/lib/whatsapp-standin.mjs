// A stand-in of the WhatsApp Business Platform's Cloud API on 127.0.0.1, implementing the part
// Emu uses as Meta documents it:
//   POST /v21.0/{phone-number-id}/messages  Authorization: Bearer <token>
//     {messaging_product:'whatsapp', to, type:'template', template:{name, language:{code},
//      components:[{type:'body', parameters:[{type:'text', text}, ...]}]}}
//   → 200 {messaging_product, contacts:[{input, wa_id}], messages:[{id:'wamid.…'}]}
// and refuses as the Graph API does: 401 code 190 for a wrong token, 400 code 100 for a
// malformed request, 404 code 132001 for a template (name and language) that is not approved,
// 400 code 132000 when the parameters do not match the template's {{n}}. "Approved" templates
// are the ones `emu-server whatsapp-templates` prints, so a wrong name, language or parameter
// count in Emu fails here. `failNext(n, status)` answers the next n sends with an error (500:
// the provider is down; 400: this message is refused for good).
// It records every accepted message (`sent`) and every request (`requests`), and sends Emu the
// webhooks Meta sends: status updates and a customer's reply, signed with X-Hub-Signature-256
// (HMAC-SHA256 of the raw body under the app secret).
import http from 'node:http';
import { createHmac, randomBytes } from 'node:crypto';

const VERSION = 'v21.0';

function graphError(res, status, code, message, extra = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('hex'), ...extra } }));
}

/**
 * @param {object} opts
 * @param {Array<{name:string, language:string, components:Array<{type:string,text?:string}>}>} opts.templates
 *   the approved templates (the output of `emu-server whatsapp-templates`)
 */
export async function startWhatsAppStandin({ templates, token = 'wa-test-token', phoneNumberId = '109876543210', appSecret = 'wa-app-secret', verifyToken = 'wa-verify-token' } = {}) {
  const approved = new Map();
  for (const t of templates ?? []) {
    const body = t.components.find((c) => c.type === 'BODY')?.text ?? '';
    const count = new Set([...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => m[1])).size;
    approved.set(`${t.name}/${t.language}`, count);
  }
  const sent = [];
  const requests = [];
  let failures = [];

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const url = new URL(req.url, 'http://x');
      requests.push({ method: req.method, path: url.pathname, auth: req.headers.authorization, body: raw });
      if (req.method !== 'POST' || url.pathname !== `/${VERSION}/${phoneNumberId}/messages`) {
        return graphError(res, 400, 100, 'Unsupported post request.');
      }
      if (req.headers.authorization !== `Bearer ${token}`) {
        return graphError(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
      }
      let body;
      try {
        body = JSON.parse(raw);
      } catch {
        return graphError(res, 400, 100, '(#100) Invalid JSON');
      }
      const tpl = body?.template;
      const params = tpl?.components?.find((c) => c.type === 'body')?.parameters;
      if (
        body?.messaging_product !== 'whatsapp' ||
        typeof body.to !== 'string' ||
        !/^\d{8,15}$/.test(body.to) ||
        body.type !== 'template' ||
        typeof tpl?.name !== 'string' ||
        typeof tpl?.language?.code !== 'string' ||
        !Array.isArray(params) ||
        !params.every((p) => p?.type === 'text' && typeof p.text === 'string' && p.text.length > 0)
      ) {
        return graphError(res, 400, 100, '(#100) Invalid parameter');
      }
      const expected = approved.get(`${tpl.name}/${tpl.language.code}`);
      if (expected === undefined) {
        return graphError(res, 404, 132001, '(#132001) Template name does not exist in the translation');
      }
      if (params.length !== expected) {
        return graphError(res, 400, 132000, '(#132000) Number of parameters does not match the expected number of params');
      }
      if (failures.length > 0) {
        const status = failures.shift();
        return status >= 500
          ? graphError(res, status, 2, 'Service temporarily unavailable')
          : graphError(res, status, 131030, '(#131030) Recipient phone number not in allowed list');
      }
      const id = `wamid.${randomBytes(12).toString('base64url')}`;
      sent.push({ id, to: body.to, template: tpl.name, lang: tpl.language.code, params: params.map((p) => p.text), at: Date.now() });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}/${VERSION}`;

  const sign = (raw, secret = appSecret) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

  /** POSTs a webhook delivery to Emu; `signature` overrides the header (null: none). */
  async function deliver(emuUrl, payload, { signature, secret } = {}) {
    const raw = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const headers = { 'Content-Type': 'application/json' };
    const sig = signature === undefined ? sign(raw, secret) : signature;
    if (sig !== null) headers['X-Hub-Signature-256'] = sig;
    const res = await fetch(`${emuUrl}/webhooks/whatsapp`, { method: 'POST', headers, body: raw });
    return { status: res.status, body: await res.text() };
  }

  const envelope = (value) => ({
    object: 'whatsapp_business_account',
    entry: [{ id: '102290129340398', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '85230001234', phone_number_id: phoneNumberId }, ...value } }] }],
  });

  return {
    base,
    token,
    phoneNumberId,
    appSecret,
    verifyToken,
    sent,
    requests,
    /** The next n sends answer `status` (500: retry later; 400: refused for good). */
    failNext(n, status = 500) {
      failures = Array.from({ length: n }, () => status);
    },
    env() {
      return {
        EMU_WHATSAPP_TOKEN: token,
        EMU_WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
        EMU_WHATSAPP_APP_SECRET: appSecret,
        EMU_WHATSAPP_VERIFY_TOKEN: verifyToken,
        EMU_WHATSAPP_API_BASE: base,
      };
    },
    sign,
    deliver,
    /** A status update of message `id` (sent | delivered | read | failed), as Meta sends it. */
    status(emuUrl, id, status, { recipient = '85261234567', timestamp = Math.floor(Date.now() / 1000), errors, ...opts } = {}) {
      const s = { id, status, timestamp: String(timestamp), recipient_id: recipient };
      if (status === 'failed') s.errors = errors ?? [{ code: 131026, title: 'Message undeliverable' }];
      return deliver(emuUrl, envelope({ statuses: [s] }), opts);
    },
    /** A customer's text message to the business number. */
    reply(emuUrl, from, text, opts = {}) {
      const message = { from, id: `wamid.${randomBytes(12).toString('base64url')}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } };
      return deliver(emuUrl, envelope({ contacts: [{ profile: { name: 'Customer' }, wa_id: from }], messages: [message] }), opts);
    },
    async stop() {
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
