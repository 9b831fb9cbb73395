import { CONTACT_MASK_TOKEN } from '@inkwell/domain/integrity/contact-masking';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { files } from '../../src/db/schema/files.ts';
import { orderCancellations, orderDeliveries, orderDisputes, orderEvents } from '../../src/db/schema/order-life.ts';
import { approve, as, BRIEF, cast, placeBid, storedBid } from '../fixtures/bids.ts';
import { pay } from '../fixtures/payments.ts';
import { postGig } from '../fixtures/gigs.ts';
import { deliver, getOrderAs, paidOrder, requestRevision, uploadFile } from '../fixtures/orders.ts';
import { operatorSession } from '../fixtures/settlements.ts';
import { createTestApp, type Session, type TestApp } from '../test-app.ts';

/**
 * Decision 054, the texts of an order that the other side reads: the brief's subject, a decline
 * reason, a delivery's message and its file's name, a revision's and a dispute's reason. Each is
 * written with contact details; the other side and the author read it masked (the order's timeline
 * repeats the masked text); an operator reading the disputed order gets each note as written.
 */

let t: TestApp;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp();
  operator = await operatorSession(t.app, t.database.db);
});
afterAll(() => t.close());

const CONTACT = 'reach me at john.smith@gmail.com or +44 7700 900123';
const MASKED = `reach me at ${CONTACT_MASK_TOKEN} or ${CONTACT_MASK_TOKEN}`;
const leaks = (body: string) => body.includes('john.smith@gmail.com') || body.includes('7700 900123');

/** The order as each session reads it: 200 and no contact details. */
async function readMasked(bidId: string, sessions: Session[]) {
  for (const session of sessions) {
    const answer = await getOrderAs(session, t.app, bidId);
    expect(answer.statusCode).toBe(200);
    expect(leaks(answer.body), session.user.username).toBe(false);
  }
}

describe('a bid', () => {
  test("the brief's subject is masked for the seller and the buyer, kept as written", async () => {
    const people = await cast(t.app);
    const gig = await postGig(people.owner);
    const bid = await placeBid(people.buyer, gig, { brief: { ...BRIEF, subject: CONTACT } });
    expect(leaks(JSON.stringify(bid))).toBe(false);
    await readMasked(bid._id, [people.owner, people.buyer]);
    const seen = await as(t.app, people.owner)({ method: 'GET', url: '/api/bids/owner/pending' });
    expect(seen.statusCode).toBe(200);
    expect(leaks(seen.body)).toBe(false);
    expect(await storedBid(t.database.db, bid._id)).toMatchObject({
      brief: { subject: MASKED },
      originalText: { 'brief.subject': CONTACT },
    });
  });

  test('a decline reason is masked for the buyer; visitors and others cannot decline', async () => {
    const people = await cast(t.app);
    const gig = await postGig(people.owner);
    const bid = await placeBid(people.buyer, gig, { brief: { ...BRIEF, subject: CONTACT } });
    const url = `/api/bids/${bid._id}/decline`;
    const payload = { reason: CONTACT };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    expect([403, 404]).toContain((await people.otherSeller.request({ method: 'POST', url, payload })).statusCode);
    expect((await storedBid(t.database.db, bid._id)).declineReason).toBe('');
    const declined = await people.owner.request({ method: 'POST', url, payload });
    expect(declined.statusCode).toBe(200);
    expect(leaks(declined.body)).toBe(false);
    await readMasked(bid._id, [people.buyer, people.owner]);
    const order = (await getOrderAs(people.buyer, t.app, bid._id)).json();
    expect(order.timeline.find((step: { type: string }) => step.type === 'decline')).toMatchObject({ note: MASKED });
    expect(await storedBid(t.database.db, bid._id)).toMatchObject({
      declineReason: MASKED,
      originalText: { 'brief.subject': CONTACT, declineReason: CONTACT },
    });
  });
});

describe('an order', () => {
  test('delivery, file name, revision, dispute: masked for both sides, as written for the operator', async () => {
    const people = await cast(t.app);
    const bid = await placeBid(people.buyer, await postGig(people.owner), { brief: { ...BRIEF, subject: CONTACT } });
    expect((await approve(people.owner, t.app, bid._id)).statusCode).toBe(200);
    await pay(people.buyer, t.app, bid._id);
    const file = await uploadFile(people.owner, 'john.smith@gmail.com notes.pdf');
    expect(file.name).not.toContain('john.smith');
    const [stored] = await t.database.db.select().from(files).where(eq(files.id, file._id));
    expect(stored!.originalText).toEqual({ file: 'john.smith@gmail.com notes.pdf' });

    const delivery = { message: CONTACT, files: [file._id] };
    expect((await deliver(null, t.app, bid._id, delivery)).statusCode).toBe(401);
    expect((await deliver(people.buyer, t.app, bid._id, delivery)).statusCode).toBe(403);
    expect((await deliver(people.otherSeller, t.app, bid._id, delivery)).statusCode).toBe(404);
    const delivered = await deliver(people.owner, t.app, bid._id, delivery);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().deliveries[0].message).toBe(MASKED);
    const [row] = await t.database.db.select().from(orderDeliveries).where(eq(orderDeliveries.bidId, bid._id));
    expect(row).toMatchObject({ message: MASKED, originalText: { message: CONTACT } });

    expect((await requestRevision(null, t.app, bid._id, CONTACT)).statusCode).toBe(401);
    expect((await requestRevision(people.owner, t.app, bid._id, CONTACT)).statusCode).toBe(403);
    expect((await requestRevision(people.otherBuyer, t.app, bid._id, CONTACT)).statusCode).toBe(404);
    expect((await requestRevision(people.buyer, t.app, bid._id, CONTACT)).statusCode).toBe(200);

    const dispute = (session: Session | null) =>
      as(t.app, session)({ method: 'POST', url: `/api/orders/${bid._id}/dispute`, payload: { reason: CONTACT } });
    expect((await dispute(null)).statusCode).toBe(401);
    expect((await dispute(people.otherBuyer)).statusCode).toBe(404);
    expect((await dispute(people.buyer)).statusCode).toBe(200);

    await readMasked(bid._id, [people.owner, people.buyer]);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.bidId, bid._id));
    const noted = events.filter((event) => ['deliver', 'request_revision', 'dispute'].includes(event.type));
    expect(noted.map((event) => [event.type, event.note, event.originalText])).toEqual([
      ['deliver', MASKED, { note: CONTACT }],
      ['request_revision', MASKED, { note: CONTACT }],
      ['dispute', MASKED, { note: CONTACT }],
    ]);

    const asOperator = await getOrderAs(operator, t.app, bid._id);
    expect(asOperator.statusCode).toBe(200);
    expect(asOperator.json().originalText).toEqual({ 'brief.subject': CONTACT });
    const steps = asOperator.json().timeline.filter((step: { originalNote?: string }) => step.originalNote);
    expect(
      steps.map((step: { type: string; note: string; originalNote: string }) => [
        step.type,
        step.note,
        step.originalNote,
      ]),
    ).toEqual([
      ['deliver', MASKED, CONTACT],
      ['request_revision', MASKED, CONTACT],
      ['dispute', MASKED, CONTACT],
    ]);
    // Neither side ever receives the notes as written.
    for (const session of [people.owner, people.buyer])
      expect((await getOrderAs(session, t.app, bid._id)).body).not.toMatch(/originalNote|originalText/);
  });

  test('a cancellation reason: masked for both sides, kept on the request and its line for the operator', async () => {
    const { people, bid } = await paidOrder(t.app);
    const ask = (session: Session | null) =>
      as(t.app, session)({ method: 'POST', url: `/api/orders/${bid._id}/cancellation`, payload: { reason: CONTACT } });
    expect((await ask(null)).statusCode).toBe(401);
    expect((await ask(people.otherSeller)).statusCode).toBe(404);
    const asked = await ask(people.owner);
    expect(asked.statusCode).toBe(200);
    expect(leaks(asked.body)).toBe(false);
    await readMasked(bid._id, [people.owner, people.buyer]);
    const [request] = await t.database.db
      .select()
      .from(orderCancellations)
      .where(eq(orderCancellations.bidId, bid._id));
    expect(request).toMatchObject({ reason: MASKED, originalText: { reason: CONTACT } });

    const disputed = await as(
      t.app,
      people.buyer,
    )({
      method: 'POST',
      url: `/api/orders/${bid._id}/dispute`,
      payload: { reason: `The seller wants out: ${CONTACT}` },
    });
    expect(disputed.statusCode).toBe(200);
    const [opened] = await t.database.db.select().from(orderDisputes).where(eq(orderDisputes.bidId, bid._id));
    expect(opened!.originalText).toEqual({ reason: `The seller wants out: ${CONTACT}` });
    const timeline = (await getOrderAs(operator, t.app, bid._id)).json().timeline;
    expect(timeline.find((step: { type: string }) => step.type === 'cancellation_requested')).toMatchObject({
      note: MASKED,
      originalNote: CONTACT,
    });
  });
});
