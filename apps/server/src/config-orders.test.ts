import { describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe("the order timers' settings (docs/product.md#order-life)", () => {
  test('default to a 72-hour acceptance floor, 24 hours more per 10 pages, 72 hours to pay', () => {
    expect(loadConfig({}).orders).toEqual({ acceptanceHours: 72, acceptanceHoursPer10Pages: 24, paymentHours: 72 });
  });

  test('take fractions and 0 hours per 10 pages (long work gets the floor alone)', () => {
    expect(
      loadConfig({ ORDER_ACCEPTANCE_HOURS: '0.5', ORDER_ACCEPTANCE_HOURS_PER_10_PAGES: '12.5' }).orders,
    ).toMatchObject({ acceptanceHours: 0.5, acceptanceHoursPer10Pages: 12.5 });
    expect(loadConfig({ ORDER_ACCEPTANCE_HOURS_PER_10_PAGES: '0' }).orders.acceptanceHoursPer10Pages).toBe(0);
  });

  test.each([
    ['-1', /ORDER_ACCEPTANCE_HOURS_PER_10_PAGES="-1": must be 0 or more hours/],
    ['a day', /ORDER_ACCEPTANCE_HOURS_PER_10_PAGES="a day": must be a number of hours/],
    ['337', /ORDER_ACCEPTANCE_HOURS_PER_10_PAGES="337": must be at most 336 hours/],
  ])('ORDER_ACCEPTANCE_HOURS_PER_10_PAGES=%s stops the server with a clear message', (value, message) => {
    const env = { ORDER_ACCEPTANCE_HOURS_PER_10_PAGES: value };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
