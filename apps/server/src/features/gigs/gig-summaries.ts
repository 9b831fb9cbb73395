import { QueryBuilder } from 'drizzle-orm/pg-core';
import { gigs } from '../../db/schema/gigs.ts';

/**
 * A gig as an order's, a bid's or a dispute's page shows it: the gigs feature's read model for the
 * other features' joins (its title, cover, status, purpose and whether it was deleted), never its
 * prices, text or counters, so those stay the gigs feature's to change. Each join names its alias
 * (`gigSummariesAs('gigs')`); PostgreSQL flattens the subquery, so the plan is the plain join's.
 */
export function gigSummariesAs<Name extends string>(name: Name) {
  return new QueryBuilder()
    .select({
      id: gigs.id,
      title: gigs.title,
      cover: gigs.cover,
      status: gigs.status,
      purpose: gigs.purpose,
      deletedAt: gigs.deletedAt,
    })
    .from(gigs)
    .as(name);
}

/**
 * A gig's sample document, for the originality check: which upload it is, the gig's title to name
 * a match, and whether the gig was deleted. Aliased like the summary above.
 */
export function gigSamplesAs<Name extends string>(name: Name) {
  return new QueryBuilder()
    .select({ id: gigs.id, title: gigs.title, documentId: gigs.documentId, deletedAt: gigs.deletedAt })
    .from(gigs)
    .as(name);
}
