import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gigLikes, gigs } from '../../db/schema/gigs.ts';

/** The gigs' part of a person's data export (the users feature's accountExportParts): their gigs and their likes. */
export async function gigsExportPart(db: Executor, userId: string) {
  const [ownGigs, likes] = await Promise.all([
    db
      .select({
        id: gigs.id,
        title: gigs.title,
        cat: gigs.cat,
        desc: gigs.desc,
        language: gigs.language,
        cover: gigs.cover,
        images: gigs.images,
        pages: gigs.pages,
        deliveryTime: gigs.deliveryTime,
        revisions: gigs.revisions,
        totalPriceCents: gigs.totalPriceCents,
        status: gigs.status,
        sales: gigs.sales,
        createdAt: gigs.createdAt,
        deletedAt: gigs.deletedAt,
        hiddenAt: gigs.hiddenAt,
      })
      .from(gigs)
      .where(eq(gigs.userId, userId))
      .orderBy(asc(gigs.createdAt)),
    db
      .select({ gigId: gigLikes.gigId, gigTitle: gigs.title, createdAt: gigLikes.createdAt })
      .from(gigLikes)
      .innerJoin(gigs, eq(gigs.id, gigLikes.gigId))
      .where(eq(gigLikes.userId, userId))
      .orderBy(asc(gigLikes.createdAt)),
  ]);
  return { gigs: ownGigs, likes };
}
