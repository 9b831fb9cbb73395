import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import type { GigPurpose } from '@inkwell/domain/integrity/integrity.constants';
import { isPurposeAllowed } from '@inkwell/domain/integrity/jurisdiction.schema';
import { GIG_LIST_DESC_CUT } from '@inkwell/domain/limits';
import { centsToDollars } from '@inkwell/domain/pricing';
import { excerpt } from '@inkwell/domain/text';
import type { GigViewRow } from './gigs.repository.ts';

/**
 * Rows to the API's Gig: dollars instead of cents, likedBy reduced to the caller's own id, and
 * whether the signed-in reader may bid under their country's rule (`allowed`: undefined when no rule applies).
 */
export function toGig(row: GigViewRow, viewerId: string | null, allowed?: readonly GigPurpose[]): Gig {
  const { gig, seller } = row;
  const liked = Boolean(row.liked);
  const availableToYou = isPurposeAllowed(allowed, gig.purpose);
  return {
    _id: gig.id,
    userId: gig.userId,
    title: gig.title,
    purpose: gig.purpose,
    cat: gig.cat as Gig['cat'],
    cover: gig.cover,
    images: gig.images,
    desc: gig.desc,
    textMasked: gig.originalText !== null,
    language: gig.language,
    deliveryTime: gig.deliveryTime,
    priceMin: centsToDollars(gig.priceMinCents),
    priceMax: centsToDollars(gig.priceMaxCents),
    pages: gig.pages,
    revisions: gig.revisions,
    pricePerPage: centsToDollars(gig.pricePerPageCents),
    totalPrice: centsToDollars(gig.totalPriceCents),
    discountEnabled: gig.discountEnabled,
    discountAmount: centsToDollars(gig.discountAmountCents),
    discountCondition: gig.discountCondition,
    status: gig.status,
    hasDocument: gig.documentId !== null && row.document !== null,
    document: row.document
      ? {
          name: documentFileName(row.document.name, row.document.storageKey),
          mimeType: row.document.mimeType,
          size: row.document.size,
        }
      : null,
    likes: row.likes,
    liked,
    likedBy: liked && viewerId ? [viewerId] : [],
    totalStars: gig.totalStars,
    starNumber: gig.starNumber,
    sales: gig.sales,
    createdAt: gig.createdAt.toISOString(),
    updatedAt: gig.updatedAt.toISOString(),
    seller: {
      _id: seller.id,
      username: seller.username,
      img: seller.img,
      country: seller.country,
      rating: row.sellerRatings > 0 ? Math.round((row.sellerStars / row.sellerRatings) * 10) / 10 : null,
      ratingCount: row.sellerRatings,
      memberSince: seller.createdAt.toISOString(),
      languages: seller.languages,
    },
    availableToYou,
    unavailableReason: availableToYou ? null : 'PURPOSE_NOT_ALLOWED_IN_COUNTRY',
  };
}

/** A gig as a list carries it: its description cut for the card (GigList, GIG_LIST_DESC_CUT). */
export function toGigListItem(row: GigViewRow, viewerId: string | null, allowed?: readonly GigPurpose[]): Gig {
  return { ...toGig(row, viewerId, allowed), desc: excerpt(row.gig.desc, GIG_LIST_DESC_CUT) };
}

/**
 * The name a downloaded document gets: the sender's name (already cleaned on upload) with the
 * extension of what the file really is, or "document.<ext>".
 */
export function documentFileName(originalName: string, storageKey: string): string {
  const ext = storageKey.slice(storageKey.lastIndexOf('.') + 1);
  const base = originalName.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim();
  return `${base || 'document'}.${ext}`;
}
