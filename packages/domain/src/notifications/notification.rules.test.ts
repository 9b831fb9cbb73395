import { expect, test } from 'vitest';
import { previewOf } from './notification.rules.ts';
import { NOTIFICATION_PREVIEW_MAX } from './notification.schema.ts';

test.each<[string | undefined, string]>([
  [undefined, ''],
  ['', ''],
  ['Hello', 'Hello'],
  ['x'.repeat(NOTIFICATION_PREVIEW_MAX), 'x'.repeat(NOTIFICATION_PREVIEW_MAX)],
  ['x'.repeat(NOTIFICATION_PREVIEW_MAX + 1), `${'x'.repeat(NOTIFICATION_PREVIEW_MAX - 1)}…`],
  [`${'a'.repeat(NOTIFICATION_PREVIEW_MAX - 2)} and more`, `${'a'.repeat(NOTIFICATION_PREVIEW_MAX - 2)}…`],
])('the preview of %j is %j', (text, preview) => {
  expect(previewOf(text)).toBe(preview);
});

test('the length counts characters, not UTF-16 units: an emoji is one', () => {
  const text = '🙂'.repeat(NOTIFICATION_PREVIEW_MAX + 5);
  expect([...previewOf(text)]).toHaveLength(NOTIFICATION_PREVIEW_MAX);
  expect(previewOf('🙂'.repeat(NOTIFICATION_PREVIEW_MAX))).toBe('🙂'.repeat(NOTIFICATION_PREVIEW_MAX));
});
