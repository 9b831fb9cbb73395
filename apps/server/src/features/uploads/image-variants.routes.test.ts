import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS, imageSrcSet } from '@inkwell/domain/uploads/image-variants';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uploads } from '../../db/schema/uploads.ts';
import { newId } from '../../lib/ids.ts';
import { animatedGif, MULTIPART_CONTENT_TYPE, multipartBody, noisePng } from '../../../test/fixtures/files.ts';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';
import { removeUpload } from './uploads.service.ts';

/** The width variants of uploaded pictures: /uploads/w{width}/{file}. */

let t: TestApp;
let member: Session;
beforeAll(async () => {
  t = await createTestApp();
  member = await registerAndLogin(t.app);
});
afterAll(() => t.close());

async function upload(data: Buffer, filename = 'picture.png', type = 'image/png'): Promise<string> {
  const response = await member.request({
    method: 'POST',
    url: '/api/uploads',
    payload: multipartBody([{ field: 'file', filename, type, data }]),
    headers: { 'content-type': MULTIPART_CONTENT_TYPE },
  });
  expect(response.statusCode).toBe(201);
  return response.json().url;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const nameOf = (url: string) => url.slice('/uploads/'.length);
const uploadsDir = () => t.app.config.uploadsDir;
/** The variant files kept on disk for a picture's file name. */
const keptVariants = async (name: string) =>
  (await fs.readdir(uploadsDir())).filter(
    (file) => file.startsWith(name.replace(/\.webp$/, '.w')) && /\.w\d+$/.test(file),
  );

describe('GET /uploads/w{width}/{file}', () => {
  test(
    'each width is a WebP that wide (never wider than the picture), ' +
      'cached for a year, kept on disk and served again from there',
    async () => {
      const url = await upload(await noisePng(1000, 600));
      const name = nameOf(url);
      for (const width of IMAGE_VARIANT_WIDTHS) {
        const response = await get(`/uploads/w${width}/${name}`);
        expect(response.statusCode, `w${width}`).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
        const metadata = await sharp(response.rawPayload).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.width, `w${width}`).toBe(Math.min(width, 1000));
        expect(metadata.height).toBe(Math.round((Math.min(width, 1000) * 600) / 1000));
      }
      expect((await keptVariants(name)).sort()).toEqual(
        IMAGE_VARIANT_WIDTHS.map((w) => name.replace('.webp', `.w${w}`)).sort(),
      );
      const again = await get(`/uploads/w320/${name}`);
      expect(again.rawPayload.equals((await get(`/uploads/w320/${name}`)).rawPayload)).toBe(true);
      expect(again.rawPayload.length).toBeLessThan((await get(url)).rawPayload.length);
    },
  );

  test('an animated picture stays animated', async () => {
    const url = await upload(await animatedGif(), 'anim.gif', 'image/gif');
    const response = await get(`/uploads/w160/${nameOf(url)}`);
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload, { animated: true }).metadata()).pages).toBeGreaterThan(1);
  });

  test.each(['w333', 'w0', 'w2000', 'w', 'wabc', 'w0320', 'w320.5'])(
    '%s is not a variant width: 404 problem details',
    async (segment) => {
      const url = await upload(await noisePng(200, 100));
      const response = await get(`/uploads/${segment}/${nameOf(url)}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    },
  );

  test('unknown pictures and names this site does not give out are 404', async () => {
    for (const name of [`${newId()}.webp`, 'passwd', '..%2F..%2Fetc%2Fpasswd', `${newId()}.pdf`, `${newId()}.w320`]) {
      expect((await get(`/uploads/w320/${name}`)).statusCode, name).toBe(404);
    }
  });

  test('a document stored beside the pictures never gets a variant, even under a picture name', async () => {
    const id = newId();
    const bytes = await sharp(await noisePng(200, 100))
      .webp()
      .toBuffer();
    await t.app.files.put(`${id}.webp`, bytes);
    await t.database.db.insert(uploads).values({
      id,
      ownerId: null,
      kind: 'document',
      mimeType: 'image/webp',
      sizeBytes: bytes.length,
      storageKey: `${id}.webp`,
      originalName: 'x.webp',
      width: null,
      height: null,
    });
    expect((await get(`/uploads/w320/${id}.webp`)).statusCode).toBe(404);
    expect(await keptVariants(`${id}.webp`)).toEqual([]);
  });

  test('a private file never gets a public variant', async () => {
    const id = newId();
    await fs.mkdir(t.app.config.privateFilesDir, { recursive: true });
    await fs.writeFile(
      path.join(t.app.config.privateFilesDir, `${id}.webp`),
      await sharp(await noisePng(200, 100))
        .webp()
        .toBuffer(),
    );
    expect((await get(`/uploads/w320/${id}.webp`)).statusCode).toBe(404);
    expect((await get(`/uploads/${id}.webp`)).statusCode).toBe(404);
  });

  test('a removed picture takes its variants with it: they are 404 and gone from disk', async () => {
    const url = await upload(await noisePng(700, 400));
    const name = nameOf(url);
    expect((await get(`/uploads/w480/${name}`)).statusCode).toBe(200);
    const [row] = await t.database.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.storageKey, name));
    await removeUpload({ db: t.database.db, files: t.app.files }, row!.id);
    expect((await get(`/uploads/w480/${name}`)).statusCode).toBe(404);
    expect(await keptVariants(name)).toEqual([]);
  });
});

describe('imageSrcSet', () => {
  test('lists every variant width of a picture uploaded here, and nothing for other addresses', () => {
    const url = `/uploads/${newId()}.webp`;
    expect(imageSrcSet(url)).toBe(IMAGE_VARIANT_WIDTHS.map((w) => `/uploads/w${w}/${nameOf(url)} ${w}w`).join(', '));
    expect(imageSrcSet(url, 480)).toBe([160, 320, 480].map((w) => `/uploads/w${w}/${nameOf(url)} ${w}w`).join(', '));
    expect(imageSrcSet('/img/default-avatar.svg')).toBeUndefined();
    expect(imageSrcSet('https://elsewhere.example/a.webp')).toBeUndefined();
  });
});
