import { COMPLETED_ORDERS_A } from './orders-completed-a.ts';
import { COMPLETED_ORDERS_B } from './orders-completed-b.ts';
import { COMPLETED_ORDERS_C } from './orders-completed-c.ts';
import { ENDED_ORDERS } from './orders-ended.ts';
import { OPEN_ORDERS } from './orders-open.ts';
import type { DemoBid, DemoLikes } from './types.ts';

/**
 * Orders in every state, so that each screen has something to show (docs/demo-accounts.md): the
 * bids and orders under way (orders-open.ts), those that ended otherwise than by completion
 * (orders-ended.ts), and the
 * completed history that makes every gig's sales and stars (orders-completed-*.ts).
 */
export const DEMO_BIDS: DemoBid[] = [
  ...OPEN_ORDERS,
  ...ENDED_ORDERS,
  ...COMPLETED_ORDERS_A,
  ...COMPLETED_ORDERS_B,
  ...COMPLETED_ORDERS_C,
];

export const DEMO_LIKES: DemoLikes[] = [
  {
    user: 'noah.bennett',
    gigs: [
      'economics-essays',
      'finance-term-paper',
      'econ-research-paper',
      'business-case-studies',
      'econometrics-problem-sets',
      'tech-ethics-essays',
    ],
  },
  {
    user: 'yuki.tanaka',
    gigs: ['cs-literature-review', 'cs-masters-thesis', 'cs-research-paper', 'tech-ethics-essays'],
  },
  {
    user: 'fatima.alsayed',
    gigs: [
      'nursing-coursework',
      'clinical-case-studies',
      'reflective-care-essays',
      'psychology-essays',
      'public-health-research',
    ],
  },
  {
    user: 'mateo.silva',
    gigs: [
      'legal-case-studies',
      'law-personal-statements',
      'human-rights-essays',
      'law-dissertation',
      'politics-term-paper',
    ],
  },
  {
    user: 'emma.walsh',
    gigs: ['psychology-systematic-review', 'psychology-bachelor-thesis', 'psychology-essays', 'education-term-paper'],
  },
  {
    user: 'daniel.okafor',
    gigs: ['history-essays', 'historiography-review', 'humanities-thesis-editing', 'history-dissertation'],
  },
  { user: 'amelia.hart', gigs: ['historiography-review', 'psychology-systematic-review'] },
  { user: 'lukas.becker', gigs: ['economics-essays'] },
];
