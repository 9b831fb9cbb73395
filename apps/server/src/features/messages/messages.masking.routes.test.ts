import { CONTACT_MASK_TOKEN } from '@inkwell/domain/integrity/contact-masking';
import { MessageCreatedEventData, NotificationCreatedEventData } from '@inkwell/domain/events/live-event.schema';
import { Message } from '@inkwell/domain/messages/message.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { conversations } from '../../db/schema/conversations.ts';
import { messages } from '../../db/schema/messages.ts';
import type { Session, TestApp } from '../../../test/test-app.ts';
import { converse, send } from '../../../test/fixtures/conversations.ts';
import { buyerSession, sellerSession } from '../../../test/fixtures/gigs.ts';
import { createLiveApp } from '../../../test/fixtures/live.ts';
import { dataOf, openSse, type SseStream } from '../../../test/fixtures/sse.ts';

/** Contact masking in chat (decision 037): the other person never receives the original text. */

let live: TestApp & { url: string };
const open: SseStream[] = [];
beforeAll(async () => {
  live = await createLiveApp();
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await live.close();
});

const PHONE = '+44 7700 900123';
const EMAIL = 'ana.lima@gmail.com';
const WRITTEN = `Easier outside: call ${PHONE} or mail ${EMAIL}, I take PayPal.`;
const MASKED = `Easier outside: call ${CONTACT_MASK_TOKEN} or mail ${CONTACT_MASK_TOKEN}, I take PayPal.`;

const people = async () => {
  const [seller, buyer, stranger] = await Promise.all([
    sellerSession(live.app),
    buyerSession(live.app),
    buyerSession(live.app),
  ]);
  return { seller, buyer, stranger, conversation: await converse(buyer, seller) };
};

async function streamOf(session: Session): Promise<SseStream> {
  const stream = await openSse(`${live.url}/api/events`, { cookie: session.cookie });
  open.push(stream);
  expect(stream.status).toBe(200);
  await stream.next('ready');
  return stream;
}

const leaks = (body: unknown) => {
  const json = JSON.stringify(body);
  return json.includes('7700') || json.includes(EMAIL);
};

describe('messages with contact details', () => {
  test('are stored masked with the original beside them; the writer gets the masked text and the flag', async () => {
    const { buyer, conversation } = await people();
    const response = await buyer.request({
      method: 'POST',
      url: '/api/messages',
      payload: { conversationId: conversation._id, desc: WRITTEN },
    });
    expect(response.statusCode).toBe(201);
    const message = Message.strict().parse(response.json());
    expect(message).toMatchObject({ desc: MASKED, masked: true });
    const [row] = await live.database.db.select().from(messages).where(eq(messages.id, message._id));
    expect(row).toMatchObject({ desc: MASKED, originalDesc: WRITTEN });
    const [stored] = await live.database.db.select().from(conversations).where(eq(conversations.id, conversation._id));
    expect(stored!.lastMessage).toBe(MASKED);
  });

  test('a message without contact details is stored as written, unflagged, with no original', async () => {
    const { buyer, conversation } = await people();
    const message = await send(buyer, conversation._id, 'The essay is 2 500 words, due 12.05.2024; budget 1 234,56 €.');
    expect(message).toMatchObject({
      desc: 'The essay is 2 500 words, due 12.05.2024; budget 1 234,56 €.',
      masked: false,
    });
    const [row] = await live.database.db.select().from(messages).where(eq(messages.id, message._id));
    expect(row!.originalDesc).toBeNull();
  });

  test('the other person never receives the original: not live, in lists, conversations or notifications', async () => {
    const { seller, buyer, stranger, conversation } = await people();
    const [toSeller, toBuyer] = await Promise.all([streamOf(seller), streamOf(buyer)]);
    const sent = await send(buyer, conversation._id, WRITTEN);

    const event = await toSeller.next('message.created', 2000);
    expect(leaks(event.data)).toBe(false);
    const data = MessageCreatedEventData.parse(dataOf(event));
    expect(data.message).toMatchObject({ _id: sent._id, desc: MASKED, masked: true });
    expect(data.conversation.lastMessage).toBe(MASKED);
    const notified = await toSeller.next('notification.created', 2000);
    expect(leaks(notified.data)).toBe(false);
    expect(NotificationCreatedEventData.parse(dataOf(notified)).notification.preview).toBe(MASKED);
    expect(leaks((await toBuyer.next('message.created', 2000)).data)).toBe(false);

    for (const url of [
      `/api/messages/${conversation._id}`,
      '/api/conversations',
      `/api/conversations/single/${conversation._id}`,
      '/api/notifications',
    ]) {
      const answer = await seller.request({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(leaks(answer.json()), url).toBe(false);
    }
    const list = (await seller.request({ method: 'GET', url: `/api/messages/${conversation._id}` })).json();
    expect(list.items[0]).toMatchObject({ desc: MASKED, masked: true });
    expect(list.items[0]).not.toHaveProperty('originalDesc');

    // Visitors and strangers get nothing new: 401 and 404 as before, and no operator view.
    expect((await live.app.inject({ method: 'GET', url: `/api/messages/${conversation._id}` })).statusCode).toBe(401);
    const strangers = await stranger.request({ method: 'GET', url: `/api/messages/${conversation._id}` });
    expect(strangers.statusCode).toBe(404);
    expect(leaks(strangers.json())).toBe(false);
  });
});
