import type { Executor } from '../db/client.ts';

/**
 * A step of one feature's transaction that features above it take part in, in the same
 * transaction: the gigs feature announces a gig being deleted and the bids feature cancels its
 * bids; the bids feature announces an order being completed and the payments feature releases its
 * money. The feature below owns the hook and runs it; app.ts registers the handlers once. A handler
 * that throws rolls the whole change back, so a refusal (a 409) changes nothing.
 */
export interface TransactionHook<Event> {
  on(handler: (tx: Executor, event: Event) => Promise<void>): void;
  run(tx: Executor, event: Event): Promise<void>;
}

export function transactionHook<Event>(): TransactionHook<Event> {
  const handlers = new Set<(tx: Executor, event: Event) => Promise<void>>();
  return {
    on: (handler) => {
      handlers.add(handler);
    },
    run: async (tx, event) => {
      for (const handler of handlers) await handler(tx, event);
    },
  };
}
