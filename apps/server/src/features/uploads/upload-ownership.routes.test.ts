import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gigs } from '../../db/schema/gigs.ts';
import { users } from '../../db/schema/users.ts';
import { newId } from '../../lib/ids.ts';
import { MULTIPART_CONTENT_TYPE, multipartBody, solidImage } from '../../../test/fixtures/files.ts';
import { buildGig, gigMultipart, postGig, sellerSession, uploadImage } from '../../../test/fixtures/gigs.ts';
import { buildRegistration, createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { NOT_OWN_UPLOAD, NOT_UPLOADED } from './upload-ownership.ts';

/**
 * The img, cover and images fields may only name pictures the writer uploaded (or the entity's
 * current picture). Every field x every way of writing it x every kind of foreign picture.
 */
let t: TestApp;
let me: Session;
let stranger: Session;
beforeAll(async () => {
  t = await createTestApp();
  [me, stranger] = await Promise.all([sellerSession(t.app), sellerSession(t.app)]);
});
afterAll(() => t.close());

async function anonymousUpload(): Promise<string> {
  const png = await solidImage(30, 30).png().toBuffer();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: multipartBody([{ field: 'file', filename: 'a.png', type: 'image/png', data: png }]),
    headers: { 'content-type': MULTIPART_CONTENT_TYPE },
  });
  expect(response.statusCode).toBe(201);
  return response.json().url;
}

/** The kinds of picture that are not the writer's, with the field code each must be refused with. */
const foreign: [string, () => Promise<string>, 'not_own_upload' | 'not_uploaded', string][] = [
  ["another user's upload", () => uploadImage(stranger), 'not_own_upload', NOT_OWN_UPLOAD],
  ['an anonymous upload (a registration picture)', anonymousUpload, 'not_own_upload', NOT_OWN_UPLOAD],
  [
    'an address of this site that was never uploaded',
    async () => `/uploads/${newId()}.webp`,
    'not_uploaded',
    NOT_UPLOADED,
  ],
];

type Write = (session: Session, fields: Record<string, unknown>) => Promise<LightMyRequestResponse>;
/** The four ways of writing a gig: create or update, as JSON or as the multipart form. */
const gigWrites: [string, Write][] = [
  [
    'create (JSON)',
    (session, fields) => session.request({ method: 'POST', url: '/api/gigs', payload: buildGig(fields) }),
  ],
  [
    'create (multipart)',
    (session, fields) => session.request({ method: 'POST', url: '/api/gigs', ...gigMultipart(buildGig(fields)) }),
  ],
  [
    'update (JSON)',
    async (session, fields) => {
      const gig = await postGig(session);
      return session.request({ method: 'PATCH', url: `/api/gigs/${gig._id}`, payload: fields });
    },
  ],
  [
    'update (multipart)',
    async (session, fields) => {
      const gig = await postGig(session);
      return session.request({ method: 'PATCH', url: `/api/gigs/${gig._id}`, ...gigMultipart(fields) });
    },
  ],
];

const fieldsOf = (field: 'cover' | 'images', own: string, url: string) =>
  field === 'cover' ? { cover: url, images: [own] } : { cover: own, images: [own, url] };
const fieldName = (field: 'cover' | 'images') => (field === 'cover' ? 'cover' : 'images.1');

describe.each(gigWrites)('gig %s', (_way, write) => {
  test.each(foreign)(
    'cover and images refuse %s with 400 and the field named',
    async (_kind, picture, code, message) => {
      const own = await uploadImage(me);
      for (const field of ['cover', 'images'] as const) {
        const url = await picture();
        const response = await write(me, fieldsOf(field, own, url));
        expect(response.statusCode, response.body).toBe(400);
        const body = response.json();
        expect(body).toMatchObject({
          code: 'VALIDATION_FAILED',
          errors: { [fieldName(field)]: [message] },
          fields: { [fieldName(field)]: [{ code }] },
        });
        expect(Object.keys(body.errors)).toEqual([fieldName(field)]);
        const used = await t.database.db.select({ id: gigs.id }).from(gigs).where(eq(gigs.cover, url));
        const inImages = await t.database.db.select({ id: gigs.id }).from(gigs).where(eq(gigs.userId, me.user._id));
        expect(used).toHaveLength(0);
        for (const row of inImages)
          expect((await t.database.db.select().from(gigs).where(eq(gigs.id, row.id)))[0]?.images).not.toContain(url);
      }
    },
  );

  test("the writer's own uploads are accepted in cover and images", async () => {
    const [cover, image] = await Promise.all([uploadImage(me), uploadImage(me)]);
    const response = await write(me, { cover, images: [image, cover] });
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(response.json()).toMatchObject({ cover, images: [image, cover] });
  });
});

describe('a gig that already shows a picture keeps it', () => {
  test("an unchanged PATCH still works when the current cover and images are not the writer's uploads", async () => {
    const gig = await postGig(me);
    const [theirs, anonymous] = [await uploadImage(stranger), await anonymousUpload()];
    await t.database.db
      .update(gigs)
      .set({ cover: theirs, images: [anonymous] })
      .where(eq(gigs.id, gig._id));
    for (const form of [
      { payload: { cover: theirs, images: [anonymous], title: 'Unchanged pictures' } },
      gigMultipart({ cover: theirs, images: [anonymous] }),
    ]) {
      const response = await me.request({ method: 'PATCH', url: `/api/gigs/${gig._id}`, ...form });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ cover: theirs, images: [anonymous] });
    }
    const added = await me.request({
      method: 'PATCH',
      url: `/api/gigs/${gig._id}`,
      payload: { images: [anonymous, await uploadImage(stranger)] },
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().fields).toEqual({ 'images.1': [{ code: 'not_own_upload' }] });
  });
});

describe('the profile picture (PUT /users/{id} img)', () => {
  test.each(foreign)('refuses %s with 400 errors.img and keeps the picture', async (_kind, picture, code, message) => {
    const own = await uploadImage(me);
    expect(
      (await me.request({ method: 'PUT', url: `/api/users/${me.user._id}`, payload: { img: own } })).statusCode,
    ).toBe(200);
    const response = await me.request({
      method: 'PUT',
      url: `/api/users/${me.user._id}`,
      payload: { img: await picture(), fullName: 'Not saved' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: message,
      errors: { img: [message] },
      fields: { img: [{ code }] },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user._id));
    expect(row).toMatchObject({ img: own });
    expect(row?.fullName).not.toBe('Not saved');
  });

  test("the current picture saves again even when it is not the owner's upload; an empty img removes it", async () => {
    const theirs = await uploadImage(stranger);
    await t.database.db.update(users).set({ img: theirs }).where(eq(users.id, me.user._id));
    const same = await me.request({
      method: 'PUT',
      url: `/api/users/${me.user._id}`,
      payload: { img: theirs, bio: 'Same picture.' },
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ img: theirs, bio: 'Same picture.' });
    expect(
      (await me.request({ method: 'PUT', url: `/api/users/${me.user._id}`, payload: { img: '' } })).json().img,
    ).toBe('');
  });
});

describe('a registration picture (uploaded before the account exists)', () => {
  const register = (img: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: buildRegistration({ img }) });
  const accountsNamed = async (img: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.img, img))).length;

  test('the new account takes its anonymous upload; a second registration may not take it again', async () => {
    const picture = await anonymousUpload();
    const first = await register(picture);
    expect(first.statusCode).toBe(201);
    expect(first.json().img).toBe(picture);
    const again = await register(picture);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { img: [NOT_OWN_UPLOAD] } });
    expect(await accountsNamed(picture)).toBe(1);
  });

  test.each([
    ["another user's upload", () => uploadImage(stranger), NOT_OWN_UPLOAD],
    ['a picture never uploaded here', async () => `/uploads/${newId()}.webp`, NOT_UPLOADED],
  ])('%s is refused on img and no account is created', async (_name, picture, message) => {
    const img = await picture();
    const registration = buildRegistration({ img });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { img: [message] } });
    expect(
      (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, registration.username)))
        .length,
    ).toBe(0);
  });
});
