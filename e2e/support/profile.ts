import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { request, type APIRequestContext, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { completeOrder, reviewBuyer, SAMPLE_BRIEF } from './bids.ts';
import { baseUrl, uniqueName } from './browser.ts';

/** Accounts and orders made through the API, each user in their own cookie jar, for the profile journeys. */

export const API_PASSWORD = 'profile-e2e-password';

export interface ApiUser {
  _id: string;
  username: string;
  email: string;
  api: APIRequestContext;
}

/** Registers a fresh user and signs them in (in a request context of their own). */
export async function registerUser(options: { isSeller: boolean; country?: string }): Promise<ApiUser> {
  const api = await request.newContext({ baseURL: baseUrl() });
  const username = uniqueName(options.isSeller ? 'seller' : 'buyer');
  const email = `${username}@example.com`;
  const registered = await api.post('/api/auth/register', {
    data: {
      username,
      email,
      password: API_PASSWORD,
      country: options.country ?? 'IE',
      isSeller: options.isSeller,
      acceptHonorCode: true,
    },
  });
  expect(registered.status()).toBe(201);
  const login = await api.post('/api/auth/login', { data: { username, password: API_PASSWORD } });
  expect(login.status()).toBe(200);
  const user = (await login.json()) as { _id: string };
  return { _id: user._id, username, email, api };
}

export async function updateProfile(user: ApiUser, changes: Record<string, unknown>) {
  const answer = await user.api.put(`/api/users/${user._id}`, { data: changes });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * The whole life of one order: the seller publishes a gig, the buyer bids, the seller approves, the
 * buyer pays, the seller delivers, the buyer accepts and the seller reviews the buyer. Answers the gig's title.
 */
export async function completeOrderWithReview(
  seller: ApiUser,
  buyer: ApiUser,
  review: { stars: number; comment: string },
): Promise<string> {
  const title = `Marketing case study ${uniqueName('')}`;
  const gig = await seller.api.post('/api/gigs', {
    data: {
      title,
      cat: 'case-study-writing',
      purpose: 'model_answer',
      desc: 'A case study with a SWOT analysis.',
      deliveryTime: 5,
    },
  });
  expect(gig.status(), await gig.text()).toBe(201);
  const { _id: gigId } = (await gig.json()) as { _id: string };
  const message =
    'I need a 2,000-word case study on a retailer entering a new market, ' +
    'with a SWOT analysis, Harvard references and a short executive summary.';
  const bid = await buyer.api.post('/api/bids', { data: { gigId, amount: 50, days: 4, message, brief: SAMPLE_BRIEF } });
  expect(bid.status(), await bid.text()).toBe(201);
  const { _id: bidId } = (await bid.json()) as { _id: string };
  const approved = await seller.api.post(`/api/bids/approve/${bidId}`);
  expect(approved.status(), await approved.text()).toBe(200);
  await completeOrder(seller, buyer, bidId);
  await reviewBuyer(seller, bidId, { ...review, satisfaction: 'very_good' });
  return title;
}

/** Signs the browser in as a user made with registerUser. */
export async function signInWithPassword(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(API_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl()}/`);
}

/** Renders a PDF page to PNG with poppler's pdftoppm (110 dpi), for looking at. */
export async function pdfPageToPng(pdf: string, png: string, pageNumber = 1) {
  const run = promisify(execFile);
  await run('pdftoppm', [
    '-png',
    '-r',
    '110',
    '-f',
    String(pageNumber),
    '-l',
    String(pageNumber),
    '-singlefile',
    pdf,
    png.replace(/\.png$/, ''),
  ]);
}

/** The size of every page of a PDF in points, read by poppler's pdfinfo. */
export async function pdfPageSizes(pdf: string): Promise<string[]> {
  const run = promisify(execFile);
  const { stdout } = await run('pdfinfo', ['-f', '1', '-l', '99', pdf]);
  return [...stdout.matchAll(/Page\s+\d+ size:\s+([\d.]+ x [\d.]+ pts)/g)].map((match) => match[1] ?? '');
}
