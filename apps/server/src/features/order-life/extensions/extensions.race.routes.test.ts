import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { orderEvents, orderExtensions } from '../../../db/schema/order-life.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { cast, race, storedBid, type Cast } from '../../../../test/fixtures/bids.ts';
import { paidOrder } from '../../../../test/fixtures/orders.ts';

/**
 * Extensions at the same moment (on PostgreSQL the requests really wait together on the gig's lock):
 * two requests of the seller open one, an accept and a decline of the buyer end it once.
 */

const HOUR = 3_600_000;
let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const REASON = 'The archive I need for chapter three opens again on Monday.';
const statuses = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode).sort();

test('two requests at once: one is open (200), the other 409 ORDER_EXTENSION_OPEN; one line, one notice', async () => {
  for (let round = 0; round < 3; round += 1) {
    const { bid, gig } = await paidOrder(t.app, people);
    const dueAt = (await storedBid(db(), bid._id)).dueAt!;
    const ask = (hours: number) => () =>
      people.owner.request({
        method: 'POST',
        url: `/api/orders/${bid._id}/extension`,
        payload: { dueAt: new Date(dueAt.getTime() + hours * HOUR).toISOString(), reason: REASON },
      });
    const { responses } = await race(t.app, db(), t.database.kind, gig._id, [ask(24), ask(48)]);
    expect(statuses(responses)).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json()).toMatchObject({
      code: 'ORDER_EXTENSION_OPEN',
    });
    expect(await db().select().from(orderExtensions).where(eq(orderExtensions.bidId, bid._id))).toHaveLength(1);
    const lines = await db().select().from(orderEvents).where(eq(orderEvents.bidId, bid._id));
    expect(lines.filter((line) => line.type === 'extension_requested')).toHaveLength(1);
  }
});

test('accept against decline: one answers (200), the other 409 ORDER_NO_EXTENSION; due as the winner', async () => {
  for (let round = 0; round < 3; round += 1) {
    const { bid, gig } = await paidOrder(t.app, people);
    const dueAt = (await storedBid(db(), bid._id)).dueAt!;
    const asked = new Date(dueAt.getTime() + 24 * HOUR);
    const opened = await people.owner.request({
      method: 'POST',
      url: `/api/orders/${bid._id}/extension`,
      payload: { dueAt: asked.toISOString(), reason: REASON },
    });
    expect(opened.statusCode).toBe(200);
    const answer = (path: 'accept' | 'decline') => () =>
      people.buyer.request({ method: 'POST', url: `/api/orders/${bid._id}/extension/${path}` });
    const { responses } = await race(t.app, db(), t.database.kind, gig._id, [answer('accept'), answer('decline')]);
    expect(statuses(responses)).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json()).toMatchObject({
      code: 'ORDER_NO_EXTENSION',
    });
    const [extension] = await db().select().from(orderExtensions).where(eq(orderExtensions.bidId, bid._id));
    const accepted = responses[0]!.statusCode === 200;
    expect(extension!.status).toBe(accepted ? 'accepted' : 'declined');
    expect((await storedBid(db(), bid._id)).dueAt).toEqual(accepted ? asked : dueAt);
    const lines = await db().select().from(orderEvents).where(eq(orderEvents.bidId, bid._id));
    expect(
      lines.filter((line) => line.type === 'extension_accepted' || line.type === 'extension_declined'),
    ).toHaveLength(1);
  }
});
