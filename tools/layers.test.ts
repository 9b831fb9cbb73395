import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { LAYERS, levelOf } from './layers.ts';

const root = path.resolve(import.meta.dirname, '..');
/** The server's parts that are not features: the kernel below them, and what composes them above. */
const NOT_FEATURES = new Set(['config', 'db', 'lib', 'plugins', 'demo', 'app']);

/**
 * The numbered list of apps/server/src/features/README.md, each line's
 * feature names (what stands in parentheses or after a colon left out).
 */
function readmeOrder(): string[][] {
  const text = readFileSync(path.join(root, 'apps/server/src/features/README.md'), 'utf8');
  const items = text.split(/\n(?=\d+\. )/).slice(1);
  return items.map((item) => {
    const body = item
      .split('\n\n')[0]!
      .replace(/\([^)]*\)/g, '')
      .split(':')[0]!;
    return [...body.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  });
}

test("the server features' README lists the features in the order tools/layers.ts holds, line for line", () => {
  const features = LAYERS.server
    .map((level) => level.filter((name) => !NOT_FEATURES.has(name)))
    .filter((level) => level.length > 0);
  expect(readmeOrder().map((line) => [...line].sort())).toEqual(features.map((line) => [...line].sort()));
});

test('every name stands on one line only', () => {
  for (const levels of Object.values(LAYERS)) {
    const names = levels.flat();
    expect(new Set(names).size).toBe(names.length);
  }
});

test('levelOf finds a part by side and name, and answers null for a part the order does not list', () => {
  expect(levelOf('server/db')).toBe(1);
  expect(levelOf('server/lib')).toBe(2);
  expect(levelOf('domain/src')).toBe(0);
  expect(levelOf('web/app')).toBe(LAYERS.web.length - 1);
  expect(levelOf('server/nothing-here')).toBeNull();
});
