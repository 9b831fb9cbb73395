import { randomUUID } from 'node:crypto';

/**
 * The bad values of the bad-input run (fuzz-requests.ts): a seeded generator and the shapes a
 * hostile client sends. Every choice goes through `Rng`, so one seed gives one sequence of requests.
 */

export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0 || 1;
  }
  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(max: number): number {
    return Math.floor(this.next() * max);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[this.int(list.length)]!;
  }
  /** A UUID drawn from the seed (a forged id that replays). */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.int(16).toString(16)).join('');
    return (
      `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-` +
      `${'89ab'[this.int(4)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
    );
  }
}

/** Text that breaks naive handling, by class (a class is drawn first, so that each class is sent as often). */
export const BAD_STRING_CLASSES: Readonly<Record<string, readonly string[]>> = {
  nul: ['\u0000', 'a\u0000b', 'text with a NUL at the end\u0000'],
  control: ['\u0001\u0002\u0003\u001b[31m\u007f', '\r\n\r\nSet-Cookie: x=y', '\u0008\u000b\u000c'],
  surrogate: ['\ud800', 'lone \udfff low surrogate', 'reversed \udc00\ud800 pair'],
  unicode: [
    '\u202eright-to-left override\u202c',
    'مرحبا بالعالم \u200f שלום',
    'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
    'Z̸̡̢̛̗̫̰̈́͊̌a̶̢̛̞̼l̷̡̛̜g̵̨̛o̸̧̜',
    '👩‍👩‍👧‍👦🏳️‍🌈🇬🇧🧑🏽‍💻',
    '\ufeffbyte order mark',
    '\u2028line\u2029separators',
    '\uffff\ufffe\ufffd',
    'ＡＢＣ full width',
  ],
  injection: [
    "' OR '1'='1' --",
    '"; DROP TABLE users; --',
    '%_\\%\\_',
    '$1 $$ $body$',
    '{"$gt": ""}',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '..%2f..%2fetc%2fpasswd',
    'C:\\Windows\\System32',
  ],
  lookalike: [
    '',
    ' ',
    '   \t\n ',
    'null',
    'undefined',
    'true',
    '-1',
    '1e309',
    'NaN',
    '2024-13-45T25:61:61Z',
    '0000-00-00',
    '-271821-04-20T00:00:00Z',
    '+275760-09-13T00:00:00.001Z',
  ],
  long: ['x'.repeat(257), 'y'.repeat(5_001), 'long words '.repeat(3_000), '🙂'.repeat(3_000)],
};

export const BAD_STRINGS: readonly string[] = Object.values(BAD_STRING_CLASSES).flat();

/** A hostile text: a class drawn first, then one of its texts. */
export function badString(rng: Rng): string {
  return rng.pick(rng.pick(Object.values(BAD_STRING_CLASSES)));
}

export const BAD_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  1.5,
  -2_147_483_648,
  2_147_483_647,
  2_147_483_648,
  4_294_967_296,
  -(2 ** 53) - 2,
  2 ** 53 + 2,
  2 ** 63,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  1e-7,
  0.1 + 0.2,
];

/** Numbers as they arrive in a query string or path. */
export const BAD_NUMBER_TEXTS: readonly string[] = [
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '0x10',
  '0b11',
  '1_000',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  'Infinity',
  '-Infinity',
  'NaN',
  '',
  ' 1',
  '1 ',
  '１',
  '٣',
  '1,5',
  '+5',
  '--1',
];

/** JSON values of every type, for a field or a whole body. */
export function badJsonValue(rng: Rng): unknown {
  switch (rng.int(9)) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick(BAD_NUMBERS);
    case 3:
      return [];
    case 4:
      return {};
    case 5:
      return [rng.pick(BAD_STRINGS), rng.pick(BAD_NUMBERS), null];
    case 6:
      return { nested: { deeper: [rng.pick(BAD_STRINGS)] }, __proto__x: 1, constructor: 'x' };
    case 7:
      return deepNesting(rng.pick([50, 500, 3_000]));
    default:
      return badString(rng);
  }
}

function deepNesting(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

/** What a path parameter may look like, apart from the real ids (fuzz-requests.ts adds those). */
export function badPathSegment(rng: Rng): string {
  const shapes = [
    () => rng.uuid(),
    () => randomUUID(),
    () => '00000000-0000-0000-0000-000000000000',
    () => rng.uuid().toUpperCase(),
    () => `{${rng.uuid()}}`,
    () => rng.uuid().replaceAll('-', ''),
    () => `${rng.uuid()}x`,
    () => rng.uuid().slice(0, 35),
    () => 'not-a-uuid',
    () => String(rng.pick(BAD_NUMBER_TEXTS)) || '0',
    () => '%00',
    () => 'a%00b',
    () => '%C0%AF',
    () => '%ED%A0%80',
    () => '%FF%FE',
    () => '%E2%80%AE',
    () => '%F0%9F%98%80',
    () => '..%2F..%2Fetc%2Fpasswd',
    () => '%2e%2e',
    () => 'x'.repeat(rng.pick([101, 2_000, 9_000])),
    () => encodeText(rng.pick(BAD_STRINGS)).slice(0, 3_000) || '%20',
    () => "'%20OR%20'1'='1",
    () => 'me',
    () => 'single',
    () => 'null',
  ];
  return rng.pick(shapes)();
}

/** A string for a query parameter (encoded by the caller), including numbers and dates of every shape. */
export function badQueryText(rng: Rng): string {
  return rng.chance(0.3) ? rng.pick(BAD_NUMBER_TEXTS) : badString(rng);
}

/** Raw bytes no JavaScript string holds: overlong UTF-8, invalid UTF-8, lone surrogates encoded. */
export const BAD_UTF8: readonly Buffer[] = [
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xe0, 0x80, 0xaf]),
  Buffer.from([0xf0, 0x80, 0x80, 0xaf]),
  Buffer.from([0xc0, 0x80]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xff, 0xfe, 0xfd]),
  Buffer.from([0xe2, 0x82]),
  Buffer.from([0xf8, 0x88, 0x80, 0x80, 0x80]),
];

/** A cursor as a forger writes it: base64url of a made-up [kind, key, id], or no cursor at all. */
export function forgedCursor(rng: Rng, kinds: readonly string[], ids: readonly string[]): string {
  const kind =
    rng.chance(0.8) && kinds.length > 0
      ? rng.pick(kinds)
      : rng.pick(['gigs', 'sales', 'createdAt', 'x', '', '__proto__']);
  const keys: unknown[] = [
    '2024-13-45 10:00:00+00',
    '2024-02-30 25:61:61.9999999+00',
    '0000-01-01 00:00:00+00',
    '294277-01-01 00:00:00+00',
    '-infinity',
    'epoch',
    '2025-01-01 00:00:00+14:59',
    '2025-01-01T00:00:00Z',
    2 ** 31,
    2 ** 63,
    -1,
    1.5,
    1e308,
    '1',
    null,
    [],
    {},
    rng.pick(BAD_STRINGS),
  ];
  const id =
    rng.chance(0.5) && ids.length > 0
      ? rng.pick(ids)
      : rng.pick([rng.uuid(), 'not-a-uuid', '', 'x'.repeat(200), '\u0000']);
  const shapes: (() => string)[] = [
    () => encode([kind, rng.pick(keys), id]),
    () => encode([kind, rng.pick(keys)]),
    () => encode([kind, rng.pick(keys), id, 'extra']),
    () => encode({ kind, key: rng.pick(keys), id }),
    () => encode(rng.pick(BAD_STRINGS)),
    () => Buffer.from('{"not json').toString('base64url'),
    () => Buffer.from([0xff, 0xfe, 0x00, 0x01]).toString('base64url'),
    () => '!!!not base64!!!',
    () => 'A'.repeat(rng.pick([1, 3, 5_000])),
  ];
  return rng.pick(shapes)();
}

/** Percent-encodes any text, lone surrogates too (as their three WTF-8 bytes, which no valid UTF-8 has). */
export function encodeText(text: string): string {
  return text.replace(/[\ud800-\udfff]|[^\ud800-\udfff]+/g, (part) => {
    if (part.length === 1 && /[\ud800-\udfff]/.test(part) && encodeUriSafe(part) === null) {
      const code = part.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeUriSafe(part) ?? '';
  });
}

function encodeUriSafe(text: string): string | null {
  try {
    return encodeURIComponent(text);
  } catch {
    return null;
  }
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A harvested real cursor with one part changed. */
export function tamperedCursor(rng: Rng, cursor: string, ids: readonly string[]): string {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return `${cursor}x`;
  }
  if (!Array.isArray(parts)) return `${cursor}=`;
  const copy = [...parts];
  const where = rng.int(copy.length || 1);
  const replacements: unknown[] = [
    2 ** 31,
    -5,
    1.25,
    '2024-13-45 10:00:00+00',
    '9999-12-31 23:59:59.999999+00',
    rng.uuid(),
    ids.length ? rng.pick(ids) : 'x',
    null,
    rng.pick(BAD_STRINGS),
  ];
  copy[where] = rng.pick(replacements);
  return encode(copy);
}
