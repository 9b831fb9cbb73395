import { sql, type SQL } from 'drizzle-orm';
import { gigs } from '../../db/schema/gigs.ts';

/**
 * The gigs feature's figure for a seller's dashboard, as SQL for the stats feature's one statement:
 * how many of the seller's gigs were published by `instant` and not deleted by then (hidden ones
 * left out). `sellerId` and `instant` are SQL values.
 */
export function publishedGigsCountAt(sellerId: SQL, instant: SQL): SQL {
  return sql`SELECT count(*) FROM ${gigs} WHERE ${gigs.userId} = ${sellerId} AND ${gigs.createdAt} <= ${instant}
        AND (${gigs.deletedAt} IS NULL OR ${gigs.deletedAt} > ${instant}) AND ${gigs.hiddenAt} IS NULL`;
}
