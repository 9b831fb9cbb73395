import { sql, type SQL } from 'drizzle-orm';
import { bids } from '../../db/schema/order-life.ts';
import { gigs } from '../../db/schema/gigs.ts';

/**
 * The gigs' places that name an upload (the uploads feature's uploadReferences): a live gig's
 * cover, images or document, and the cover of a deleted gig that has bids (its orders and bid
 * lists still show it). A deleted gig's images and document, and the cover of a deleted gig nobody
 * bid on, are shown nowhere: they are orphans like a picture uploaded and never used.
 */
export const gigsUseUpload = ({ id, address }: { id: SQL; address: SQL }): SQL => sql`(
  EXISTS (SELECT 1 FROM ${gigs} WHERE ${gigs.deletedAt} IS NULL
    AND (${gigs.cover} = ${address} OR ${gigs.images} @> jsonb_build_array(${address}) OR ${gigs.documentId} = ${id}))
  OR EXISTS (SELECT 1 FROM ${gigs} WHERE ${gigs.deletedAt} IS NOT NULL AND ${gigs.cover} = ${address}
    AND EXISTS (SELECT 1 FROM ${bids} WHERE ${bids.gigId} = ${gigs.id}))
)`;
