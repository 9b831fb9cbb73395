import { randomBytes } from 'node:crypto';

/** UUIDv7 (RFC 9562): 48 bits of Unix milliseconds, then random bits; sorts by creation time. */
export function newId(now: number = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** docs/product.md#ids: a conversation's id is min(a,b) + "_" + max(a,b). */
export function conversationId(a: string, b: string): string {
  return a < b ? `${a}_${b}` : `${b}_${a}`;
}
