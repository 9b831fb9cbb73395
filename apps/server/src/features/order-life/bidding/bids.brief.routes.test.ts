import { Bid } from '@inkwell/domain/bids/bid.schema';
import { Order } from '@inkwell/domain/orders/order.schema';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app.ts';
import { insertBid, postGig } from '../../../../test/fixtures/gigs.ts';
import { as, BRIEF, buildBid, cast, placeBid, type Cast } from '../../../../test/fixtures/bids.ts';
import { getOrderAs, uploadFile } from '../../../../test/fixtures/orders.ts';
import { operatorSession } from '../../../../test/fixtures/settlements.ts';

/** Every bid carries an academic brief with its private files; old bids answer `brief: null`. */

let t: TestApp;
let people: Cast;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
  operator = await operatorSession(t.app, t.database.db);
});
afterAll(() => t.close());

const post = (session: Session | null, payload: unknown) =>
  as(t.app, session)({ method: 'POST', url: '/api/bids', payload: payload as Record<string, unknown> });
const readFile = (session: Session | null, id: string) =>
  as(t.app, session)({ method: 'GET', url: `/api/files/${id}` });

describe('the academic brief on POST /api/bids', () => {
  test(
    'a bid with a brief and two attachments: the bidder and ' +
      'the seller get it back, in order, on the bid and the order',
    async () => {
      const gig = await postGig(people.owner);
      const [assignment, criteria] = [
        await uploadFile(people.buyer, 'assignment.pdf'),
        await uploadFile(people.buyer, 'criteria.pdf'),
      ];
      const bid = Bid.strict().parse(
        (
          await post(
            people.buyer,
            buildBid(gig, {
              brief: { ...BRIEF, subject: '  Labour economics ', attachments: [criteria._id, assignment._id] },
            }),
          )
        ).json(),
      );
      expect(bid.gig.purpose).toBe('tutoring');
      expect(bid.brief).toEqual({
        workType: 'dissertation',
        subject: 'Labour economics',
        level: 'masters',
        citationStyle: 'harvard',
        length: { unit: 'words', value: 12000 },
        language: 'en',
        attachments: [
          { _id: criteria._id, name: 'criteria.pdf', size: criteria.size, contentType: 'application/pdf' },
          { _id: assignment._id, name: 'assignment.pdf', size: assignment.size, contentType: 'application/pdf' },
        ],
      });
      const open = (await people.owner.request({ method: 'GET', url: '/api/bids/owner/pending' })).json();
      expect(open.items.find((item: Bid) => item._id === bid._id).brief).toEqual(bid.brief);
      for (const session of [people.buyer, people.owner]) {
        const order = Order.parse((await getOrderAs(session, t.app, bid._id)).json());
        expect(order.brief).toEqual(bid.brief);
        expect(order.gig.purpose).toBe('tutoring');
      }
    },
  );

  test(
    'the brief files are read by the bidder, the seller and operators; ' +
      'anyone else and visitors are told it does not exist (404)',
    async () => {
      const gig = await postGig(people.owner);
      const file = await uploadFile(people.otherBuyer, 'brief.pdf');
      await placeBid(people.otherBuyer, gig, { brief: { ...BRIEF, attachments: [file._id] } });
      for (const session of [people.otherBuyer, people.owner, operator])
        expect((await readFile(session, file._id)).statusCode).toBe(200);
      expect((await readFile(people.buyer, file._id)).statusCode).toBe(404);
      expect((await readFile(people.otherSeller, file._id)).statusCode).toBe(404);
      expect((await readFile(null, file._id)).statusCode).toBe(404);
    },
  );

  test('without a brief, or with a bad one, the bid is 400 with each field named; nothing is stored', async () => {
    const gig = await postGig(people.owner);
    const missing = await post(people.buyer, buildBid(gig, { brief: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { brief: [{ code: 'required' }] } });
    const bad = await post(
      people.buyer,
      buildBid(gig, {
        brief: {
          workType: 'ghostwriting',
          subject: '',
          level: 'phd',
          citationStyle: 'APA',
          length: { unit: 'lines', value: 0 },
          language: 'xx',
        },
      }),
    );
    expect(bad.statusCode).toBe(400);
    const fields = Object.keys(bad.json().fields);
    expect(fields).toEqual(
      expect.arrayContaining([
        'brief.workType',
        'brief.subject',
        'brief.level',
        'brief.citationStyle',
        'brief.length.unit',
        'brief.length.value',
        'brief.language',
      ]),
    );
    expect(typeof bad.json().detail).toBe('string');
    const long = await post(
      people.buyer,
      buildBid(gig, { brief: { ...BRIEF, length: { unit: 'pages', value: 401 } } }),
    );
    expect(long.json()).toMatchObject({
      status: 400,
      fields: { 'brief.length.value': [{ code: 'too_big', params: { maximum: 400 } }] },
    });
    const tooMany = await post(
      people.buyer,
      buildBid(gig, { brief: { ...BRIEF, attachments: Array.from({ length: 6 }, () => crypto.randomUUID()) } }),
    );
    expect(tooMany.json()).toMatchObject({ status: 400, fields: { 'brief.attachments': [{ code: 'too_many' }] } });
    expect((await people.buyer.request({ method: 'GET', url: `/api/bids/my/gig/${gig._id}` })).statusCode).toBe(404);
  });

  test("another person's file, an unknown or a malformed id is 400 FILE_NOT_ATTACHABLE; no bid is placed", async () => {
    const gig = await postGig(people.owner);
    const theirs = await uploadFile(people.otherBuyer, 'theirs.pdf');
    for (const id of [theirs._id, crypto.randomUUID(), 'not-an-id']) {
      const response = await post(people.buyer, buildBid(gig, { brief: { ...BRIEF, attachments: [id] } }));
      expect(response.json()).toMatchObject({ status: 400, code: 'FILE_NOT_ATTACHABLE' });
    }
    expect((await people.buyer.request({ method: 'GET', url: `/api/bids/my/gig/${gig._id}` })).statusCode).toBe(404);
  });

  test('a bid placed before briefs existed answers brief: null on the bid and the order', async () => {
    const gig = await postGig(people.owner);
    const id = await insertBid(t.database.db, {
      gigId: gig._id,
      bidderId: people.buyer.user._id,
      sellerId: people.owner.user._id,
      status: 'pending',
    });
    const mine = Bid.strict().parse(
      (await people.buyer.request({ method: 'GET', url: `/api/bids/my/gig/${gig._id}` })).json(),
    );
    expect(mine).toMatchObject({ _id: id, brief: null });
    expect(Order.parse((await getOrderAs(people.owner, t.app, id)).json()).brief).toBeNull();
  });
});
