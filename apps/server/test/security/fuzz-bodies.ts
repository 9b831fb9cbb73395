import { BAD_NUMBERS, BAD_UTF8, type Rng, badString } from './fuzz-values.ts';

/**
 * Hostile bodies of the bad-input run (fuzz-requests.ts): one hostile leaf in a valid body, whole
 * bodies that are truncated, invalid UTF-8 or too large, multipart forms with odd files, too many
 * fields or cut short, and content types the route does not take.
 */

const MULTIPART_BOUNDARY = '----fuzz-boundary-7MA4YWxkTrZu0gW';

/** One string or number somewhere in a valid body made hostile: hostile text reaches the handler and the database. */
export function hostileLeaf(good: object, rng: Rng): { value: unknown; how: string } {
  const leaves: { path: string; set(value: unknown): void; current: unknown }[] = [];
  const copy = structuredClone(good) as Record<string, unknown>;
  const walk = (node: Record<string, unknown> | unknown[], prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const here = prefix ? `${prefix}.${key}` : key;
      if (value !== null && typeof value === 'object') walk(value as Record<string, unknown>, here);
      else leaves.push({ path: here, current: value, set: (next) => ((node as Record<string, unknown>)[key] = next) });
    }
  };
  walk(copy, '');
  if (leaves.length === 0) return { value: { [badString(rng)]: badString(rng) }, how: 'hostile key' };
  const leaf = rng.pick(leaves);
  if (typeof leaf.current === 'number' || (typeof leaf.current !== 'string' && rng.chance(0.5))) {
    const number = rng.pick(BAD_NUMBERS);
    leaf.set(number);
    return { value: copy, how: `number ${number} in ${leaf.path}` };
  }
  const text = String(leaf.current ?? '');
  const bad = badString(rng);
  const at = rng.int(text.length + 1);
  leaf.set(rng.chance(0.6) ? `${text.slice(0, at)}${bad}${text.slice(at)}` : bad);
  return { value: copy, how: `hostile text in ${leaf.path}: ${JSON.stringify(bad).slice(0, 40)}` };
}

/** Hostile whole bodies: truncated or invalid JSON, overlong UTF-8, too large, prototype keys. */
export function rawJsonBody(rng: Rng, good: unknown): { payload: string | Buffer; how: string } {
  const text = JSON.stringify(good) ?? 'null';
  const shapes: (() => { payload: string | Buffer; how: string })[] = [
    () => ({ payload: text.slice(0, Math.max(1, rng.int(text.length))), how: 'truncated JSON' }),
    () => ({ payload: '', how: 'empty body' }),
    () => ({
      payload: rng.pick(['null', '[]', '"text"', '0', 'true', '{}', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', 'NaN']),
      how: 'odd JSON',
    }),
    () => ({
      payload: '{"__proto__": {"isOperator": true}, "constructor": {"prototype": {"x": 1}}}',
      how: 'prototype keys',
    }),
    () => {
      const at = Math.max(1, text.lastIndexOf('"', text.length - 2));
      return {
        payload: Buffer.concat([Buffer.from(text.slice(0, at)), rng.pick(BAD_UTF8), Buffer.from(text.slice(at))]),
        how: 'invalid UTF-8',
      };
    },
    () => ({ payload: `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`, how: 'over the body limit' }),
    () => ({ payload: text.replace(/"$|}$/, '') + '\u0000', how: 'NUL after JSON' }),
    () => ({ payload: text.replace(/:/, ':\u0000'), how: 'NUL inside JSON' }),
  ];
  return rng.pick(shapes)();
}

export function multipartOf(
  rng: Rng,
  fields: Record<string, unknown>,
): { payload: Buffer; how: string; boundary: string } {
  const parts: Buffer[] = [];
  const push = (headers: string, data: Buffer | string) =>
    parts.push(Buffer.from(`--${MULTIPART_BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(data), Buffer.from('\r\n'));
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    push(`Content-Disposition: form-data; name="${name}"`, text);
  }
  const fileKinds: [string, string, Buffer][] = [
    ['paper.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer<<>>\n%%EOF')],
    ['photo.png', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['evil.html', 'text/html', Buffer.from('<script>alert(1)</script>')],
    ['a\u0000b.pdf', 'application/pdf', Buffer.from('%PDF-')],
    ['../../x.pdf', 'application/pdf', Buffer.from('%PDF-1.4')],
    ['empty.txt', 'text/plain', Buffer.alloc(0)],
    ['noise.bin', 'application/octet-stream', Buffer.from(Array.from({ length: 256 }, () => rng.int(256)))],
  ];
  let how = 'multipart';
  if (rng.chance(0.7)) {
    const [filename, type, data] = rng.pick(fileKinds);
    const field = rng.pick(['file', 'document', 'image', 'files', 'x']);
    push(`Content-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}`, data);
    how += ` ${field}=${filename}`;
  }
  if (rng.chance(0.15)) {
    for (let i = 0; i < 45; i += 1) push(`Content-Disposition: form-data; name="f${i}"`, 'x');
    how += ' with 45 more fields';
  }
  parts.push(Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`));
  let payload = Buffer.concat(parts);
  if (rng.chance(0.3)) {
    payload = payload.subarray(0, rng.int(payload.length));
    how += ' truncated';
  }
  return { payload, how, boundary: MULTIPART_BOUNDARY };
}

export const WRONG_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  'image/png',
  'application/problem+json',
  '*/*',
  'application/json, text/plain',
];
