import type { Executor } from '../db/client.ts';

/**
 * A step of one feature's transaction that features above it take part in, in the same
 * transaction: the gigs feature announces a gig being deleted and the bids feature cancels its
 * bids; the bids feature announces an order being completed and the payments feature releases its
 * money. The feature below owns the hook and runs it; app.ts registers the handlers once. A handler
 * that throws rolls the whole change back, so a refusal (a 409) changes nothing. Running a hook
 * nobody registered throws too: a gig deleted without its bids settled, or an order completed
 * without its money released, must never happen because an entry point forgot app.ts's wiring.
 */
export interface TransactionHook<Event> {
  on(handler: (tx: Executor, event: Event) => Promise<void>): void;
  run(tx: Executor, event: Event): Promise<void>;
}

export function transactionHook<Event>(name: string): TransactionHook<Event> {
  const handlers = new Set<(tx: Executor, event: Event) => Promise<void>>();
  return {
    on: (handler) => {
      handlers.add(handler);
    },
    run: async (tx, event) => {
      if (handlers.size === 0) throw new Error(`the ${name} hook has no handler: app.ts registers them`);
      for (const handler of handlers) await handler(tx, event);
    },
  };
}
