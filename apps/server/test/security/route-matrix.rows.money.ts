import { TEST_CARDS } from '@inkwell/domain/payments/card.rules';
import { CARD } from '../fixtures/payments.ts';
import { type Row, SELLERS, ownGet } from './route-matrix.rows.shared.ts';

/** The route matrix's rows: Payments and a seller's money after release (features/payouts). */
export const MONEY_ROWS: readonly Row[] = [
  // Payments.
  {
    route: 'POST /api/orders/create-payment-intent/:bidId',
    scene: 'approvedBid',
    url: '/api/orders/create-payment-intent/{bid}',
    allow: ['other'],
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'PUT /api/orders',
    scene: 'paymentStarted',
    url: '/api/orders',
    body: { payment_intent: '{intent}' },
    allow: ['other'],
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'POST /api/payments/demo/confirm',
    scene: 'paymentStarted',
    url: '/api/payments/demo/confirm',
    body: { clientSecret: '{clientSecret}', number: TEST_CARDS.succeeds, ...CARD },
    allow: ['other'],
    deny: { visitor: 401, rest: 403 },
    fresh: true,
  },
  ownGet('GET /api/payments/summary', '/api/payments/summary'),

  // A seller's money after release (features/payouts): sellers only; each seller sees their own.
  {
    route: 'GET /api/payouts/balance',
    scene: 'people',
    url: '/api/payouts/balance',
    allow: SELLERS,
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'GET /api/payouts/account',
    scene: 'people',
    url: '/api/payouts/account',
    allow: SELLERS,
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'POST /api/payouts/account/onboarding',
    scene: 'people',
    url: '/api/payouts/account/onboarding',
    allow: SELLERS,
    deny: { visitor: 401, rest: 403 },
  },
  // A forged token: no one gets a 2xx (the token's owner is tested in features/payouts).
  {
    route: 'POST /api/payouts/demo/onboarding',
    scene: 'people',
    url: '/api/payouts/demo/onboarding',
    body: { token: 'forged-token', accountHolder: 'Matrix Seller', iban: 'DE89 3704 0044 0532 0130 00' },
    allow: [],
    deny: { visitor: 401, seller: 400, owner: 400, rest: 403 },
  },
  // No payout account in the matrix's world: every seller is 409 (the payouts are tested in features/payouts).
  {
    route: 'POST /api/payouts',
    scene: 'people',
    url: '/api/payouts',
    body: {},
    allow: [],
    deny: { visitor: 401, seller: 409, owner: 409, rest: 403 },
  },
  {
    route: 'GET /api/payouts',
    scene: 'people',
    url: '/api/payouts',
    allow: SELLERS,
    deny: { visitor: 401, rest: 403 },
  },
  // Monthly statements: the months for sellers; no seller of the matrix's world has money, so no month has one (404).
  {
    route: 'GET /api/payouts/statements',
    scene: 'people',
    url: '/api/payouts/statements',
    allow: SELLERS,
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'GET /api/payouts/statements/:month',
    scene: 'people',
    url: '/api/payouts/statements/2025-01',
    allow: [],
    deny: { visitor: 401, seller: 404, owner: 404, rest: 403 },
  },
  {
    route: 'POST /api/payments/webhook',
    scene: 'people',
    url: '/api/payments/webhook',
    body: {},
    allow: [],
    deny: { rest: 404 },
  },
  // Stripe Connect's webhook (decision 057): absent with the demo provider, as the payments webhook is.
  {
    route: 'POST /api/payouts/webhook',
    scene: 'people',
    url: '/api/payouts/webhook',
    body: {},
    allow: [],
    deny: { rest: 404 },
  },
  // The operators' finance page (decision 058): operators only.
  {
    route: 'GET /api/operator/finance',
    scene: 'people',
    url: '/api/operator/finance',
    allow: ['operator'],
    deny: { visitor: 401, rest: 403 },
  },
];
