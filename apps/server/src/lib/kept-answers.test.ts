import { expect, test } from 'vitest';
import { keptAnswers } from './kept-answers.ts';

test('an answer is worked out once per kept key; a longer key every time; a full store starts again', () => {
  let computed = 0;
  const kept = keptAnswers<string>(2, 5);
  const ask = (key: string) => kept(key, () => `${key}:${++computed}`);
  expect(ask('a')).toBe('a:1');
  expect(ask('a')).toBe('a:1');
  expect(ask('toolong')).toBe('toolong:2');
  expect(ask('toolong')).toBe('toolong:3');
  expect(ask('b')).toBe('b:4');
  expect(ask('c')).toBe('c:5'); // two kept: emptied, then c kept
  expect(ask('a')).toBe('a:6');
  expect(ask('c')).toBe('c:5');
});
