import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { buildSellerFacts, openGigPage } from '../../../test/fixtures/gig-page.ts';
import { buildGig } from '../../../test/fixtures/gigs.ts';
import { problem } from '../../../test/responses.ts';

const DAY = 24 * 60 * 60 * 1000;
const card = async () => within(await screen.findByRole('region', { name: 'About the seller' }, { timeout: 5000 }));
const factOf = (scope: Awaited<ReturnType<typeof card>>, label: string) =>
  scope.getByText(label).nextElementSibling?.textContent;

test(
  'the seller card shows the facts of GET /users/{id}/seller-facts: ' +
    'member since, response time, last delivery, languages',
  async () => {
    const gig = buildGig();
    const facts = buildSellerFacts({
      memberSince: '2023-11-02T09:00:00.000Z',
      averageResponseMinutes: 125,
      lastDeliveryAt: new Date(Date.now() - 3 * DAY - 60_000).toISOString(),
      languages: ['English', 'French', 'German'],
    });
    const { calls } = openGigPage(gig, null, { facts });
    const seller = await card();

    expect(await seller.findByText('2 hours')).toBeTruthy();
    expect(factOf(seller, 'Member since')).toBe('November 2023');
    expect(factOf(seller, 'Avg. response time')).toBe('2 hours');
    expect(factOf(seller, 'Last delivery')).toBe('3 days ago');
    expect(factOf(seller, 'Languages')).toBe('English, French, German');
    expect(factOf(seller, 'From')).toBe('United Kingdom');
    expect(calls.filter((call) => call.path === `/api/users/${gig.seller._id}/seller-facts`)).toHaveLength(1);
  },
);

test('a seller who never replied nor delivered says so', async () => {
  openGigPage(buildGig(), null, { facts: buildSellerFacts({ averageResponseMinutes: null, lastDeliveryAt: null }) });
  const seller = await card();

  expect(await seller.findByText('No replies yet')).toBeTruthy();
  expect(factOf(seller, 'Last delivery')).toBe('No deliveries yet');
});

test('facts that cannot be loaded say so; what the gig already knows still shows', async () => {
  const gig = buildGig();
  openGigPage(gig, null, {
    handlers: { [`GET /api/users/${gig.seller._id}/seller-facts`]: () => problem(503, 'SERVICE_UNAVAILABLE', 'Down') },
  });
  const seller = await card();

  expect(await seller.findAllByText('Not available right now')).toHaveLength(2);
  expect(factOf(seller, 'Member since')).toBe('May 2024');
  expect(factOf(seller, 'Languages')).toBe('English, Spanish');
});

test('the facts speak the reader’s language', async () => {
  await i18n.changeLanguage('de');
  openGigPage(buildGig(), null, {
    facts: buildSellerFacts({
      averageResponseMinutes: 30,
      lastDeliveryAt: new Date(Date.now() - 2 * DAY - 60_000).toISOString(),
    }),
  });
  const seller = within(await screen.findByRole('region', { name: 'Über den Verkäufer' }, { timeout: 5000 }));

  expect(await seller.findByText('30 Minuten')).toBeTruthy();
  expect(factOf(seller, 'Letzte Lieferung')).toBe('vorgestern');
});
