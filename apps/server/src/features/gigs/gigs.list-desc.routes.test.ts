import { GIG_CARD_DESC_CUT, GIG_LIST_DESC_CUT } from '@inkwell/domain/limits';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';
import { postGig } from '../../../test/fixtures/gigs.ts';

/** A list carries the beginning of each description (GigList, decision 029); the gig's own read all of it. */
let t: TestApp;
let seller: Session;
beforeAll(async () => {
  t = await createTestApp();
  seller = await registerAndLogin(t.app, { isSeller: true });
});
afterAll(() => t.close());

// One character short of the cut, then an emoji: the last character kept, two UTF-16 units across the cut, kept whole.
const opening = `Zygomorphic ${'methods and sources, '.repeat(9)}`.slice(0, GIG_LIST_DESC_CUT - 1);
const desc =
  `${opening}🎓 emoji\n\nSecond   paragraph with\ttabs. ${'More detail for the gig page. '.repeat(30)}`.trim();
const cut = `${opening}🎓…`;

test("browse, search, a seller's gigs and liked gigs carry the description cut for the card; the gig all", async () => {
  const gig = await postGig(seller, { title: 'Zygomorphic flowers essay', desc });
  const short = await postGig(seller, { title: 'Zygomorphic short essay', desc: 'Short\n\nand   sweet.' });
  const reader = await registerAndLogin(t.app);
  expect((await reader.request({ method: 'POST', url: `/api/gigs/${gig._id}/like` })).statusCode).toBe(200);

  const descOf = async (url: string, session?: Session) => {
    const response = session
      ? await session.request({ method: 'GET', url })
      : await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const items = response.json().items as { _id: string; desc: string }[];
    return Object.fromEntries(items.map((item) => [item._id, item.desc]));
  };
  for (const [url, session] of [
    ['/api/gigs?limit=100', undefined],
    ['/api/gigs?search=zygomorphic', undefined],
    [`/api/gigs?userId=${seller.user._id}`, seller],
    ['/api/gigs?limit=100', reader],
  ] as const) {
    const descs = await descOf(url, session);
    expect(descs[gig._id], url).toBe(cut);
    expect(descs[short._id], url).toBe('Short and sweet.');
  }
  expect((await descOf('/api/gigs/liked', reader))[gig._id]).toBe(cut);
  // As much as the card shows (web lib/format.test.ts checks that the card reads it as it would the whole text).
  expect(Array.from(cut).length).toBe(GIG_LIST_DESC_CUT + 1);
  expect(GIG_LIST_DESC_CUT).toBe(GIG_CARD_DESC_CUT);

  const single = await t.app.inject({ method: 'GET', url: `/api/gigs/single/${gig._id}` });
  expect(single.json().desc).toBe(desc);
});
