import { expect, test } from 'vitest';
import { decodeSegment, sourceSizes } from './source-sizes.ts';

test('source map segments decode as base64 VLQ, with the sign in the lowest bit', () => {
  expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0]);
  expect(decodeSegment('CADE')).toEqual([1, 0, -1, 2]);
  expect(decodeSegment('gBAAA')).toEqual([16, 0, 0, 0]);
});

test('each source is given the generated code up to the next segment of its line', () => {
  // Line 1: columns 0-3 from a.ts, 4-9 from b.ts; line 2: columns 0-1 unmapped, 2- from a.ts.
  const code = 'abcdefghij\nxyz';
  const map = { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,ICAA;EDAA' };
  expect(Object.fromEntries(sourceSizes(code, map))).toEqual({ 'a.ts': 4 + 2, 'b.ts': 6 + 1, '(unmapped)': 2 });
});
