import { GIG_PRICE_MAX_DOLLARS } from '@inkwell/domain/limits';
import { expect, test } from 'vitest';
import { readBudget } from './budget.ts';

test.each([
  ['', '', {}],
  ['10', '', { min: 10 }],
  ['', '99.5', { max: 99.5 }],
  [' 12,50 ', '40', { min: 12.5, max: 40 }],
  ['20', '20', { min: 20, max: 20 }],
  ['0', String(GIG_PRICE_MAX_DOLLARS), { min: 0, max: GIG_PRICE_MAX_DOLLARS }],
])('min %j and max %j are sent as %j', (min, max, expected) => {
  expect(readBudget(min, max)).toEqual({ ...expected, problem: null });
});

test.each([
  ['-5', '', { field: 'min', kind: 'invalid' }],
  ['ten', '', { field: 'min', kind: 'invalid' }],
  ['1e3', '', { field: 'min', kind: 'invalid' }],
  ['', '9.999', { field: 'max', kind: 'invalid' }],
  ['', '$20', { field: 'max', kind: 'invalid' }],
  ['', String(GIG_PRICE_MAX_DOLLARS + 1), { field: 'max', kind: 'tooLarge' }],
  ['30', '20', { field: 'max', kind: 'range' }],
])('min %j and max %j are refused: %j', (min, max, problem) => {
  expect(readBudget(min, max)).toEqual({ problem });
});
