// Raw HTTP/1.1 over a TCP socket, for what fetch and node:http cannot send:
// oversized header blocks, half-sent requests, stalls, pipelining, path strings
// that a URL parser would normalise (`/assets/../x`), and checking that nothing
// follows a HEAD response.

import net from 'node:net';

const CRLF2 = Buffer.from('\r\n\r\n');

export class RawConnection {
  constructor(socket) {
    this.socket = socket;
    this.buf = Buffer.alloc(0); // received, not yet consumed by readResponse()
    this.all = Buffer.alloc(0); // everything ever received
    this.closed = false;
    this.closedAt = null;
    this.error = null; // EPIPE / ECONNRESET are expected when the server hangs up
    this.waiters = new Set();
    socket.on('data', (d) => {
      this.buf = Buffer.concat([this.buf, d]);
      this.all = Buffer.concat([this.all, d]);
      this.#wake();
    });
    socket.on('error', (err) => {
      this.error = err;
    });
    socket.on('close', () => {
      this.closed = true;
      this.closedAt = Date.now();
      this.#wake();
    });
  }

  #wake() {
    for (const w of [...this.waiters]) w();
  }

  /** Wait until check() returns a value other than undefined, or time out. */
  #until(check, timeoutMs, what) {
    return new Promise((resolve, reject) => {
      let timer;
      const attempt = () => {
        let v;
        try {
          v = check();
        } catch (err) {
          this.waiters.delete(attempt);
          clearTimeout(timer);
          reject(err);
          return;
        }
        if (v !== undefined) {
          this.waiters.delete(attempt);
          clearTimeout(timer);
          resolve(v);
        }
      };
      timer = setTimeout(() => {
        this.waiters.delete(attempt);
        reject(
          new Error(
            `timeout after ${timeoutMs} ms waiting for ${what}; received so far: ` +
              JSON.stringify(this.all.toString('latin1').slice(0, 500)),
          ),
        );
      }, timeoutMs);
      this.waiters.add(attempt);
      attempt();
    });
  }

  /** Send bytes; resolves when handed to the kernel. Errors are kept, not thrown. */
  write(data) {
    return new Promise((resolve) => {
      if (this.socket.destroyed) return resolve(false);
      this.socket.write(data, (err) => {
        if (err) this.error = err;
        resolve(!err);
      });
    });
  }

  /**
   * Read one response from the connection.
   * @param {{timeoutMs?: number, head?: boolean}} opts head: the request was HEAD (no body)
   */
  readResponse({ timeoutMs = 5000, head = false } = {}) {
    return this.#until(
      () => {
        const parsed = parseResponse(this.buf, { head, eof: this.closed });
        if (parsed) {
          this.buf = this.buf.subarray(parsed.consumed);
          return parsed.response;
        }
        if (this.closed) {
          throw new Error(
            `connection closed before a complete response; received: ` +
              JSON.stringify(this.all.toString('latin1').slice(0, 500)),
          );
        }
        return undefined;
      },
      timeoutMs,
      'a response',
    );
  }

  /**
   * Wait for the server to close the connection.
   * @returns {Promise<{closed: boolean, ms: number, bytes: Buffer}>} bytes: unread data
   *   that arrived before the close; closed=false when timeoutMs passed first.
   */
  async waitClose({ timeoutMs = 5000 } = {}) {
    const t0 = Date.now();
    try {
      await this.#until(() => (this.closed ? true : undefined), timeoutMs, 'the server to close');
      return { closed: true, ms: this.closedAt - t0, bytes: this.buf };
    } catch {
      return { closed: false, ms: Date.now() - t0, bytes: this.buf };
    }
  }

  close() {
    this.socket.destroy();
  }
}

/** Open a TCP connection to 127.0.0.1:port. */
export function rawConnect(port, { host = '127.0.0.1', timeoutMs = 5000 } = {}) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`connect to ${host}:${port} timed out`));
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.setNoDelay(true);
      resolve(new RawConnection(socket));
    });
    socket.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/** Send one raw request (string or Buffer), read one response, close. */
export async function rawRequest(port, data, { timeoutMs = 5000, head = false } = {}) {
  const conn = await rawConnect(port);
  try {
    await conn.write(data);
    return await conn.readResponse({ timeoutMs, head });
  } finally {
    conn.close();
  }
}

/**
 * Parse one HTTP/1.x response at the start of buf.
 * @returns {{response: object, consumed: number} | null} null when incomplete
 */
export function parseResponse(buf, { head = false, eof = false } = {}) {
  const end = buf.indexOf(CRLF2);
  if (end < 0) return null;
  const headText = buf.subarray(0, end).toString('latin1');
  const [statusLine, ...lines] = headText.split('\r\n');
  const m = /^HTTP\/(\d\.\d) (\d{3})(?: (.*))?$/.exec(statusLine);
  if (!m) throw new Error(`bad status line: ${JSON.stringify(statusLine)}`);
  const status = Number(m[2]);
  const headers = {};
  const headerList = [];
  for (const line of lines) {
    const i = line.indexOf(':');
    if (i <= 0) throw new Error(`bad header line: ${JSON.stringify(line)}`);
    const name = line.slice(0, i).trim().toLowerCase();
    const value = line.slice(i + 1).trim();
    headerList.push([name, value]);
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  let pos = end + 4;
  let body;
  const noBody = head || status === 204 || status === 304 || (status >= 100 && status < 200);
  if (noBody) {
    body = Buffer.alloc(0);
  } else if (/\bchunked\b/i.test(headers['transfer-encoding'] || '')) {
    const chunks = [];
    while (true) {
      const lineEnd = buf.indexOf('\r\n', pos);
      if (lineEnd < 0) return null;
      const size = parseInt(buf.subarray(pos, lineEnd).toString('latin1').split(';')[0], 16);
      if (Number.isNaN(size)) throw new Error('bad chunk size');
      pos = lineEnd + 2;
      if (size === 0) {
        // Skip trailers up to the empty line.
        const trailerEnd = buf.indexOf('\r\n', pos);
        if (trailerEnd < 0) return null;
        if (trailerEnd === pos) {
          pos += 2;
        } else {
          const t = buf.indexOf(CRLF2, pos);
          if (t < 0) return null;
          pos = t + 4;
        }
        break;
      }
      if (buf.length < pos + size + 2) return null;
      chunks.push(buf.subarray(pos, pos + size));
      pos += size + 2;
    }
    body = Buffer.concat(chunks);
  } else if (headers['content-length'] !== undefined) {
    const len = Number(headers['content-length']);
    if (buf.length < pos + len) return null;
    body = buf.subarray(pos, pos + len);
    pos += len;
  } else {
    // No length: the body runs to the end of the connection.
    if (!eof) return null;
    body = buf.subarray(pos);
    pos = buf.length;
  }
  const response = {
    httpVersion: m[1],
    status,
    reason: m[3] || '',
    headers,
    headerList,
    body: Buffer.from(body),
    text: () => body.toString('utf8'),
    json: () => JSON.parse(body.toString('utf8')),
  };
  return { response, consumed: pos };
}
