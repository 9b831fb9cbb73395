import { afterEach, describe, expect, it } from 'vitest';
import { keepingOwnBuiltIns } from './own-built-ins.ts';

// Node's own, read before anything in this file loads pdf.js (core-js also makes its own functions
// print as [native code], so only their identity tells them apart).
const own = { stringify: JSON.stringify, parse: JSON.parse, push: Array.prototype.push };

describe('keepingOwnBuiltIns', () => {
  const stringify = JSON.stringify;
  const push = Array.prototype.push;
  afterEach(() => {
    JSON.stringify = stringify;
    Array.prototype.push = push;
    delete (Promise as { sample?: unknown }).sample;
  });

  it('puts back what a package replaced and keeps what it added', async () => {
    const loaded = await keepingOwnBuiltIns(async () => {
      JSON.stringify = () => 'replaced';
      Array.prototype.push = function () {
        return 0;
      };
      (Promise as { sample?: unknown }).sample = () => 'added';
      return 'the package';
    });
    expect(loaded).toBe('the package');
    expect(JSON.stringify).toBe(stringify);
    expect(Array.prototype.push).toBe(push);
    expect(JSON.stringify({ a: [1] })).toBe('{"a":[1]}');
    expect((Promise as { sample?: () => string }).sample?.()).toBe('added');
  });

  it('puts them back when the load fails, and passes the failure on', async () => {
    await expect(
      keepingOwnBuiltIns(async () => {
        JSON.stringify = () => 'replaced';
        throw new Error('no such package');
      }),
    ).rejects.toThrow('no such package');
    expect(JSON.stringify).toBe(stringify);
  });

  it("leaves Node's own built-ins when loading pdf.js's legacy build, which brings core-js", async () => {
    const pdfjs = await keepingOwnBuiltIns(() => import('pdfjs-dist/legacy/build/pdf.mjs'));
    expect(typeof pdfjs.getDocument).toBe('function');
    expect({ stringify: JSON.stringify, parse: JSON.parse, push: Array.prototype.push }).toEqual(own);
    // What failed the bad-input run: core-js's JSON.stringify overflows
    // the stack on 3,000 levels (Node's own goes past 4,000).
    const deep: unknown[] = [];
    let level = deep;
    for (let depth = 0; depth < 3000; depth++) level.push((level = []));
    expect(JSON.stringify(deep)).toHaveLength(6002);
  });
});
