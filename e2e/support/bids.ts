import type { APIRequestContext, BrowserContext, Locator } from 'playwright-core';
import { expect } from 'vitest';
import { uniqueName } from './browser.ts';
import { SAMPLE_PDF } from './gigs.ts';

/**
 * API helpers for journeys around bids: a gig to bid on, a bid, its approval, payment, delivery and
 * acceptance, the seller's review of the buyer, the caller's bids. Each takes a person as `{ api }` (a request context
 * signed in as them, like the users of support/profile.ts
 * registerUser), so any spec can use them with its own accounts.
 */
export interface Person {
  api: APIRequestContext;
}

export interface GigAnswer {
  _id: string;
  title: string;
  deliveryTime: number;
  pages: number;
  pricePerPage: number;
  totalPrice: number;
  status: string;
}

export interface BidAnswer {
  _id: string;
  gigId: string;
  amount: number;
  days: number;
  /** The due instant once paid, or the one the bid named. */
  dueAt?: string | null;
  message: string;
  status: string;
}

/** A proposal of more than 100 characters, as the Place Bid form asks. */
export const SAMPLE_PROPOSAL =
  'I need a 3,000-word research paper on minimum wages in Europe, ' +
  'with real data from Eurostat, APA references and a short abstract.';

/**
 * Publishes a gig as the seller (unique title; 3 pages over 4
 * days, so $10 a page and $30 in all, unless told otherwise).
 */
export async function publishGig(seller: Person, fields: Record<string, unknown> = {}): Promise<GigAnswer> {
  const answer = await seller.api.post('/api/gigs', {
    data: {
      title: `Research paper with real data ${uniqueName('')}`,
      cat: 'research-paper-writing',
      desc:
        'Research papers in economics and the social sciences, with ' +
        'real data, clear figures and APA or Harvard references.',
      pages: 3,
      deliveryTime: 4,
      purpose: 'research_help',
      ...fields,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as GigAnswer;
}

/** The academic brief every bid carries, without files. */
export const SAMPLE_BRIEF = {
  workType: 'research_paper',
  subject: 'Labour economics',
  level: 'undergraduate',
  citationStyle: 'apa',
  length: { unit: 'words', value: 3000 },
  language: 'en',
  attachments: [] as string[],
};

/** Places the buyer's bid on the gig with the sample brief unless told otherwise (201 expected). */
export async function placeBid(
  buyer: Person,
  gigId: string,
  fields: Partial<Omit<BidAnswer, '_id' | 'gigId' | 'status'>> & { brief?: typeof SAMPLE_BRIEF } = {},
): Promise<BidAnswer> {
  const answer = await buyer.api.post('/api/bids', {
    data: { gigId, amount: 30, days: 3, message: SAMPLE_PROPOSAL, brief: SAMPLE_BRIEF, ...fields },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as BidAnswer;
}

/** The gig's owner approves the bid (the gig's other pending bids are cancelled). */
export async function approveBid(seller: Person, bidId: string): Promise<BidAnswer> {
  const answer = await seller.api.post(`/api/bids/approve/${bidId}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as BidAnswer;
}

/** The buyer pays the approved order into escrow with the demo gateway's 4242 card. */
export async function payOrder(buyer: Person, bidId: string): Promise<void> {
  const intent = await buyer.api.post(`/api/orders/create-payment-intent/${bidId}`);
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const year = (new Date().getUTCFullYear() + 1) % 100;
  const confirmed = await buyer.api.post('/api/payments/demo/confirm', {
    data: { clientSecret, number: '4242424242424242', expiry: `12 / ${year}`, cvc: '123' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** The seller uploads a small PDF as a private file (POST /api/files) and delivers it with the message. */
export async function deliverOrder(
  seller: Person,
  bidId: string,
  message = 'The paper, with its sources and figures.',
): Promise<void> {
  const file = await seller.api.post('/api/files', {
    multipart: { file: { name: 'paper.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF } },
  });
  expect(file.status(), await file.text()).toBe(201);
  const { _id: fileId } = (await file.json()) as { _id: string };
  const delivered = await seller.api.post(`/api/orders/${bidId}/deliveries`, { data: { message, files: [fileId] } });
  expect(delivered.status(), await delivered.text()).toBe(200);
}

/** The buyer accepts the delivery: the order is completed and the escrow released to the seller. */
export async function acceptOrder(buyer: Person, bidId: string): Promise<void> {
  const accepted = await buyer.api.post(`/api/orders/${bidId}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** The whole way from approved to completed: the buyer pays, the seller delivers, the buyer accepts. */
export async function completeOrder(seller: Person, buyer: Person, bidId: string): Promise<void> {
  await payOrder(buyer, bidId);
  await deliverOrder(seller, bidId);
  await acceptOrder(buyer, bidId);
}

export interface BuyerReview {
  stars: number;
  satisfaction: string;
  comment?: string;
}

/** The seller reviews the buyer of a completed order (POST /api/user-reviews). */
export async function reviewBuyer(
  seller: Person,
  bidId: string,
  review: BuyerReview = { stars: 5, satisfaction: 'excellent' },
): Promise<void> {
  const answer = await seller.api.post('/api/user-reviews', { data: { bidId, ...review } });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** GET /api/bids/me: the person's own bids (first page), newest first. */
export async function myBids(person: Person, view: 'all' | 'active' | 'completed' = 'all'): Promise<BidAnswer[]> {
  const answer = await person.api.get(`/api/bids/me?view=${view}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { items: BidAnswer[] }).items;
}

/** Signs a browser context in as the person, by giving it the session cookie of their request context. */
export async function shareSession(context: BrowserContext, person: Person) {
  await context.addCookies((await person.api.storageState()).cookies);
}

/** Fills the Place Bid form's academic brief as SAMPLE_BRIEF has it, in English. */
export async function fillBrief(dialog: Locator) {
  await dialog.getByLabel('Type of work').selectOption('research_paper');
  await dialog.getByLabel('Subject').fill(SAMPLE_BRIEF.subject);
  await dialog.getByLabel('Academic level').selectOption('undergraduate');
  await dialog.getByLabel('Citation style').selectOption('apa');
  await dialog.getByLabel('Length', { exact: true }).fill(String(SAMPLE_BRIEF.length.value));
}
