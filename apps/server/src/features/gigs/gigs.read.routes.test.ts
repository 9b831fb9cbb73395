import { Gig } from '@inkwell/domain/gigs/gig.schema';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { newId } from '../../lib/ids.ts';
import { MINIMAL_DOCX, MINIMAL_PDF } from '../../../test/fixtures/files.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import {
  buyerSession,
  buildGig,
  gigMultipart,
  postGig,
  sellerSession,
  setGigFacts,
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

const as = (session: Session | null) => (options: InjectOptions) =>
  session ? session.request(options) : t.app.inject(options);
const roles = () =>
  [
    ['visitor', null],
    ['buyer', buyer],
    ['owner', owner],
    ['other seller', otherSeller],
  ] as const;

async function gigWithDocument(filename: string, data: Buffer) {
  const response = await owner.request({
    method: 'POST',
    url: '/api/gigs',
    ...gigMultipart(buildGig(), [{ field: 'document', filename, data }]),
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Gig;
}

describe('GET /api/gigs/single/{id}', () => {
  test("everyone sees the gig with the seller's public card, and nothing private", async () => {
    await t.database.db
      .update(users)
      .set({ languages: ['English', 'French'], country: 'FR' })
      .where(eq(users.id, owner.user._id));
    const gig = await postGig(owner);
    const rated = await postGig(owner);
    await setGigFacts(t.database.db, rated._id, { totalStars: 9, starNumber: 2 });
    for (const [, session] of roles()) {
      const response = await as(session)({ method: 'GET', url: `/api/gigs/single/${gig._id}` });
      expect(response.statusCode).toBe(200);
      const body = Gig.strict().parse(response.json());
      expect(body.seller).toEqual({
        _id: owner.user._id,
        username: owner.user.username,
        img: '',
        country: 'FR',
        rating: 4.5,
        ratingCount: 2,
        memberSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        languages: ['English', 'French'],
      });
      expect(response.body).not.toMatch(/email|password|phone|storageKey/i);
    }
  });

  test.each([newId(), 'not-a-uuid', '..%2F..%2Fetc', "1' OR '1'='1"])(
    'an unknown or malformed id (%s) is a 404 problem',
    async (id) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/gigs/single/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(response.json()).toMatchObject({ code: 'GIG_NOT_FOUND', detail: 'This gig does not exist.' });
    },
  );
});

describe('POST /api/gigs/{id}/like', () => {
  test('buyer, owner and other seller toggle their own like; the count is shared', async () => {
    const gig = await postGig(owner);
    const like = (session: Session) => session.request({ method: 'POST', url: `/api/gigs/${gig._id}/like` });
    expect((await like(buyer)).json()).toEqual({ liked: true, likes: 1 });
    expect((await like(otherSeller)).json()).toEqual({ liked: true, likes: 2 });
    expect((await like(owner)).json()).toEqual({ liked: true, likes: 3 });
    expect((await like(buyer)).json()).toEqual({ liked: false, likes: 2 });
    const seen = await buyer.request({ method: 'GET', url: `/api/gigs/single/${gig._id}` });
    expect(seen.json()).toMatchObject({ likes: 2, liked: false, likedBy: [] });
    const seenByOther = await otherSeller.request({ method: 'GET', url: `/api/gigs/single/${gig._id}` });
    expect(seenByOther.json()).toMatchObject({ likes: 2, liked: true, likedBy: [otherSeller.user._id] });
  });

  test('a visitor is 401; an unknown gig 404', async () => {
    const gig = await postGig(owner);
    expect((await t.app.inject({ method: 'POST', url: `/api/gigs/${gig._id}/like` })).json()).toMatchObject({
      status: 401,
      code: 'NOT_SIGNED_IN',
    });
    expect((await buyer.request({ method: 'POST', url: `/api/gigs/${newId()}/like` })).json()).toMatchObject({
      status: 404,
      code: 'GIG_NOT_FOUND',
    });
  });

  test("many people liking at once are all counted; one person's racing toggles never fail", async () => {
    const gig = await postGig(owner);
    const people = await Promise.all(Array.from({ length: 6 }, () => buyerSession(t.app)));
    const answers = await Promise.all(
      people.map((p) => p.request({ method: 'POST', url: `/api/gigs/${gig._id}/like` })),
    );
    expect(answers.every((a) => a.statusCode === 200 && a.json().liked === true)).toBe(true);
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => buyer.request({ method: 'POST', url: `/api/gigs/${gig._id}/like` })),
    );
    expect(racing.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const final = (await buyer.request({ method: 'GET', url: `/api/gigs/single/${gig._id}` })).json();
    expect(final.likes).toBe(6 + (final.liked ? 1 : 0));
  });
});

describe('GET /api/gigs/{id}/document', () => {
  test('a PDF is downloaded as an attachment with its real type, sandboxed, for every role', async () => {
    const gig = await gigWithDocument('Brief; 100% «final».pdf', MINIMAL_PDF);
    for (const [, session] of roles()) {
      const response = await as(session)({ method: 'GET', url: `/api/gigs/${gig._id}/document` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Brief_ 100_ _final_.pdf"; filename*=UTF-8''Brief%3B%20100%25%20%C2%ABfinal%C2%BB.pdf`,
      );
      expect(response.rawPayload.equals(MINIMAL_PDF)).toBe(true);
    }
  });

  test('other types are downloaded as attachments with a safe name', async () => {
    const gig = await gigWithDocument('Plan für Kapitel 1.docx', MINIMAL_DOCX);
    const response = await t.app.inject({ method: 'GET', url: `/api/gigs/${gig._id}/document` });
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Plan f_r Kapitel 1.docx"; filename*=UTF-8''Plan%20f%C3%BCr%20Kapitel%201.docx`,
    );
  });

  test('a text file gets its charset; a name lying about the type gets the real extension', async () => {
    const gig = await gigWithDocument('notes.txt', Buffer.from('Chapter plan\n'));
    const response = await t.app.inject({ method: 'GET', url: `/api/gigs/${gig._id}/document` });
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/);
    const disguised = await gigWithDocument('report.txt', MINIMAL_PDF);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/gigs/${disguised._id}/document` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="report.pdf"/);
  });

  test('404 problems: a gig without a document, an unknown gig, a deleted gig', async () => {
    const plain = await postGig(owner);
    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/${plain._id}/document` })).json()).toMatchObject({
      status: 404,
      code: 'GIG_DOCUMENT_NOT_FOUND',
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/${newId()}/document` })).json()).toMatchObject({
      status: 404,
      code: 'GIG_NOT_FOUND',
    });
    const gone = await gigWithDocument('a.pdf', MINIMAL_PDF);
    await owner.request({ method: 'DELETE', url: `/api/gigs/${gone._id}` });
    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/${gone._id}/document` })).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  test('every gig route is in /api/openapi.json', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths['/api/gigs'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(document.paths['/api/gigs/{id}'])).toEqual(expect.arrayContaining(['patch', 'delete']));
    expect(document.paths['/api/gigs/single/{id}'].get.responses).toHaveProperty('404');
    expect(document.paths['/api/gigs/{id}/like'].post.responses['200']).toBeDefined();
    expect(document.paths['/api/gigs/{id}/document'].get).toBeDefined();
    expect(document.paths['/api/gigs'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'deliveryTime',
    );
  });
});
