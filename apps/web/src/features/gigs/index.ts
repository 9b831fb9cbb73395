/** What other features use of gigs: the star rating, the gig query keys and where the bid links lead. */
export { Rating } from './components/rating.tsx';
export { gigQueryKey } from './api/get-gig.ts';
export { gigsQueryKey } from './api/get-gigs.ts';
export { MY_ORDERS_PATH, VIEW_BIDS_PATH } from './gig-actions.ts';
