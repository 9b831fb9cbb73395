/**
 * The public face of the gigs feature: its routes, reading gigs (seo), and what the features above
 * do to a gig inside their transactions (bids, reviews, payments). Nothing else of gigs/ is imported
 * from outside it. Its part of a person's data export and the places where it names uploads are
 * registered by app.ts.
 */
export { gigsRoutes } from './gigs.routes.ts';
export { gigsExportPart } from './gig-export.ts';
export { gigsUseUpload } from './upload-uses.ts';
export { countPublicGigs, findGig, getGig, listGigs, listGigsForSitemap } from './gigs.service.ts';
export { addGigStars, endGigOrder, gigDeletion, lockGig, startGigOrder } from './gig-orders.service.ts';
export type { LockedGig } from './gigs.repository.ts';
export { removeGigsOfDeletedAccount, showOrHideGigsOfSeller } from './gig-accounts.service.ts';
export {
  findGigForOperator,
  gigTitlesOf,
  hideGigByOperator,
  hideGigsOfSuspended,
  showGigsOfUnsuspended,
  unhideGigByOperator,
  type ModeratedGig,
} from './gig-moderation.ts';
export { gigSamplesAs, gigSummariesAs } from './gig-summaries.ts';
export { publishedGigsCountAt } from './gig-figures.ts';
