import { z } from 'zod';
import { AcademicBrief } from '../bids/academic-brief.schema.ts';
import { GIG_PURPOSES } from '../integrity/integrity.constants.ts';
import { line, multiline } from '../text.ts';
import { BID_ACTIONS, BID_STATUSES } from '../bids/bid.process.ts';
import { FileDto } from '../files/file.schema.ts';
import { PageQuery, pageOf } from '../pagination.ts';
import { Originality } from '../integrity/originality.schema.ts';
import { SellerEarnings } from '../payments/seller-earnings.schema.ts';
import { DELIVERY_FILES_MAX, DELIVERY_MESSAGE_MAX, ORDER_UI_ACTIONS, REASON_MAX, REASON_MIN } from './order.rules.ts';

/**
 * An order as both parties (and an operator deciding its dispute) see it, GET /api/orders/{bidId},
 * and the bodies of its actions (docs/product.md#order-life). Money is in dollars here; the server
 * keeps cents.
 */

export const ORDER_MESSAGES = {
  reasonMin: `Please give a reason of at least ${REASON_MIN} characters`,
  reasonMax: `A reason can be at most ${REASON_MAX} characters`,
  deliveryMessageRequired: 'Please write a message with your delivery',
  deliveryMessageMax: `A delivery message can be at most ${DELIVERY_MESSAGE_MAX} characters`,
  deliveryFilesMin: 'Please attach at least one file',
  deliveryFilesMax: `A delivery can carry at most ${DELIVERY_FILES_MAX} files`,
  refundAmount: 'The refund must be more than 0 and less than the amount paid',
} as const;

/** A reason, trimmed: REASON_MIN to REASON_MAX characters. */
export const Reason = multiline({ error: ORDER_MESSAGES.reasonMin })
  .min(REASON_MIN, ORDER_MESSAGES.reasonMin)
  .max(REASON_MAX, ORDER_MESSAGES.reasonMax);

export const ReasonInput = z.object({ reason: Reason });
export type ReasonInput = z.infer<typeof ReasonInput>;

/** An instant with its offset, as ISO 8601 (2026-12-04T09:00:00+01:00 or ...Z). */
export const Instant = z.iso.datetime({ offset: true, error: 'Please give a date and time with its offset' });

/** POST /orders/{bidId}/extension: the new due instant and why. */
export const ExtensionInput = z.object({ dueAt: Instant, reason: Reason });
export type ExtensionInput = z.infer<typeof ExtensionInput>;

/** POST /orders/{bidId}/deliveries. */
export const DeliveryInput = z.object({
  message: multiline({ error: ORDER_MESSAGES.deliveryMessageRequired })
    .min(1, ORDER_MESSAGES.deliveryMessageRequired)
    .max(DELIVERY_MESSAGE_MAX, ORDER_MESSAGES.deliveryMessageMax),
  files: z
    .array(line(), { error: ORDER_MESSAGES.deliveryFilesMin })
    .min(1, ORDER_MESSAGES.deliveryFilesMin)
    .max(DELIVERY_FILES_MAX, ORDER_MESSAGES.deliveryFilesMax),
});
export type DeliveryInput = z.infer<typeof DeliveryInput>;

export const DISPUTE_OUTCOMES = ['release', 'refund', 'split'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/**
 * POST /operator/disputes/{bidId}/resolve; refundAmount (dollars) only for a split, checked against the amount paid.
 */
export const ResolveDisputeInput = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES),
  refundAmount: z.number().positive(ORDER_MESSAGES.refundAmount).optional(),
});
export type ResolveDisputeInput = z.infer<typeof ResolveDisputeInput>;

const Person = z.object({ _id: z.string(), username: z.string(), img: z.string() });

/** Who did something on the order: one of its two people, an operator, or the system (a timer, a payment). */
export const ORDER_EVENT_ACTORS = ['buyer', 'seller', 'operator', 'system'] as const;

/** The timeline's kinds: the graph's actions plus the steps of a cancellation request. */
export const ORDER_EVENT_TYPES = [
  ...BID_ACTIONS,
  'placed',
  'cancellation_requested',
  'cancellation_withdrawn',
  'chargeback',
  'chargeback_seller',
  'chargeback_buyer',
  'extension_requested',
  'extension_accepted',
  'extension_declined',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

export const OrderEvent = z.object({
  type: z.enum(ORDER_EVENT_TYPES),
  actor: z.enum(ORDER_EVENT_ACTORS),
  /** The reason or message given with it; '' when none. */
  note: z.string(),
  /** The note as written, when contact masking changed it: only in an operator's reading (decision 054). */
  originalNote: z.string().optional(),
  /** Dollars moved by it (a refund or a release), when it moved money. */
  amount: z.number().nullable(),
  /** The due instant an extension asked for (the extension's lines only). */
  dueAt: z.string().optional(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof OrderEvent>;

export const Delivery = z.object({
  _id: z.string(),
  message: z.string(),
  files: z.array(FileDto),
  at: z.string(),
  /** Originality evidence (decision 038): pending until checked after the delivery. */
  originality: Originality,
});
export type Delivery = z.infer<typeof Delivery>;

export const Cancellation = z.object({
  requestedBy: z.enum(['buyer', 'seller']),
  reason: z.string(),
  at: z.string(),
});

/** The seller's open request to move the due instant, waiting for the buyer's answer. */
export const Extension = z.object({
  dueAt: z.string(),
  previousDueAt: z.string(),
  reason: z.string(),
  at: z.string(),
});

export const Dispute = z.object({
  openedBy: z.enum(['buyer', 'seller']),
  reason: z.string(),
  at: z.string(),
  outcome: z.enum(DISPUTE_OUTCOMES).nullable(),
  /** Dollars refunded by the decision; null until decided. */
  refundAmount: z.number().nullable(),
  resolvedAt: z.string().nullable(),
});

/** The money of an order (dollars): paid = held + released + refunded, always. */
export const OrderMoney = z.object({
  paid: z.number(),
  held: z.number(),
  released: z.number(),
  refunded: z.number(),
});
export type OrderMoney = z.infer<typeof OrderMoney>;

export const Order = z.object({
  _id: z.string(),
  /** `purpose`: what the work is for; the order page says it beside the honor code's notice. */
  gig: z.object({
    _id: z.string(),
    title: z.string(),
    cover: z.string(),
    purpose: z.enum(GIG_PURPOSES),
    deleted: z.boolean(),
  }),
  buyer: Person,
  seller: Person,
  /** How the caller takes part: one of the two people, or an operator deciding its dispute. */
  viewerRole: z.enum(['buyer', 'seller', 'operator']),
  status: z.enum(BID_STATUSES),
  amount: z.number(),
  days: z.number().int(),
  /** The buyer's proposal, the free text of the bid. */
  proposal: z.string(),
  /** The academic brief of the bid with its files (null on bids placed before briefs existed). */
  brief: AcademicBrief.nullable(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  late: z.boolean(),
  completedAt: z.string().nullable(),
  /** When the payment timer cancels an approved, unpaid order; null otherwise. */
  payBy: z.string().nullable(),
  /** When the acceptance timer completes a delivered order nobody answered; null otherwise. */
  autoAcceptAt: z.string().nullable(),
  revisionsIncluded: z.number().int(),
  revisionsLeft: z.number().int(),
  deliveries: z.array(Delivery),
  timeline: z.array(OrderEvent),
  cancellation: Cancellation.nullable(),
  /** The seller's open extension request (null when none). */
  extension: Extension.nullable(),
  dispute: Dispute.nullable(),
  money: OrderMoney,
  /** The platform's fee and what the seller earns of the order: only in the seller's reading. */
  sellerEarnings: SellerEarnings.optional(),
  /** The seller's answer when they declined the bid; '' otherwise. */
  declineReason: z.string(),
  hasUserReview: z.boolean(),
  hasGigReview: z.boolean(),
  /**
   * The bid's texts as written (the brief's subject, the decline reason), by field, when contact
   * masking changed them: only in an operator's reading (decision 054).
   */
  originalText: z.record(z.string(), z.unknown()).optional(),
  /** What the caller may do now (orderActionsFor); the server checks each again. */
  actions: z.array(z.enum(ORDER_UI_ACTIONS)),
});
export type Order = z.infer<typeof Order>;

/** GET /operator/disputes: open disputes, the oldest first. */
export const DisputeSummary = z.object({
  bidId: z.string(),
  gigTitle: z.string(),
  buyerUsername: z.string(),
  sellerUsername: z.string(),
  amount: z.number(),
  openedBy: z.enum(['buyer', 'seller']),
  reason: z.string(),
  at: z.string(),
});
export type DisputeSummary = z.infer<typeof DisputeSummary>;
export const DisputeList = pageOf(DisputeSummary);
export type DisputeList = z.infer<typeof DisputeList>;
export const DisputeListQuery = PageQuery;
