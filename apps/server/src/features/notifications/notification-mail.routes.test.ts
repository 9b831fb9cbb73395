import { NOTIFICATION_MAIL_TOPICS } from '@inkwell/domain/mail/mail-preferences.schema';
import { NOTIFICATION_TYPES, type NotificationType } from '@inkwell/domain/notifications/notification.schema';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { approve, cast, placeBid } from '../../../test/fixtures/bids.ts';
import { buyerSession, postGig, sellerSession } from '../../../test/fixtures/gigs.ts';
import { completedOrder, deliveredOrder, paidOrder, requestRevision } from '../../../test/fixtures/orders.ts';
import { askCancellation, openDispute } from '../../../test/fixtures/settlements.ts';
import { notify } from './notifications.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The step mail queued for a person, oldest first (registration's verification mail aside). */
const mailOf = (userId: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.template, 'order_step')))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
const topicsOf = async (userId: string) =>
  (await mailOf(userId)).map((mail) => [mail.topic, (mail.data as { type: string }).type]);
const setUser = (session: Session, facts: Partial<typeof users.$inferInsert>) =>
  t.database.db.update(users).set(facts).where(eq(users.id, session.user._id));

describe('mail for the steps that matter while away', () => {
  test("a bid: one mail to the gig's owner, in their language, with the facts its template writes", async () => {
    const owner = await sellerSession(t.app);
    const buyer = await buyerSession(t.app);
    await setUser(owner, { language: 'fr', fullName: 'Camille Martin' });
    await setUser(buyer, { fullName: 'Sam Patel' });
    const gig = await postGig(owner);
    await placeBid(buyer, gig, { amount: 42.5 });
    const [mail, ...more] = await mailOf(owner.user._id);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      toAddress: owner.user.email,
      template: 'order_step',
      language: 'fr',
      topic: 'bid_placed',
      status: 'pending',
      data: {
        name: 'Camille Martin',
        type: 'bid_placed',
        actor: 'Sam Patel',
        gigTitle: gig.title,
        amount: 42.5,
        url: '/seller/orders',
      },
    });
    expect(mail!.idempotencyKey).toMatch(/^bid_placed:[0-9a-f-]{36}$/);
    expect(mail!.unsubscribeToken).toMatch(/^[\w-]{20,}$/);
    expect(await mailOf(buyer.user._id)).toEqual([]);
  });

  test('approving: the chosen bidder hears bid_approved, others bid_not_selected, all under bid_decided', async () => {
    const people = await cast(t.app);
    const gig = await postGig(people.owner);
    const bid = await placeBid(people.buyer, gig);
    await placeBid(people.otherBuyer, gig);
    expect((await approve(people.owner, t.app, bid._id)).statusCode).toBe(200);
    expect(await topicsOf(people.buyer.user._id)).toEqual([['bid_decided', 'bid_approved']]);
    expect((await mailOf(people.buyer.user._id))[0]!.data).toMatchObject({ url: `/orders/${bid._id}` });
    expect(await topicsOf(people.otherBuyer.user._id)).toEqual([['bid_decided', 'bid_not_selected']]);
    expect((await mailOf(people.otherBuyer.user._id))[0]!.data).toMatchObject({ url: '/orders' });
  });

  test('an order from payment to completion: each step mails the other side once', async () => {
    const { people, bid } = await completedOrder(t.app);
    expect(await topicsOf(people.owner.user._id)).toEqual([
      ['bid_placed', 'bid_placed'],
      ['payment_received', 'bid_paid'],
      ['order_completed', 'order_completed'],
    ]);
    expect(await topicsOf(people.buyer.user._id)).toEqual([
      ['bid_decided', 'bid_approved'],
      ['order_delivered', 'order_delivered'],
    ]);
    const paid = (await mailOf(people.owner.user._id))[1]!;
    expect(paid.data).toMatchObject({ amount: expect.any(Number), url: `/orders/${bid._id}` });
  });

  test('a revision, a cancellation request and a dispute reach the other side under their topics', async () => {
    const delivered = await deliveredOrder(t.app);
    expect((await requestRevision(delivered.people.buyer, t.app, delivered.bid._id)).statusCode).toBe(200);
    expect((await topicsOf(delivered.people.owner.user._id)).at(-1)).toEqual([
      'revision_requested',
      'revision_requested',
    ]);

    const asked = await paidOrder(t.app);
    expect((await askCancellation(asked.people.buyer, t.app, asked.bid._id)).statusCode).toBe(200);
    expect((await topicsOf(asked.people.owner.user._id)).at(-1)).toEqual([
      'order_cancellation',
      'cancellation_requested',
    ]);

    const disputed = await paidOrder(t.app);
    expect((await openDispute(disputed.people.owner, t.app, disputed.bid._id)).statusCode).toBe(200);
    expect((await topicsOf(disputed.people.buyer.user._id)).at(-1)).toEqual(['order_dispute', 'order_disputed']);
  });
});

describe('notify() and mail', () => {
  /** A gig of a fresh seller with a bid of a fresh buyer, and nothing mailed yet. */
  async function fresh() {
    const owner = await sellerSession(t.app);
    const buyer = await buyerSession(t.app);
    const gig = await postGig(owner);
    const bid = await placeBid(buyer, gig);
    await t.database.db.delete(mailOutbox).where(eq(mailOutbox.userId, owner.user._id));
    return { owner, buyer, gig, bid };
  }

  test('every notification type maps to its topic, or to no mail at all', async () => {
    const { owner, buyer, gig, bid } = await fresh();
    const mapped = NOTIFICATION_MAIL_TOPICS as Partial<Record<NotificationType, string>>;
    await t.database.db.transaction((tx) =>
      notify(
        tx,
        NOTIFICATION_TYPES.map((type) => ({
          userId: owner.user._id,
          type,
          actorId: buyer.user._id,
          gigId: gig._id,
          bidId: bid._id,
          amountCents: 1000,
        })),
      ),
    );
    const mails = await mailOf(owner.user._id);
    expect(Object.fromEntries(mails.map((mail) => [(mail.data as { type: string }).type, mail.topic]))).toEqual(mapped);
    expect(NOTIFICATION_TYPES.filter((type) => !mapped[type])).toEqual([
      'review_received',
      'message_received',
      'bid_withdrawn',
    ]);
    expect(new Set(mails.map((mail) => mail.idempotencyKey)).size).toBe(mails.length);
  });

  test('nothing for a topic the person turned off, nor for a deleted account', async () => {
    const { owner, buyer, gig, bid } = await fresh();
    await setUser(owner, { mailOptOuts: ['payment_received'] });
    const step = (type: NotificationType) => ({
      userId: owner.user._id,
      type,
      actorId: buyer.user._id,
      gigId: gig._id,
      bidId: bid._id,
    });
    await t.database.db.transaction((tx) => notify(tx, [step('bid_paid'), step('order_completed')]));
    expect(await topicsOf(owner.user._id)).toEqual([['order_completed', 'order_completed']]);

    await setUser(owner, { deletedAt: new Date() });
    await t.database.db.transaction((tx) => notify(tx, [step('order_disputed')]));
    expect(await topicsOf(owner.user._id)).toEqual([['order_completed', 'order_completed']]);
  });

  test('nothing is queued when the change rolls back', async () => {
    const { owner, buyer, gig, bid } = await fresh();
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, [
          {
            userId: owner.user._id,
            type: 'bid_paid',
            actorId: buyer.user._id,
            gigId: gig._id,
            bidId: bid._id,
            amountCents: 4250,
          },
        ]);
        throw new Error('the payment failed after all');
      }),
    ).rejects.toThrow('the payment failed after all');
    expect(await mailOf(owner.user._id)).toEqual([]);
  });
});
