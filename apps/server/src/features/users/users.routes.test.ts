import { BIO_MAX, LIST_ITEMS_MAX, LINE_MAX } from '@inkwell/domain/limits';
import { Profile } from '@inkwell/domain/users/user.schema';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { newId } from '../../lib/ids.ts';
import { MULTIPART_CONTENT_TYPE, multipartBody, solidImage } from '../../../test/fixtures/files.ts';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let owner: Session;
let other: Session;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAndLogin(t.app, {
    isSeller: true,
    phone: '+44 20 7946 0000',
    desc: 'I edit theses in history.',
  });
  other = await registerAndLogin(t.app);
});
afterAll(() => t.close());

const visitor = (options: InjectOptions) => t.app.inject(options);
const put = (
  session: Session | null,
  id: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) => (session ? session.request : visitor)({ method: 'PUT', url: `/api/users/${id}`, payload, headers });

const fullEdit = {
  fullName: 'Amelia Hart',
  bio: 'Historian and editor. I help students turn research notes into clear, well-argued chapters.',
  desc: 'Dissertations and theses in modern history.',
  country: 'GB',
  nationality: 'IE',
  phone: '+44 20 7946 0001',
  languages: ['English', 'Irish'],
  education: [
    { institution: 'Trinity College Dublin', qualification: 'PhD History', grade: 'Pass', start: '2012', end: '2016' },
  ],
  experience: 'Lecturer, University of Leeds (2016-2021)\nFreelance editor since 2021',
  hobbies: ['Rowing', 'Archives'],
  certifications: [
    {
      title: 'Certified Editor',
      issuer: 'CIEP',
      issuedOn: '2020-05',
      credentialId: 'CIEP-1234',
      url: 'https://www.ciep.uk/',
    },
  ],
  social: {
    // A LinkedIn or Twitter profile is a way to be reached outside Inkwell: masking drops it (masked-paths tests).
    linkedin: '',
    twitter: '',
    github: 'https://github.com/amelia-hart',
    website: 'http://amelia.example',
  },
};

describe('GET /api/users/{id}', () => {
  test('a visitor sees every profile field but not the email, the phone or any secret', async () => {
    const response = await visitor({ method: 'GET', url: `/api/users/${owner.user._id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Profile.strict().safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      _id: owner.user._id,
      username: owner.user.username,
      email: null,
      phone: null,
      isSeller: true,
      desc: 'I edit theses in history.',
      country: 'GB',
      education: [],
      social: { linkedin: '', twitter: '', github: '', website: '' },
    });
    expect(response.body).not.toMatch(/password|hash|argon|session/i);
  });

  test(
    'a signed-in reader does not see the email and phone of another ' +
      'user who keeps them private (users.contact.routes.test.ts)',
    async () => {
      const response = await other.request({ method: 'GET', url: `/api/users/${owner.user._id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: null, phone: null, showContact: false });
    },
  );

  test('an unknown id is 404 USER_NOT_FOUND', async () => {
    const response = await visitor({ method: 'GET', url: `/api/users/${newId()}` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.json()).toMatchObject({ code: 'USER_NOT_FOUND', detail: 'This user does not exist.' });
  });

  test.each(['not-a-uuid', '1', "1' OR '1'='1", '0196a1c2-0000-7000-8000-00000000abcdX'])(
    'the id %j is 400, not 500',
    async (id) => {
      const response = await visitor({ method: 'GET', url: `/api/users/${encodeURIComponent(id)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { id: ['This is not a valid user id'] },
      });
    },
  );
});

describe('PUT /api/users/{id}', () => {
  test('the owner edits every field and gets the whole profile back', async () => {
    const me = await registerAndLogin(t.app);
    const response = await put(me, me.user._id, fullEdit);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Profile.strict().safeParse(body).success).toBe(true);
    expect(body).toEqual({
      ...fullEdit,
      _id: me.user._id,
      username: me.user.username,
      email: me.user.email,
      img: '',
      isSeller: false,
      showContact: false,
      experience: ['Lecturer, University of Leeds (2016-2021)', 'Freelance editor since 2021'],
      createdAt: expect.any(String),
    });
    const reread = await visitor({ method: 'GET', url: `/api/users/${me.user._id}` });
    expect(reread.json()).toMatchObject({
      fullName: 'Amelia Hart',
      nationality: 'IE',
      phone: null,
      hobbies: ['Rowing', 'Archives'],
    });
  });

  test('only the fields sent are replaced', async () => {
    const me = await registerAndLogin(t.app);
    await put(me, me.user._id, fullEdit);
    const response = await put(me, me.user._id, { bio: 'Shorter bio.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      bio: 'Shorter bio.',
      fullName: 'Amelia Hart',
      hobbies: ['Rowing', 'Archives'],
    });
  });

  test('lists drop blank lines whether sent as text or as an array, and trim each line', async () => {
    const me = await registerAndLogin(t.app);
    const response = await put(me, me.user._id, {
      hobbies: 'Chess\n\n   \r\n  Hiking  \n',
      experience: ['', '  Tutor at a sixth-form college ', '\t'],
      languages: 'English\n\nFrench',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      hobbies: ['Chess', 'Hiking'],
      experience: ['Tutor at a sixth-form college'],
      languages: ['English', 'French'],
    });
  });

  test(`a bio of ${BIO_MAX} characters is kept; one more is 400 with errors.bio`, async () => {
    const me = await registerAndLogin(t.app);
    expect((await put(me, me.user._id, { bio: 'b'.repeat(BIO_MAX) })).statusCode).toBe(200);
    const response = await put(me, me.user._id, { bio: 'b'.repeat(BIO_MAX + 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { bio: [`Bio must be at most ${BIO_MAX} characters`] },
    });
    expect((await visitor({ method: 'GET', url: `/api/users/${me.user._id}` })).json().bio).toBe('b'.repeat(BIO_MAX));
  });

  test.each([
    ['a social link that is not http(s)', { social: { linkedin: 'javascript:alert(1)' } }, 'social.linkedin'],
    ['a website without a scheme', { social: { website: 'amelia.example' } }, 'social.website'],
    [
      'a certification link that is not http(s)',
      { certifications: [{ title: 'Editor', url: 'ftp://files.example/c.pdf' }] },
      'certifications.0.url',
    ],
    ['a certification without a title', { certifications: [{ title: ' ', issuer: 'CIEP' }] }, 'certifications.0.title'],
    ['an education entry without an institution', { education: [{ qualification: 'BA' }] }, 'education.0.institution'],
    ['an unknown country', { country: 'XX' }, 'country'],
    ['a nationality that is a name, not a code', { nationality: 'France' }, 'nationality'],
    ['an image from another site', { img: 'https://evil.example/me.png' }, 'img'],
    ['a phone with letters', { phone: 'call me maybe' }, 'phone'],
    ['a line longer than the limit', { hobbies: ['h'.repeat(LINE_MAX + 1)] }, 'hobbies.0'],
    ['too many lines', { experience: Array.from({ length: LIST_ITEMS_MAX + 1 }, (_, i) => `Job ${i}`) }, 'experience'],
    ['a list of the wrong type', { hobbies: 42 }, 'hobbies'],
  ])('refuses %s with 400 and the field named', async (_name, payload, field) => {
    const response = await put(owner, owner.user._id, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors[field]?.length).toBeGreaterThan(0);
  });

  test('an image address of this site that was never uploaded is refused', async () => {
    const response = await put(owner, owner.user._id, { img: `/uploads/${newId()}.webp` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { img: ['Images must be uploaded to this site first'] },
    });
  });

  test('an uploaded picture becomes the avatar, and an empty img removes it', async () => {
    const me = await registerAndLogin(t.app);
    const png = await solidImage(40, 40).png().toBuffer();
    const upload = await me.request({
      method: 'POST',
      url: '/api/uploads',
      payload: multipartBody([{ field: 'file', filename: 'me.png', type: 'image/png', data: png }]),
      headers: { 'content-type': MULTIPART_CONTENT_TYPE },
    });
    expect(upload.statusCode).toBe(201);
    const set = await put(me, me.user._id, { img: upload.json().url });
    expect(set.statusCode).toBe(200);
    expect(set.json().img).toBe(upload.json().url);
    expect((await put(me, me.user._id, { img: '' })).json().img).toBe('');
  });

  test(
    'an email in the body is 400 EMAIL_NOT_CHANGEABLE on email, pointing to the email change, and nothing ' +
      'is written (the change itself: features/auth/email-change.test.ts)',
    async () => {
      const me = await registerAndLogin(t.app);
      for (const email of [other.user.email.toUpperCase(), `${me.user._id}@example.net`, me.user.email, '']) {
        const response = await put(me, me.user._id, { email, fullName: 'Changed Name' });
        expect(response.statusCode, email).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'EMAIL_NOT_CHANGEABLE',
          fields: { email: [{ code: 'EMAIL_NOT_CHANGEABLE' }] },
        });
        expect(response.json().detail).toContain('/api/auth/email/change');
      }
      const profile = (await me.request({ method: 'GET', url: `/api/users/${me.user._id}` })).json();
      expect(profile).toMatchObject({ email: me.user.email, fullName: '' });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user._id));
      expect(row!.email).toBe(me.user.email);
    },
  );

  test("a visitor's email is 401 and another person's is 403, before the body is read", async () => {
    const body = { email: 'taken-over@example.net' };
    expect((await put(null, owner.user._id, body)).statusCode).toBe(401);
    expect((await put(other, owner.user._id, body)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, owner.user._id));
    expect(row!.email).toBe(owner.user.email);
  });

  test('unknown fields are ignored, not stored', async () => {
    const me = await registerAndLogin(t.app);
    const response = await put(me, me.user._id, {
      fullName: 'Plain Buyer',
      isSeller: true,
      username: 'renamed-user',
      passwordHash: 'x',
      createdAt: '2000-01-01T00:00:00.000Z',
      _id: other.user._id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: me.user._id,
      username: me.user.username,
      isSeller: false,
      fullName: 'Plain Buyer',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user._id));
    expect(row).toMatchObject({ username: me.user.username, isSeller: false });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.createdAt.getFullYear()).not.toBe(2000);
  });

  test('an empty body changes nothing and answers the profile', async () => {
    const response = await put(owner, owner.user._id, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: owner.user._id, email: owner.user.email });
  });

  test('another user is 403 NOT_PROFILE_OWNER, even with an invalid body, and nothing changes', async () => {
    for (const payload of [{ fullName: 'Hijacked' }, { bio: 'b'.repeat(BIO_MAX + 1) }]) {
      const response = await put(other, owner.user._id, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'NOT_PROFILE_OWNER',
        detail: 'You can only edit your own profile.',
      });
    }
    expect((await visitor({ method: 'GET', url: `/api/users/${owner.user._id}` })).json().fullName).not.toBe(
      'Hijacked',
    );
  });

  test('a visitor is 401 NOT_SIGNED_IN, even with an invalid body', async () => {
    for (const payload of [{ fullName: 'Hijacked' }, { bio: 'b'.repeat(BIO_MAX + 1) }]) {
      const response = await put(null, owner.user._id, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('NOT_SIGNED_IN');
    }
  });

  test('a signed-in user editing an id that is not theirs (unknown or malformed) is 403', async () => {
    for (const id of [newId(), 'not-a-uuid']) {
      expect((await put(owner, id, { fullName: 'Nobody' })).statusCode).toBe(403);
    }
  });

  test('an edit posted from another site is 403 CROSS_ORIGIN_REFUSED', async () => {
    const response = await put(owner, owner.user._id, { fullName: 'Cross Site' }, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_ORIGIN_REFUSED');
    expect((await visitor({ method: 'GET', url: `/api/users/${owner.user._id}` })).json().fullName).not.toBe(
      'Cross Site',
    );
  });
});
