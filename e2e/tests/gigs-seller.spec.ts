import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  screenshot,
  uniqueName,
  unexpectedProblems,
} from '../support/browser.ts';
import { loadAllImages, SAMPLE_PDF, sampleImage, signIn } from '../support/gigs.ts';

/** A seller publishes a gig with a cover and a document, edits it, and deletes it. */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface GigAnswer {
  _id: string;
  title: string;
  cover: string;
  images: string[];
  pages: number;
  pricePerPage: number;
  totalPrice: number;
  document: { name: string; mimeType: string } | null;
}

async function gigOf(page: Page, id: string): Promise<GigAnswer> {
  const answer = await page.request.get(`/api/gigs/single/${id}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as GigAnswer;
}

const gigIdOf = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';

async function fillGig(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('literature-review-writing');
  await page.getByRole('radio', { name: /Research help/ }).check();
  await page
    .getByLabel('Description')
    .fill(
      'Systematic and narrative literature reviews for nursing and public ' +
        'health, with a PRISMA diagram and a search log you can reuse.',
    );
  await page.getByLabel('Pages').fill('4');
  await page.getByLabel('Delivery time (days)').fill('6');
  await page.getByLabel('Minimum price ($)').fill('30');
  await page.getByLabel('Maximum price ($)').fill('60');
}

async function uploadCover(page: Page) {
  const upload = page.getByRole('button', { name: 'Upload cover' });
  expect(await upload.isDisabled()).toBe(true);
  await page
    .getByLabel(/^Cover image/)
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await sampleImage('#2f6f8f') });
  await expect.poll(() => page.getByText('Not uploaded yet').isVisible()).toBe(true);
  await upload.click();
  await expect.poll(() => page.getByText('Not uploaded yet').count()).toBe(0);
  await expect
    .poll(() => page.getByAltText('Preview of the cover').getAttribute('src'))
    .toMatch(/^\/uploads\/[\w-]+\.webp$/);
}

describe('a seller and their gigs', () => {
  test('publish a gig with a cover, an extra image and a PDF; the form refuses what is missing first', async () => {
    const { page, context, problems } = await openPage(browser);
    await signIn(page, 'amelia.hart');
    await page.goto('/add');
    await page.waitForURL('**/seller/add');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Add a gig' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Publish gig' }).click();
    await expect.poll(() => page.getByRole('alert').first().innerText()).toBe('Please select a category');
    await page.getByLabel('Category').selectOption('essay-writing');
    await page.getByRole('button', { name: 'Publish gig' }).click();
    await expect.poll(() => page.getByRole('alert').first().innerText()).toBe('Please fill in all required fields');
    await expectNoAxeViolations(page);
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, 'gig-form-errors-1280');

    const title = `Literature reviews with a PRISMA diagram ${uniqueName('')}`;
    await fillGig(page, title);
    // The price per page follows the delivery time (2 days or more: $10), the total the pages.
    const summary = page.getByText('Price per page').locator('xpath=ancestor::dl');
    await expect.poll(() => summary.innerText()).toMatch(/\$10[\s\S]*\$40/);
    await page.getByLabel('Delivery time (days)').fill('1');
    await expect.poll(() => summary.innerText()).toMatch(/\$18[\s\S]*\$72/);
    await page.getByLabel('Delivery time (days)').fill('6');

    await page.getByLabel('Offer a discount').check();
    await page.getByLabel('Discount amount ($)').fill('5');
    await page.getByLabel('Condition').fill('for reviews of 40 sources or more');
    await uploadCover(page);
    await page
      .getByLabel(/^More images/)
      .setInputFiles({ name: 'extra.png', mimeType: 'image/png', buffer: await sampleImage('#8f5a2f') });
    await page.getByRole('button', { name: 'Upload 1 image' }).click();
    await expect.poll(() => page.getByAltText('Gallery image 1').isVisible()).toBe(true);
    await page
      .getByLabel(/^Document/)
      .setInputFiles({ name: 'sample-review.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await expectNoAxeViolations(page);
    await loadAllImages(page);
    await screenshot(page, 'gig-form-1280');

    await page.getByRole('button', { name: 'Publish gig' }).click();
    await page.waitForURL('**/gig/*');
    await expect.poll(() => page.getByText('Your gig is published.').isVisible()).toBe(true);
    const gig = await gigOf(page, gigIdOf(page.url()));
    expect(gig).toMatchObject({
      title,
      pages: 4,
      pricePerPage: 10,
      totalPrice: 40,
      document: { name: 'sample-review.pdf', mimeType: 'application/pdf' },
    });
    expect(gig.images).toHaveLength(1);

    const aside = page.getByRole('complementary', { name: 'Price and seller' });
    expect(await aside.getByText('4 pages × $10 per page').isVisible()).toBe(true);
    expect(await aside.getByText('Save $5: for reviews of 40 sources or more').isVisible()).toBe(true);
    expect(await aside.getByRole('link', { name: 'View Bids' }).getAttribute('href')).toBe('/seller/orders');
    expect(await aside.getByRole('link', { name: 'Contact Seller' }).count()).toBe(0);
    const view = page.getByRole('link', { name: /View document/ });
    expect(await view.getAttribute('href')).toBe(`/api/gigs/${gig._id}/document`);
    const pdf = await page.request.get(`/api/gigs/${gig._id}/document`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/^attachment/);
    expect((await pdf.body()).subarray(0, 8).toString()).toBe('%PDF-1.4');
    await expectNoAxeViolations(page);
    await loadAllImages(page);
    await screenshot(page, 'gig-created-1280');

    // The new gig is found by its category.
    await page.goto('/gigs?cat=literature-review-writing&sort=createdAt');
    await expect.poll(() => page.getByRole('link', { name: title }).isVisible()).toBe(true);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  test('edit a gig: new title and pages, the PDF replaced by a text file that downloads', async () => {
    const { page, context, problems } = await openPage(browser);
    await signIn(page, 'hannah.lindqvist');
    await page.goto('/seller/mygigs');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'My gigs' }).isVisible()).toBe(true);
    const firstGig = page.getByRole('article').first();
    const oldTitle = await firstGig.getByRole('heading').innerText();
    await firstGig.getByRole('link', { name: /^Edit/ }).click();
    await page.waitForURL('**/seller/add?edit=*');
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe(oldTitle);
    const id = new URL(page.url()).searchParams.get('edit') ?? '';

    const newTitle = `${oldTitle.slice(0, 80)} (revised ${uniqueName('')})`;
    await page.getByLabel('Title').fill(newTitle);
    await page.getByLabel('Pages').fill('7');
    await page.getByLabel('Delivery time (days)').fill('3');
    await page.getByLabel(/^Document/).setInputFiles({
      name: 'reading-list.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Reading list\nBaumeister & Leary (1997). Writing narrative literature reviews.\n'),
    });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(`**/gig/${id}`);
    await expect.poll(() => page.getByText('Your changes are saved.').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(newTitle);
    expect(await page.getByText('7 pages × $10 per page').isVisible()).toBe(true);
    expect(await gigOf(page, id)).toMatchObject({
      title: newTitle,
      pages: 7,
      totalPrice: 70,
      document: { name: 'reading-list.txt' },
    });

    const downloadLink = page.getByRole('link', { name: 'Download document' });
    const [download] = await Promise.all([page.waitForEvent('download'), downloadLink.click()]);
    expect(download.suggestedFilename()).toBe('reading-list.txt');
    const saved = await download.path();
    expect((await readFile(saved)).toString()).toContain('Baumeister & Leary');
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  test('delete a gig after "Delete this gig?"; a gig with an order in progress stays, with the reason', async () => {
    const { page, context, problems } = await openPage(browser, { width: 360, height: 780 });
    await signIn(page, 'amelia.hart');
    // A gig of her own to delete, made through the API the form uses.
    const created = await page.request.post('/api/gigs', {
      data: {
        title: `Short-lived gig ${uniqueName('')}`,
        cat: 'case-study-writing',
        purpose: 'editing',
        desc: 'To be deleted.',
        deliveryTime: 2,
      },
    });
    expect(created.status()).toBe(201);
    const doomed = (await created.json()) as GigAnswer;

    await page.goto('/seller/mygigs');
    const item = page.getByRole('article').filter({ hasText: doomed.title });
    await expect.poll(() => item.isVisible()).toBe(true);
    await expect.poll(() => item.getByText('Bids:').locator('xpath=following-sibling::dd').innerText()).toBe('0');
    await expectNoAxeViolations(page);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await loadAllImages(page);
    await screenshot(page, 'my-gigs-360');

    await item.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this gig?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'delete-gig-dialog-360');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await item.isVisible()).toBe(true);

    await item.getByRole('button', { name: /^Delete/ }).click();
    await dialog.getByRole('button', { name: 'Delete gig' }).click();
    await expect.poll(() => page.getByText(`“${doomed.title}” was deleted.`).isVisible()).toBe(true);
    await expect.poll(() => item.count()).toBe(0);
    expect((await page.request.get(`/api/gigs/single/${doomed._id}`)).status()).toBe(404);

    // Her gig with an order under way (demo data) cannot go: the server's reason shows in the dialog.
    const { items } = (await (await page.request.get(`/api/gigs?userId=${await me(page)}`)).json()) as {
      items: { title: string; status: string }[];
    };
    const busy = items.find((gig) => gig.status === 'in_progress');
    expect(busy).toBeDefined();
    const busyItem = page.getByRole('article').filter({ hasText: busy!.title });
    await busyItem.getByRole('button', { name: /^Delete/ }).click();
    await dialog.getByRole('button', { name: 'Delete gig' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toMatch(/cannot be deleted/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await busyItem.isVisible()).toBe(true);
    expect(unexpectedProblems(problems, [/status of 409/])).toEqual([]);
    await context.close();
  });

  test('at 360 px the gig form fits the phone and a buyer cannot open it', async () => {
    const { page, context, problems } = await openPage(browser, { width: 360, height: 780 });
    await signIn(page, 'kwame.mensah');
    await page.goto('/seller/add');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Add a gig' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await screenshot(page, 'gig-form-360');

    const buyer = await openPage(browser, { width: 360, height: 780 });
    await signIn(buyer.page, 'noah.bennett');
    await buyer.page.goto('/seller/add');
    await buyer.page.waitForURL((url) => url.pathname === '/');
    await buyer.page.goto('/mygigs');
    await buyer.page.waitForURL((url) => url.pathname === '/');
    await buyer.context.close();
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});

async function me(page: Page): Promise<string> {
  const answer = await page.request.get('/api/auth/me');
  return ((await answer.json()) as { _id: string })._id;
}
