// A small HTTP client on node:http. Unlike fetch (undici) it neither adds
// Accept-Encoding nor decompresses, so tests see the exact bytes and headers the
// server sends; it also allows HEAD bodies to be checked and any method to be sent.

import http from 'node:http';

/**
 * @param {string} url absolute URL
 * @param {{method?: string, headers?: Record<string,string>, body?: string|Buffer, timeoutMs?: number}} [opts]
 * @returns {Promise<{status: number, headers: Record<string,string|string[]>, body: Buffer,
 *   text: () => string, json: () => any}>}
 */
export function request(url, { method = 'GET', headers = {}, body, timeoutMs = 10_000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const buf = Buffer.concat(chunks);
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: buf,
          text: () => buf.toString('utf8'),
          json: () => {
            try {
              return JSON.parse(buf.toString('utf8'));
            } catch {
              throw new Error(`response is not JSON (HTTP ${res.statusCode}): ${buf.toString('utf8').slice(0, 300)}`);
            }
          },
        });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`timeout after ${timeoutMs} ms: ${method} ${url}`)));
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export const get = (url, headers = {}) => request(url, { headers });

/** Content-Type without parameters, lower-cased. */
export function mediaType(res) {
  return String(res.headers['content-type'] || '')
    .split(';')[0]
    .trim()
    .toLowerCase();
}

/** Decode the header and payload of a JWT (no signature check). */
export function decodeJwt(token) {
  const parts = String(token).split('.');
  if (parts.length !== 3) throw new Error(`not a JWT: ${token}`);
  const dec = (s) => JSON.parse(Buffer.from(s, 'base64url').toString('utf8'));
  return { header: dec(parts[0]), payload: dec(parts[1]), signingInput: `${parts[0]}.${parts[1]}`, signature: parts[2] };
}
