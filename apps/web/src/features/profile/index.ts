/** What other features use of profiles: the seller's facts on the gig page. */
export { getSellerFactsQueryOptions, useSellerFacts } from './api/get-seller-facts.ts';
