import { transactionHook } from '../../lib/hooks.ts';

/**
 * The account page's changes that features above users take part in, in the same
 * transaction (app.ts registers the handlers, gigs first: locking the person's gigs before the bids
 * are checked means an approval racing with the change either is seen or finds the gig hidden).
 */

/**
 * A person becomes a seller (`selling`) or stops selling: the gigs are
 * shown or hidden, and stopping is refused while an order is under way.
 */
export const sellerChange = transactionHook<{ userId: string; selling: boolean; at: Date }>('sellerChange');

/**
 * A person deletes the account: refused while an order is under way;
 * pending bids settled, gigs and likes removed, mailed links deleted.
 */
export const accountDeletion = transactionHook<{ userId: string; at: Date }>('accountDeletion');
