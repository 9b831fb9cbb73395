import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buyerSession, sellerSession } from '../../../test/fixtures/gigs.ts';
import { PROPOSAL } from '../../../test/fixtures/bids.ts';
import {
  closeAs,
  getAssignmentAs,
  makeOffer,
  offerAs,
  buildOffer,
  postAssignment,
  storedAssignment,
  storedOffers,
} from '../../../test/fixtures/assignments.ts';

/** A person's assignments and offers in their data export, and what deleting the account does to them. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';

describe('GET /api/users/me/export', () => {
  test("the poster's assignments and the seller's offers, as written; the poster by username only", async () => {
    const [buyer, seller] = [await buyerSession(t.app), await sellerSession(t.app)];
    const title = 'Essay on trade policy, mail jo@example.com';
    const assignment = await postAssignment(buyer, { title });
    const message = `${PROPOSAL} Call me on +44 7700 900123.`;
    const offer = await makeOffer(seller, assignment._id, { message });

    const posted = (await buyer.request({ method: 'GET', url: '/api/users/me/export' })).json();
    expect(posted.assignments.posted).toEqual([
      expect.objectContaining({ id: assignment._id, title, status: 'open', budgetMaxCents: 25000 }),
    ]);
    expect(posted.assignments.offers).toEqual([]);
    const offered = (await seller.request({ method: 'GET', url: '/api/users/me/export' })).json();
    expect(offered.assignments.posted).toEqual([]);
    expect(offered.assignments.offers).toEqual([
      expect.objectContaining({ id: offer._id, message, poster: buyer.user.username, status: 'pending' }),
    ]);
    expect(JSON.stringify(offered)).not.toContain(buyer.user.email);
  });
});

describe('DELETE /api/users/me', () => {
  test("a poster's open assignments close (a closed one stays as it was); no seller may offer on them", async () => {
    const [buyer, seller] = [await buyerSession(t.app), await sellerSession(t.app)];
    const open = await postAssignment(buyer);
    const closed = await postAssignment(buyer);
    await closeAs(t.app, buyer, closed._id);
    const closedBefore = await storedAssignment(t.database.db, closed._id);
    const deleted = await buyer.request({ method: 'DELETE', url: '/api/users/me', payload: { password: PASSWORD } });
    expect(deleted.statusCode).toBe(204);
    expect((await storedAssignment(t.database.db, open._id))?.status).toBe('closed');
    expect(await storedAssignment(t.database.db, closed._id)).toEqual(closedBefore);
    expect((await getAssignmentAs(t.app, seller, open._id)).statusCode).toBe(404);
    expect((await offerAs(t.app, seller, open._id, buildOffer())).statusCode).toBe(404);
  });

  test("a seller's pending offers are withdrawn; the assignment stays open for the others", async () => {
    const [buyer, seller, other] = [await buyerSession(t.app), await sellerSession(t.app), await sellerSession(t.app)];
    const assignment = await postAssignment(buyer);
    await makeOffer(seller, assignment._id);
    const kept = await makeOffer(other, assignment._id);
    const deleted = await seller.request({ method: 'DELETE', url: '/api/users/me', payload: { password: PASSWORD } });
    expect(deleted.statusCode).toBe(204);
    const statuses = Object.fromEntries(
      (await storedOffers(t.database.db, assignment._id)).map((row) => [row.sellerId, row.status]),
    );
    expect(statuses).toEqual({ [seller.user._id]: 'withdrawn', [other.user._id]: 'pending' });
    expect((await storedAssignment(t.database.db, assignment._id))?.status).toBe('open');
    const read = (await getAssignmentAs(t.app, buyer, assignment._id)).json().assignment;
    expect(read.offers.find((offer: { _id: string }) => offer._id === kept._id).status).toBe('pending');
  });
});

describe('a seller who stops selling, a poster who starts', () => {
  test("stopping (DELETE /users/me/seller) withdraws one's pending offers", async () => {
    const [buyer, seller] = [await buyerSession(t.app), await sellerSession(t.app)];
    const assignment = await postAssignment(buyer);
    const offer = await makeOffer(seller, assignment._id);
    expect((await seller.request({ method: 'DELETE', url: '/api/users/me/seller' })).statusCode).toBe(200);
    const [stored] = await storedOffers(t.database.db, assignment._id);
    expect([stored?.id, stored?.status]).toEqual([offer._id, 'withdrawn']);
  });

  test('a poster who became a seller may not offer on their own assignment (403), nothing stored', async () => {
    const buyer = await buyerSession(t.app);
    const assignment = await postAssignment(buyer);
    const became = await buyer.request({
      method: 'POST',
      url: '/api/users/me/seller',
      payload: { phone: '+44 20 7946 0958', desc: 'I edit dissertations in economics and finance.' },
    });
    expect(became.statusCode).toBe(200);
    const refused = await offerAs(t.app, buyer, assignment._id, buildOffer());
    expect(refused.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await storedOffers(t.database.db, assignment._id)).toEqual([]);
  });
});
