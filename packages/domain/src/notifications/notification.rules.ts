import { characterCount } from '../messages/message.schema.ts';
import { NOTIFICATION_PREVIEW_MAX } from './notification.schema.ts';

/**
 * What a message notification keeps of the text: all of it up to NOTIFICATION_PREVIEW_MAX
 * characters; a longer text is cut and ends with "…" (within the same length), so that the reader
 * sees it goes on.
 */
export function previewOf(text: string | undefined): string {
  if (!text) return '';
  if (characterCount(text) <= NOTIFICATION_PREVIEW_MAX) return text;
  return `${[...text]
    .slice(0, NOTIFICATION_PREVIEW_MAX - 1)
    .join('')
    .trimEnd()}…`;
}
