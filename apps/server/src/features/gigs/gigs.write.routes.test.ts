import { Gig, GIG_MESSAGES } from '@inkwell/domain/gigs/gig.schema';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gigs } from '../../db/schema/gigs.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { newId } from '../../lib/ids.ts';
import { MINIMAL_DOCX, MINIMAL_PDF, noisePng } from '../../../test/fixtures/files.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import {
  bidStatus,
  buildGig,
  buyerSession,
  gigMultipart,
  insertBid,
  postGig,
  sellerSession,
  uploadImage,
} from '../../../test/fixtures/gigs.ts';

let t: TestApp;
let owner: Session;
let otherSeller: Session;
let buyer: Session;
beforeAll(async () => {
  t = await createTestApp();
  [owner, otherSeller, buyer] = await Promise.all([sellerSession(t.app), sellerSession(t.app), buyerSession(t.app)]);
});
afterAll(() => t.close());

/** Requests as a signed-in user, or as a visitor when the session is null. */
const as = (session: Session | null) => (options: InjectOptions) =>
  session ? session.request(options) : t.app.inject(options);
const post = (session: Session | null, payload: Record<string, unknown>) =>
  as(session)({ method: 'POST', url: '/api/gigs', payload });
const patch = (session: Session | null, id: string, payload: Record<string, unknown>) =>
  as(session)({ method: 'PATCH', url: `/api/gigs/${id}`, payload });
const remove = (session: Session | null, id: string) => as(session)({ method: 'DELETE', url: `/api/gigs/${id}` });
const storedGig = async (id: string) => (await t.database.db.select().from(gigs).where(eq(gigs.id, id)))[0];

describe('POST /api/gigs', () => {
  test('a seller publishes a gig; prices are computed on the server and the seller card comes back', async () => {
    const cover = await uploadImage(owner);
    const response = await post(
      owner,
      buildGig({
        cover,
        images: [cover],
        discountEnabled: true,
        discountAmount: 5.5,
        discountCondition: 'orders over 10 pages',
      }),
    );
    expect(response.statusCode).toBe(201);
    const gig = Gig.strict().parse(response.json());
    expect(gig).toMatchObject({
      userId: owner.user._id,
      cat: 'dissertation-writing',
      cover,
      images: [cover],
      language: 'en',
      pages: 2,
      deliveryTime: 3,
      pricePerPage: 10,
      totalPrice: 20,
      priceMin: 10,
      priceMax: 20,
      discountEnabled: true,
      discountAmount: 5.5,
      status: 'available',
      hasDocument: false,
      document: null,
      likes: 0,
      liked: false,
      likedBy: [],
      sales: 0,
      seller: { _id: owner.user._id, username: owner.user.username, country: 'GB', rating: null, ratingCount: 0 },
    });
    expect(await storedGig(gig._id)).toMatchObject({
      totalPriceCents: 2000,
      pricePerPageCents: 1000,
      discountAmountCents: 550,
    });
  });

  test('a tampered price is ignored: 1 day delivery is $18 a page whatever the client says', async () => {
    const gig = await postGig(owner, {
      deliveryTime: 1,
      pages: 3,
      pricePerPage: 0.01,
      totalPrice: 0.03,
      userId: otherSeller.user._id,
    });
    expect(gig).toMatchObject({ pricePerPage: 18, totalPrice: 54, userId: owner.user._id });
    expect(await storedGig(gig._id)).toMatchObject({ pricePerPageCents: 1800, totalPriceCents: 5400 });
  });

  test.each([
    ['no category', { cat: '' }, 'cat', GIG_MESSAGES.categoryRequired],
    ['a category outside the fixed list', { cat: 'plumbing' }, 'cat', GIG_MESSAGES.categoryRequired],
    ['no title', { title: ' ' }, 'title', GIG_MESSAGES.required],
    ['no description', { desc: undefined }, 'desc', GIG_MESSAGES.required],
    ['no delivery time', { deliveryTime: undefined }, 'deliveryTime', GIG_MESSAGES.required],
    ['0 delivery days', { deliveryTime: 0 }, 'deliveryTime', 'Delivery time must be at least 1'],
    ['0 pages', { pages: 0 }, 'pages', 'Pages must be at least 1'],
    ['a maximum price below the minimum', { priceMin: 30, priceMax: 20 }, 'priceMax', GIG_MESSAGES.priceRange],
    [
      'a negative discount',
      { discountEnabled: true, discountAmount: -1 },
      'discountAmount',
      'Discount amount cannot be negative',
    ],
    [
      'a discount above the total',
      { discountEnabled: true, discountAmount: 21 },
      'discountAmount',
      GIG_MESSAGES.discountTooLarge,
    ],
    [
      'a cover from another site',
      { cover: 'https://evil.example/c.png' },
      'cover',
      'Images must be uploaded to this site first',
    ],
    [
      'an image path outside the uploads',
      { images: ['/uploads/../../etc/passwd'] },
      'images.0',
      'Images must be uploaded to this site first',
    ],
    ['a language that is not offered', { language: 'it' }, 'language', 'Language must be one of en, fr, de, es'],
  ])("%s is 400 with the form's message on the field", async (_name, overrides, field, message) => {
    const response = await post(owner, buildGig(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: [message] } });
  });

  test('a cover address of this site that was never uploaded is 400', async () => {
    const response = await post(
      owner,
      buildGig({ cover: `/uploads/${newId()}.webp`, images: [`/uploads/${newId()}.png`] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      cover: ['Images must be uploaded to this site first'],
      'images.0': ['Images must be uploaded to this site first'],
    });
  });

  test('a visitor is 401 and a buyer 403, even with an invalid body; nothing is stored', async () => {
    for (const payload of [buildGig({ title: 'Should not exist' }), { title: '' }]) {
      const anonymous = await post(null, payload);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().code).toBe('NOT_SIGNED_IN');
      const asBuyer = await post(buyer, payload);
      expect(asBuyer.statusCode).toBe(403);
      expect(asBuyer.json().code).toBe('SELLERS_ONLY');
    }
    expect(await t.database.db.select().from(gigs).where(eq(gigs.title, 'Should not exist'))).toHaveLength(0);
  });

  test('multipart with a PDF document: fields are read as the form sends them and the document is kept', async () => {
    const form = gigMultipart(
      { ...buildGig(), deliveryTime: '1', pages: '2', discountEnabled: 'false', totalPrice: '1' },
      [{ field: 'document', filename: 'brief.pdf', type: 'application/pdf', data: MINIMAL_PDF }],
    );
    const response = await owner.request({ method: 'POST', url: '/api/gigs', ...form });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      totalPrice: 36,
      hasDocument: true,
      document: { name: 'brief.pdf', mimeType: 'application/pdf', size: MINIMAL_PDF.length },
    });
  });

  test('multipart images may be repeated fields or one JSON array', async () => {
    const [a, b] = await Promise.all([uploadImage(owner), uploadImage(owner)]);
    for (const images of [[a, b], JSON.stringify([a, b])]) {
      const response = await owner.request({
        method: 'POST',
        url: '/api/gigs',
        ...gigMultipart({ ...buildGig(), images }),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().images).toEqual([a, b]);
    }
  });

  test('a document that is not an allowed type is 415 and no gig is created', async () => {
    const png = await noisePng(8, 8);
    const form = gigMultipart({ ...buildGig(), title: 'Gig with a picture as document' }, [
      { field: 'document', filename: 'brief.pdf', data: png },
    ]);
    const response = await owner.request({ method: 'POST', url: '/api/gigs', ...form });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('DOCUMENT_TYPE_NOT_ALLOWED');
    expect(
      await t.database.db.select().from(gigs).where(eq(gigs.title, 'Gig with a picture as document')),
    ).toHaveLength(0);
  });

  test('a document over 20 MB is 413', async () => {
    const big = Buffer.concat([MINIMAL_PDF, Buffer.alloc(20 * 1024 * 1024)]);
    const response = await owner.request({
      method: 'POST',
      url: '/api/gigs',
      ...gigMultipart(buildGig(), [{ field: 'document', filename: 'big.pdf', data: big }]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('FILE_TOO_LARGE');
  });

  test('a file in another field than document is 400', async () => {
    const response = await owner.request({
      method: 'POST',
      url: '/api/gigs',
      ...gigMultipart(buildGig(), [{ field: 'cover', filename: 'c.pdf', data: MINIMAL_PDF }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('cover');
  });

  test('a post from another site is refused before anything else', async () => {
    const response = await owner.request({
      method: 'POST',
      url: '/api/gigs',
      payload: buildGig(),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_ORIGIN_REFUSED');
  });
});

describe('PATCH /api/gigs/{id}', () => {
  test('the owner changes some fields; prices are recomputed and the rest stays', async () => {
    const gig = await postGig(owner, { pages: 4, deliveryTime: 5 });
    const response = await patch(owner, gig._id, { deliveryTime: 1, title: 'Next-day proposals', totalPrice: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Next-day proposals',
      pages: 4,
      deliveryTime: 1,
      pricePerPage: 18,
      totalPrice: 72,
      desc: gig.desc,
    });
  });

  test('the merged gig must still be valid: a new minimum above the stored maximum is 400', async () => {
    const gig = await postGig(owner, { priceMin: 10, priceMax: 20 });
    const response = await patch(owner, gig._id, { priceMin: 25 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: GIG_MESSAGES.priceRange,
      errors: { priceMax: [GIG_MESSAGES.priceRange] },
    });
  });

  test('a document can be added, replaced (the old one is forgotten) and removed', async () => {
    const gig = await postGig(owner);
    const add = await owner.request({
      method: 'PATCH',
      url: `/api/gigs/${gig._id}`,
      ...gigMultipart({}, [{ field: 'document', filename: 'a.pdf', data: MINIMAL_PDF }]),
    });
    expect(add.json()).toMatchObject({ hasDocument: true, document: { name: 'a.pdf' } });
    const first = (await storedGig(gig._id))!.documentId!;
    const replace = await owner.request({
      method: 'PATCH',
      url: `/api/gigs/${gig._id}`,
      ...gigMultipart({ title: 'With a Word brief' }, [
        { field: 'document', filename: 'brief.docx', data: MINIMAL_DOCX },
      ]),
    });
    expect(replace.json()).toMatchObject({ title: 'With a Word brief', document: { name: 'brief.docx' } });
    expect(await t.database.db.select().from(uploads).where(eq(uploads.id, first))).toHaveLength(0);
    const removed = await patch(owner, gig._id, { removeDocument: true });
    expect(removed.json()).toMatchObject({ hasDocument: false, document: null });
  });

  test('keeping a cover that was uploaded is fine; switching to a foreign one is 400', async () => {
    const cover = await uploadImage(owner);
    const gig = await postGig(owner, { cover });
    expect((await patch(owner, gig._id, { cover, title: 'Same cover' })).statusCode).toBe(200);
    expect((await patch(owner, gig._id, { cover: 'https://evil.example/c.png' })).statusCode).toBe(400);
  });

  test('visitor 401, buyer 403, other seller 403, even with an invalid body; nothing changes', async () => {
    const gig = await postGig(owner);
    for (const payload of [{ title: 'Hijacked' }, { cat: 'plumbing' }]) {
      expect((await patch(null, gig._id, payload)).json()).toMatchObject({ status: 401, code: 'NOT_SIGNED_IN' });
      expect((await patch(buyer, gig._id, payload)).json()).toMatchObject({ status: 403, code: 'SELLERS_ONLY' });
      expect((await patch(otherSeller, gig._id, payload)).json()).toMatchObject({ status: 403, code: 'NOT_GIG_OWNER' });
    }
    expect((await storedGig(gig._id))!.title).toBe(gig.title);
  });

  test.each([newId(), 'not-a-uuid', "1' OR '1'='1"])('an unknown or malformed id %j is 404', async (id) => {
    const response = await patch(owner, encodeURIComponent(id), { title: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('GIG_NOT_FOUND');
  });
});

describe('DELETE /api/gigs/{id}', () => {
  test('the owner deletes a gig: 204, its pending bids become cancelled, it is gone from reads', async () => {
    const gig = await postGig(owner);
    const pending = await insertBid(t.database.db, {
      gigId: gig._id,
      bidderId: buyer.user._id,
      sellerId: owner.user._id,
      status: 'pending',
    });
    const response = await remove(owner, gig._id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await bidStatus(t.database.db, pending)).toBe('cancelled');
    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/single/${gig._id}` })).statusCode).toBe(404);
    expect((await remove(owner, gig._id)).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: `/api/gigs?userId=${owner.user._id}&limit=100` });
    expect(list.json().items.map((g: Gig) => g._id)).not.toContain(gig._id);
  });

  test.each(['approved', 'in_progress'] as const)(
    'a gig with an %s order is 409 and nothing changes',
    async (status) => {
      const gig = await postGig(owner);
      const active = await insertBid(t.database.db, {
        gigId: gig._id,
        bidderId: buyer.user._id,
        sellerId: owner.user._id,
        status,
      });
      const other = await buyerSession(t.app);
      const pending = await insertBid(t.database.db, {
        gigId: gig._id,
        bidderId: other.user._id,
        sellerId: owner.user._id,
        status: 'pending',
      });
      const response = await remove(owner, gig._id);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('GIG_HAS_ACTIVE_ORDER');
      expect(await bidStatus(t.database.db, active)).toBe(status);
      expect(await bidStatus(t.database.db, pending)).toBe('pending');
      expect((await storedGig(gig._id))!.deletedAt).toBeNull();
    },
  );

  test('a completed order does not stop the deletion and keeps its history', async () => {
    const gig = await postGig(owner);
    const done = await insertBid(t.database.db, {
      gigId: gig._id,
      bidderId: buyer.user._id,
      sellerId: owner.user._id,
      status: 'completed',
    });
    expect((await remove(owner, gig._id)).statusCode).toBe(204);
    expect(await bidStatus(t.database.db, done)).toBe('completed');
  });

  test('visitor 401, buyer 403, other seller 403; the gig stays', async () => {
    const gig = await postGig(owner);
    expect((await remove(null, gig._id)).statusCode).toBe(401);
    expect((await remove(buyer, gig._id)).json().code).toBe('SELLERS_ONLY');
    expect((await remove(otherSeller, gig._id)).json().code).toBe('NOT_GIG_OWNER');
    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/single/${gig._id}` })).statusCode).toBe(200);
  });
});
