import { describe, expect, test } from 'vitest';
import { quietCheck, startQuietCollection, type QuietState } from './quiet-collection.ts';

const MB = 1024 * 1024;
const options = { checkEveryMs: 1_000, quietUtilization: 0.05, minGrowthBytes: 32 * MB, secondAfterMs: 6_000 };
const start: QuietState = { busySinceCollection: false, heapAfterCollection: 60 * MB, secondDueAt: null };

/** Runs checks one after another: [utilization, heap MB, time ms] each; returns the actions. */
function run(checks: [number, number, number][], state = start): string[] {
  const actions: string[] = [];
  for (const [utilization, heapMb, now] of checks) {
    const check = quietCheck(state, { utilization, heapBytes: heapMb * MB, now }, options);
    actions.push(check.action);
    state = check.action !== 'none' ? { ...check.state, heapAfterCollection: 60 * MB } : check.state;
  }
  return actions;
}

describe('collections when the server goes quiet (decision 030)', () => {
  test('a burst that grew the heap: one full collection at the first quiet check, one after six quiet seconds', () => {
    expect(
      run([
        [0.9, 200, 1_000],
        [0.95, 250, 2_000],
        [0.01, 250, 3_000],
        [0.01, 70, 4_000],
        [0.01, 70, 8_000],
        [0.01, 70, 9_000],
        [0.01, 70, 10_000],
      ]),
    ).toEqual(['none', 'none', 'first', 'none', 'none', 'second', 'none']);
  });

  test('never while busy, however large the heap', () => {
    expect(
      run([
        [0.5, 400, 1_000],
        [0.06, 400, 2_000],
        [0.05, 400, 3_000],
      ]),
    ).toEqual(['none', 'none', 'none']);
  });

  test('nothing when the heap grew less than the bound, or when it grew while the server stayed quiet', () => {
    expect(
      run([
        [0.9, 80, 1_000],
        [0.01, 80, 2_000],
      ]),
    ).toEqual(['none', 'none']);
    expect(
      run([
        [0.01, 200, 1_000],
        [0.01, 200, 2_000],
      ]),
    ).toEqual(['none', 'none']);
  });

  test('load again after the first collection puts the second off until six quiet seconds', () => {
    expect(
      run([
        [0.9, 200, 1_000],
        [0.01, 200, 2_000],
        [0.5, 80, 5_000],
        [0.01, 80, 8_000],
        [0.01, 80, 10_000],
        [0.01, 80, 11_000],
      ]),
    ).toEqual(['none', 'first', 'none', 'none', 'none', 'second']);
  });

  test('the checks start and stop, and put no gc on the global object', () => {
    const stop = startQuietCollection({ ...options, checkEveryMs: 10 });
    stop();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});
