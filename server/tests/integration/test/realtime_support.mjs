// Helpers of the Realtime tests: a postgres_changes channel opened through supabase-js's own
// client (channel().on('postgres_changes', ...).subscribe()), the events it received, and a raw
// WebSocket upgrade request for the refusals that happen before the Phoenix protocol starts.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Subscribes `sb` to postgres_changes with `binding` ({event, schema, table, filter}).
 * Resolves once SUBSCRIBED (rejects with the channel error otherwise) with
 * { channel, events, closed, waitFor(pred, ms), stop() }; `closed` resolves when the server
 * closes the channel.
 */
export function listen(sb, binding, { name = `t-${randomBytes(4).toString('hex')}` } = {}) {
  const events = [];
  let onClosed;
  const closed = new Promise((r) => (onClosed = r));
  const channel = sb
    .channel(name)
    .on('postgres_changes', { schema: 'public', ...binding }, (payload) => events.push(payload));
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'CLOSED') onClosed(status);
      if (status === 'SUBSCRIBED') {
        resolve({
          channel,
          events,
          closed,
          async waitFor(pred, ms = 5000) {
            const until = Date.now() + ms;
            while (Date.now() < until) {
              const hit = events.find(pred);
              if (hit) return hit;
              await sleep(20);
            }
            throw new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`);
          },
          stop: () => sb.removeChannel(channel),
        });
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        sb.removeChannel(channel);
        reject(err ?? new Error(status));
      }
    });
  });
}

/** An unsent GET of `url` asking to upgrade to a WebSocket (RFC 6455 section 4.1). */
function upgradeOf(url) {
  return http.request(url, {
    headers: {
      Connection: 'Upgrade',
      Upgrade: 'websocket',
      'Sec-WebSocket-Version': '13',
      'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
    },
  });
}

/** GET /realtime/v1/websocket with Upgrade headers: {status, body} of a refusal, or 101. */
export function upgradeRequest(baseUrl, query) {
  const url = new URL(`/realtime/v1/websocket${query}`, baseUrl);
  return new Promise((resolve, reject) => {
    const req = upgradeOf(url);
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode, body: null });
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode, body: body ? JSON.parse(body) : null }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A raw WebSocket (Node's global one) that resolves when open. */
export function openSocket(baseUrl, apikey) {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=2.0.0`);
  return new Promise((resolve, reject) => {
    ws.onopen = () => resolve(ws);
    ws.onerror = () => reject(new Error('websocket refused'));
  });
}

/** One masked client text frame (RFC 6455 section 5.2). */
function clientFrame(text) {
  const payload = Buffer.from(text);
  const mask = randomBytes(4);
  const head = payload.length < 126 ? Buffer.from([0x81, 0x80 | payload.length]) : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 255]);
  const body = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]));
  return Buffer.concat([head, mask, body]);
}

/**
 * A WebSocket client that joins `binding` with `token` and then stops reading (its socket
 * paused): {socket, resume() -> {bytes, closed}} once resumed, read until the server closes.
 */
export function stalledClient(baseUrl, apikey, token, binding) {
  const url = new URL(`/realtime/v1/websocket?apikey=${apikey}&vsn=2.0.0`, baseUrl);
  return new Promise((resolve, reject) => {
    const req = upgradeOf(url);
    req.on('upgrade', (res, socket) => {
      socket.write(clientFrame(JSON.stringify(['1', '1', 'realtime:slow', 'phx_join', {
        config: { postgres_changes: [{ schema: 'public', ...binding }] },
        access_token: token,
      }])));
      socket.pause();
      resolve({
        socket,
        resume: () =>
          new Promise((done) => {
            let bytes = 0;
            socket.on('data', (d) => (bytes += d.length));
            socket.on('close', () => done({ bytes, closed: true }));
            socket.on('error', () => {});
            setTimeout(() => done({ bytes, closed: false }), 10_000);
            socket.resume();
          }),
      });
    });
    req.on('response', (res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * A supabase-js client whose requests and Realtime socket carry `holder.token` (createClient's
 * accessToken option, as an app with its own sign-in builds it). To refresh: change
 * holder.token, then `await sb.realtime.setAuth()` (the client asks the callback again).
 * `realtime`: RealtimeClient options (e.g. { vsn: '1.0.0' } for object frames).
 */
export function liveClient(url, anonKey, holder, realtime = {}) {
  return createClient(url, anonKey, { accessToken: async () => holder.token, realtime });
}
