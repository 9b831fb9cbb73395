import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('the money settings (decision 056)', () => {
  test('default to a 10 % fee, 7 days of clearing and a 10 dollar minimum payout', () => {
    expect(loadConfig({}).money).toEqual({
      feeBasisPoints: 1000,
      clearingMs: 7 * 24 * 3_600_000,
      payoutMinimumCents: 1000,
    });
  });

  test('take fractions: a 12.5 % fee, half a day of clearing, 0 days, a 25.50 dollar minimum', () => {
    const money = loadConfig({
      PLATFORM_FEE_PERCENT: '12.5',
      PAYOUT_CLEARING_DAYS: '0.5',
      PAYOUT_MINIMUM: '25.50',
    }).money;
    expect(money).toEqual({ feeBasisPoints: 1250, clearingMs: 12 * 3_600_000, payoutMinimumCents: 2550 });
    expect(loadConfig({ PLATFORM_FEE_PERCENT: '0', PAYOUT_CLEARING_DAYS: '0' }).money).toMatchObject({
      feeBasisPoints: 0,
      clearingMs: 0,
    });
    expect(loadConfig({ PLATFORM_FEE_PERCENT: '50' }).money.feeBasisPoints).toBe(5000);
  });

  test.each([
    ['PLATFORM_FEE_PERCENT', '51', /PLATFORM_FEE_PERCENT="51": must be a percent from 0 to 50/],
    ['PLATFORM_FEE_PERCENT', '-1', /PLATFORM_FEE_PERCENT="-1": must be a percent from 0 to 50/],
    ['PLATFORM_FEE_PERCENT', 'ten', /PLATFORM_FEE_PERCENT="ten": must be a percent from 0 to 50/],
    ['PLATFORM_FEE_PERCENT', '12.345', /PLATFORM_FEE_PERCENT="12.345": must have at most two decimals/],
    ['PAYOUT_CLEARING_DAYS', '-1', /PAYOUT_CLEARING_DAYS="-1": must be 0 or more days/],
    ['PAYOUT_CLEARING_DAYS', 'soon', /PAYOUT_CLEARING_DAYS="soon": must be a number of days/],
    ['PAYOUT_MINIMUM', '0', /PAYOUT_MINIMUM="0": must be at least 0.01 dollars/],
    ['PAYOUT_MINIMUM', '10.001', /PAYOUT_MINIMUM="10.001": must be whole cents/],
  ])('%s=%s stops the server with a clear message', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});
