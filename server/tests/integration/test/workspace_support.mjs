// Shared helpers of the workspace_*.test.mjs and claims_*.test.mjs files (issue 16): real
// images made here (a PNG encoder of a few lines, so no fixture files), the size of a WebP
// thumbnail read from its header, and a merchant account in the shapes the claim rules know.
import { deflateSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { client, createUser, exec } from '../lib/rest-fixtures.mjs';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real RGB PNG of width x height: a diagonal gradient (so it does not compress to nothing). */
export function png(width, height) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 3] = (x * 255) / width;
      raw[row + 2 + x * 3] = (y * 255) / height;
      raw[row + 3 + x * 3] = ((x ^ y) & 0xff) / 2;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** {width, height} of a WebP file (lossy VP8, lossless VP8L or extended VP8X), or null. */
export function webpSize(buf) {
  if (buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WEBP') return null;
  const kind = buf.toString('ascii', 12, 16);
  if (kind === 'VP8 ') return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  if (kind === 'VP8X') return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
  if (kind === 'VP8L') {
    const bits = buf.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

/**
 * A signed-in account with a supabase-js client. kind: 'merchant' (approved: the merchant
 * role and a merchants row), 'signup' (a merchants row only: signed up as a merchant, not
 * approved), 'user' (neither).
 */
export async function account(srv, kind = 'merchant') {
  const roles = kind === 'merchant' ? ['user', 'merchant'] : ['user'];
  const user = await createUser(srv, { email: `${kind}-${randomUUID().slice(0, 8)}@example.hk`, roles });
  if (kind !== 'user') {
    await exec(srv, `INSERT INTO merchants (id, user_id, business_name) VALUES ('${randomUUID()}', '${user.id}', 'Salon')`);
  }
  return { ...user, sb: client(srv, user.token) };
}
