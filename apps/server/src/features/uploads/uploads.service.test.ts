import { DOCUMENT_MAX_BYTES } from '@inkwell/domain/uploads/upload.rules';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readAll } from '../../lib/file-store.ts';
import { cleanFileName, storeDocument } from './uploads.service.ts';
import { CFB_HEADER, MINIMAL_DOCX, MINIMAL_PDF } from '../../../test/fixtures/files.ts';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let ownerId: string;
beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await registerAndLogin(t.app, { isSeller: true })).user._id;
});
afterAll(() => t.close());

const deps = () => ({ db: t.app.db, files: t.app.files });

describe('storeDocument', () => {
  test('keeps the bytes as they came under a new name with the sniffed extension, and records them', async () => {
    const row = await storeDocument(deps(), { bytes: MINIMAL_DOCX, filename: '../My chapter.zip', ownerId });
    expect(row).toMatchObject({
      ownerId,
      kind: 'document',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      sizeBytes: MINIMAL_DOCX.length,
      originalName: 'My chapter.zip',
      width: null,
      height: null,
    });
    expect(row.storageKey).toBe(`${row.id}.docx`);
    const stored = await t.app.files.get(row.storageKey);
    expect(await readAll(stored!.stream)).toEqual(MINIMAL_DOCX);
  });

  test('tells a Word 97 file from an Excel 97 file by the declared extension', async () => {
    const doc = await storeDocument(deps(), { bytes: CFB_HEADER, filename: 'essay.doc', ownerId });
    const xls = await storeDocument(deps(), { bytes: CFB_HEADER, filename: 'marks.xls', ownerId });
    expect([doc.mimeType, doc.storageKey.endsWith('.doc')]).toEqual(['application/msword', true]);
    expect([xls.mimeType, xls.storageKey.endsWith('.xls')]).toEqual(['application/vnd.ms-excel', true]);
  });

  test('refuses a file that is not an allowed document with 415 DOCUMENT_TYPE_NOT_ALLOWED', async () => {
    await expect(
      storeDocument(deps(), { bytes: Buffer.from('MZ\u0000\u0000'), filename: 'essay.pdf', ownerId }),
    ).rejects.toMatchObject({
      code: 'DOCUMENT_TYPE_NOT_ALLOWED',
      status: 415,
    });
  });

  test(`refuses more than ${DOCUMENT_MAX_BYTES / (1024 * 1024)} MB with 413 and an empty file with 400`, async () => {
    const big = Buffer.concat([MINIMAL_PDF, Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - MINIMAL_PDF.length, 0x20)]);
    await expect(storeDocument(deps(), { bytes: big, filename: 'big.pdf', ownerId })).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
      status: 413,
    });
    await expect(
      storeDocument(deps(), { bytes: Buffer.alloc(0), filename: 'empty.pdf', ownerId }),
    ).rejects.toMatchObject({ code: 'FILE_MISSING' });
  });

  test('accepts exactly the largest allowed size', async () => {
    const largest = Buffer.concat([MINIMAL_PDF, Buffer.alloc(DOCUMENT_MAX_BYTES - MINIMAL_PDF.length, 0x20)]);
    const row = await storeDocument(deps(), { bytes: largest, filename: 'largest.pdf', ownerId: null });
    expect(row).toMatchObject({ sizeBytes: DOCUMENT_MAX_BYTES, mimeType: 'application/pdf', ownerId: null });
  });

  test('a stored document is not served under /uploads', async () => {
    const row = await storeDocument(deps(), { bytes: MINIMAL_PDF, filename: 'private.pdf', ownerId });
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${row.storageKey}` })).statusCode).toBe(404);
  });
});

describe('cleanFileName', () => {
  test.each([
    ['/etc/passwd', 'passwd'],
    ['C:\\Users\\ana\\Essay.docx', 'Essay.docx'],
    ['report\u202Efdp.exe', 'reportfdp.exe'],
    ['line\nbreak\t.txt', 'linebreak.txt'],
    ['  spaced.pdf  ', 'spaced.pdf'],
    ['e\u0301te\u0301.txt', 'été.txt'],
    [`${'a'.repeat(300)}.pdf`, 'a'.repeat(200)],
  ])('%j becomes %j', (name, cleaned) => {
    expect(cleanFileName(name)).toBe(cleaned);
  });
});
