import type { BidStatus } from '@inkwell/domain/bids/bid.process';
import type { CategoryId } from '@inkwell/domain/categories';
import type { CountryCode } from '@inkwell/domain/countries';
import type { SATISFACTION } from '@inkwell/domain/limits';
import type { Certification, Education, Social } from '@inkwell/domain/users/user.schema';

/**
 * The demo data is written as plain records that refer to each other by username and gig key;
 * rows.ts turns them into table rows (ids, prices, timestamps) and checks them on the way.
 * Times are "days ago" so that the data always looks recent, whenever the first start happens.
 */

export interface DemoUser {
  username: string;
  fullName: string;
  email: string;
  isSeller: boolean;
  /** Handles disputes (docs/product.md#order-life); set from the command line in real life. */
  isOperator?: boolean;
  country: CountryCode;
  nationality: CountryCode;
  phone: string;
  /** Shows email and phone on the public CV (off unless the owner opts in). */
  showContact?: boolean;
  /** Seller tagline shown on gig pages; empty for buyers. */
  desc: string;
  bio: string;
  languages: string[];
  education: Education[];
  experience: string[];
  hobbies: string[];
  certifications: Certification[];
  social: Social;
  joinedDaysAgo: number;
  /** Background of the generated initials avatar. */
  avatarColor: string;
}

export interface DemoGig {
  key: string;
  seller: string;
  cat: CategoryId;
  title: string;
  /** Joined with blank lines into the gig description. */
  paragraphs: string[];
  deliveryTime: number;
  pages: number;
  discount?: { amountCents: number; condition: string };
  /** Revisions an order includes (REVISIONS_DEFAULT when unset); sales and stars come from the seeded orders only. */
  revisions?: number;
  createdDaysAgo: number;
}

export type Satisfaction = (typeof SATISFACTION)[number];

export type Side = 'buyer' | 'seller';

/** A document the seller hands over: a generated A4 PDF with a title page and its sections. */
export interface DemoDocument {
  /** The file name as downloaded, ending in .pdf. */
  name: string;
  title: string;
  sections: string[];
}

/**
 * One step of an order after it was placed, in time order. Each is checked against the bid graph
 * (BID_PROCESS and BID_ACTORS) and the order rules while the rows are built. `cancel` (another bid
 * on the gig approved) is dated by that approval.
 */
export type DemoStep =
  | { do: 'approve' | 'pay' | 'withdraw'; daysAgo: number }
  | { do: 'decline'; daysAgo: number; reason: string }
  | { do: 'cancel' }
  | { do: 'cancel_unpaid'; daysAgo: number; by: Side }
  /** The payment timer: ORDER_PAYMENT_HOURS after the approval. */
  | { do: 'cancel_unpaid'; by: 'system' }
  | { do: 'deliver'; daysAgo: number; message: string; files: DemoDocument[] }
  | { do: 'request_revision'; daysAgo: number; reason: string }
  | { do: 'accept'; daysAgo: number; by: 'buyer' }
  /** The acceptance timer: ORDER_ACCEPTANCE_HOURS after the delivery. */
  | { do: 'accept'; by: 'system' }
  | { do: 'cancellation_requested'; daysAgo: number; by: Side; reason: string }
  | { do: 'cancellation_withdrawn'; daysAgo: number; by: Side }
  /** The other side accepts the open cancellation request: a full refund. */
  | { do: 'cancel_paid'; daysAgo: number; by: Side }
  | { do: 'dispute'; daysAgo: number; by: Side; reason: string }
  | { do: 'resolve_release' | 'resolve_refund'; daysAgo: number; note: string }
  | { do: 'resolve_split'; daysAgo: number; refundCents: number; note: string };

export interface DemoBid {
  gig: string;
  buyer: string;
  /** The state the steps lead to (checked). */
  status: BidStatus;
  days: number;
  message: string;
  placedDaysAgo: number;
  /** Defaults to the gig's total price (pages x price per page), as the bid form does. */
  amountCents?: number;
  steps: DemoStep[];
  /** The owner's review of the buyer, after completion. */
  sellerReview?: { stars: number; satisfaction: Satisfaction; comment: string; daysAgo: number };
  /** The buyer's review of the gig, after completion. */
  buyerReview?: { stars: number; comment: string; daysAgo: number };
}

export interface DemoConversation {
  seller: string;
  buyer: string;
  /** Messages may carry documents (the brief, a reading list): private to the two people. */
  messages: { from: 'seller' | 'buyer'; text: string; hoursAgo: number; files?: DemoDocument[] }[];
  /** Whether the person who did not write the last message has read it. */
  readByRecipient: boolean;
}

export interface DemoLikes {
  user: string;
  gigs: string[];
}
