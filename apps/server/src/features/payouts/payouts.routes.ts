import { PageQuery, pageOf } from '@inkwell/domain/pagination';
import {
  CreatePayoutInput,
  CreatePayoutResult,
  DemoOnboardingInput,
  PayoutAccount,
  PayoutBalance,
  PayoutOnboardingLink,
} from '@inkwell/domain/payments/payout.schema';
import { PayoutDto } from '@inkwell/domain/payments/payout.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../lib/auth/guard.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import {
  confirmDemoOnboarding,
  getPayoutAccount,
  ONLY_SELLERS_GET_PAID,
  startPayoutOnboarding,
} from './payout-accounts.service.ts';
import { startPayoutTimers, type PayoutTimersOptions } from './payout-sweeps.ts';
import { createPayout, getPayoutBalance, listPayouts } from './payouts.service.ts';
import { statementsRoutes } from './payouts.statements.routes.ts';
import { payoutsStripeRoutes } from './payouts.stripe.routes.ts';
import { stripeConnectOf } from '../../lib/payments/stripe-connect.ts';

/** Route hook: 401 for visitors and 403 SELLERS_ONLY for buyers, before a body is even read. */
async function sellersOnly(request: FastifyRequest): Promise<void> {
  requireRole(request.user, 'seller', ONLY_SELLERS_GET_PAID);
}

const SELLERS = '401 for visitors, 403 SELLERS_ONLY for buyers';

/**
 * A seller's money after release (docs/decisions/056-payouts-and-fees.md): balances, the payout
 * account, withdrawals; and the clearing and payout sweepers.
 */
export const payoutsRoutes: FastifyPluginAsyncZod<PayoutTimersOptions> = async (app, options) => {
  app.get(
    '/payouts/balance',
    {
      onRequest: sellersOnly,
      schema: {
        tags: ['payouts'],
        summary:
          "The seller's balances in dollars: pending (released, net of the platform's fee, still clearing), " +
          'available (may be withdrawn), inFlight (asked for, not paid yet), paidOut, the fees taken ' +
          `(feesTotal) and the next clearing { amount, at } or null; ${SELLERS}`,
        response: { 200: PayoutBalance, ...problemResponses(401, 403) },
      },
    },
    async (request) => getPayoutBalance(app.db, app.config, request.user),
  );

  app.get(
    '/payouts/account',
    {
      onRequest: sellersOnly,
      schema: {
        tags: ['payouts'],
        summary:
          "The seller's payout account: provider (demo or stripe) and status " +
          `(none, pending, enabled, restricted); ${SELLERS}`,
        response: { 200: PayoutAccount, ...problemResponses(401, 403) },
      },
    },
    async (request) => getPayoutAccount(app.db, app.config, request.user),
  );

  app.post(
    '/payouts/account/onboarding',
    {
      onRequest: sellersOnly,
      schema: {
        tags: ['payouts'],
        summary:
          'Where the seller goes to connect a payout account: with the demo provider, ' +
          '/payouts/demo-onboarding?token=... on this site (a new link replaces the last, for an hour); with ' +
          "Stripe, a Stripe onboarding link for the seller's Express connected account (made once; 502 " +
          `PAYMENT_GATEWAY_FAILED when Stripe cannot be reached); ${SELLERS}`,
        response: { 200: PayoutOnboardingLink, ...problemResponses(401, 403, 502) },
      },
    },
    async (request) => startPayoutOnboarding(app.db, app.config, request.user),
  );

  app.post(
    '/payouts/demo/onboarding',
    {
      onRequest: sellersOnly,
      schema: {
        tags: ['payouts'],
        summary:
          "The demo provider's form: the token of the seller's link, the account holder and the IBAN " +
          '(only the test IBAN DE89 3704 0044 0532 0130 00 is accepted, spaces optional: else 400 ' +
          'PAYOUT_IBAN_REFUSED); a used, expired or forged token is 400 PAYOUT_ONBOARDING_TOKEN_INVALID; ' +
          `then the account is enabled. 404 DEMO_GATEWAY_OFF with Stripe; ${SELLERS}`,
        body: DemoOnboardingInput,
        response: { 200: PayoutAccount, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => confirmDemoOnboarding(app.db, app.config, request.user, request.body),
  );

  app.post(
    '/payouts',
    {
      onRequest: sellersOnly,
      schema: {
        tags: ['payouts'],
        summary:
          'Withdraws `amount` dollars (all that is available when left out) to the payout account: 409 ' +
          'PAYOUT_ACCOUNT_NOT_READY without an enabled account, 409 PAYOUT_NOTHING_AVAILABLE, 400 ' +
          'PAYOUT_BELOW_MINIMUM under PAYOUT_MINIMUM, 400 PAYOUT_ABOVE_AVAILABLE, with Stripe 409 ' +
          "PAYOUT_TRANSFER_PENDING over what has reached the seller's connected account; the payout is pending " +
          `until the provider pays it (paid) or refuses it (failed: its amount is available again); ${SELLERS}`,
        body: CreatePayoutInput.default({}),
        response: { 201: CreatePayoutResult, ...problemResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      const connect = stripeConnectOf(app.config.payments);
      const stripe = connect ? { db: app.db, connect, log: request.log } : null;
      return createPayout(app.db, app.config, request.user, request.body, stripe);
    },
  );

  app.get(
    '/payouts',
    {
      onRequest: sellersOnly,
      schema: {
        tags: ['payouts'],
        summary: `The seller's payouts, newest first, paged with limit and cursor; ${SELLERS}`,
        querystring: PageQuery,
        response: { 200: pageOf(PayoutDto), ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listPayouts(app.db, request.user, request.query),
  );

  await app.register(payoutsStripeRoutes);
  // The monthly statements: GET /payouts/statements and /payouts/statements/{month} (a PDF).
  await app.register(statementsRoutes);

  startPayoutTimers(app, options);
};
