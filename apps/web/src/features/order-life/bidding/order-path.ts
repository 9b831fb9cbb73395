/** The page of one order (a bid, from placed to its end) for both of its people: /orders/{bidId}. */
export const orderPath = (bidId: string) => `/orders/${encodeURIComponent(bidId)}`;
