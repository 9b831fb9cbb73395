import { describe, expect, it } from 'vitest';
import { firstUse } from './first-use.ts';

describe('firstUse', () => {
  it('loads nothing until asked, then once for every caller, even those that ask during the load', async () => {
    let loads = 0;
    const get = firstUse(async () => ({ made: ++loads }));
    expect(loads).toBe(0);
    const [a, b] = await Promise.all([get(), get()]);
    const c = await get();
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
  });

  it('forgets a failed load, so the next caller tries again and gets the value', async () => {
    let attempts = 0;
    const get = firstUse(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('module not found');
      return 'loaded';
    });
    await expect(get()).rejects.toThrow('module not found');
    await expect(get()).resolves.toBe('loaded');
    await expect(get()).resolves.toBe('loaded');
    expect(attempts).toBe(2);
  });
});
