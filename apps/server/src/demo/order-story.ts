import type { DemoBid, DemoDocument, DemoStep, Satisfaction } from './types.ts';

/**
 * A finished order told in a few lines: the proposal, what the seller delivered (and, when the buyer
 * asked for a revision, the first version and the reason) and the reviews. The days of approval,
 * payment, delivery, acceptance and reviews follow from when it was placed and its days: the seller
 * delivers before the due date and the buyer answers within a day, or the acceptance timer does.
 */
export interface CompletedStory {
  gig: string;
  buyer: string;
  days: number;
  placedDaysAgo: number;
  message: string;
  amountCents?: number;
  delivery: { message: string; files: DemoDocument[] };
  /** A first delivery the buyer sent back with the reason; `delivery` is the second one. */
  revision?: { first: { message: string; files: DemoDocument[] }; reason: string };
  /** Nobody answered the delivery: the acceptance timer completed the order. */
  acceptedByTimer?: boolean;
  sellerReview?: { stars: number; satisfaction: Satisfaction; comment: string };
  buyerReview?: { stars: number; comment: string };
}

const round = (daysAgo: number) => Math.round(daysAgo * 100) / 100;

export function completedOrder(story: CompletedStory): DemoBid {
  const { days } = story;
  const approved = round(story.placedDaysAgo - 0.15);
  const paid = round(approved - 0.1);
  const steps: DemoStep[] = [
    { do: 'approve', daysAgo: approved },
    { do: 'pay', daysAgo: paid },
  ];
  let delivered: number;
  if (story.revision) {
    const first = round(paid - Math.max(0.5, days * 0.6));
    const revised = round(first - 0.6);
    delivered = round(revised - Math.max(0.4, Math.ceil(days / 2) * 0.5));
    steps.push(
      { do: 'deliver', daysAgo: first, ...story.revision.first },
      { do: 'request_revision', daysAgo: revised, reason: story.revision.reason },
    );
  } else {
    delivered = round(paid - Math.max(0.4, days * 0.8));
  }
  steps.push({ do: 'deliver', daysAgo: delivered, ...story.delivery });
  const accepted = story.acceptedByTimer ? delivered - 3 : round(delivered - 0.7);
  steps.push(story.acceptedByTimer ? { do: 'accept', by: 'system' } : { do: 'accept', daysAgo: accepted, by: 'buyer' });
  return {
    gig: story.gig,
    buyer: story.buyer,
    status: 'completed',
    days,
    message: story.message,
    placedDaysAgo: story.placedDaysAgo,
    ...(story.amountCents === undefined ? {} : { amountCents: story.amountCents }),
    steps,
    ...(story.sellerReview ? { sellerReview: { ...story.sellerReview, daysAgo: round(accepted - 0.2) } } : {}),
    ...(story.buyerReview ? { buyerReview: { ...story.buyerReview, daysAgo: round(accepted - 0.4) } } : {}),
  };
}
