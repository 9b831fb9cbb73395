import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../lib/domain-error.ts';
import { stripeConnectOf } from '../../lib/payments/stripe-connect.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { receiveConnectWebhook } from './stripe-webhooks.ts';

/**
 * Stripe Connect's webhook (docs/decisions/057-stripe-connect-payouts.md): Stripe delivers the
 * connected accounts' events to an endpoint of their own, signed with that endpoint's secret
 * (STRIPE_CONNECT_WEBHOOK_SECRET, else STRIPE_WEBHOOK_SECRET). Stripe signs the exact bytes it
 * sends: this route alone reads JSON as a raw Buffer, as POST /payments/webhook does.
 */
export const payoutsStripeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    '/payouts/webhook',
    {
      schema: {
        tags: ['payouts'],
        summary:
          "Stripe Connect's webhook (only with the Stripe gateway and a webhook secret, else 404): the " +
          'Stripe-Signature header is checked on the raw body (400 WEBHOOK_SIGNATURE_INVALID); account.updated ' +
          "keeps the seller's payout account status (an older event than the last applied changes nothing), " +
          'payout.paid and payout.failed settle the payout once; other events are answered and ignored.',
        headers: z.object({ 'stripe-signature': z.string().optional() }),
        response: { 200: z.object({ received: z.literal(true) }), ...problemResponses(400, 404) },
      },
    },
    async (request) => {
      const connect = stripeConnectOf(app.config.payments);
      if (!connect) throw new DomainError('NOT_FOUND');
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return receiveConnectWebhook(
        { db: app.db, connect, log: app.log },
        body,
        typeof signature === 'string' ? signature : undefined,
      );
    },
  );
};
