import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { sessions } from '../../db/schema/auth.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { converse, send } from '../../../test/fixtures/conversations.ts';
import { buyerSession, sellerSession } from '../../../test/fixtures/gigs.ts';
import { sweepMessageDigests } from './message-digest.ts';

/** Contact masking (decision 037): the digest of unread messages is written from the masked text. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('the mail digest of unread messages carries only the masked text', async () => {
  const [seller, buyer] = await Promise.all([sellerSession(t.app), buyerSession(t.app)]);
  const conversation = await converse(buyer, seller);
  await send(buyer, conversation._id, 'Quicker by mail: ana.lima@gmail.com or +44 7700 900123');
  const back = sql`make_interval(mins => 16)`;
  await t.database.db
    .update(sessions)
    .set({ lastSeenAt: sql`now() - ${back}` })
    .where(eq(sessions.userId, seller.user._id));
  await t.database.db
    .update(notifications)
    .set({ updatedAt: sql`${notifications.updatedAt} - ${back}`, createdAt: sql`${notifications.createdAt} - ${back}` })
    .where(and(eq(notifications.userId, seller.user._id), eq(notifications.type, 'message_received')));
  await sweepMessageDigests(t.database.db);
  const mails = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, seller.user._id), eq(mailOutbox.template, 'message_digest')));
  expect(mails).toHaveLength(1);
  const text = JSON.stringify(mails[0]!.data);
  expect(text).not.toContain('ana.lima');
  expect(text).not.toContain('7700');
  expect(mails[0]!.data).toMatchObject({
    conversations: [{ preview: 'Quicker by mail: [contact hidden] or [contact hidden]' }],
  });
});
