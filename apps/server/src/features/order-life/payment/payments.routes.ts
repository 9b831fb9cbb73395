import {
  ConfirmOrderInput,
  ConfirmOrderResult,
  DemoConfirmInput,
  DemoConfirmResult,
  PaymentIntentResult,
  PaymentSummary,
} from '@inkwell/domain/payments/payment.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn, verifiedEmail } from '../../../lib/auth/guard.ts';
import { checkedByService } from '../../../lib/validation.ts';
import { problemResponses } from '../../../lib/problem-responses.ts';
import type { Payments } from './payments.context.ts';
import { confirmDemoCard, confirmOrder, createPaymentIntent, getPaymentSummary } from './payments.service.ts';
import { receiveWebhook } from './settlement.ts';

/** Any text: an unknown or malformed id is a 404. */
const BidParams = z.object({ bidId: z.string().max(100) });

/** The payment step's routes (its sweepers start in timers/order-timers.ts); `onDispute` from the disputes step. */
export const paymentsRoutes: FastifyPluginAsyncZod<Pick<Payments, 'onDispute'>> = async (app, options) => {
  const payments = (): Payments => ({
    db: app.db,
    gateway: app.paymentGateway,
    log: app.log,
    feeBasisPoints: app.config.money.feeBasisPoints,
    onDispute: options.onDispute,
  });

  app.post(
    '/orders/create-payment-intent/:bidId',
    {
      onRequest: [signedIn, verifiedEmail],
      schema: {
        tags: ['payments'],
        summary:
          'Start paying an approved bid (its bidder only): answers the client ' +
          "secret of a payment intent for the bid's amount, and what is " +
          ('being paid. A second call answers the same open intent. 404 BID_NOT_FOUND, 403 PAYMENT_BIDDER_ONLY ' +
            '(or EMAIL_NOT_VERIFIED when verification is required), 409 BID_NOT_APPROVED or BID_ALREADY_PAID.'),
        params: BidParams,
        response: { 200: PaymentIntentResult, ...problemResponses(401, 403, 404, 409, 502) },
      },
    },
    async (request) => createPaymentIntent(payments(), request.user, request.params.bidId),
  );

  app.put(
    '/orders',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['payments'],
        summary:
          'Confirm a payment with the intent id the gateway put in the ' +
          'return address: when the gateway says it succeeded, the payment, ' +
          ('the escrow ledger and the bid (approved -> in_progress) change in ' +
            'one transaction, once; a second or concurrent call changes nothing. ') +
          '400, 404 PAYMENT_NOT_FOUND, 403 PAYMENT_BIDDER_ONLY.',
        body: ConfirmOrderInput,
        response: { 200: ConfirmOrderResult, ...problemResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request) => confirmOrder(payments(), request.user, request.body as unknown),
  );

  app.post(
    '/payments/demo/confirm',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['payments'],
        summary:
          "The demo gateway's card form (only when the demo gateway is in " +
          'use, else 404 DEMO_GATEWAY_OFF). Test cards: 4242 4242 4242 4242 ' +
          ('succeeds, 4000 0000 0000 0002 is declined (402 CARD_DECLINED), ' +
            '4000 0000 0000 9995 has insufficient funds (402 ') +
          ('CARD_INSUFFICIENT_FUNDS), 4000 0000 0000 7072 is processing ' +
            'for 3 seconds, then succeeds. 400 CARD_NUMBER_INVALID, ') +
          ('CARD_EXPIRY_INVALID, CARD_CVC_INVALID; 409 when the order is ' +
            'not waiting for payment or the intent was already confirmed. ') +
          "Only the card's brand and last 4 digits are kept.",
        body: DemoConfirmInput,
        response: { 200: DemoConfirmResult, ...problemResponses(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => confirmDemoCard(payments(), request.user, request.body as unknown),
  );

  app.get(
    '/payments/summary',
    {
      onRequest: signedIn,
      schema: {
        tags: ['payments'],
        summary:
          "The caller's money from the escrow ledger, in dollars: spent as " +
          'a buyer, of which still held in escrow, and earned as a seller',
        response: { 200: PaymentSummary, ...problemResponses(401) },
      },
    },
    async (request) => getPaymentSummary(app.db, request.user),
  );

  // Stripe signs the exact bytes it sends: this route alone reads JSON as a raw Buffer.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post(
      '/payments/webhook',
      {
        schema: {
          tags: ['payments'],
          summary:
            "Stripe's webhook (only with the Stripe " +
            'gateway and STRIPE_WEBHOOK_SECRET, else ' +
            '404): the Stripe-Signature header is checked ' +
            ('on the raw body (400 WEBHOOK_SIGNATURE_INVALID); payment_intent.* ' +
              'events settle the payment like PUT /orders, once; charge.dispute.created records a chargeback ' +
              'once per dispute (409 ORDER_NOT_PAID while its payment has not succeeded, so Stripe retries).'),
          headers: z.object({ 'stripe-signature': z.string().optional() }),
          response: { 200: z.object({ received: z.literal(true) }), ...problemResponses(400, 404, 409) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return receiveWebhook(payments(), body, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
};
