import { describe, expect, test } from 'vitest';
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
