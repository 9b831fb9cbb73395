import { z } from 'zod';
import { rawLine } from '../text.ts';
import { CARD_BRANDS, cardBrand, cardDigits, cvcValid, expiryInFuture, parseExpiry, passesLuhn } from './card.rules.ts';

/**
 * Card payments of approved bids: the payment intent of a bid, the demo gateway's card
 * form, the confirmation, and the texts of docs/product.md#payments
 * (the result page and the card errors). Money is in dollars here; the server keeps cents.
 */

/** Stripe's PaymentIntent statuses that this product uses; both gateways speak them. */
export const PAYMENT_INTENT_STATUSES = ['requires_payment_method', 'processing', 'succeeded', 'canceled'] as const;
export type PaymentIntentStatus = (typeof PAYMENT_INTENT_STATUSES)[number];
/** A payment still under way: a bid has at most one (a unique index in the schema). */
export const OPEN_PAYMENT_INTENT_STATUSES: readonly PaymentIntentStatus[] = ['requires_payment_method', 'processing'];

export const GATEWAYS = ['demo', 'stripe'] as const;

/** A refund asked of the gateway: recorded with its ledger movement, then sent (retried until the gateway answers). */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export type GatewayKind = (typeof GATEWAYS)[number];

/**
 * A bid's payment, read from the ledger: `none` (pending or cancelled: nothing to pay),
 * `awaiting_payment` (approved, nothing paid), `in_escrow` (paid, held until it is accepted or decided),
 * `released` (completed, paid out to the seller), `paid_outside` (an order of the seed's time,
 * completed without an online payment), `refunded` (all of it back to the buyer), `split` (an
 * operator refunded part and released the rest).
 */
export const PAYMENT_STATES = [
  'none',
  'awaiting_payment',
  'in_escrow',
  'released',
  'paid_outside',
  'refunded',
  'split',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * The escrow ledger's movements of money: `payment` (the buyer pays into escrow), `release` (escrow
 * pays the seller when the order is completed or an operator decides so), `refund` (escrow pays the
 * buyer back: a cancellation or an operator's decision), `paid_outside` (an order of the seed's
 * time completed without an online payment), between the accounts of the buyer, the escrow and the
 * seller. Then the seller's money (decision 056): `fee` (the platform's share of a release),
 * `clearing` (released money becomes available), `payout` (available money asked for, in flight),
 * `payout_paid` (paid to the bank) and `payout_failed` (refused: back to available). Chargebacks
 * (decision 058): `chargeback_hold` (a seller's share still clearing is held), `chargeback_return`
 * (held money back to pending), `chargeback_debit` (held money to the buyer) and `chargeback_loss`
 * (the platform pays the buyer: a chargeback after clearing, or its fee on a chargeback lost).
 */
export const LEDGER_KINDS = [
  'payment',
  'release',
  'refund',
  'paid_outside',
  'fee',
  'clearing',
  'payout',
  'payout_paid',
  'payout_failed',
  'chargeback_hold',
  'chargeback_return',
  'chargeback_debit',
  'chargeback_loss',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/**
 * `seller` holds a seller's released money while it clears (pending); `seller_available`,
 * `seller_in_flight` and `seller_paid_out` are the seller's other balances; `seller_held` a share held
 * by a chargeback (decision 058); `platform` the fees less what chargebacks took from it.
 * `escrow` and `platform` belong to no person.
 */
export const LEDGER_ACCOUNTS = [
  'buyer',
  'escrow',
  'seller',
  'seller_available',
  'seller_in_flight',
  'seller_paid_out',
  'seller_held',
  'platform',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const PAYMENT_MESSAGES = {
  succeeded: 'Payment succeeded!',
  processing: 'Your payment is processing.',
  requiresPaymentMethod: 'Your payment was not successful, please try again.',
  other: 'Something went wrong.',
  unexpected: 'An unexpected error occurred',
  cardNumberRequired: 'Your card number is incomplete.',
  cardNumberInvalid: 'Your card number is invalid.',
  expiryInvalid: "Your card's expiration date is incomplete.",
  expired: "Your card's expiration date is in the past.",
  cvcInvalid: "Your card's security code is incomplete.",
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  notATestCard: 'Your card was declined. The demo gateway only accepts its test cards.',
} as const;

/** docs/product.md#payments: the message of the payment result page for an intent's status. */
export function paymentReturnMessage(status: string | null | undefined): string {
  switch (status) {
    case 'succeeded':
      return PAYMENT_MESSAGES.succeeded;
    case 'processing':
      return PAYMENT_MESSAGES.processing;
    case 'requires_payment_method':
      return PAYMENT_MESSAGES.requiresPaymentMethod;
    default:
      return PAYMENT_MESSAGES.other;
  }
}

/** The demo card form (number, expiry "MM / YY", CVC), checked the same way in the browser and on the server. */
export const DemoCardFields = z
  .object({
    number: rawLine({ error: PAYMENT_MESSAGES.cardNumberRequired }).max(40, PAYMENT_MESSAGES.cardNumberInvalid),
    expiry: rawLine({ error: PAYMENT_MESSAGES.expiryInvalid }).max(10, PAYMENT_MESSAGES.expiryInvalid),
    cvc: rawLine({ error: PAYMENT_MESSAGES.cvcInvalid }).max(8, PAYMENT_MESSAGES.cvcInvalid),
  })
  .superRefine((card, context) => {
    const digits = cardDigits(card.number);
    const problem = (path: string, message: string, code: string) =>
      context.addIssue({ code: 'custom', path: [path], message, params: { code } });
    if (digits === '') problem('number', PAYMENT_MESSAGES.cardNumberRequired, 'card_number_incomplete');
    else if (!passesLuhn(digits)) problem('number', PAYMENT_MESSAGES.cardNumberInvalid, 'card_number_invalid');
    const expiry = parseExpiry(card.expiry);
    if (!expiry || expiry.month < 1 || expiry.month > 12)
      problem('expiry', PAYMENT_MESSAGES.expiryInvalid, 'card_expiry_incomplete');
    else if (!expiryInFuture(expiry.month, expiry.year)) problem('expiry', PAYMENT_MESSAGES.expired, 'card_expired');
    if (!cvcValid(card.cvc.trim(), cardBrand(digits)))
      problem('cvc', PAYMENT_MESSAGES.cvcInvalid, 'card_cvc_incomplete');
  });
export type DemoCardFields = z.infer<typeof DemoCardFields>;

/** POST /api/payments/demo/confirm: the card form of the demo gateway for one intent. */
export const DemoConfirmInput = z.object({
  clientSecret: rawLine().max(255).describe('The client secret from POST /orders/create-payment-intent/{bidId}'),
  number: rawLine().describe('Card number; only its brand and last 4 digits are kept'),
  expiry: rawLine().describe('MM / YY'),
  cvc: rawLine(),
});
export type DemoConfirmInput = z.infer<typeof DemoConfirmInput>;

/** What is being paid: shown on /pay/{bidId}. */
export const PaymentOrder = z.object({
  bidId: z.string(),
  gigId: z.string(),
  gigTitle: z.string(),
  gigCover: z.string(),
  sellerId: z.string(),
  sellerUsername: z.string(),
});
export type PaymentOrder = z.infer<typeof PaymentOrder>;

/** POST /api/orders/create-payment-intent/{bidId}. */
export const PaymentIntentResult = z.object({
  clientSecret: z.string(),
  paymentIntent: z.string().describe('The intent id (pi_...)'),
  status: z.enum(PAYMENT_INTENT_STATUSES),
  gateway: z.enum(GATEWAYS),
  /** Stripe's publishable key for Stripe Elements; null for the demo gateway. */
  publishableKey: z.string().nullable(),
  /** Dollars, from the bid. */
  amount: z.number(),
  currency: z.literal('usd'),
  order: PaymentOrder,
});
export type PaymentIntentResult = z.infer<typeof PaymentIntentResult>;

/** POST /api/payments/demo/confirm answers the intent as it now is. */
export const DemoConfirmResult = z.object({
  paymentIntent: z.string(),
  status: z.enum(PAYMENT_INTENT_STATUSES),
  card: z.object({ brand: z.enum(CARD_BRANDS), last4: z.string() }),
});
export type DemoConfirmResult = z.infer<typeof DemoConfirmResult>;

/**
 * PUT /api/orders: the confirmation (docs/product.md#payments)
 * with the intent id the gateway put in the return address.
 */
export const ConfirmOrderInput = z.object({
  payment_intent: rawLine({ error: 'payment_intent is required' }).min(1, 'payment_intent is required').max(255),
});
export type ConfirmOrderInput = z.infer<typeof ConfirmOrderInput>;

export const ConfirmOrderResult = z.object({
  paymentIntent: z.string(),
  status: z.enum(PAYMENT_INTENT_STATUSES),
  bidId: z.string(),
  bidStatus: z.string(),
  paymentState: z.enum(PAYMENT_STATES),
});
export type ConfirmOrderResult = z.infer<typeof ConfirmOrderResult>;

/** GET /api/payments/summary: the caller's money from the ledger, in dollars. */
export const PaymentSummary = z.object({
  /** Paid as a buyer (online and outside the platform). */
  spent: z.number(),
  /** Of that, held in escrow until the orders are completed. */
  inEscrow: z.number(),
  /** Received as a seller (released from escrow and paid outside the platform). */
  earned: z.number(),
});
export type PaymentSummary = z.infer<typeof PaymentSummary>;
