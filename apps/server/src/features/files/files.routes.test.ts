import fs from 'node:fs/promises';
import path from 'node:path';
import { FILE_NAME_MAX } from '@inkwell/domain/files/file.schema';
import { DOCUMENT_MAX_BYTES } from '@inkwell/domain/uploads/upload.rules';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { files } from '../../db/schema/files.ts';
import { newId } from '../../lib/ids.ts';
import {
  CFB_HEADER,
  MINIMAL_DOCX,
  MINIMAL_PDF,
  MINIMAL_XLSX,
  MULTIPART_CONTENT_TYPE,
  multipartBody,
  PLAIN_ZIP,
  solidImage,
} from '../../../test/fixtures/files.ts';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let owner: Session;
let stranger: Session;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAndLogin(t.app);
  stranger = await registerAndLogin(t.app, { isSeller: true });
});
afterAll(() => t.close());

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function upload(
  data: Buffer | string,
  options: { filename?: string; type?: string; field?: string; session?: Session | null } = {},
) {
  const request: InjectOptions = {
    method: 'POST',
    url: '/api/files',
    payload: multipartBody([
      {
        field: options.field ?? 'file',
        filename: options.filename ?? 'thesis.pdf',
        type: options.type ?? 'application/pdf',
        data,
      },
    ]),
    headers: { 'content-type': MULTIPART_CONTENT_TYPE },
  };
  const session = options.session === undefined ? owner : options.session;
  return session ? session.request(request) : t.app.inject(request);
}

function download(id: string, session: Session | null = owner) {
  const request: InjectOptions = { method: 'GET', url: `/api/files/${id}` };
  return session ? session.request(request) : t.app.inject(request);
}

async function uploaded(data: Buffer | string, options: Parameters<typeof upload>[1] = {}) {
  const response = await upload(data, options);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { _id: string; name: string; size: number; contentType: string };
}

const rowsOf = (userId: string) => t.database.db.select().from(files).where(eq(files.ownerId, userId));
const privateFolder = () => fs.readdir(t.config.privateFilesDir).catch(() => [] as string[]);

describe('POST /api/files', () => {
  test('a signed-in person uploads a PDF: 201 with id, name, size and type, and a row saying whose it is', async () => {
    const body = await uploaded(MINIMAL_PDF);
    expect(body).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'thesis.pdf',
      size: MINIMAL_PDF.length,
      contentType: 'application/pdf',
    });
    const [row] = await t.database.db.select().from(files).where(eq(files.id, body._id));
    expect(row).toMatchObject({
      ownerId: owner.user._id,
      name: 'thesis.pdf',
      sizeBytes: MINIMAL_PDF.length,
      contentType: 'application/pdf',
      storageKey: `${body._id}.pdf`,
    });
  });

  test.each([
    ['a DOCX', MINIMAL_DOCX, 'chapter.docx', DOCX_TYPE],
    ['an XLSX', MINIMAL_XLSX, 'data.xlsx', XLSX_TYPE],
    ['a ZIP', PLAIN_ZIP, 'sources.zip', 'application/zip'],
    ['a DOC', CFB_HEADER, 'old essay.doc', 'application/msword'],
    ['an XLS', CFB_HEADER, 'grades.xls', 'application/vnd.ms-excel'],
    ['a UTF-8 text', Buffer.from('Sources\nSmith, J. (2020). Ünïcödé.\n'), 'notes.txt', 'text/plain'],
  ])('%s is accepted with its real type', async (_name, bytes, filename, contentType) => {
    const body = await uploaded(bytes, { filename, type: 'application/octet-stream' });
    expect(body).toMatchObject({ name: filename, size: bytes.length, contentType });
  });

  test('a PDF disguised as .png is kept as the PDF it is, named .pdf for the download', async () => {
    const body = await uploaded(MINIMAL_PDF, { filename: 'figure.png', type: 'image/png' });
    expect(body).toMatchObject({ name: 'figure.pdf', contentType: 'application/pdf' });
  });

  test.each([
    ['a PNG named .pdf', () => solidImage(8, 8).png().toBuffer(), 'essay.pdf'],
    ['a shell script', async () => Buffer.from('#!/bin/sh\nrm -rf /\n'), 'install.sh'],
    ['a Windows program named .docx', async () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]), 'essay.docx'],
    ['text that is not UTF-8 named .txt', async () => Buffer.from([0x48, 0x69, 0xe9, 0x20, 0xff, 0xfe]), 'notes.txt'],
  ])('%s is 415 DOCUMENT_TYPE_NOT_ALLOWED, and nothing is stored', async (_name, make, filename) => {
    const [rowsBefore, folderBefore] = [await rowsOf(owner.user._id), await privateFolder()];
    const response = await upload(await make(), { filename });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'DOCUMENT_TYPE_NOT_ALLOWED',
      detail: 'Documents must be PDF, DOC, DOCX, TXT, ZIP, XLS or XLSX files.',
    });
    expect(await rowsOf(owner.user._id)).toHaveLength(rowsBefore.length);
    expect(await privateFolder()).toEqual(folderBefore);
  });

  test('20 MB exactly is accepted; one byte more is 413 FILE_TOO_LARGE and nothing is stored', async () => {
    const padded = (size: number) => Buffer.concat([MINIMAL_PDF, Buffer.alloc(size - MINIMAL_PDF.length, 0x20)]);
    const largest = await uploaded(padded(DOCUMENT_MAX_BYTES), { filename: 'big.pdf' });
    expect(largest.size).toBe(DOCUMENT_MAX_BYTES);
    const rowsBefore = await rowsOf(owner.user._id);
    const response = await upload(padded(DOCUMENT_MAX_BYTES + 1), { filename: 'too-big.pdf' });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('FILE_TOO_LARGE');
    expect(await rowsOf(owner.user._id)).toHaveLength(rowsBefore.length);
  });

  test.each([
    ['an empty file', () => upload(Buffer.alloc(0))],
    ['a file in another field', () => upload(MINIMAL_PDF, { field: 'document' })],
    [
      'a form with no file',
      () =>
        owner.request({
          method: 'POST',
          url: '/api/files',
          payload: multipartBody([{ field: 'file', data: 'just text' }]),
          headers: { 'content-type': MULTIPART_CONTENT_TYPE },
        }),
    ],
    ['a JSON body', () => owner.request({ method: 'POST', url: '/api/files', payload: { file: 'thesis.pdf' } })],
  ])('%s is 400 FILE_MISSING', async (_name, send) => {
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('FILE_MISSING');
  });

  test('a visitor is 401 NOT_SIGNED_IN, and nothing is stored', async () => {
    const folderBefore = await privateFolder();
    const response = await upload(MINIMAL_PDF, { session: null });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('NOT_SIGNED_IN');
    expect(await privateFolder()).toEqual(folderBefore);
  });

  test.each([
    [
      'folders and control characters go',
      'C:\\Users\\me\\..\\..\\etc/pass\u0007wd\u0001 thesis\u202E.pdf',
      'passwd thesis.pdf',
    ],
    ['hidden and invisible marks go', '..\u200B.\u2028draft\uFEFF.docx', 'draft.pdf'],
    ['nothing left is called file', '/tmp/\u0007/', 'file.pdf'],
    ['a long name is cut, keeping the extension', `${'a'.repeat(300)}.pdf`, `${'a'.repeat(FILE_NAME_MAX - 4)}.pdf`],
    [
      'a long name of emoji is cut between two of them',
      `${'📄'.repeat(150)}.pdf`,
      `${'📄'.repeat((FILE_NAME_MAX - 4) / 2)}.pdf`,
    ],
    ['other languages stay', 'Mémoire « final » 論文.pdf', 'Mémoire « final » 論文.pdf'],
  ])('the name is cleaned: %s', async (_name, filename, expected) => {
    const body = await uploaded(MINIMAL_PDF, { filename });
    expect(body.name).toBe(expected);
    expect(body.name.length).toBeLessThanOrEqual(FILE_NAME_MAX);
  });

  test('uploads are limited per person and hour (429 with Retry-After), as signed-in picture uploads are', async () => {
    const busy = await registerAndLogin(t.app);
    let accepted = 0;
    let refused = await upload(MINIMAL_PDF, { session: busy });
    while (refused.statusCode === 201 && accepted <= t.config.limits.documentUploads.perAccount) {
      accepted += 1;
      refused = await upload(MINIMAL_PDF, { session: busy });
    }
    expect(accepted).toBe(t.config.limits.documentUploads.perAccount);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(MINIMAL_PDF, { session: stranger })).statusCode).toBe(201);
  });
});

describe('GET /api/files/{id}', () => {
  test('the uploader gets the exact bytes as an attachment, with the stored type, nosniff and no caching', async () => {
    const bytes = Buffer.concat([MINIMAL_PDF, Buffer.from([0x00, 0xff, 0x80, 0x0d, 0x0a])]);
    const body = await uploaded(bytes, { filename: 'Mémoire final.pdf' });
    const response = await download(body._id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'content-disposition': `attachment; filename="M_moire final.pdf"; filename*=UTF-8''M%C3%A9moire%20final.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  test.each([
    ['a DOCX', MINIMAL_DOCX, 'chapter.docx', DOCX_TYPE],
    ['a text', Buffer.from('Sources\n'), 'notes.txt', 'text/plain; charset=utf-8'],
  ])('%s comes back with its type', async (_name, bytes, filename, contentType) => {
    const response = await download((await uploaded(bytes, { filename }))._id);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  test('a name with quotes, semicolons or a percent sign cannot break the header', async () => {
    const body = await uploaded(MINIMAL_PDF, { filename: "50% done; it's ok.pdf" });
    const response = await download(body._id);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="50_ done_ it's ok.pdf"; filename*=UTF-8''50%25%20done%3B%20it%27s%20ok.pdf`,
    );
  });

  test('anyone but the uploader, a visitor, an unknown or a malformed id all get one 404 FILE_NOT_FOUND', async () => {
    const { _id } = await uploaded(MINIMAL_PDF);
    const answers = await Promise.all([
      download(_id, stranger),
      download(_id, null),
      download(newId()),
      download('not-a-file-id'),
      download(`${_id}.pdf`),
      download(_id.toUpperCase(), stranger),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'FILE_NOT_FOUND', detail: 'This file does not exist.' });
      expect(response.headers['content-disposition']).toBeUndefined();
    }
    // The same answer but for the request's own id: nothing tells the cases apart.
    expect(new Set(answers.map((response) => JSON.stringify({ ...response.json(), requestId: undefined }))).size).toBe(
      1,
    );
    expect((await download(_id)).statusCode).toBe(200);
  });

  test('a file whose bytes are gone from the disk is 404, not 500', async () => {
    const { _id } = await uploaded(MINIMAL_PDF);
    await fs.rm(path.join(t.config.privateFilesDir, `${_id}.pdf`));
    const response = await download(_id);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('FILE_NOT_FOUND');
  });
});

describe('private files are never public', () => {
  test('the bytes live in PRIVATE_FILES_DIR under the id, not in the uploads folder', async () => {
    const { _id } = await uploaded(MINIMAL_PDF, { filename: 'secret.pdf' });
    expect(t.config.privateFilesDir).toBe(path.join(t.config.dataDir, 'files'));
    expect(await fs.readFile(path.join(t.config.privateFilesDir, `${_id}.pdf`))).toEqual(MINIMAL_PDF);
    const uploadsFolder = await fs.readdir(t.config.uploadsDir).catch(() => [] as string[]);
    expect(uploadsFolder.filter((name) => name.startsWith(_id))).toEqual([]);
  });

  test('no address under /uploads reaches a private file, for its uploader either', async () => {
    const { _id } = await uploaded(MINIMAL_PDF);
    for (const url of [
      `/uploads/${_id}.pdf`,
      `/uploads/${_id}`,
      `/uploads/..%2Ffiles%2F${_id}.pdf`,
      `/uploads/../files/${_id}.pdf`,
    ]) {
      const response = await owner.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.rawPayload.includes(MINIMAL_PDF), url).toBe(false);
    }
  });
});

test('the OpenAPI document declares the body, the parameters and every answer', async () => {
  const { paths } = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const post = paths['/api/files'].post;
  expect(post.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({
    type: 'string',
    format: 'binary',
  });
  expect(Object.keys(post.responses).sort()).toEqual(['201', '400', '401', '403', '413', '415', '429']);
  expect(post.responses['201'].content['application/json'].schema.required).toEqual([
    '_id',
    'name',
    'size',
    'contentType',
  ]);
  const get = paths['/api/files/{id}'].get;
  expect(get.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
  expect(Object.keys(get.responses).sort()).toEqual(['200', '302', '404']);
});
