import type { CurrentUser, Profile } from '@inkwell/domain/users/user.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { routes } from '../../../test/app-routes.ts';
import {
  asOwnerSeesPrivate,
  asVisitorSees,
  buildProfile,
  buildUserReview,
  reviewPage,
} from '../../../test/fixtures/profiles.ts';
import { signInAs, testBuyer } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { json, problem } from '../../../test/responses.ts';

type Handlers = Parameters<typeof signInAs>[1];

function openProfile(profile: Profile, viewer: CurrentUser | null, handlers: Handlers = {}) {
  const stub = signInAs(viewer, {
    [`GET /api/users/${profile._id}`]: () => json(200, profile),
    [`GET /api/user-reviews/${profile._id}`]: () => json(200, reviewPage([], { average: null, count: 0 })),
    ...handlers,
  });
  return { ...stub, ...renderRoute(routes, `/profile/${profile._id}`) };
}

const region = (name: string) => within(within(screen.getByRole('main')).getByRole('region', { name }));
const profileHeader = () => within(screen.getByRole('heading', { level: 1 }).closest('header')!);

test('a visitor sees the CV of a private profile without email or phone, and is told they are private', async () => {
  const profile = asVisitorSees(buildProfile());
  openProfile(profile, null);

  expect(await screen.findByRole('heading', { level: 1, name: 'Noah Bennett' }, { timeout: 5000 })).toBeTruthy();
  expect(screen.getByText('@noah.bennett')).toBeTruthy();
  expect(screen.getByText('Client')).toBeTruthy();
  expect(region('About Noah Bennett').getByText('Business administration student in Boston.')).toBeTruthy();
  expect(region('Experience').getAllByRole('listitem')).toHaveLength(2);
  expect(region('Education').getByText('University of Massachusetts Boston')).toBeTruthy();
  expect(region('Education').getByText('Grade: GPA 3.5 · 2023 – 2027')).toBeTruthy();
  expect(region('Hobbies and interests').getByText('Pickup basketball')).toBeTruthy();

  const contact = region('Contact');
  expect(contact.getByText('United States')).toBeTruthy();
  expect(contact.getByText('Germany')).toBeTruthy();
  expect(contact.queryByText('Email')).toBeNull();
  expect(contact.queryByText('Phone')).toBeNull();
  expect(screen.queryByText(/noah@example\.com/)).toBeNull();
  expect(screen.queryByText(/617/)).toBeNull();
  expect(contact.getByText('Email and phone are private: the member has not chosen to show them.')).toBeTruthy();
  expect(contact.queryByRole('link', { name: /Sign in/ })).toBeNull();
  await waitFor(() => expect(document.title).toBe('Noah Bennett: profile · Inkwell'));
}, 20_000);

test('a signed-in stranger reading a private profile sees no email or phone either', async () => {
  openProfile(asVisitorSees(buildProfile()), testBuyer);

  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  const contact = region('Contact');
  expect(contact.queryByText('Email')).toBeNull();
  expect(screen.queryByText(/noah@example\.com/)).toBeNull();
  expect(contact.getByText('Email and phone are private: the member has not chosen to show them.')).toBeTruthy();
}, 20_000);

test('the owner reading their own private contact sees it, and who else does', async () => {
  const profile = asOwnerSeesPrivate(buildProfile());
  openProfile(profile, { ...testBuyer, _id: profile._id, username: profile.username, email: profile.email ?? '' });

  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  const contact = region('Contact');
  expect(contact.getByRole('link', { name: 'noah@example.com' })).toBeTruthy();
  expect(contact.getByText("Hidden from other members: only the owner and Inkwell's operators see them.")).toBeTruthy();
}, 20_000);

test('a profile whose owner shows the contact: email and phone as links, for a visitor too', async () => {
  openProfile(buildProfile(), null);

  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  const contact = region('Contact');
  expect(contact.getByRole('link', { name: 'noah@example.com' }).getAttribute('href')).toBe('mailto:noah@example.com');
  expect(contact.getByRole('link', { name: '+1 617 555 0187' }).getAttribute('href')).toBe('tel:+16175550187');
  expect(contact.queryByText(/private|Hidden/)).toBeNull();
  // The phone is also in the header, next to the country and nationality.
  expect(profileHeader().getByText('+1 617 555 0187')).toBeTruthy();
}, 20_000);

test('social and credential links are web addresses only, open in a new tab and give no opener', async () => {
  openProfile(buildProfile(), null);

  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  const links = region('Links');
  const linkedin = links.getByRole('link', { name: 'LinkedIn linkedin.example.com/in/noah (opens in a new tab)' });
  expect(linkedin.getAttribute('href')).toBe('https://linkedin.example.com/in/noah');
  expect(linkedin.getAttribute('target')).toBe('_blank');
  expect(linkedin.getAttribute('rel')).toContain('noopener');
  expect(linkedin.getAttribute('rel')).toContain('noreferrer');
  expect(links.getByRole('link', { name: /Website/ }).textContent).toContain('noah.example.com');
  // The javascript: "GitHub" address is not a link, nor shown.
  expect(links.queryByText('GitHub')).toBeNull();
  expect(document.querySelector('a[href^="javascript"]')).toBeNull();

  const certifications = region('Certifications');
  expect(certifications.getByText('Excel for Finance')).toBeTruthy();
  expect(certifications.getByText('Open Learning Academy')).toBeTruthy();
  expect(certifications.getByText('May 2024')).toBeTruthy();
  expect(certifications.getByText('OLA-42')).toBeTruthy();
  const credential = certifications.getByRole('link', { name: /Show credential/ });
  expect(certifications.getByRole('link', { name: 'Show credential for Excel for Finance (opens in a new tab)' })).toBe(
    credential,
  );
  expect(credential.getAttribute('href')).toBe('https://verify.example.com/ola/42');
  expect(credential.getAttribute('rel')).toContain('noopener');
}, 20_000);

test('empty parts of a profile are left out, and the default avatar stands in', async () => {
  const profile = buildProfile({
    fullName: '',
    bio: '',
    img: '',
    experience: [],
    education: [],
    certifications: [],
    hobbies: [],
    social: { linkedin: '', twitter: '', github: '', website: '' },
  });
  const { container } = openProfile(profile, testBuyer);

  expect(await screen.findByRole('heading', { level: 1, name: 'noah.bennett' }, { timeout: 5000 })).toBeTruthy();
  expect(screen.queryByText('@noah.bennett')).toBeNull();
  expect(region('About noah.bennett').getByText('noah.bennett has not written about themselves yet.')).toBeTruthy();
  for (const name of ['Experience', 'Education', 'Certifications', 'Hobbies and interests', 'Links']) {
    expect(screen.queryByRole('region', { name })).toBeNull();
  }
  expect(container.querySelector('header img')?.getAttribute('src')).toBe('/img/default-avatar.svg');
}, 20_000);

test('the reviews the user received show with their average, stars, gig and date; more pages on demand', async () => {
  const profile = buildProfile();
  const first = [
    buildUserReview({
      stars: 4,
      comment: 'Clear brief and quick answers.',
      gig: { _id: 'gig-a', title: 'Essay on monetary policy' },
    }),
    buildUserReview({
      stars: 5,
      comment: '-',
      reviewer: { _id: 'seller-2', username: 'kwame.mensah', fullName: '', img: '' },
    }),
  ];
  const second = [buildUserReview({ stars: 3, comment: 'Paid late but was polite.' })];
  const { user, calls } = openProfile(profile, null, {
    [`GET /api/user-reviews/${profile._id}`]: (call) =>
      json(
        200,
        call.query.get('cursor') === 'page-2'
          ? reviewPage(second, { average: 4, count: 3 })
          : reviewPage(first, { average: 4, count: 3 }, 'page-2'),
      ),
  });

  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  const reviews = region('Client reviews');
  expect(await reviews.findByText('Rated 4.0 out of 5 in 3 reviews')).toBeTruthy();
  const items = reviews.getAllByRole('article');
  expect(items).toHaveLength(2);
  const firstReview = within(items[0]!);
  expect(firstReview.getByRole('link', { name: 'Amelia Hart' }).getAttribute('href')).toBe('/profile/seller-1');
  expect(firstReview.getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
  expect(firstReview.getByRole('link', { name: 'Essay on monetary policy' }).getAttribute('href')).toBe('/gig/gig-a');
  expect(firstReview.getByText('Mar 12, 2025')).toBeTruthy();
  expect(firstReview.getByText('Clear brief and quick answers.')).toBeTruthy();
  // An empty comment is stored as "-": nothing is quoted for it; the username stands in for a missing full name.
  const secondReview = within(items[1]!);
  expect(secondReview.getByRole('link', { name: 'kwame.mensah' })).toBeTruthy();
  expect(secondReview.queryByText('-')).toBeNull();

  await user.click(reviews.getByRole('button', { name: 'Show more reviews' }));
  await waitFor(() => expect(reviews.getAllByRole('article')).toHaveLength(3));
  expect(reviews.getByText('Paid late but was polite.')).toBeTruthy();
  expect(reviews.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  expect(
    calls.filter((call) => call.path.startsWith('/api/user-reviews')).map((call) => call.query.get('cursor')),
  ).toEqual([null, 'page-2']);
}, 20_000);

test('a user with no reviews says so', async () => {
  openProfile(buildProfile(), null);
  expect(await screen.findByText('No reviews yet.', {}, { timeout: 5000 })).toBeTruthy();
}, 20_000);

test("a seller shows the buyers' reviews of their gigs and the seller facts", async () => {
  const profile = buildProfile({ isSeller: true, desc: 'Economist and academic writer.' });
  const { calls } = openProfile(profile, null, {
    [`GET /api/gig-reviews/seller/${profile._id}`]: () =>
      json(200, {
        items: [{ ...buildUserReview({ comment: 'Superb essay.' }), sellerId: profile._id }],
        nextCursor: null,
        average: 5,
        count: 1,
      }),
    [`GET /api/users/${profile._id}/seller-facts`]: () =>
      json(200, {
        userId: profile._id,
        memberSince: profile.createdAt,
        averageResponseMinutes: 125,
        lastDeliveryAt: '2025-04-02T10:00:00.000Z',
        languages: ['English'],
      }),
  });

  expect(await screen.findByText('Economist and academic writer.')).toBeTruthy();
  expect(screen.getByText('Seller')).toBeTruthy();
  expect(await screen.findByText('Superb essay.')).toBeTruthy();
  expect(screen.getByText('Rated 5.0 out of 5 in 1 review')).toBeTruthy();
  const facts = region('At a glance');
  expect(await facts.findByText('2 hours')).toBeTruthy();
  expect(facts.getByText('Apr 2, 2025')).toBeTruthy();
  expect(facts.getByText('January 2025')).toBeTruthy();
  expect(facts.getByText('English, Spanish')).toBeTruthy();
  expect(calls.some((call) => call.path.startsWith('/api/user-reviews'))).toBe(false);
}, 20_000);

test('a load failure says Something went wrong, and Try again loads the profile', async () => {
  const profile = buildProfile();
  let fail = true;
  const { user } = openProfile(profile, null, {
    [`GET /api/users/${profile._id}`]: () =>
      fail ? problem(503, 'UNKNOWN' as never, 'Service unavailable') : json(200, profile),
  });

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Noah Bennett' }, { timeout: 5000 })).toBeTruthy();
}, 20_000);

test('the reviews failing to load do not hide the profile', async () => {
  const profile = buildProfile();
  openProfile(profile, null, {
    [`GET /api/user-reviews/${profile._id}`]: () => problem(503, 'UNKNOWN' as never, 'Service unavailable'),
  });

  expect(await screen.findByText('The reviews could not be loaded.')).toBeTruthy();
  expect(screen.getByRole('heading', { level: 1, name: 'Noah Bennett' })).toBeTruthy();
}, 20_000);

test.each([
  [404, 'USER_NOT_FOUND'],
  [400, 'VALIDATION_FAILED'],
] as const)(
  'an unknown user (%i) shows the not-found page',
  async (status, code) => {
    const profile = buildProfile({ _id: 'nobody' });
    openProfile(profile, null, { 'GET /api/users/nobody': () => problem(status, code, 'User not found') });

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Profile not found · Inkwell'));
  },
  20_000,
);

test('Person structured data describes the profile, without email or phone', async () => {
  const { container } = openProfile(buildProfile(), testBuyer);
  await screen.findByRole('heading', { level: 1, name: 'Noah Bennett' }, { timeout: 5000 });

  const script = container.querySelector('script[type="application/ld+json"]');
  const data = JSON.parse(script?.textContent ?? '{}') as { '@type': string; mainEntity: Record<string, unknown> };
  expect(data['@type']).toBe('ProfilePage');
  expect(data.mainEntity).toMatchObject({
    '@type': 'Person',
    name: 'Noah Bennett',
    alternateName: 'noah.bennett',
    nationality: { '@type': 'Country', name: 'Germany' },
    sameAs: ['https://linkedin.example.com/in/noah', 'https://noah.example.com/'],
  });
  expect(script?.textContent).not.toContain('noah@example.com');
  expect(script?.textContent).not.toContain('617');
}, 20_000);

test('country names follow the interface language', async () => {
  await i18n.changeLanguage('fr');
  openProfile(buildProfile(), null);

  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  const contact = region('Coordonnées');
  expect(contact.getByText('États-Unis')).toBeTruthy();
  expect(contact.getByText('Allemagne')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Avis des clients' })).toBeTruthy();
}, 20_000);
