import { Notification } from '@inkwell/domain/notifications/notification.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { buyerSession, sellerSession } from '../../../test/fixtures/gigs.ts';
import { buildOffer, makeOffer, offerAs, postAssignment } from '../../../test/fixtures/assignments.ts';

/** A new offer is told to the poster (a notification, and a mail while away); a refused one tells nobody. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notificationsOf = async (session: Session) =>
  ((await session.request({ method: 'GET', url: '/api/notifications' })).json().items as unknown[]).map((item) =>
    Notification.strict().parse(item),
  );
const mailsOf = (session: Session) =>
  t.database.db
    .select({ data: mailOutbox.data, topic: mailOutbox.topic })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, session.user._id), eq(mailOutbox.template, 'order_step')));

describe('a new offer', () => {
  test('the poster is told who offered how much on which assignment, and mailed under the bids topic', async () => {
    const [buyer, seller] = [await buyerSession(t.app), await sellerSession(t.app)];
    const assignment = await postAssignment(buyer, { title: 'Literature review on urban heat islands' });
    await makeOffer(seller, assignment._id, { amount: 175 });
    const [notification] = await notificationsOf(buyer);
    expect(notification).toMatchObject({
      type: 'offer_received',
      actor: { _id: seller.user._id, username: seller.user.username },
      amount: 175,
      preview: 'Literature review on urban heat islands',
      gig: null,
      bidId: null,
      read: false,
    });
    const mails = await mailsOf(buyer);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      topic: 'bid_placed',
      data: {
        type: 'offer_received',
        gigTitle: 'Literature review on urban heat islands',
        amount: 175,
        url: '/assignments/mine',
      },
    });
    expect(await notificationsOf(seller)).toEqual([]);
  });

  test('a refused offer (a second one) tells nobody', async () => {
    const [buyer, seller] = [await buyerSession(t.app), await sellerSession(t.app)];
    const assignment = await postAssignment(buyer);
    await makeOffer(seller, assignment._id);
    expect((await offerAs(t.app, seller, assignment._id, buildOffer())).statusCode).toBe(409);
    expect(await notificationsOf(buyer)).toHaveLength(1);
    expect(await mailsOf(buyer)).toHaveLength(1);
  });
});
