import { CONTACT_MASK_TOKEN } from '@inkwell/domain/integrity/contact-masking';
import { Gig } from '@inkwell/domain/gigs/gig.schema';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { storedGig } from '../../../test/fixtures/bids.ts';
import { buyerSession, postGig, sellerSession } from '../../../test/fixtures/gigs.ts';

/** Contact masking of a gig's title and description (decision 037), on create and update. */

let t: TestApp;
let seller: Session;
let other: Session;
let buyer: Session;
beforeAll(async () => {
  t = await createTestApp();
  [seller, other, buyer] = await Promise.all([sellerSession(t.app), sellerSession(t.app), buyerSession(t.app)]);
});
afterAll(() => t.close());

const TITLE = 'Essays in economics, text 07700 900123';
const DESC =
  'Fast model answers. Skip the fees: pay me on Venmo @quick-essays or write to quick.essays@outlook.com for a deal.';
const MASKED_TITLE = `Essays in economics, text ${CONTACT_MASK_TOKEN}`;
const MASKED_DESC =
  `Fast model answers. Skip the fees: pay me on Venmo ` +
  `${CONTACT_MASK_TOKEN} or write to ${CONTACT_MASK_TOKEN} for a deal.`;
const leaks = (body: string) =>
  body.includes('900123') || body.includes('quick-essays') || body.includes('quick.essays@');

describe('a gig with contact details', () => {
  test('is stored masked, the written texts kept; all, the seller too, read it masked with the flag', async () => {
    const gig = Gig.strict().parse(await postGig(seller, { title: TITLE, desc: DESC }));
    expect(gig).toMatchObject({ title: MASKED_TITLE, desc: MASKED_DESC, textMasked: true });
    expect(await storedGig(t.database.db, gig._id)).toMatchObject({
      title: MASKED_TITLE,
      desc: MASKED_DESC,
      originalText: { title: TITLE, desc: DESC },
    });

    for (const session of [null, buyer, other, seller]) {
      for (const url of [
        `/api/gigs/single/${gig._id}`,
        `/api/gigs?userId=${seller.user._id}`,
        `/api/gigs?search=economics`,
      ]) {
        const answer = session
          ? await session.request({ method: 'GET', url })
          : await t.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(200);
        expect(leaks(answer.body), url).toBe(false);
      }
    }
  });

  test('an update keeping the texts keeps the originals; new ones are masked, or clear them if clean', async () => {
    const gig = await postGig(seller, { title: TITLE, desc: DESC });
    const patch = (payload: Record<string, unknown>) =>
      seller.request({ method: 'PATCH', url: `/api/gigs/${gig._id}`, payload });

    const priced = await patch({ priceMax: 30 });
    expect(priced.statusCode).toBe(200);
    expect(priced.json()).toMatchObject({ title: MASKED_TITLE, desc: MASKED_DESC, textMasked: true });
    expect(await storedGig(t.database.db, gig._id)).toMatchObject({ originalText: { title: TITLE, desc: DESC } });

    const retitled = await patch({ title: 'Essays in economics' });
    expect(retitled.json()).toMatchObject({ title: 'Essays in economics', desc: MASKED_DESC, textMasked: true });
    expect(await storedGig(t.database.db, gig._id)).toMatchObject({
      originalText: { desc: DESC },
    });

    const clean = await patch({
      desc: 'Model answers of 2 500 words, APA 7, from $1,234.56 for a dissertation chapter.',
    });
    expect(clean.json()).toMatchObject({
      desc: 'Model answers of 2 500 words, APA 7, from $1,234.56 for a dissertation chapter.',
      textMasked: false,
    });
    expect(await storedGig(t.database.db, gig._id)).toMatchObject({ originalText: null });
  });

  test('visitors and other sellers still cannot change a gig, with or without contact details', async () => {
    const gig = await postGig(seller);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/gigs/${gig._id}`, payload: { desc: DESC } })).statusCode,
    ).toBe(401);
    expect(
      (await other.request({ method: 'PATCH', url: `/api/gigs/${gig._id}`, payload: { desc: DESC } })).statusCode,
    ).toBe(403);
    expect(await storedGig(t.database.db, gig._id)).toMatchObject({ originalText: null, desc: gig.desc });
  });
});
