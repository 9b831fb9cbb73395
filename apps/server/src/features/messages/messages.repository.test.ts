import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buyerSession, sellerSession } from '../../../test/fixtures/gigs.ts';
import { converse } from '../../../test/fixtures/conversations.ts';
import { messagesRepository } from './messages.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function sendIn(
  tx: Parameters<typeof messagesRepository>[0],
  ids: { conversationId: string; writerId: string; recipientId: string },
  perMinute = 30,
) {
  const at = new Date();
  return messagesRepository(tx).sendInLockedConversation({
    ...ids,
    id: newId(),
    desc: 'hello',
    originalDesc: null,
    fileIds: [],
    notificationId: newId(at.getTime()),
    notificationAt: at,
    preview: 'hello',
    limits: { perMinute, perHour: 300 },
  });
}

test("the send's one statement ends holding both people's event locks, so publish({ locked }) may store", async () => {
  const [seller, buyer] = await Promise.all([sellerSession(t.app), buyerSession(t.app)]);
  const conversationId = (await converse(buyer, seller))._id;
  const held = await t.database.db.transaction(async (tx) => {
    const sent = await sendIn(tx, { conversationId, writerId: buyer.user._id, recipientId: seller.user._id });
    expect(sent.message?.desc).toBe('hello');
    expect(sent.notification?.count).toBe(1);
    const [row] = rowsOf<{ n: string | number }>(
      await tx.execute(
        sql`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()
          AND classid = 727002`,
      ),
    );
    return Number(row!.n);
  });
  expect(held).toBe(2);
});

test('over a sending limit the statement stores nothing and answers the counts', async () => {
  const [seller, buyer] = await Promise.all([sellerSession(t.app), buyerSession(t.app)]);
  const conversationId = (await converse(buyer, seller))._id;
  const sent = await t.database.db.transaction((tx) =>
    sendIn(tx, { conversationId, writerId: buyer.user._id, recipientId: seller.user._id }, 0),
  );
  expect(sent).toMatchObject({
    message: null,
    conversation: null,
    notification: null,
    writerReadIds: [],
    recent: { minute: 0, hour: 0 },
  });
  const [row] = rowsOf<{ n: string | number }>(
    await t.database.db.execute(sql`SELECT count(*) AS n FROM notifications WHERE conversation_id = ${conversationId}`),
  );
  expect(Number(row!.n)).toBe(0);
});
