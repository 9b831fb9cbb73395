import { expect, test } from 'vitest';
import { decodeCursor, decodeKeyset, encodeCursor, encodeKeyset, type CursorKey } from './keyset-cursor.ts';

const id = '01900000-0000-7000-8000-00000000abcd';
const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const refused = expect.objectContaining({ code: 'INVALID_CURSOR' });

test.each<[string, CursorKey, string | number]>([
  ['s', 'whole', 12],
  ['c', 'timestamp', '2025-03-04 05:06:07.123456+00'],
  ['r', 'whole', 1_234_567],
  ['notifications', 'timestamp', '2025-03-04T05:06:07Z'],
])('a %s cursor survives a round trip and only fits its own list', (kind, key, value) => {
  const cursor = encodeCursor(kind, value, id);
  expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(decodeCursor(cursor, kind, key)).toEqual({ key: value, id });
  expect(() => decodeCursor(cursor, `${kind}-other`, key)).toThrow(refused);
  expect(() => decodeCursor(cursor, kind, key === 'whole' ? 'timestamp' : 'whole')).toThrow(refused);
});

test('the cursor keeps the wire format the API has always given: base64url of [kind, key, id]', () => {
  expect(encodeCursor('s', 12, id)).toBe(encoded(['s', 12, id]));
  expect(encodeKeyset('messages', { at: '2025-03-04 05:06:07.1+00', id })).toBe(encoded(['messages', '2025-03-04 05:06:07.1+00', id]));
  expect(decodeKeyset(encoded(['messages', '2025-03-04 05:06:07.1+00', id]), 'messages')).toEqual({ at: '2025-03-04 05:06:07.1+00', id });
});

test.each([
  '',
  '!!!',
  encoded(['c', '2025-01-01; DROP TABLE gigs', id]),
  encoded(['s', 1.5, id]),
  encoded(['s', -1, id]),
  encoded(['s', 1, 'x']),
  encoded(['s', 1]),
  encoded({}),
])('a forged cursor %j is refused', (cursor) => {
  expect(() => decodeCursor(cursor, 's', 'whole')).toThrow(refused);
  expect(() => decodeCursor(cursor, 'c', 'timestamp')).toThrow(refused);
});

test('a list whose ids are not UUIDs says their shape', () => {
  const conversation = `${id}_${id}`;
  const cursor = encodeKeyset('conversations', { at: '2025-03-04 05:06:07+00', id: conversation });
  expect(() => decodeKeyset(cursor, 'conversations')).toThrow(refused);
  expect(decodeKeyset(cursor, 'conversations', /^[0-9a-f-]{36}_[0-9a-f-]{36}$/)).toEqual({ at: '2025-03-04 05:06:07+00', id: conversation });
});

test('a gig cursor of one order is refused in another, even with a key of the same type', () => {
  expect(() => decodeCursor(encodeCursor('s', 12, id), 'r', 'whole')).toThrow(refused);
  expect(() => decodeCursor(encodeCursor('r', 12, id), 's', 'whole')).toThrow(refused);
});
