/** What other features use of gigs: where the bid links of a gig lead (the notifications link there too). */
export { MY_ORDERS_PATH, VIEW_BIDS_PATH } from './gig-actions.ts';
export { GigCard } from './components/gig-card.tsx';
/** The server renderer fetches a gig page's and the gig list's first queries before rendering. */
export { getGigQueryOptions } from './api/get-gig.ts';
export { getGigsQueryOptions } from './api/get-gigs.ts';
export { readGigListParams } from './gig-list-params.ts';
