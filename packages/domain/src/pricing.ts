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
