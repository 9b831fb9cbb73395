import { describe, expect, test } from 'vitest';
import { earningsCentsOf, sellerEarningsOf, type EarningsFacts } from './seller-earnings.rules.ts';

const unpaid = (amountCents: number): EarningsFacts => ({
  amountCents,
  paid: false,
  fixedBasisPoints: null,
  settled: null,
});

describe("a seller's earnings of an order", () => {
  test.each([
    // amount, current rate, fee, earned
    [10_000, 1000, 1000, 9000],
    [1235, 1000, 124, 1111], // the fee rounds half up: 123.5 -> 124
    [1225, 1250, 153, 1072],
    [5000, 0, 0, 5000],
  ])(
    'not paid yet: %i cents at the rate in force (%i) leave a fee of %i and %i to the seller',
    (amount, rate, fee, earned) => {
      expect(earningsCentsOf(unpaid(amount), rate)).toEqual({
        basisPoints: rate,
        feeCents: fee,
        youEarnCents: earned,
        rateFixed: false,
      });
    },
  );

  test('paid: the rate fixed on the payment decides, whatever the rate in force now', () => {
    const paid = { amountCents: 20_000, paid: true, fixedBasisPoints: 1250, settled: null };
    expect(earningsCentsOf(paid, 3000)).toEqual({
      basisPoints: 1250,
      feeCents: 2500,
      youEarnCents: 17_500,
      rateFixed: true,
    });
  });

  test('paid before fees existed: no fee at all', () => {
    const paid = { amountCents: 20_000, paid: true, fixedBasisPoints: null, settled: null };
    expect(earningsCentsOf(paid, 1000)).toEqual({ basisPoints: 0, feeCents: 0, youEarnCents: 20_000, rateFixed: true });
  });

  test('settled: what the ledger gave the seller (a split released part less its fee, a refund nothing)', () => {
    const split = {
      amountCents: 20_000,
      paid: true,
      fixedBasisPoints: 1000,
      settled: { earnedCents: 11_475, feeCents: 1275 },
    };
    expect(earningsCentsOf(split, 2000)).toEqual({
      basisPoints: 1000,
      feeCents: 1275,
      youEarnCents: 11_475,
      rateFixed: true,
    });
    const refunded = {
      amountCents: 20_000,
      paid: true,
      fixedBasisPoints: 1000,
      settled: { earnedCents: 0, feeCents: 0 },
    };
    expect(earningsCentsOf(refunded, 2000)).toMatchObject({ feeCents: 0, youEarnCents: 0 });
  });

  test('paid outside the platform: the whole amount, no fee', () => {
    const outside = {
      amountCents: 4000,
      paid: false,
      fixedBasisPoints: null,
      settled: { earnedCents: 4000, feeCents: 0 },
    };
    expect(earningsCentsOf(outside, 1000)).toEqual({
      basisPoints: 0,
      feeCents: 0,
      youEarnCents: 4000,
      rateFixed: true,
    });
  });

  test('in dollars for the API, the rate in percent with its fractions', () => {
    expect(sellerEarningsOf(unpaid(1228), 1250)).toEqual({
      feePercent: 12.5,
      fee: 1.54,
      youEarn: 10.74,
      rateFixed: false,
    });
  });
});
