import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage, screenshot, unexpectedProblems } from '../support/browser.ts';
import { loadAllImages, signIn } from '../support/gigs.ts';
import { completeOrderWithReview, registerUser, updateProfile, type ApiUser } from '../support/profile.ts';

/**
 * /profile/{id}: a CV anyone may read; email and phone only when the
 * owner shows them (or to the owner); the reviews the user received.
 */
let browser: Browser;
let seller: ApiUser;
let buyer: ApiUser;
let gigTitle: string;

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await registerUser({ isSeller: true });
  await updateProfile(seller, { fullName: 'Priya Raman' });
  buyer = await registerUser({ isSeller: false });
  await updateProfile(buyer, {
    fullName: 'Liam Byrne',
    phone: '+353 1 555 0199',
    nationality: 'FR',
    bio: 'Final-year history student at Trinity College Dublin, writing a dissertation on Irish emigration.',
    experience: ['Library assistant, 2023 to present'],
    hobbies: ['Rowing', 'Photography'],
    education: [
      { institution: 'Trinity College Dublin', qualification: 'BA History', grade: '2:1', start: '2022', end: '2026' },
    ],
    certifications: [
      {
        title: 'Archival Research Methods',
        issuer: 'Irish Archives Society',
        issuedOn: 'June 2024',
        credentialId: 'IAS-77',
        url: 'https://verify.example.org/ias/77',
      },
    ],
    social: { linkedin: 'https://linkedin.example.com/in/liam-byrne', website: 'https://liambyrne.example.org' },
  });
  gigTitle = await completeOrderWithReview(seller, buyer, {
    stars: 4,
    comment: 'Clear brief, quick answers and paid on time.',
  });
});

afterAll(async () => {
  await Promise.all([seller?.api.dispose(), buyer?.api.dispose()]);
  await browser?.close();
});

async function openProfile(page: Page, id: string, name: string) {
  await page.goto(`/profile/${id}`);
  await expect.poll(() => page.getByRole('heading', { level: 1, name }).isVisible(), { timeout: 10_000 }).toBe(true);
}

const main = (page: Page) => page.getByRole('main');

describe('the profile page', () => {
  test("a visitor reads the CV and the seller's review with its average, but no email or phone", async () => {
    for (const width of [1280, 360]) {
      const { page, context, problems } = await openPage(browser, { width });
      await openProfile(page, buyer._id, 'Liam Byrne');

      const contact = main(page).getByRole('region', { name: 'Contact' });
      expect(await contact.getByText('Ireland').isVisible()).toBe(true);
      expect(await contact.getByText('France').isVisible()).toBe(true);
      expect(await page.getByText(buyer.email).count()).toBe(0);
      expect(await page.getByText('+353 1 555 0199').count()).toBe(0);
      expect(
        await contact.getByText('Email and phone are private: the member has not chosen to show them.').isVisible(),
      ).toBe(true);

      const reviews = main(page).getByRole('region', { name: 'Client reviews' });
      await expect.poll(() => reviews.getByRole('article').count()).toBe(1);
      expect(await reviews.getByText('Rated 4.0 out of 5 in 1 review').count()).toBe(1);
      expect(await reviews.getByRole('link', { name: 'Priya Raman' }).getAttribute('href')).toBe(
        `/profile/${seller._id}`,
      );
      expect(await reviews.getByRole('img', { name: '4 out of 5 stars' }).isVisible()).toBe(true);
      expect(await reviews.getByRole('link', { name: gigTitle }).isVisible()).toBe(true);
      expect(await reviews.getByText('Clear brief, quick answers and paid on time.').isVisible()).toBe(true);

      const links = main(page).getByRole('region', { name: 'Links' }).getByRole('link');
      expect(await links.count()).toBe(2);
      for (const link of await links.all()) expect(await link.getAttribute('rel')).toContain('noopener');

      expect(await page.title()).toBe('Liam Byrne: profile · Inkwell');
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
        '@type': string;
        mainEntity: { '@type': string; name: string; url: string; email?: string };
      };
      expect(jsonLd['@type']).toBe('ProfilePage');
      expect(jsonLd.mainEntity).toMatchObject({ '@type': 'Person', name: 'Liam Byrne' });
      expect(jsonLd.mainEntity.url).toMatch(new RegExp(`/profile/${buyer._id}$`));
      expect(JSON.stringify(jsonLd)).not.toContain(buyer.email);

      await expectNoAxeViolations(page);
      await loadAllImages(page);
      await screenshot(page, `profile-visitor-${width}`);
      expect(unexpectedProblems(problems)).toEqual([]);
      await context.close();
    }
  });

  test(
    'a signed-in stranger does not see a private email or phone; ' +
      'once the owner shows them, the stranger and visitors do',
    async () => {
      const { page, context, problems } = await openPage(browser);
      await signIn(page, 'noah.bennett');
      await openProfile(page, buyer._id, 'Liam Byrne');
      const contact = main(page).getByRole('region', { name: 'Contact' });
      expect(
        await contact.getByText('Email and phone are private: the member has not chosen to show them.').isVisible(),
      ).toBe(true);
      expect(await page.getByText(buyer.email).count()).toBe(0);
      expect(await page.getByText('+353 1 555 0199').count()).toBe(0);

      await updateProfile(buyer, { showContact: true });
      await openProfile(page, buyer._id, 'Liam Byrne');
      expect(await contact.getByRole('link', { name: buyer.email }).getAttribute('href')).toBe(`mailto:${buyer.email}`);
      expect(await contact.getByRole('link', { name: '+353 1 555 0199' }).isVisible()).toBe(true);
      expect(await contact.getByText(/private|Hidden/).count()).toBe(0);
      await expectNoAxeViolations(page);
      await loadAllImages(page);
      await screenshot(page, 'profile-contact-shown-1280');
      expect(unexpectedProblems(problems)).toEqual([]);
      await context.close();

      const visitor = await openPage(browser);
      await openProfile(visitor.page, buyer._id, 'Liam Byrne');
      expect(
        await main(visitor.page)
          .getByRole('region', { name: 'Contact' })
          .getByRole('link', { name: '+353 1 555 0199' })
          .isVisible(),
      ).toBe(true);
      await updateProfile(buyer, { showContact: false });
      await openProfile(visitor.page, buyer._id, 'Liam Byrne');
      expect(await visitor.page.getByText('+353 1 555 0199').count()).toBe(0);
      expect(unexpectedProblems(visitor.problems)).toEqual([]);
      await visitor.context.close();
    },
  );

  test("a seller's profile shows the seller facts and the reviews of their gigs", async () => {
    for (const width of [1280, 360]) {
      const { page, context, problems } = await openPage(browser, { width });
      const amelia = await page.request.post('/api/auth/login', {
        data: { username: 'amelia.hart', password: 'inkwell-demo-2025' },
      });
      const { _id } = (await amelia.json()) as { _id: string };
      await openProfile(page, _id, 'Amelia Hart');

      expect(await page.getByText('Seller', { exact: true }).isVisible()).toBe(true);
      const facts = main(page).getByRole('region', { name: 'At a glance' });
      await expect.poll(() => facts.getByText('Average first response').isVisible()).toBe(true);
      expect(await facts.getByText('English, French').isVisible()).toBe(true);
      expect(
        await main(page).getByRole('region', { name: 'Education' }).getByText('University of Edinburgh').isVisible(),
      ).toBe(true);
      const reviews = main(page).getByRole('region', { name: 'Client reviews' });
      await expect.poll(() => reviews.getByText(/Rated \d\.\d out of 5 in \d+ reviews?/).count()).toBe(1);

      await expectNoAxeViolations(page);
      await loadAllImages(page);
      await screenshot(page, `profile-seller-${width}`);
      expect(unexpectedProblems(problems)).toEqual([]);
      await context.close();
    }
  });

  test('an unknown profile is a polite 404', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/profile/01900000-0000-7000-8000-000000000000');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Page not found' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await page.title()).toBe('Profile not found · Inkwell');
    await expectNoAxeViolations(page);
    expect(unexpectedProblems(problems, [/status of 404/])).toEqual([]);
    await context.close();
  });
});
