import { z } from 'zod';

/** One card's trend: its figure now, the same figure one month earlier, and the change in whole percent. */
export const Trend = z.object({
  now: z.number(),
  monthAgo: z.number(),
  /** Whole percent, rounded half away from zero; null when there was nothing a month ago (no trend to show). */
  percent: z.number().int().nullable(),
});
export type Trend = z.infer<typeof Trend>;

/** The seller's money on the platform, in dollars, over all their orders (the escrow ledger). */
export const SellerMoney = z.object({
  /** Paid by buyers and still in escrow: orders not yet accepted, cancelled or decided. */
  heldInEscrow: z.number(),
  /** Released from escrow to the seller (accepted orders, the seller's part of a split). */
  released: z.number(),
  /** Refunded from escrow to buyers (cancellations, disputes decided as refund or split). */
  refunded: z.number(),
  /**
   * What the seller earns of it ("You earn"): of the money held, each order's price less the fee
   * fixed on its payment; of the money released, the releases less their fees.
   */
  youEarn: z.object({ heldInEscrow: z.number(), released: z.number() }),
});
export type SellerMoney = z.infer<typeof SellerMoney>;

/** GET /api/gigs/stats: the Seller Hub's cards (docs/product.md#seller-figures). */
export const SellerStats = z.object({
  /** The seller's gigs that are not deleted. */
  totalGigs: z.number().int(),
  /** Orders of the seller's gigs under way (ACTIVE_ORDER_STATUSES). */
  activeOrders: z.number().int(),
  /** Dollars the seller has received: released from escrow or paid outside the platform. */
  totalRevenue: z.number(),
  /** Conversations of the seller with a message they have not read (no trend: what was read when is not kept). */
  unreadConversations: z.number().int(),
  money: SellerMoney,
  /** ISO timestamp: the instant one month earlier that every trend compares with. */
  monthAgo: z.string(),
  trends: z.object({
    totalGigs: Trend,
    activeOrders: Trend,
    totalRevenue: Trend,
    heldInEscrow: Trend,
    released: Trend,
    refunded: Trend,
  }),
});
export type SellerStats = z.infer<typeof SellerStats>;

/** GET /api/users/{id}/seller-facts: the seller facts of the gig page, from data (docs/product.md#seller-figures). */
export const SellerFacts = z.object({
  userId: z.string(),
  /** ISO timestamp of the sign-up. */
  memberSince: z.string(),
  /**
   * Average minutes between the other person's first message in a conversation and this user's
   * first reply to it, over the conversations that got a reply; null when none did.
   */
  averageResponseMinutes: z.number().int().nullable(),
  /** ISO timestamp of the user's last completed order as a seller; null when none. */
  lastDeliveryAt: z.string().nullable(),
  /** From the profile. */
  languages: z.array(z.string()),
});
export type SellerFacts = z.infer<typeof SellerFacts>;
