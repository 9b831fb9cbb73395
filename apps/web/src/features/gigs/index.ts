/** What other features use of gigs: where the bid links of a gig lead (the notifications link there too). */
export { MY_ORDERS_PATH, VIEW_BIDS_PATH } from './gig-actions.ts';
export { GigCard } from './components/gig-card.tsx';
