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
  expect(encodeKeyset('messages', { at: '2025-03-04 05:06:07.1+00', id })).toBe(
    encoded(['messages', '2025-03-04 05:06:07.1+00', id]),
  );
  expect(decodeKeyset(encoded(['messages', '2025-03-04 05:06:07.1+00', id]), 'messages')).toEqual({
    at: '2025-03-04 05:06:07.1+00',
    id,
  });
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
  expect(decodeKeyset(cursor, 'conversations', /^[0-9a-f-]{36}_[0-9a-f-]{36}$/)).toEqual({
    at: '2025-03-04 05:06:07+00',
    id: conversation,
  });
});

test('a gig cursor of one order is refused in another, even with a key of the same type', () => {
  expect(() => decodeCursor(encodeCursor('s', 12, id), 'r', 'whole')).toThrow(refused);
  expect(() => decodeCursor(encodeCursor('r', 12, id), 's', 'whole')).toThrow(refused);
});

test.each([
  '2024-13-45 00:00:00+00',
  '2024-02-30 00:00:00+00',
  '2023-02-29 12:00:00+00',
  '0000-01-01 00:00:00+00',
  '2024-01-01 24:00:00+00',
  '2024-01-01 23:60:00+00',
  '2024-01-01 23:59:60+00',
  '2024-01-01 00:00:00+16',
  '2024-01-01 00:00:00+05:60',
  '2024-01-01 00:00:00.1234567+00',
])('an impossible timestamp %j is refused before it reaches PostgreSQL', (at) => {
  expect(() => decodeKeyset(encoded(['messages', at, id]), 'messages')).toThrow(refused);
});

test('real timestamps pass: a leap day, the last microsecond of a day, an offset with minutes', () => {
  for (const at of [
    '2024-02-29 00:00:00+00',
    '2025-12-31 23:59:59.999999+00',
    '2025-06-01T10:00:00+05:30',
    '2025-06-01 10:00:00-0930',
    '2025-06-01 10:00:00Z',
  ]) {
    expect(decodeKeyset(encoded(['messages', at, id]), 'messages')).toEqual({ at, id });
  }
});

test('a whole key fits its integer column: 2^31 - 1 passes, 2^31 and beyond are refused', () => {
  expect(decodeCursor(encoded(['s', 2 ** 31 - 1, id]), 's', 'whole')).toEqual({ key: 2 ** 31 - 1, id });
  for (const key of [2 ** 31, 2 ** 53, 1e300, Number.MAX_SAFE_INTEGER])
    expect(() => decodeCursor(encoded(['s', key, id]), 's', 'whole')).toThrow(refused);
  expect(() => decodeCursor(`${'A'.repeat(600)}`, 's', 'whole')).toThrow(refused);
});
