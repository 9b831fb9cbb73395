import { ACCOUNTS_ROWS } from './route-matrix.rows.accounts.ts';
import { ASSIGNMENTS_ROWS } from './route-matrix.rows.assignments.ts';
import { GIGS_ROWS } from './route-matrix.rows.gigs.ts';
import { MONEY_ROWS } from './route-matrix.rows.money.ts';
import { OPERATOR_ROWS } from './route-matrix.rows.operator.ts';
import { ORDERS_ROWS } from './route-matrix.rows.orders.ts';
import type { Row } from './route-matrix.rows.shared.ts';
import { SITE_ROWS } from './route-matrix.rows.site.ts';
import { TALK_ROWS } from './route-matrix.rows.talk.ts';

export type { Row } from './route-matrix.rows.shared.ts';

/**
 * Every row of the route matrix, one file per area: route-matrix.rows.site.ts (health, docs, the web
 * app), .accounts.ts, .gigs.ts (pictures, files, gigs, bids, reviews), .talk.ts (conversations,
 * messages, notifications, events), .money.ts (payments, payouts, finance), .orders.ts, .assignments.ts
 * (assignments and offers) and .operator.ts (operators, reports, country rules). What a row says:
 * route-matrix.rows.shared.ts.
 */
export const ROWS: readonly Row[] = [
  ...SITE_ROWS,
  ...ACCOUNTS_ROWS,
  ...GIGS_ROWS,
  ...TALK_ROWS,
  ...MONEY_ROWS,
  ...ORDERS_ROWS,
  ...ASSIGNMENTS_ROWS,
  ...OPERATOR_ROWS,
];
