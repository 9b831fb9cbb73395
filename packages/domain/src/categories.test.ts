import { expect, test } from 'vitest';
import { CATEGORIES, CATEGORY_IDS, isCategoryId } from './categories.ts';

test('there are exactly the ten categories of docs/product.md#categories, with unique ids', () => {
  expect(CATEGORIES.map((c) => c.name)).toEqual([
    'Essay writing service',
    'College essay writing service',
    'Coursework writing service',
    'Dissertation writing service',
    'Custom essay writing service',
    'Research paper writing service',
    'Term paper writing service',
    'Thesis writing service',
    'Case study writing service',
    'Literature review writing service',
  ]);
  expect(new Set(CATEGORY_IDS).size).toBe(10);
  expect(isCategoryId('thesis-writing')).toBe(true);
  expect(isCategoryId('Thesis writing service')).toBe(false);
});
