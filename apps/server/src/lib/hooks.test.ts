import { describe, expect, test } from 'vitest';
import type { Executor } from '../db/client.ts';
import { transactionHook } from './hooks.ts';

const tx = {} as Executor;

describe('transactionHook', () => {
  test('runs every registered handler in order, once each however often it was registered', async () => {
    const hook = transactionHook<number>('example');
    const seen: string[] = [];
    const first = async (_tx: Executor, n: number) => void seen.push(`first ${n}`);
    hook.on(first);
    hook.on(first);
    hook.on(async (_tx, n) => void seen.push(`second ${n}`));
    await hook.run(tx, 7);
    expect(seen).toEqual(['first 7', 'second 7']);
  });

  test('a handler that throws stops the run with its error, so the transaction rolls back', async () => {
    const hook = transactionHook<void>('example');
    hook.on(async () => {
      throw new Error('refused');
    });
    await expect(hook.run(tx)).rejects.toThrow('refused');
  });

  test('a hook nobody registered refuses to run rather than skip the other feature part', async () => {
    await expect(transactionHook<void>('gigDeletion').run(tx)).rejects.toThrow('the gigDeletion hook has no handler');
  });
});
