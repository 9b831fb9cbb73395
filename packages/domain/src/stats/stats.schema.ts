import { z } from 'zod';

/** One stat card's trend: the two monthly figures it compares and the change in whole percent. */
export const Trend = z.object({
  thisMonth: z.number(),
  lastMonth: z.number(),
  /** Whole percent, rounded half away from zero; 0 when both months are 0; null when only this month has something ("new"). */
  percent: z.number().int().nullable(),
});
export type Trend = z.infer<typeof Trend>;

/** GET /api/gigs/stats: the Seller Hub's four cards (docs/product.md#seller-figures). */
export const SellerStats = z.object({
  /** The seller's gigs that are not deleted. */
  totalGigs: z.number().int(),
  /** Bids on the seller's gigs that are approved or in progress. */
  activeOrders: z.number().int(),
  /** Dollars: the sum of the seller's completed bid amounts. */
  totalRevenue: z.number(),
  /** Conversations of the seller with a message they have not read. */
  unreadConversations: z.number().int(),
  trends: z.object({
    /** Gigs published (and not deleted) this month against last month. */
    totalGigs: Trend,
    /** Orders started (bids approved) this month against last month. */
    activeOrders: Trend,
    /** Dollars of orders completed this month against last month. */
    totalRevenue: Trend,
    /** Messages received this month against last month. */
    unreadConversations: Trend,
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
