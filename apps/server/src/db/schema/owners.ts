/**
 * Each table's owner (docs/decisions/050-table-owners.md): the one server feature that writes it.
 * Another feature changes the table through the owner's index and reads it through the owner's
 * query functions; a direct read that stays is listed below with its reason. `npm run lint` runs
 * tools/table-owners.ts, which fails on a write by another feature, on a read not listed here, and
 * on a listed read that the code no longer makes.
 *
 * `kernel` owns the tables that only apps/server/src/lib writes: the demo payment gateway's own
 * records (it stands in for the payment provider) and the rate limiter's counters.
 */
export const tableOwners: Record<string, string> = {
  users: 'users',
  sessions: 'auth',
  account_tokens: 'auth',
  rate_limits: 'kernel',
  uploads: 'uploads',
  files: 'files',
  gigs: 'gigs',
  gig_likes: 'gigs',
  user_reviews: 'reviews',
  gig_reviews: 'reviews',
  conversations: 'conversations',
  messages: 'messages',
  message_files: 'messages',
  notifications: 'notifications',
  events: 'events',
  mail_outbox: 'mail',
  ledger_entries: 'ledger',
  payout_accounts: 'payouts',
  payouts: 'payouts',
  payout_transfers: 'payouts',
  bids: 'order-life',
  bid_files: 'order-life',
  payments: 'order-life',
  refunds: 'order-life',
  order_events: 'order-life',
  order_deliveries: 'order-life',
  order_delivery_files: 'order-life',
  order_cancellations: 'order-life',
  order_extensions: 'order-life',
  order_disputes: 'order-life',
  chargebacks: 'order-life',
  demo_payment_intents: 'kernel',
  demo_refunds: 'kernel',
  document_texts: 'originality',
  document_fingerprints: 'originality',
  delivery_originality: 'originality',
  reports: 'reports',
  jurisdiction_rules: 'jurisdictions',
  operator_audit_log: 'audit',
  assignments: 'assignments',
  assignment_files: 'assignments',
  assignment_offers: 'assignments',
};

/**
 * A feature file's direct reads of other features' tables, kept with the reason they are not calls
 * to the owner's index. Each table of `tables` counts as one listed read.
 */
export interface ListedRead {
  /** The reading file, from the repository's root. */
  file: string;
  tables: readonly string[];
  reason: string;
}

export const listedReads: readonly ListedRead[] = [
  {
    file: 'apps/server/src/features/conversations/conversations.repository.ts',
    tables: ['bids'],
    reason: 'A seller may write first to a buyer who has bid on one of their gigs: one lookup of such a bid.',
  },
  {
    file: 'apps/server/src/features/events/events.repository.ts',
    tables: ['notifications'],
    reason:
      "Publishing an event counts the recipient's unread notifications in the " +
      'same statement that inserts the event, so the badge and the event agree.',
  },
  {
    file: 'apps/server/src/features/gigs/gig-list-query.ts',
    tables: ['bids'],
    reason:
      "The gig list's hot prepared statement (decision 046) leaves out the gigs where the signed-in " +
      'buyer has an active order (one NOT EXISTS over bids); order-life sits above gigs, so gigs cannot call it.',
  },
  {
    file: 'apps/server/src/features/gigs/upload-uses.ts',
    tables: ['bids'],
    reason:
      "A deleted gig's cover is kept while the gig has bids (its orders " +
      "still show it): one EXISTS inside the orphan sweep's statement.",
  },
  {
    file: 'apps/server/src/features/notifications/notifications.repository.ts',
    tables: ['gigs', 'sessions'],
    reason:
      "A notification's view joins its gig's title in the list's one query, and the away " +
      "digest picks the people not seen since (their sessions' last request); gigs and " +
      "auth sit on the notifications' own line of the layer order, so it cannot call them.",
  },
  {
    file: 'apps/server/src/features/reports/reports.repository.ts',
    tables: ['messages'],
    reason:
      "The operator's queue labels a reported message by its start and shows it among its " +
      'neighbours; the messages feature sits above reports, so reports cannot call it.',
  },
  {
    file: 'apps/server/src/features/reviews/reviews.repository.ts',
    tables: ['bids'],
    reason:
      "A review counts only once its order is completed, inside the gig page's prepared reviews statement " +
      "(decision 047), and a new review checks its order's sides and state; order-life sits above reviews, " +
      'so reviews cannot call it.',
  },
];
