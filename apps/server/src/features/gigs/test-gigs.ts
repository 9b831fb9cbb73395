import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { BID_STATUSES } from '@inkwell/domain/bids/bid.process';
import { bids } from '../../db/schema/bids.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { newId } from '../../lib/ids.ts';
import { MULTIPART_CONTENT_TYPE, multipartBody, solidImage } from '../uploads/test-files.ts';
import { registerAndLogin, type Session } from '../../../test/test-app.ts';

/** Factories for the gig tests: payloads, gigs published through the API, bids stored directly. */

export function buildGig(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Dissertation proposals in economics',
    cat: 'dissertation-writing',
    desc: 'I help you turn a topic into a research question, a method and a realistic plan.',
    deliveryTime: 3,
    pages: 2,
    priceMin: 10,
    priceMax: 20,
    ...overrides,
  };
}

export const sellerSession = (app: FastifyInstance) => registerAndLogin(app, { isSeller: true });
export const buyerSession = (app: FastifyInstance) => registerAndLogin(app);

export async function uploadImage(session: Session): Promise<string> {
  const png = await solidImage(64, 48).png().toBuffer();
  const response = await session.request({
    method: 'POST',
    url: '/api/uploads',
    payload: multipartBody([{ field: 'file', filename: 'cover.png', type: 'image/png', data: png }]),
    headers: { 'content-type': MULTIPART_CONTENT_TYPE },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().url;
}

export async function postGig(session: Session, overrides: Record<string, unknown> = {}): Promise<Gig> {
  const response = await session.request({ method: 'POST', url: '/api/gigs', payload: buildGig(overrides) });
  if (response.statusCode !== 201) throw new Error(`create gig failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The gig form as multipart text fields, with files appended. */
export function gigMultipart(fields: Record<string, unknown>, files: { field: string; filename: string; type?: string; data: Buffer }[] = []) {
  const parts = Object.entries(fields).flatMap(([field, value]) =>
    Array.isArray(value) ? value.map((item) => ({ field, data: String(item) })) : [{ field, data: String(value) }],
  );
  return { payload: multipartBody([...parts, ...files]), headers: { 'content-type': MULTIPART_CONTENT_TYPE } };
}

export async function insertBid(
  db: Database,
  values: { gigId: string; bidderId: string; sellerId: string; status: (typeof BID_STATUSES)[number] },
): Promise<string> {
  const id = newId();
  await db.insert(bids).values({ id, ...values, amountCents: 2000, days: 2, message: 'p'.repeat(120) });
  return id;
}

export async function bidStatus(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.select({ status: bids.status }).from(bids).where(eq(bids.id, id));
  return row?.status;
}

/** Sets stored facts the API does not write (sales and ratings come with the bids issue). */
export async function setGigFacts(db: Database, id: string, facts: Partial<typeof gigs.$inferInsert>) {
  await db.update(gigs).set(facts).where(eq(gigs.id, id));
}
