import { z } from 'zod';
import { multiline, rawLine } from '../text.ts';
import { FileDto } from '../files/file.schema.ts';
import { MESSAGE_MAX } from '../limits.ts';
import { MESSAGE_FILES_MAX } from '../orders/order.rules.ts';
import { pageOf } from '../pagination.ts';

/**
 * Messages of a conversation (docs/product.md#messages). The text is trimmed and must not be
 * empty; it is at most MESSAGE_MAX characters, counted as PostgreSQL's char_length counts them
 * (Unicode code points, so an emoji is one character). A message may carry 0 to MESSAGE_FILES_MAX
 * private files (docs/product.md#files) that its writer uploaded; the text is required with them too
 * (the stored message always has a text: the messages table's check asks for 1 to MESSAGE_MAX
 * characters).
 */

export const MESSAGE_MESSAGES = {
  empty: 'Please write a message',
  tooLong: `Messages can be at most ${MESSAGE_MAX} characters`,
  tooManyFiles: `A message can carry at most ${MESSAGE_FILES_MAX} files`,
} as const;

/** Characters as people and PostgreSQL count them (code points), not UTF-16 units. */
export const characterCount = (text: string): number => [...text].length;

/** The text of a message: trimmed, not empty, at most MESSAGE_MAX characters. */
export const MessageText = multiline({ error: MESSAGE_MESSAGES.empty })
  .min(1, MESSAGE_MESSAGES.empty)
  .refine((text) => characterCount(text) <= MESSAGE_MAX, {
    message: MESSAGE_MESSAGES.tooLong,
    params: { code: 'too_long', maximum: MESSAGE_MAX },
  });

/**
 * The files a message carries, by id (POST /api/files answered them), in the order shown; an id
 * given twice counts once. Whose they are is the server's check (FILE_NOT_ATTACHABLE).
 */
export const MessageFileIds = z
  .array(rawLine().max(100))
  .max(MESSAGE_FILES_MAX, { message: MESSAGE_MESSAGES.tooManyFiles })
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/** The chat's form: Enter sends it, Shift+Enter makes a new line; attached files travel with it. */
export const MessageForm = z.object({ desc: MessageText, files: MessageFileIds.default([]) });
export type MessageForm = z.infer<typeof MessageForm>;

/** POST /api/messages as the OpenAPI document shows it; the server checks it with MessageForm. */
export const SendMessageInput = z.object({
  conversationId: rawLine().max(200).describe('The conversation, `min(a,b)_max(a,b)` of its two user ids'),
  desc: multiline().describe(`The text, trimmed; not empty, at most ${MESSAGE_MAX} characters`),
  files: z
    .array(rawLine().max(100))
    .max(MESSAGE_FILES_MAX)
    .optional()
    .describe(
      `Ids of at most ${MESSAGE_FILES_MAX} private files the sender uploaded (POST /api/files), in the order shown`,
    ),
});
export type SendMessageInput = z.infer<typeof SendMessageInput>;

/** A message as the API answers it (docs/product.md#messages). */
export const Message = z.object({
  _id: z.string(),
  conversationId: z.string(),
  /** The author. */
  userId: z.string(),
  desc: z.string(),
  /** The private files it carries, in the order the writer attached them (downloads: GET /api/files/{_id}). */
  files: z.array(FileDto),
  createdAt: z.string(),
  /**
   * Contact details were hidden from `desc` (decision 037): the reader is told why, and that paying
   * outside Inkwell loses its protection; the writer is told what was hidden and why.
   */
  masked: z.boolean(),
});
export type Message = z.infer<typeof Message>;

/** A message as an operator reads it (a dispute, a report): also the text as written, null when nothing was hidden. */
export const OperatorMessage = Message.extend({ originalDesc: z.string().nullable() });
export type OperatorMessage = z.infer<typeof OperatorMessage>;

/** One page of a conversation's messages, the newest first; nextCursor asks for older ones. */
export const MessageList = pageOf(Message);
export type MessageList = z.infer<typeof MessageList>;

export const OperatorMessageList = pageOf(OperatorMessage);
export type OperatorMessageList = z.infer<typeof OperatorMessageList>;

/**
 * How many messages one person may send (all conversations together), so that a runaway script or
 * a spammer cannot flood others; a person typing never comes near it.
 */
export const MESSAGES_PER_MINUTE = 30;
export const MESSAGES_PER_HOUR = 300;
