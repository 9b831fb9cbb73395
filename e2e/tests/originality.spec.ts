import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { approveBid, placeBid, publishGig, shareSession, type Person } from '../support/bids.ts';
import { launchBrowser, openPage, unexpectedProblems } from '../support/browser.ts';
import { a4Pdf, deliverThroughApi, getOrder, look, openOrder, payThroughApi, signedIn } from '../support/order-life.ts';
import { registerUser } from '../support/profile.ts';

/**
 * Originality evidence (decision 038), in Chromium: a seller delivers an essay; later
 * another seller delivers a paper that reuses two of its paragraphs, in another order, to the same
 * buyer. Once the check after the delivery has run, the buyer's order page shows the overlap, the
 * matching passages side by side (both orders are theirs) and what the check cannot see; the second
 * seller sees the overlap and their own passages, the other side hidden. 1280 and 360 px, axe.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const PARAGRAPHS = [
  'Inflation targeting became the dominant framework of monetary policy in ' +
    'the decades after the oil shocks, when central banks sought a credible ' +
    'anchor for expectations and a clear rule that the public could understand.',
  'Critics argue that a narrow mandate ignores financial stability, since asset prices can rise for years ' +
    'while consumer prices stay calm, and the crisis of 2008 showed how costly such a blind spot can become.',
];
const OWN_WORDS =
  'My own introduction explains why the European experience differs from the American one in several important ways.';

async function deliveredOrder(seller: Person, buyer: Person, fileName: string, body: string) {
  const gig = await publishGig(seller, { deliveryTime: 3 });
  const bid = await placeBid(buyer, gig._id, { amount: 80, days: 3 });
  await approveBid(seller, bid._id);
  await payThroughApi(buyer, bid._id);
  await deliverThroughApi(
    seller,
    bid._id,
    { name: fileName, buffer: await a4Pdf(browser, 'Essay on monetary policy', body) },
    'The essay, as agreed.',
  );
  return { gig, bid };
}

/** The delivery's evidence once its check has run (the page reads the order again while it is pending). */
async function evidenceOn(region: Locator) {
  await expect
    .poll(() => region.getByText('Checking this delivery').count(), { timeout: 30_000, interval: 500 })
    .toBe(0);
  return region;
}

describe('originality evidence on a delivery', () => {
  test(
    'a delivery that overlaps an earlier one shows the percentage ' +
      'and the passages side by side, and what it cannot see',
    { timeout: 180_000 },
    async () => {
      const [firstSeller, secondSeller, buyer] = await Promise.all([
        registerUser({ isSeller: true }),
        registerUser({ isSeller: true }),
        registerUser({ isSeller: false }),
      ]);
      await deliveredOrder(firstSeller, buyer, 'essay.pdf', PARAGRAPHS.join(' '));
      const { gig, bid } = await deliveredOrder(
        secondSeller,
        buyer,
        'paper.pdf',
        `${OWN_WORDS} ${PARAGRAPHS[1]} ${PARAGRAPHS[0]}`,
      );
      await expect
        .poll(
          async () =>
            ((await getOrder(buyer, bid._id)) as unknown as { deliveries: { originality: { status: string } }[] })
              .deliveries[0]!.originality.status,
          { timeout: 30_000 },
        )
        .toBe('done');

      // The buyer took part in both orders: the passages side by side, with the earlier order's gig.
      const buyerTab = await signedIn(browser, buyer);
      const page = buyerTab.page;
      await openOrder(page, bid._id, gig.title);
      const evidence = await evidenceOn(page.getByRole('group', { name: 'Originality evidence' }));
      const percent = Number((await evidence.locator('.text-2xl').innerText()).replace(/[^0-9]/g, ''));
      expect(percent).toBeGreaterThan(50);
      expect(percent).toBeLessThan(100);
      expect(
        await evidence.getByText('of this delivery’s text is also found in earlier work on Inkwell.').isVisible(),
      ).toBe(true);
      expect(
        await evidence.getByRole('link', { name: /^An earlier delivery: “Research paper with real data/ }).isVisible(),
      ).toBe(true);
      const passages = evidence.getByRole('list', { name: 'Matching passages' }).getByRole('listitem');
      expect(await passages.count()).toBeGreaterThanOrEqual(2);
      const first = passages.first();
      expect(await first.getByText('In this delivery (paper.pdf)').isVisible()).toBe(true);
      expect(await first.getByText('In the earlier document').isVisible()).toBe(true);
      expect(await first.locator('blockquote').count()).toBe(2);
      expect(await first.locator('blockquote').first().innerText()).toContain('Critics argue that a narrow mandate');
      expect(await first.locator('blockquote').last().innerText()).toContain('Critics argue that a narrow mandate');
      // Side by side at 1280 px: the two quotes start on the same line (asked until the page has settled:
      // on a busy machine the first box can be read while the evidence is still being laid out).
      const boxes = async () =>
        Promise.all([first.locator('figure').first().boundingBox(), first.locator('figure').last().boundingBox()]);
      await expect
        .poll(async () => {
          const [mine, theirs] = await boxes();
          return Math.abs(mine!.y - theirs!.y) < 2 && theirs!.x > mine!.x + 100;
        })
        .toBe(true);
      expect(
        await evidence
          .getByText(/It cannot see the web or other platforms\. It is evidence for a person to judge, not a verdict\./)
          .isVisible(),
      ).toBe(true);
      await evidence.scrollIntoViewIfNeeded();
      await look(page, 'originality-buyer', 1280);
      expect(unexpectedProblems(buyerTab.problems)).toEqual([]);

      // On a phone the passages stack: the earlier document's under the delivery's.
      const phone = await openPage(browser, { width: 360, height: 780 });
      await shareSession(phone.context, buyer);
      await openOrder(phone.page, bid._id, gig.title);
      const small = await evidenceOn(phone.page.getByRole('group', { name: 'Originality evidence' }));
      const stacked = small.getByRole('list', { name: 'Matching passages' }).getByRole('listitem').first();
      const [top, bottom] = [
        await stacked.locator('figure').first().boundingBox(),
        await stacked.locator('figure').last().boundingBox(),
      ];
      expect(bottom!.y).toBeGreaterThan(top!.y + top!.height - 1);
      await small.scrollIntoViewIfNeeded();
      await look(phone.page, 'originality-buyer', 360);
      expect(unexpectedProblems(phone.problems)).toEqual([]);
      await phone.context.close();

      // The second seller sees the overlap and their own passages, not the other seller's private work.
      const sellerTab = await signedIn(browser, secondSeller);
      await openOrder(sellerTab.page, bid._id, gig.title);
      const sellerEvidence = await evidenceOn(sellerTab.page.getByRole('group', { name: 'Originality evidence' }));
      expect(Number((await sellerEvidence.locator('.text-2xl').innerText()).replace(/[^0-9]/g, ''))).toBe(percent);
      expect(await sellerEvidence.getByText('A private earlier delivery on Inkwell').isVisible()).toBe(true);
      expect(
        await sellerEvidence.getByText('Someone else’s private delivery: its text is not shown.').first().isVisible(),
      ).toBe(true);
      expect(await sellerEvidence.locator('blockquote').first().innerText()).toContain(
        'Critics argue that a narrow mandate',
      );
      expect(await sellerEvidence.getByRole('link').count()).toBe(0);
      await look(sellerTab.page, 'originality-seller', 1280);
      expect(unexpectedProblems(sellerTab.problems)).toEqual([]);
      await sellerTab.context.close();
      await buyerTab.context.close();
    },
  );
});
