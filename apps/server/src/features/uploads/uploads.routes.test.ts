import { IMAGE_MAX_BYTES, IMAGE_MAX_SIDE, OWN_UPLOAD_PATTERN } from '@inkwell/domain/uploads/upload.rules';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uploads } from '../../db/schema/uploads.ts';
import { newId } from '../../lib/ids.ts';
import {
  animatedGif,
  jpegWithGps,
  MINIMAL_PDF,
  MULTIPART_BOUNDARY,
  MULTIPART_CONTENT_TYPE,
  multipartBody,
  noisePng,
  solidImage,
} from '../../../test/fixtures/files.ts';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';

const ANONYMOUS_LIMIT = 3;
let t: TestApp;
let member: Session;
beforeAll(async () => {
  t = await createTestApp({ ANONYMOUS_UPLOADS_PER_HOUR: String(ANONYMOUS_LIMIT) });
  member = await registerAndLogin(t.app);
});
afterAll(() => t.close());

let addressCounter = 0;
/** Each anonymous test comes from its own address, so the anonymous limit only bites where it is tested. */
const freshAddress = () => `198.51.100.${++addressCounter}`;

function upload(
  data: Buffer | string,
  options: { filename?: string; type?: string; session?: Session; address?: string } = {},
) {
  const request: InjectOptions = {
    method: 'POST',
    url: '/api/uploads',
    payload: multipartBody([
      { field: 'file', filename: options.filename ?? 'picture.png', type: options.type ?? 'image/png', data },
    ]),
    headers: { 'content-type': MULTIPART_CONTENT_TYPE },
    remoteAddress: options.address ?? freshAddress(),
  };
  return options.session ? options.session.request(request) : t.app.inject(request);
}

const served = (url: string) => t.app.inject({ method: 'GET', url });
const keyOf = (url: string) => url.slice('/uploads/'.length);

async function expectStoredWebp(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(201);
  const body = response.json();
  expect(body.url).toMatch(OWN_UPLOAD_PATTERN);
  expect(body.url).toMatch(/\.webp$/);
  expect(body.secure_url).toBe(body.url);
  const file = await served(body.url);
  expect(file.statusCode).toBe(200);
  const metadata = await sharp(file.rawPayload, { animated: true }).metadata();
  expect(metadata.format).toBe('webp');
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(metadata.icc).toBeUndefined();
  expect(Math.max(metadata.width, metadata.pageHeight ?? metadata.height)).toBeLessThanOrEqual(IMAGE_MAX_SIDE);
  return { url: body.url as string, metadata, bytes: file.rawPayload };
}

describe('POST /api/uploads', () => {
  test('a PNG is stored as WebP with its size kept, and its row records who, what and how big', async () => {
    const png = await solidImage(120, 80).png().toBuffer();
    const { url, metadata, bytes } = await expectStoredWebp(
      await upload(png, { session: member, filename: 'C:\\photos\\me\u202Egnp.png' }),
    );
    expect([metadata.width, metadata.height]).toEqual([120, 80]);
    const [row] = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.storageKey, keyOf(url)));
    expect(row).toMatchObject({
      ownerId: member.user._id,
      kind: 'image',
      mimeType: 'image/webp',
      sizeBytes: bytes.length,
      width: 120,
      height: 80,
      originalName: 'megnp.png',
    });
  });

  test('a JPEG loses its EXIF data (GPS, camera) and is turned upright by its orientation', async () => {
    const jpeg = await jpegWithGps(320, 200);
    const original = await sharp(jpeg).metadata();
    expect(original.exif?.toString('latin1')).toContain('Inkwell Test Camera');
    expect(original.orientation).toBe(6);
    const { metadata, bytes } = await expectStoredWebp(
      await upload(jpeg, { filename: 'holiday.jpg', type: 'image/jpeg' }),
    );
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([200, 320]);
    expect(bytes.toString('latin1')).not.toContain('Inkwell Test Camera');
  });

  test(`a large picture is scaled down to fit within ${IMAGE_MAX_SIDE} pixels, keeping its proportions`, async () => {
    const wide = await solidImage(IMAGE_MAX_SIDE * 2, IMAGE_MAX_SIDE)
      .png()
      .toBuffer();
    const { metadata } = await expectStoredWebp(await upload(wide, { session: member }));
    expect([metadata.width, metadata.height]).toEqual([IMAGE_MAX_SIDE, IMAGE_MAX_SIDE / 2]);
  });

  test('an animated GIF stays animated', async () => {
    const { metadata } = await expectStoredWebp(
      await upload(await animatedGif(), { filename: 'wave.gif', type: 'image/gif' }),
    );
    expect(metadata.pages).toBe(3);
    expect([metadata.width, metadata.pageHeight]).toEqual([60, 40]);
  });

  test('a WebP is accepted, whatever name and type the browser declared', async () => {
    const webp = await solidImage(50, 50).webp().toBuffer();
    await expectStoredWebp(await upload(webp, { filename: 'scan.bin', type: 'application/octet-stream' }));
  });

  test.each([
    [
      'a text file renamed .png',
      () => Buffer.from('I am plain text pretending to be a picture.\n'),
      'notes.png',
      'image/png',
    ],
    ['a PDF renamed .jpg', () => MINIMAL_PDF, 'thesis.jpg', 'image/jpeg'],
    [
      'an SVG (it can carry scripts)',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    ['a TIFF', () => solidImage(10, 10).tiff().toBuffer(), 'scan.tif', 'image/tiff'],
  ])('%s is 415 UNSUPPORTED_FILE_TYPE', async (_name, make, filename, type) => {
    const response = await upload(await make(), { filename, type });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_FILE_TYPE',
      detail: 'Pictures must be PNG, JPEG, GIF or WebP images.',
    });
  });

  test('a damaged picture whose first bytes look like a PNG is 415 with a clear sentence; none is stored', async () => {
    const png = await solidImage(64, 64).png().toBuffer();
    const damaged = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 0x5a)]);
    const before = await t.database.db.$count(uploads);
    const response = await upload(damaged);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'IMAGE_UNREADABLE',
      detail: expect.stringMatching(/could not be read/),
    });
    expect(await t.database.db.$count(uploads)).toBe(before);
  });

  test('a file over the limit is 413 FILE_TOO_LARGE', async () => {
    const huge = await noisePng(1500, 1400);
    expect(huge.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    const response = await upload(huge, { session: member });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'FILE_TOO_LARGE', detail: 'The file is too large: at most 5 MB.' });
  });

  test.each([
    ['a form without a file', () => multipartBody([{ field: 'caption', data: 'my picture' }])],
    [
      'a file in another field',
      () => multipartBody([{ field: 'picture', filename: 'a.png', type: 'image/png', data: 'x' }]),
    ],
    [
      'an empty file',
      () => multipartBody([{ field: 'file', filename: '', type: 'application/octet-stream', data: '' }]),
    ],
  ])('%s is 400 FILE_MISSING', async (_name, body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body(),
      headers: { 'content-type': MULTIPART_CONTENT_TYPE },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('FILE_MISSING');
  });

  test('a JSON body instead of a form is 400 FILE_MISSING', async () => {
    const response = await member.request({
      method: 'POST',
      url: '/api/uploads',
      payload: { file: 'data:image/png;base64,AAAA' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('FILE_MISSING');
  });

  test('a broken multipart body is 400, not 500', async () => {
    const response = await member.request({
      method: 'POST',
      url: '/api/uploads',
      payload:
        `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; ` +
        `name="file"; filename="a.png"\r\n\r\nno closing boundary`,
      headers: { 'content-type': MULTIPART_CONTENT_TYPE },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  test('an upload posted from another site is 403 CROSS_ORIGIN_REFUSED', async () => {
    const png = await solidImage(10, 10).png().toBuffer();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: multipartBody([{ field: 'file', filename: 'a.png', type: 'image/png', data: png }]),
      headers: { 'content-type': MULTIPART_CONTENT_TYPE, origin: 'https://evil.example' },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_ORIGIN_REFUSED');
  });

  test(
    `an address may upload ${ANONYMOUS_LIMIT} pictures an hour anonymously; ` +
      `then 429 with Retry-After, while a signed-in user from it is not blocked`,
    async () => {
      const png = await solidImage(16, 16).png().toBuffer();
      const address = freshAddress();
      for (let i = 0; i < ANONYMOUS_LIMIT; i++) {
        expect((await upload(png, { address })).statusCode).toBe(201);
      }
      const blocked = await upload(png, { address });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(blocked.json()).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        detail: 'Too many uploads. Please try again in 1 hour.',
      });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
      expect((await upload(png, { address, session: member })).statusCode).toBe(201);
      expect((await upload(png, { address: freshAddress() })).statusCode).toBe(201);
      const [row] = await t.database.db.select().from(uploads).where(eq(uploads.ownerId, member.user._id)).limit(1);
      expect(row).toBeDefined();
    },
  );

  test('anonymous uploads have no owner', async () => {
    const { url } = await expectStoredWebp(await upload(await solidImage(20, 20).png().toBuffer()));
    const [row] = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.storageKey, keyOf(url)));
    expect(row?.ownerId).toBeNull();
  });
});

describe('GET /uploads/{file}', () => {
  test('answers the stored bytes as WebP with a year of immutable caching and nosniff', async () => {
    const response = await upload(await solidImage(30, 30).png().toBuffer(), { session: member });
    const { url } = response.json();
    const file = await served(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    const stored = await t.app.files.get(keyOf(url));
    expect(stored?.size).toBe(file.rawPayload.length);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  test('a stored file without a row is served with the type of its extension', async () => {
    const key = `${newId()}.png`;
    await t.app.files.put(key, await solidImage(8, 8).png().toBuffer());
    const file = await served(`/uploads/${key}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
  });

  test.each([
    ['an unknown file', () => `/uploads/${newId()}.webp`],
    ['a name of another form', () => '/uploads/picture.webp'],
    ['a document extension', () => `/uploads/${newId()}.pdf`],
    ['an encoded path traversal', () => '/uploads/..%2f..%2fpackage.json'],
    ['a doubly encoded path traversal', () => '/uploads/..%252f..%252fetc%252fpasswd'],
    ['an encoded traversal to a real key', () => `/uploads/..%2fuploads%2f${newId()}.webp`],
  ])('%s is 404', async (_name, url) => {
    const response = await served(url());
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBeUndefined();
  });

  test('a NUL byte in the name is refused as broken text before any file is looked up', async () => {
    const response = await served(`/uploads/${newId()}.webp%00.png`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/problem\+json|application\/json/);
  });
});
