import { describe, expect, test } from 'vitest';
import { fieldProblemOf } from '../errors.ts';
import { MESSAGE_FILES_MAX } from '../orders/order.rules.ts';
import { characterCount, MESSAGE_MESSAGES, MessageForm } from './message.schema.ts';

const errorOf = (desc: unknown) => {
  const result = MessageForm.safeParse({ desc });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('MessageForm', () => {
  test.each([
    ['text', 'Hello', 'Hello'],
    ['trimmed at both ends, inner line breaks kept', '  Hello\n\nthere \n', 'Hello\n\nthere'],
    ['5,000 characters', 'a'.repeat(5000), 'a'.repeat(5000)],
    ['5,000 emoji (10,000 UTF-16 units)', '🙂'.repeat(5000), '🙂'.repeat(5000)],
  ])('accepts %s', (_name, desc, stored) => {
    expect(MessageForm.parse({ desc }).desc).toBe(stored);
  });

  test.each([
    ['empty text', '', MESSAGE_MESSAGES.empty],
    ['only whitespace', ' \n\t \r\n', MESSAGE_MESSAGES.empty],
    ['no text', undefined, MESSAGE_MESSAGES.empty],
    ['a number', 42, MESSAGE_MESSAGES.empty],
    ['5,001 characters', 'a'.repeat(5001), MESSAGE_MESSAGES.tooLong],
    ['5,001 characters once trimmed', ` ${'🙂'.repeat(5001)} `, MESSAGE_MESSAGES.tooLong],
  ])('refuses %s', (_name, desc, message) => {
    expect(errorOf(desc)).toBe(message);
  });

  test('characters are counted as code points, as PostgreSQL counts them', () => {
    expect(characterCount('a🙂é')).toBe(3);
  });
});

describe('MessageForm files', () => {
  const id = (n: number) => `0190f0f0-0000-7000-8000-${String(n).padStart(12, '0')}`;

  test('no files is an empty list; files keep their order, an id given twice (in any case) counts once', () => {
    expect(MessageForm.parse({ desc: 'Hi' }).files).toEqual([]);
    expect(MessageForm.parse({ desc: 'Hi', files: [id(2), id(1), id(2).toUpperCase()] }).files).toEqual([id(2), id(1)]);
  });

  test(`${MESSAGE_FILES_MAX} files are accepted; one more is too many, with the maximum for the sentence`, () => {
    const ids = Array.from({ length: MESSAGE_FILES_MAX + 1 }, (_, n) => id(n));
    expect(MessageForm.parse({ desc: 'Hi', files: ids.slice(0, MESSAGE_FILES_MAX) }).files).toHaveLength(
      MESSAGE_FILES_MAX,
    );
    const result = MessageForm.safeParse({ desc: 'Hi', files: ids });
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue).toMatchObject({ path: ['files'], message: MESSAGE_MESSAGES.tooManyFiles });
    expect(fieldProblemOf(issue)).toEqual({ code: 'too_many', params: { maximum: MESSAGE_FILES_MAX } });
  });

  test('files need a text too: a message with files and no text is empty', () => {
    expect(errorOf('')).toBe(MESSAGE_MESSAGES.empty);
    expect(MessageForm.safeParse({ desc: ' ', files: [id(1)] }).error?.issues[0]?.message).toBe(MESSAGE_MESSAGES.empty);
  });

  test.each([
    ['a text', 'abc'],
    ['a list of numbers', [1, 2]],
    ['an object', { id: id(1) }],
  ])('refuses %s as files', (_name, files) => {
    expect(MessageForm.safeParse({ desc: 'Hi', files }).success).toBe(false);
  });
});
