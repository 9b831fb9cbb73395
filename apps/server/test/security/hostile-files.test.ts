import { DOCUMENT_MIME_TYPES, IMAGE_MAX_SIDE } from '@inkwell/domain/uploads/upload.rules';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { files } from '../../src/db/schema/files.ts';
import { uploads } from '../../src/db/schema/uploads.ts';
import { MULTIPART_CONTENT_TYPE, multipartBody } from '../fixtures/files.ts';
import { buildGig, gigMultipart } from '../fixtures/gigs.ts';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../test-app.ts';
import type { HostileFile } from './hostile-files.case.ts';
import { hostileDocuments } from './hostile-files.documents.ts';
import { hostileImages } from './hostile-files.images.ts';

/**
 * Every way a file enters Inkwell, fed hostile files: pictures through POST /api/uploads,
 * documents through POST /api/files (message attachments, order deliveries) and the gig form's
 * `document`. Each must be refused with the expected 4xx, or accepted and then only ever served
 * inert: a safe type, nosniff, a sandboxing Content Security Policy, documents as attachments.
 */

/** A bomb is answered from its header: well within this, however slow the machine. */
const BOMB_MS = 3_000;
/** No upload of at most 20 MB may take longer than this. */
const REQUEST_MS = 20_000;
const ACTIVE_TYPES = /html|xml|svg|javascript|ecmascript|json|css|multipart/i;

const tally = { files: 0, requests: 0, refused: 0, reencoded: 0, stored: 0, active: 0, errors: 0 };

let t: TestApp;
let member: Session;
let seller: Session;
beforeAll(async () => {
  t = await createTestApp({
    REGISTRATIONS_PER_HOUR: '100',
    DOCUMENT_UPLOADS_PER_HOUR_PER_ADDRESS: '1000',
    IMAGE_UPLOADS_PER_HOUR_PER_ADDRESS: '1000',
  });
  member = await registerAndLogin(t.app);
  seller = await registerAndLogin(t.app, { isSeller: true });
}, 60_000);
afterAll(() => t?.close());

type Entry = 'picture' | 'private file' | 'gig document';

function send(entry: Entry, file: HostileFile, data: Buffer): Promise<LightMyRequestResponse> {
  const part = { filename: file.filename, type: file.type, data };
  const request: InjectOptions =
    entry === 'gig document'
      ? { method: 'POST', url: '/api/gigs', ...gigMultipart(buildGig(), [{ field: 'document', ...part }]) }
      : {
          method: 'POST',
          url: entry === 'picture' ? '/api/uploads' : '/api/files',
          payload: multipartBody([{ field: 'file', ...part }]),
          headers: { 'content-type': MULTIPART_CONTENT_TYPE },
        };
  return (entry === 'gig document' ? seller : member).request(request);
}

/** Where the accepted file is served, from the upload's answer. */
function servedAt(entry: Entry, body: Record<string, unknown>): string {
  if (entry === 'picture') return String(body.url);
  return entry === 'private file' ? `/api/files/${String(body._id)}` : `/api/gigs/${String(body._id)}/document`;
}

/** What makes an answer active content; an empty list means it is inert. */
function activeProblems(entry: Entry, served: LightMyRequestResponse): string[] {
  const headers = served.headers;
  const type = String(headers['content-type'] ?? '');
  const csp = String(headers['content-security-policy'] ?? '');
  const problems: string[] = [];
  if (served.statusCode !== 200) problems.push(`status ${served.statusCode}`);
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (!csp.includes('sandbox') || !csp.includes("default-src 'none'")) problems.push(`csp ${csp}`);
  if (ACTIVE_TYPES.test(type)) problems.push(`type ${type}`);
  if (entry === 'picture') {
    if (type !== 'image/webp') problems.push(`picture type ${type}`);
  } else {
    const base = type.split(';')[0]!.trim();
    if (base !== 'application/octet-stream' && !(DOCUMENT_MIME_TYPES as readonly string[]).includes(base))
      problems.push(`document type ${type}`);
    const disposition = String(headers['content-disposition'] ?? '');
    if (!disposition.startsWith('attachment;') || /[\r\n]/.test(disposition))
      problems.push(`disposition ${disposition}`);
  }
  return problems;
}

const countRows = async () => (await t.database.db.$count(uploads)) + (await t.database.db.$count(files));

async function run(entry: Entry, file: HostileFile) {
  const data = await file.bytes();
  const rowsBefore = await countRows();
  const started = performance.now();
  let response: LightMyRequestResponse;
  try {
    response = await send(entry, file, data);
  } catch (error) {
    tally.errors += 1;
    throw error;
  }
  const elapsed = performance.now() - started;
  tally.requests += 1;
  if (response.statusCode >= 500) tally.errors += 1;
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(elapsed).toBeLessThan(file.bomb ? BOMB_MS : REQUEST_MS);

  if ('refused' in file.outcome) {
    expect([response.statusCode, response.json().code], response.body).toEqual([
      file.outcome.refused,
      file.outcome.code,
    ]);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(await countRows()).toBe(rowsBefore);
    tally.refused += 1;
    return;
  }
  expect(response.statusCode, response.body).toBe(201);
  const served = await member.request({ method: 'GET', url: servedAt(entry, response.json()) });
  const problems = activeProblems(entry, served);
  if (problems.length > 0) tally.active += 1;
  expect(problems).toEqual([]);
  const text = served.rawPayload.toString('latin1');
  for (const marker of file.mustNotContain ?? []) expect(text).not.toContain(marker);

  if ('reencoded' in file.outcome) {
    const metadata = await sharp(served.rawPayload, { animated: true }).metadata();
    expect(metadata.format).toBe('webp');
    expect([metadata.exif, metadata.icc, metadata.xmp, metadata.iptc, metadata.comments]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(Math.max(metadata.width, metadata.pageHeight ?? metadata.height)).toBeLessThanOrEqual(IMAGE_MAX_SIDE);
    if (file.frames !== undefined) expect(metadata.pages).toBe(file.frames);
    tally.reencoded += 1;
    return;
  }
  expect(served.headers['content-type']?.toString().split(';')[0]).toBe(file.outcome.stored);
  expect(served.rawPayload.equals(data)).toBe(true);
  if (file.downloadName !== undefined) {
    const exact = /filename\*=UTF-8''(.*)$/.exec(String(served.headers['content-disposition']))?.[1] ?? '';
    expect(decodeURIComponent(exact)).toBe(file.downloadName);
  }
  tally.stored += 1;
}

describe('hostile pictures through POST /api/uploads', () => {
  test.each(hostileImages.map((file) => [file.name, file] as const))('%s', async (_name, file) => {
    tally.files += 1;
    await run('picture', file);
  });
});

describe('hostile documents through POST /api/files and the gig form', () => {
  test.each(hostileDocuments.map((file) => [file.name, file] as const))('%s', async (_name, file) => {
    tally.files += 1;
    await run('private file', file);
    // An empty part in the gig form means "no document" (the gig is published without one).
    if (!('refused' in file.outcome && file.outcome.code === 'FILE_MISSING')) await run('gig document', file);
  });
});

test('the figures: at least 50 hostile files, none served active, no server error', () => {
  const line =
    `${tally.files} hostile files (${tally.requests} uploads): ` +
    `${tally.refused} refused, ${tally.reencoded} re-encoded, ` +
    `${tally.stored} stored as inert downloads, ${tally.active} served active, ${tally.errors} errors`;
  console.log(line);
  expect(tally.files).toBe(hostileImages.length + hostileDocuments.length);
  expect(tally.files).toBeGreaterThanOrEqual(50);
  expect(tally.refused + tally.reencoded + tally.stored).toBe(tally.requests);
  expect([tally.active, tally.errors]).toEqual([0, 0]);
});
