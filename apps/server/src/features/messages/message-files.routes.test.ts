import { MessageCreatedEventData, NotificationCreatedEventData } from '@inkwell/domain/events/live-event.schema';
import type { FileDto } from '@inkwell/domain/files/file.schema';
import { Message, MessageList } from '@inkwell/domain/messages/message.schema';
import { MESSAGE_FILES_MAX } from '@inkwell/domain/orders/order.rules';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { conversations } from '../../db/schema/conversations.ts';
import { messageFiles, messages } from '../../db/schema/messages.ts';
import { newId } from '../../lib/ids.ts';
import type { Session, TestApp } from '../../../test/test-app.ts';
import { as } from '../../../test/fixtures/bids.ts';
import { converse, send } from '../../../test/fixtures/conversations.ts';
import { MINIMAL_DOCX, MINIMAL_PDF, MULTIPART_CONTENT_TYPE, multipartBody } from '../../../test/fixtures/files.ts';
import { buyerSession, sellerSession } from '../../../test/fixtures/gigs.ts';
import { createLiveApp } from '../../../test/fixtures/live.ts';
import { dataOf, openSse, type SseStream } from '../../../test/fixtures/sse.ts';

let t: TestApp & { url: string };
const streams: SseStream[] = [];
beforeAll(async () => {
  t = await createLiveApp();
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

const post = (session: Session | null, payload: Record<string, unknown>) =>
  as(t.app, session)({ method: 'POST', url: '/api/messages', payload });
const download = (session: Session | null, id: string) =>
  as(t.app, session)({ method: 'GET', url: `/api/files/${id}` });

async function upload(session: Session, filename = 'draft.pdf', data: Buffer = MINIMAL_PDF): Promise<FileDto> {
  const response = await session.request({
    method: 'POST',
    url: '/api/files',
    payload: multipartBody([{ field: 'file', filename, type: 'application/octet-stream', data }]),
    headers: { 'content-type': MULTIPART_CONTENT_TYPE },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A fresh seller and buyer with their conversation, so that no test sees another's messages. */
async function pair() {
  const [seller, buyer] = await Promise.all([sellerSession(t.app), buyerSession(t.app)]);
  return { seller, buyer, id: (await converse(buyer, seller))._id };
}

/** What a refused send must leave as it was: the conversation's messages, their files and its last message. */
async function snapshot(id: string) {
  const stored = await t.database.db.select({ id: messages.id }).from(messages).where(eq(messages.conversationId, id));
  const [attached] = await t.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(messageFiles);
  const [conversation] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
  return {
    messages: stored.length,
    attached: attached!.n,
    lastMessage: conversation!.lastMessage,
    updatedAt: conversation!.updatedAt.toISOString(),
  };
}

describe('POST /api/messages with files', () => {
  test('the writer attaches their files: 201 with them in order, stored in message_files in that order', async () => {
    const { buyer, id } = await pair();
    const brief = await upload(buyer, 'brief.pdf');
    const sources = await upload(buyer, 'sources.docx', MINIMAL_DOCX);
    const response = await post(buyer, {
      conversationId: id,
      desc: 'The brief and my sources',
      files: [sources._id, brief._id],
    });
    expect(response.statusCode, response.body).toBe(201);
    const message = Message.strict().parse(response.json());
    expect(message.files).toEqual([sources, brief]);
    const rows = await t.database.db
      .select()
      .from(messageFiles)
      .where(eq(messageFiles.messageId, message._id))
      .orderBy(asc(messageFiles.position));
    expect(rows.map((row) => [row.fileId, row.position])).toEqual([
      [sources._id, 0],
      [brief._id, 1],
    ]);
  });

  test('a message without files carries an empty list; an id given twice is attached once', async () => {
    const { buyer, id } = await pair();
    expect((await send(buyer, id, 'Just text')).files).toEqual([]);
    const file = await upload(buyer);
    const response = await post(buyer, {
      conversationId: id,
      desc: 'Twice',
      files: [file._id, file._id.toUpperCase()],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().files).toEqual([file]);
  });

  test('files need a text too: 400 MESSAGE_EMPTY, nothing stored', async () => {
    const { buyer, id } = await pair();
    const file = await upload(buyer);
    const before = await snapshot(id);
    const response = await post(buyer, { conversationId: id, desc: '  ', files: [file._id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('MESSAGE_EMPTY');
    expect(await snapshot(id)).toEqual(before);
  });

  test(
    "a file of someone else (even the other person's, or one received in this " +
      'chat), an unknown or a malformed id is 400 FILE_NOT_ATTACHABLE; nothing stored',
    async () => {
      const { seller, buyer, id } = await pair();
      const outsider = await buyerSession(t.app);
      const own = await upload(buyer);
      const sellers = await upload(seller, 'seller.pdf');
      const outsiders = await upload(outsider, 'outsider.pdf');
      await post(seller, { conversationId: id, desc: 'Here is mine', files: [sellers._id] });
      const before = await snapshot(id);
      for (const files of [[outsiders._id], [own._id, sellers._id], [newId()], ['not-an-id'], [`${own._id}'--`]]) {
        const response = await post(buyer, { conversationId: id, desc: 'Sharing', files });
        expect(response.statusCode, JSON.stringify(files)).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'FILE_NOT_ATTACHABLE',
          detail: 'You can only attach files you uploaded yourself.',
        });
      }
      expect(await snapshot(id)).toEqual(before);
    },
  );

  test(
    `more than ${MESSAGE_FILES_MAX} files is 400 VALIDATION_FAILED naming the ` +
      `maximum; files that are not a list of ids are 400 too; nothing stored`,
    async () => {
      const { buyer, id } = await pair();
      const uploaded = await Promise.all(
        Array.from({ length: MESSAGE_FILES_MAX + 1 }, (_, n) => upload(buyer, `part ${n}.pdf`)),
      );
      const before = await snapshot(id);
      const tooMany = await post(buyer, {
        conversationId: id,
        desc: 'All of them',
        files: uploaded.map((file) => file._id),
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { files: [{ code: 'too_many', params: { maximum: MESSAGE_FILES_MAX } }] },
      });
      for (const files of ['abc', [1, 2], { id: uploaded[0]!._id }]) {
        const response = await post(buyer, { conversationId: id, desc: 'Odd', files });
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
      }
      expect(await snapshot(id)).toEqual(before);
      const most = await post(buyer, {
        conversationId: id,
        desc: 'Five',
        files: uploaded.slice(0, MESSAGE_FILES_MAX).map((file) => file._id),
      });
      expect(most.statusCode).toBe(201);
      expect(most.json().files).toHaveLength(MESSAGE_FILES_MAX);
    },
  );

  test('a stranger to the conversation is still 404 CONVERSATION_NOT_FOUND before the files are read', async () => {
    const { buyer, id } = await pair();
    const stranger = await sellerSession(t.app);
    const response = await post(stranger, { conversationId: id, desc: 'hi', files: [(await upload(buyer))._id] });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('CONVERSATION_NOT_FOUND');
  });
});

describe('GET /api/messages/{id} lists the files', () => {
  test('every message of every page carries its own files, in order', async () => {
    const { seller, buyer, id } = await pair();
    const [a, b, c] = await Promise.all([upload(buyer, 'a.pdf'), upload(buyer, 'b.pdf'), upload(seller, 'c.pdf')]);
    const first = (
      await post(buyer, { conversationId: id, desc: 'two files', files: [b!._id, a!._id] })
    ).json() as Message;
    await send(seller, id, 'no file');
    const third = (await post(seller, { conversationId: id, desc: 'one file', files: [c!._id] })).json() as Message;
    const newest = MessageList.parse(
      (await as(t.app, buyer)({ method: 'GET', url: `/api/messages/${id}?limit=2` })).json(),
    );
    expect(newest.items.map((message) => [message.desc, message.files])).toEqual([
      ['one file', [c]],
      ['no file', []],
    ]);
    const older = MessageList.parse(
      (
        await as(
          t.app,
          seller,
        )({ method: 'GET', url: `/api/messages/${id}?limit=2&cursor=${encodeURIComponent(newest.nextCursor!)}` })
      ).json(),
    );
    expect(older.items).toEqual([first]);
    expect(newest.items[0]).toEqual(third);
  });
});

describe('GET /api/files/{id} of a file sent in a conversation', () => {
  test(
    'the other person downloads it (200, attachment, nosniff), ' +
      'as the writer does; a third person and a visitor get 404',
    async () => {
      const { seller, buyer, id } = await pair();
      const other = await pair();
      const file = await upload(buyer, 'Chapter 1.pdf');
      await post(buyer, { conversationId: id, desc: 'Chapter 1', files: [file._id] });
      for (const session of [seller, buyer]) {
        const response = await download(session, file._id);
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.equals(MINIMAL_PDF)).toBe(true);
        expect(response.headers).toMatchObject({
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="Chapter 1.pdf"; filename*=UTF-8''Chapter%201.pdf`,
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        });
      }
      for (const session of [other.seller, other.buyer, null]) {
        const response = await download(session, file._id);
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('FILE_NOT_FOUND');
      }
    },
  );

  test(
    'a file only uploaded, or sent in another conversation, ' +
      "stays the uploader's: the person it was not sent to gets 404",
    async () => {
      const { seller, buyer, id } = await pair();
      const elsewhere = await sellerSession(t.app);
      const otherChat = (await converse(buyer, elsewhere))._id;
      const [kept, sentElsewhere] = await Promise.all([upload(buyer, 'kept.pdf'), upload(buyer, 'elsewhere.pdf')]);
      await post(buyer, { conversationId: otherChat, desc: 'For you only', files: [sentElsewhere._id] });
      await send(buyer, id, 'Nothing attached here');
      expect((await download(seller, kept._id)).statusCode).toBe(404);
      expect((await download(seller, sentElsewhere._id)).statusCode).toBe(404);
      expect((await download(elsewhere, sentElsewhere._id)).statusCode).toBe(200);
      expect((await download(elsewhere, kept._id)).statusCode).toBe(404);
    },
  );
});

describe('the live event', () => {
  test('message.created carries the files to both people; the notification previews the text', async () => {
    const { seller, buyer, id } = await pair();
    const file = await upload(buyer, 'outline.pdf');
    const open = async (session: Session) => {
      const stream = await openSse(`${t.url}/api/events`, { cookie: session.cookie });
      streams.push(stream);
      await stream.next('ready');
      return stream;
    };
    const [toSeller, toBuyer] = await Promise.all([open(seller), open(buyer)]);
    const sent = (await post(buyer, { conversationId: id, desc: 'The outline', files: [file._id] })).json() as Message;
    for (const stream of [toSeller, toBuyer]) {
      const data = MessageCreatedEventData.parse(dataOf(await stream.next('message.created', 2000)));
      expect(data.message).toEqual(sent);
      expect(data.message.files).toEqual([file]);
    }
    const notification = NotificationCreatedEventData.parse(dataOf(await toSeller.next('notification.created', 2000)));
    expect(notification.notification).toMatchObject({
      type: 'message_received',
      conversationId: id,
      preview: 'The outline',
    });
  });
});

test('the OpenAPI document declares files on the body and on the message', async () => {
  const { paths, components } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const body = paths['/api/messages'].post.requestBody.content['application/json'].schema;
  expect(JSON.stringify(body)).toContain('"files"');
  expect(JSON.stringify({ paths: paths['/api/messages/{conversationId}'], components })).toContain('"files"');
});

test('message_files rows go with their message (nothing left of the files of a deleted conversation)', async () => {
  const { buyer, id } = await pair();
  const file = await upload(buyer);
  const message = (await post(buyer, { conversationId: id, desc: 'Soon gone', files: [file._id] })).json() as Message;
  await t.database.db.delete(conversations).where(eq(conversations.id, id));
  expect(
    await t.database.db
      .select()
      .from(messageFiles)
      .where(inArray(messageFiles.messageId, [message._id])),
  ).toEqual([]);
});
