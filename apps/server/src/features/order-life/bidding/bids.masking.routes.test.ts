import { Bid } from '@inkwell/domain/bids/bid.schema';
import { CONTACT_MASK_TOKEN } from '@inkwell/domain/integrity/contact-masking';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { postGig } from '../../../../test/fixtures/gigs.ts';
import { approve, as, buildBid, cast, storedBid, type Cast } from '../../../../test/fixtures/bids.ts';

/** Contact masking of the bid's proposal (decision 037): the seller reads only the masked text. */

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const WRITTEN =
  'I need this by Friday. Faster on WhatsApp: +33 6 12 34 56 78, or pay me on paypal.me/student42 to skip the fees.';
const MASKED =
  `I need this by Friday. Faster on WhatsApp: ${CONTACT_MASK_TOKEN}, ` +
  `or pay me on ${CONTACT_MASK_TOKEN} to skip the fees.`;
const leaks = (body: string) => body.includes('12 34 56 78') || body.includes('student42');

describe('a proposal with contact details', () => {
  test(
    'is stored masked with the original kept; the bidder gets the ' +
      'masked text and the flag; the seller never reads the original',
    async () => {
      const gig = await postGig(people.owner);
      const response = await as(
        t.app,
        people.buyer,
      )({ method: 'POST', url: '/api/bids', payload: buildBid(gig, { message: WRITTEN }) });
      expect(response.statusCode).toBe(201);
      const bid = Bid.strict().parse(response.json());
      expect(bid).toMatchObject({ message: MASKED, messageMasked: true });
      expect(await storedBid(t.database.db, bid._id)).toMatchObject({ message: MASKED, originalMessage: WRITTEN });

      for (const [session, url] of [
        [people.owner, '/api/bids/owner/pending'],
        [people.buyer, '/api/bids/me'],
        [people.buyer, `/api/bids/my/gig/${gig._id}`],
        [people.owner, '/api/notifications'],
      ] as const) {
        const answer = await session.request({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(200);
        expect(leaks(answer.body), url).toBe(false);
      }
      const pending = (await people.owner.request({ method: 'GET', url: '/api/bids/owner/pending' })).json();
      expect(pending.items.find((item: { _id: string }) => item._id === bid._id)).toMatchObject({
        message: MASKED,
        messageMasked: true,
      });

      expect((await approve(people.owner, t.app, bid._id)).statusCode).toBe(200);
      for (const session of [people.owner, people.buyer]) {
        const order = await session.request({ method: 'GET', url: `/api/orders/${bid._id}` });
        expect(order.statusCode).toBe(200);
        expect(leaks(order.body)).toBe(false);
      }
      // Visitors and other people get nothing new.
      expect((await t.app.inject({ method: 'GET', url: `/api/orders/${bid._id}` })).statusCode).toBe(401);
      const others = await people.otherBuyer.request({ method: 'GET', url: `/api/orders/${bid._id}` });
      expect(others.statusCode).toBe(404);
      expect(leaks(others.body)).toBe(false);
    },
  );

  test('a proposal without contact details is stored as written, unflagged, with no original', async () => {
    const gig = await postGig(people.owner);
    const message =
      'A 2 500-word literature review in APA 7 (Smith, 2019, p. 45), ' +
      'sources from 2015-2024, due 12.05.2024; budget $1,234.56 as agreed.';
    const response = await as(
      t.app,
      people.otherBuyer,
    )({ method: 'POST', url: '/api/bids', payload: buildBid(gig, { message }) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ message, messageMasked: false });
    expect(await storedBid(t.database.db, response.json()._id)).toMatchObject({ message, originalMessage: null });
  });
});
