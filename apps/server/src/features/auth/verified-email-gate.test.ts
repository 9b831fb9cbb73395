import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gigs } from '../../db/schema/gigs.ts';
import { verifyByLink } from '../../../test/fixtures/account-mail.ts';
import { cast, type Cast } from '../../../test/fixtures/bids.ts';
import { buildGig } from '../../../test/fixtures/gigs.ts';
import { approvedBid, createIntent } from '../../../test/fixtures/payments.ts';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';

/**
 * With EMAIL_VERIFICATION=required (the default with SMTP), publishing a gig and paying
 * need a verified address; with `optional` (the default without a mail transport) they do not.
 */
const publish = (session: Session, title: string) =>
  session.request({ method: 'POST', url: '/api/gigs', payload: buildGig({ title }) });

describe('EMAIL_VERIFICATION=required', () => {
  let t: TestApp;
  let people: Cast;
  beforeAll(async () => {
    t = await createTestApp({ EMAIL_VERIFICATION: 'required' });
    people = await cast(t.app);
    await verifyByLink(t.app, t.database.db, people.owner.user.email);
  });
  afterAll(() => t.close());

  test('an unverified seller cannot publish a gig: 403 EMAIL_NOT_VERIFIED, nothing stored; verified, can', async () => {
    const seller = await registerAndLogin(t.app, { isSeller: true });
    const refused = await publish(seller, 'Refused until verified');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect(await t.database.db.select().from(gigs).where(eq(gigs.userId, seller.user._id))).toHaveLength(0);
    await verifyByLink(t.app, t.database.db, seller.user.email);
    expect((await publish(seller, 'Published once verified')).statusCode).toBe(201);
  });

  test('an unverified buyer cannot start paying: 403 EMAIL_NOT_VERIFIED; verified, can; a visitor is 401', async () => {
    const { bid } = await approvedBid(people, t.app);
    expect((await createIntent(null, t.app, bid._id)).statusCode).toBe(401);
    const refused = await createIntent(people.buyer, t.app, bid._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    await verifyByLink(t.app, t.database.db, people.buyer.user.email);
    expect((await createIntent(people.buyer, t.app, bid._id)).statusCode).toBe(200);
  });

  test("a verified stranger still gets the payment's own refusal (403 PAYMENT_BIDDER_ONLY)", async () => {
    const { bid } = await approvedBid(people, t.app);
    await verifyByLink(t.app, t.database.db, people.otherBuyer.user.email);
    const response = await createIntent(people.otherBuyer, t.app, bid._id);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PAYMENT_BIDDER_ONLY');
  });
});

describe('EMAIL_VERIFICATION=optional', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ EMAIL_VERIFICATION: 'optional' });
  });
  afterAll(() => t.close());

  test('an unverified seller publishes and an unverified buyer pays', async () => {
    const people = await cast(t.app);
    expect((await publish(people.owner, 'Published unverified')).statusCode).toBe(201);
    const { bid } = await approvedBid(people, t.app);
    expect((await createIntent(people.buyer, t.app, bid._id)).statusCode).toBe(200);
  });
});
