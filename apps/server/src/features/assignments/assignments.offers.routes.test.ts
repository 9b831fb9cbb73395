import { AssignmentOffer, OfferAnswer } from '@inkwell/domain/assignments/assignment.schema';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { cast, PROPOSAL, type Cast } from '../../../test/fixtures/bids.ts';
import {
  assignmentTables,
  buildOffer,
  closeAs,
  hoursFromNow,
  makeOffer,
  offerAs,
  postAssignment,
  storedAssignment,
  storedOffers,
  withdrawAs,
  withoutHonorCode,
} from '../../../test/fixtures/assignments.ts';

/** Offers on an assignment, their withdrawal, and closing the assignment: every person, every rule. */

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

describe('POST /api/assignments/{id}/offers', () => {
  test('a seller offers (201); a second live offer 409 OFFER_ALREADY_MADE; after withdrawing, again', async () => {
    const assignment = await postAssignment(people.buyer);
    const deliverBy = hoursFromNow(30);
    const response = await offerAs(t.app, people.owner, assignment._id, buildOffer({ deliverBy, amount: '150.50' }));
    expect(response.statusCode).toBe(201);
    const { offer } = OfferAnswer.strict().parse(response.json());
    AssignmentOffer.strict().parse(offer);
    expect(offer).toMatchObject({
      assignmentId: assignment._id,
      amount: 150.5,
      status: 'pending',
      message: PROPOSAL,
      messageMasked: false,
      seller: { _id: people.owner.user._id, username: people.owner.user.username, country: 'GB' },
    });
    expect(new Date(offer.deliverBy).getTime()).toBe(new Date(deliverBy).getTime());

    const again = await offerAs(t.app, people.owner, assignment._id, buildOffer());
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('OFFER_ALREADY_MADE');

    const withdrawn = await withdrawAs(t.app, people.owner, assignment._id, offer._id);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().offer.status).toBe('withdrawn');
    expect((await offerAs(t.app, people.owner, assignment._id, buildOffer())).statusCode).toBe(201);
  });

  test('a visitor 401, a buyer 403 SELLERS_ONLY, a seller without the honor code 403; nothing stored', async () => {
    const assignment = await postAssignment(people.buyer);
    const newcomer = await withoutHonorCode(t.app, t.database.db, true);
    const before = await assignmentTables(t.database.db);
    expect((await offerAs(t.app, null, assignment._id, buildOffer())).statusCode).toBe(401);
    for (const [session, code] of [
      [people.buyer, 'SELLERS_ONLY'],
      [people.otherBuyer, 'SELLERS_ONLY'],
      [newcomer, 'HONOR_CODE_NOT_ACCEPTED'],
    ] as const) {
      const response = await offerAs(t.app, session, assignment._id, buildOffer());
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe(code);
    }
    expect(await assignmentTables(t.database.db)).toEqual(before);
  });

  test('unknown: 404; closed: 409 ASSIGNMENT_NOT_OPEN to a seller who offered, 404 to others', async () => {
    expect((await offerAs(t.app, people.owner, crypto.randomUUID(), buildOffer())).statusCode).toBe(404);
    expect((await offerAs(t.app, people.owner, 'nope', buildOffer())).statusCode).toBe(404);
    const assignment = await postAssignment(people.buyer);
    const offer = await makeOffer(people.owner, assignment._id);
    await withdrawAs(t.app, people.owner, assignment._id, offer._id);
    await closeAs(t.app, people.buyer, assignment._id);
    const before = await assignmentTables(t.database.db);
    const closed = await offerAs(t.app, people.owner, assignment._id, buildOffer());
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('ASSIGNMENT_NOT_OPEN');
    expect((await offerAs(t.app, people.otherSeller, assignment._id, buildOffer())).statusCode).toBe(404);
    expect(await assignmentTables(t.database.db)).toEqual(before);
  });

  test.each([
    ['deliver by after the deadline', { deliverBy: hoursFromNow(80) }, 'OFFER_DELIVER_BY_OUT_OF_RANGE', 'deliverBy'],
    ['deliver by in the past', { deliverBy: hoursFromNow(-1) }, 'OFFER_DELIVER_BY_OUT_OF_RANGE', 'deliverBy'],
    ['deliver by without an offset', { deliverBy: '2030-01-01T10:00:00' }, 'VALIDATION_FAILED', 'deliverBy'],
    ['a short message', { message: 'I can do it.' }, 'BID_PROPOSAL_TOO_SHORT', 'message'],
    ['a blank message', { message: ' '.repeat(120) }, 'BID_PROPOSAL_TOO_SHORT', 'message'],
    ['a message too long', { message: 'x'.repeat(5001) }, 'VALIDATION_FAILED', 'message'],
    ['an amount of 0', { amount: 0 }, 'BID_AMOUNT_INVALID', 'amount'],
    ['an amount that is no number', { amount: 'lots' }, 'BID_AMOUNT_INVALID', 'amount'],
  ] as const)('%s: 400 %s naming the field, nothing stored', async (_name, overrides, code, field) => {
    const assignment = await postAssignment(people.buyer, { deadline: hoursFromNow(72) });
    const before = await assignmentTables(t.database.db);
    const response = await offerAs(t.app, people.owner, assignment._id, buildOffer(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await assignmentTables(t.database.db)).toEqual(before);
  });

  test('contact details in the message are masked for the poster; the original is kept', async () => {
    const assignment = await postAssignment(people.buyer);
    const message = `${PROPOSAL} Write to me on WhatsApp: +44 7700 900123.`;
    const offer = await makeOffer(people.owner, assignment._id, { message });
    expect(offer.messageMasked).toBe(true);
    expect(offer.message).not.toContain('7700 900123');
    const [stored] = await storedOffers(t.database.db, assignment._id);
    expect(stored?.originalText).toEqual({ message });
  });
});

describe('POST /api/assignments/{id}/offers/{offerId}/withdraw', () => {
  test('only its seller, while pending: anyone else 404 OFFER_NOT_FOUND, twice 409 OFFER_NOT_PENDING', async () => {
    const assignment = await postAssignment(people.buyer);
    const offer = await makeOffer(people.owner, assignment._id);
    const before = await assignmentTables(t.database.db);
    expect((await withdrawAs(t.app, null, assignment._id, offer._id)).statusCode).toBe(401);
    expect((await withdrawAs(t.app, people.buyer, assignment._id, offer._id)).statusCode).toBe(403);
    const other = await withdrawAs(t.app, people.otherSeller, assignment._id, offer._id);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('OFFER_NOT_FOUND');
    expect((await withdrawAs(t.app, people.owner, crypto.randomUUID(), offer._id)).statusCode).toBe(404);
    expect(await assignmentTables(t.database.db)).toEqual(before);
    expect((await withdrawAs(t.app, people.owner, assignment._id, offer._id)).statusCode).toBe(200);
    const twice = await withdrawAs(t.app, people.owner, assignment._id, offer._id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('OFFER_NOT_PENDING');
  });

  test('on a closed assignment: 409 ASSIGNMENT_NOT_OPEN, the offer stays as it was', async () => {
    const assignment = await postAssignment(people.buyer);
    const offer = await makeOffer(people.owner, assignment._id);
    await closeAs(t.app, people.buyer, assignment._id);
    const response = await withdrawAs(t.app, people.owner, assignment._id, offer._id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ASSIGNMENT_NOT_OPEN');
    expect((await storedOffers(t.database.db, assignment._id))[0]?.status).toBe('pending');
  });
});

describe('POST /api/assignments/{id}/close', () => {
  test('the poster closes it once; anyone else is refused and nothing changes', async () => {
    const assignment = await postAssignment(people.buyer);
    await makeOffer(people.owner, assignment._id);
    const before = await assignmentTables(t.database.db);
    expect((await closeAs(t.app, null, assignment._id)).statusCode).toBe(401);
    expect((await closeAs(t.app, people.otherBuyer, assignment._id)).json()).toMatchObject({
      status: 404,
      code: 'ASSIGNMENT_NOT_FOUND',
    });
    for (const seller of [people.owner, people.otherSeller])
      expect((await closeAs(t.app, seller, assignment._id)).json()).toMatchObject({
        status: 403,
        code: 'ASSIGNMENT_POSTER_ONLY',
      });
    expect(await assignmentTables(t.database.db)).toEqual(before);

    const closed = await closeAs(t.app, people.buyer, assignment._id);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().assignment).toMatchObject({ status: 'closed' });
    expect((await storedAssignment(t.database.db, assignment._id))?.closedAt).toBeInstanceOf(Date);
    const again = await closeAs(t.app, people.buyer, assignment._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ASSIGNMENT_NOT_OPEN');
  });
});
