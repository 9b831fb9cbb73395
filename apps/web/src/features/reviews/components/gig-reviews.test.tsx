import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { findPriceCard, openGigPage } from '../../../test/fixtures/gig-page.ts';
import { buildGig } from '../../../test/fixtures/gigs.ts';
import { buildGigReview, gigReviewPage } from '../../../test/fixtures/reviews.ts';
import { testBuyer } from '../../../test/fixtures/users.ts';
import { json, problem } from '../../../test/responses.ts';

const reviewsSection = () => screen.getByRole('region', { name: 'Reviews' });

test('the gig page lists its written reviews under the average, newest first, and shows more on request', async () => {
  const gig = buildGig({ _id: 'gig-1', totalStars: 14, starNumber: 3 });
  const first = [
    buildGigReview({
      reviewer: { _id: 'b1', username: 'yuki.tanaka', fullName: 'Yuki Tanaka', img: '' },
      stars: 5,
      comment: 'Sources I could check.',
    }),
    buildGigReview({ reviewer: { _id: 'b2', username: 'mateo.silva', fullName: '', img: '' }, stars: 4, comment: '-' }),
  ];
  const older = buildGigReview({
    reviewer: { _id: 'b3', username: 'fatima.alsayed', fullName: '', img: '' },
    stars: 5,
    comment: 'On time.',
  });
  const { calls, user } = openGigPage(gig, testBuyer, {
    handlers: {
      'GET /api/gig-reviews/gig/gig-1': ({ query }) =>
        json(
          200,
          query.get('cursor') === 'page-2'
            ? gigReviewPage([older], { average: 4.7, count: 3 })
            : gigReviewPage(first, { average: 4.7, count: 3 }, 'page-2'),
        ),
    },
  });
  await findPriceCard();

  const section = reviewsSection();
  const yuki = await within(section).findByRole('article', { name: 'Review by Yuki Tanaka' });
  expect(within(yuki).getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
  expect(yuki.textContent).toContain('Sources I could check.');
  expect(within(yuki).getByRole('link', { name: 'Yuki Tanaka' }).getAttribute('href')).toBe('/profile/b1');
  // A review left without a comment ("-") shows its stars only; the gig is not named again on its own page.
  const mateo = within(section).getByRole('article', { name: 'Review by mateo.silva' });
  expect(mateo.querySelector('blockquote')).toBeNull();
  expect(section.textContent).not.toContain('Gig:');
  expect(within(section).getByText('Rated 4.7 out of 5 in 3 reviews')).toBeTruthy();

  await user.click(within(section).getByRole('button', { name: 'Show more reviews' }));
  expect(await within(section).findByRole('article', { name: 'Review by fatima.alsayed' })).toBeTruthy();
  expect(within(section).getAllByRole('article')).toHaveLength(3);
  expect(within(section).queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  expect(
    calls.filter((call) => call.path === '/api/gig-reviews/gig/gig-1').map((call) => call.query.get('cursor')),
  ).toEqual([null, 'page-2']);
});

test('a gig nobody has reviewed says so without asking the server', async () => {
  const gig = buildGig({ _id: 'gig-2', totalStars: 0, starNumber: 0 });
  const { calls } = openGigPage(gig, null);
  await findPriceCard();
  expect(within(reviewsSection()).getByText('No reviews yet.')).toBeTruthy();
  expect(calls.some((call) => call.path.startsWith('/api/gig-reviews/'))).toBe(false);
});

test('reviews that cannot be loaded say so, and Try again loads them', async () => {
  const gig = buildGig({ _id: 'gig-3', starNumber: 1, totalStars: 4 });
  let failing = true;
  const { user } = openGigPage(gig, null, {
    handlers: {
      'GET /api/gig-reviews/gig/gig-3': () =>
        failing
          ? problem(503, 'SERVICE_UNAVAILABLE', 'Down')
          : json(200, gigReviewPage([buildGigReview({ gigId: 'gig-3', stars: 4 })], { average: 4, count: 1 })),
    },
  });
  await findPriceCard();
  const alert = await within(reviewsSection()).findByRole('alert');
  expect(alert.textContent).toContain('The reviews could not be loaded.');
  failing = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await within(reviewsSection()).findAllByRole('article')).toHaveLength(1);
});
