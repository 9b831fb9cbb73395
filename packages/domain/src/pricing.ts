/** Automatic pricing of docs/product.md#pricing, in integer cents. */
export const ONE_DAY_PRICE_PER_PAGE_CENTS = 1800;
export const STANDARD_PRICE_PER_PAGE_CENTS = 1000;

export function pricePerPageCents(deliveryDays: number): number {
  if (deliveryDays <= 0) return 0;
  return deliveryDays === 1 ? ONE_DAY_PRICE_PER_PAGE_CENTS : STANDARD_PRICE_PER_PAGE_CENTS;
}

export function totalPriceCents(pages: number, deliveryDays: number): number {
  return pages * pricePerPageCents(deliveryDays);
}

/** Dollars (API edge) from cents (storage and domain). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/**
 * The platform's fee on `cents` released to a seller at `basisPoints` hundredths of a percent
 * (1000 = 10 %), rounded to the cent, half up: the one rounding rule of the fee, in whole numbers so
 * that no floating point decides a cent. 0 for nothing released or a rate of 0.
 */
export function feeCentsOf(cents: number, basisPoints: number): number {
  if (cents <= 0 || basisPoints <= 0) return 0;
  return Math.floor((cents * basisPoints + 5000) / 10_000);
}

/** A fee rate in percent (fractions allowed: 12.5) as the basis points an order keeps (1250). */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}
