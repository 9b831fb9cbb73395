import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Decision 030 (the memory of a server under load): full garbage collections once the server has
 * gone quiet after a burst, so that the burst's garbage goes back to the system.
 *
 * Under load V8 lets the old generation grow to up to four times what its last full collection
 * kept (60 MB live became 250 MB of heap). V8's memory reducer is meant to collect that once the
 * load is over, but it judges "over" from the allocation rate it measured at its last collection:
 * a server that goes quiet makes no more collections, so the reducer keeps seeing the burst's rate
 * and waits for its two-minute watchdog, holding 300-430 MB meanwhile. A collection here runs only
 * when the event loop was nearly idle for a whole check, never under load (it takes 50-500 ms of
 * the main thread, which a request arriving just then waits for).
 */

export interface QuietCollectionOptions {
  /** How often the event loop's use is read (ms). */
  checkEveryMs: number;
  /** Below this share of a check's time spent running code, the server counts as quiet. */
  quietUtilization: number;
  /** A collection runs only when the heap grew this much since the last one (bytes). */
  minGrowthBytes: number;
  /**
   * How long after the first collection the server must have stayed quiet for the second (ms): V8
   * gives the young generation's space (32 MB) back only at a collection whose last five seconds of
   * allocation were low, which the burst's own rate hides until then; the second also gives back
   * the old generation's pages the first one emptied.
   */
  secondAfterMs: number;
}

export const QUIET_COLLECTION_DEFAULTS: QuietCollectionOptions = {
  checkEveryMs: 1_000,
  quietUtilization: 0.05,
  minGrowthBytes: 32 * 1024 * 1024,
  secondAfterMs: 6_000,
};

export interface QuietState {
  /** A check since the last collection found the server busy. */
  busySinceCollection: boolean;
  /** The heap's size right after the last collection (or at start). */
  heapAfterCollection: number;
  /** When the second collection is due (ms, performance.now()), or null when none is. */
  secondDueAt: number | null;
}

export type QuietAction = 'none' | 'first' | 'second';

/**
 * One check: whether to collect now, and the state after it. A quiet check makes a full collection
 * when the server was busy since the last one and the heap grew by minGrowthBytes meanwhile; then,
 * once the server has stayed quiet for secondAfterMs, a second one (a busy check puts it off).
 */
export function quietCheck(
  state: QuietState,
  check: { utilization: number; heapBytes: number; now: number },
  options: QuietCollectionOptions,
): { action: QuietAction; state: QuietState } {
  if (check.utilization >= options.quietUtilization) {
    const secondDueAt = state.secondDueAt === null ? null : check.now + options.secondAfterMs;
    return { action: 'none', state: { ...state, busySinceCollection: true, secondDueAt } };
  }
  if (state.busySinceCollection && check.heapBytes >= state.heapAfterCollection + options.minGrowthBytes) {
    return {
      action: 'first',
      state: { ...state, busySinceCollection: false, secondDueAt: check.now + options.secondAfterMs },
    };
  }
  if (state.secondDueAt !== null && check.now >= state.secondDueAt)
    return { action: 'second', state: { ...state, secondDueAt: null } };
  return { action: 'none', state };
}

/**
 * V8's own full collection, as `--expose-gc` gives it, without putting `gc` on this program's
 * global object: the flag is on only while one new context is made, whose `gc` is kept.
 */
function fullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  try {
    return vm.runInNewContext('gc') as () => void;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}

const heapSize = () => v8.getHeapStatistics().total_heap_size;

/** Starts the checks; returns the function that stops them. */
export function startQuietCollection(options: QuietCollectionOptions = QUIET_COLLECTION_DEFAULTS): () => void {
  const collect = fullCollection();
  let state: QuietState = { busySinceCollection: false, heapAfterCollection: heapSize(), secondDueAt: null };
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const utilization = performance.eventLoopUtilization(performance.eventLoopUtilization(), last).utilization;
    const check = quietCheck(state, { utilization, heapBytes: heapSize(), now: performance.now() }, options);
    state = check.state;
    if (check.action !== 'none') {
      collect();
      state = { ...state, heapAfterCollection: heapSize() };
    }
    // The collection's own time is not the server's: the next check measures from here.
    last = performance.eventLoopUtilization();
  }, options.checkEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
