import { HONOR_CODE_VERSION } from '@inkwell/domain/integrity/integrity.constants';
import { CATEGORY_IDS, type CategoryId } from '@inkwell/domain/categories';
import { pricePerPageCents, totalPriceCents } from '@inkwell/domain/pricing';
import { REVISIONS_DEFAULT } from '@inkwell/domain/limits';
import { newId } from '../lib/ids.ts';
import type { gigs } from '../db/schema/gigs.ts';
import type { users } from '../db/schema/users.ts';
import { demoGigPurpose } from './purposes.ts';
import type { DemoGig, DemoUser } from './types.ts';

/** Turns the demo records into rows: ids, computed prices and timestamps relative to `now`. */

export type UserRow = typeof users.$inferInsert & { id: string; createdAt: Date };
export type GigRow = typeof gigs.$inferInsert & {
  id: string;
  createdAt: Date;
  userId: string;
  revisions: number;
  sales: number;
  totalStars: number;
  starNumber: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Clock {
  /** The moment `daysAgo` days before the seed ran. */
  at(daysAgo: number): Date;
}

export function clockAt(now: number): Clock {
  return { at: (daysAgo) => new Date(now - Math.round(daysAgo * DAY_MS)) };
}

/** A time-ordered id whose timestamp matches the row's createdAt. */
export function idAt(date: Date): string {
  return newId(date.getTime());
}

export function buildUserRows(
  records: DemoUser[],
  clock: Clock,
  passwordHash: string,
  avatars: Map<string, string>,
): UserRow[] {
  return records.map((record) => {
    const createdAt = clock.at(record.joinedDaysAgo);
    return {
      id: idAt(createdAt),
      username: record.username,
      email: record.email,
      passwordHash,
      img: avatars.get(record.username) ?? '',
      isSeller: record.isSeller,
      isOperator: record.isOperator ?? false,
      fullName: record.fullName,
      phone: record.phone,
      showContact: record.showContact ?? false,
      country: record.country,
      nationality: record.nationality,
      bio: record.bio,
      desc: record.desc,
      languages: record.languages,
      education: record.education,
      experience: record.experience,
      hobbies: record.hobbies,
      certifications: record.certifications,
      social: record.social,
      // The demo accounts have accepted the current honor code.
      honorCodeVersion: HONOR_CODE_VERSION,
      honorCodeAcceptedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/** The seller's budget range around the computed total, rounded to whole $5. */
export function priceRangeCents(totalCents: number): { min: number; max: number } {
  const step = 500;
  return { min: Math.floor((totalCents * 0.85) / step) * step, max: Math.ceil((totalCents * 1.35) / step) * step };
}

export function buildGigRows(
  records: DemoGig[],
  clock: Clock,
  sellers: Map<string, UserRow>,
  covers: Map<CategoryId, string>,
): Map<string, GigRow> {
  const rows = new Map<string, GigRow>();
  for (const record of records) {
    const seller = sellers.get(record.seller);
    if (!seller?.isSeller) throw new Error(`demo gig ${record.key}: ${record.seller} is not a demo seller`);
    if (!CATEGORY_IDS.includes(record.cat)) throw new Error(`demo gig ${record.key}: unknown category ${record.cat}`);
    if (rows.has(record.key)) throw new Error(`demo gig ${record.key} is listed twice`);
    const createdAt = clock.at(record.createdDaysAgo);
    if (createdAt < seller.createdAt) throw new Error(`demo gig ${record.key} is older than its seller`);
    const total = totalPriceCents(record.pages, record.deliveryTime);
    const range = priceRangeCents(total);
    rows.set(record.key, {
      id: idAt(createdAt),
      userId: seller.id,
      title: record.title,
      purpose: demoGigPurpose(record.key),
      cat: record.cat,
      cover: covers.get(record.cat) ?? '',
      images: [],
      desc: record.paragraphs.join('\n\n'),
      language: 'en',
      deliveryTime: record.deliveryTime,
      priceMinCents: range.min,
      priceMaxCents: range.max,
      pages: record.pages,
      pricePerPageCents: pricePerPageCents(record.deliveryTime),
      totalPriceCents: total,
      discountEnabled: record.discount !== undefined,
      discountAmountCents: record.discount?.amountCents ?? 0,
      discountCondition: record.discount?.condition ?? '',
      status: 'available',
      revisions: record.revisions ?? REVISIONS_DEFAULT,
      totalStars: 0,
      starNumber: 0,
      sales: 0,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}
