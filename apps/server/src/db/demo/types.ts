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
  country: CountryCode;
  nationality: CountryCode;
  phone: string;
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
  /** Orders and ratings from before the seeded activity (the seeded orders add to them). */
  sales: number;
  ratings: number;
  averageStars: number;
  createdDaysAgo: number;
}

export type Satisfaction = (typeof SATISFACTION)[number];

export interface DemoBid {
  gig: string;
  buyer: string;
  status: BidStatus;
  days: number;
  message: string;
  placedDaysAgo: number;
  /** Defaults to the gig's total price (pages x price per page), as the bid form does. */
  amountCents?: number;
  approvedDaysAgo?: number;
  /** A succeeded demo payment; required for in_progress, optional for completed. */
  paidDaysAgo?: number;
  completedDaysAgo?: number;
  /** The owner's review of the buyer, written on completion. */
  sellerReview?: { stars: number; satisfaction: Satisfaction; comment: string };
  /** The buyer's review of the gig after completion. */
  buyerReview?: { stars: number; comment: string; daysAgo: number };
}

export interface DemoConversation {
  seller: string;
  buyer: string;
  messages: { from: 'seller' | 'buyer'; text: string; hoursAgo: number }[];
  /** Whether the person who did not write the last message has read it. */
  readByRecipient: boolean;
}

export interface DemoLikes {
  user: string;
  gigs: string[];
}
