import type { FileDto } from '@inkwell/domain/files/file.schema';
import type { Order } from '@inkwell/domain/orders/order.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cast, type Cast } from '../../../test/fixtures/bids.ts';
import { textDocx, textPdf } from '../../../test/fixtures/documents.ts';
import { MINIMAL_PDF, MULTIPART_CONTENT_TYPE, multipartBody, PLAIN_ZIP } from '../../../test/fixtures/files.ts';
import { buildGig, gigMultipart } from '../../../test/fixtures/gigs.ts';
import { deliver, getOrderAs, paidOrder } from '../../../test/fixtures/orders.ts';
import { openDispute, operatorSession } from '../../../test/fixtures/settlements.ts';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';
import { localFileStore } from '../../lib/file-store.ts';
import { runOriginalityChecks } from './index.ts';
import { ESSAY_EN, ESSAY_FR, OTHER_EN } from './originality.texts.test-data.ts';

/**
 * GET /api/orders/{bidId}: each delivery's originality evidence (decision 038), pending
 * until the check after the delivery has run, then the overlap and the passages as each role may see them.
 */

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const check = () => runOriginalityChecks({ db: t.app.db, privateFiles: privateStore(), uploads: t.app.files });
// The app's private store is the local one in PRIVATE_FILES_DIR; the test reads it the same way.
const privateStore = () => localFileStore(t.config.privateFilesDir);

async function upload(session: Session, filename: string, type: string, data: Buffer): Promise<FileDto> {
  const response = await session.request({
    method: 'POST',
    url: '/api/files',
    payload: multipartBody([{ field: 'file', filename, type, data }]),
    headers: { 'content-type': MULTIPART_CONTENT_TYPE },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A paid order of `people` (a fresh gig of the owner), delivered with the given files. */
async function deliveredWith(
  people: Cast,
  documents: { name: string; type: string; data: Buffer }[],
  gigTitle = 'Essays on monetary policy',
) {
  const setup = await paidOrder(t.app, people, { title: gigTitle });
  const files = [];
  for (const document of documents) files.push(await upload(people.owner, document.name, document.type, document.data));
  const response = await deliver(people.owner, t.app, setup.bid._id, {
    message: 'The essay, as agreed.',
    files: files.map((file) => file._id),
  });
  expect(response.statusCode).toBe(200);
  return { ...setup, order: response.json<Order>() };
}

const originalityOf = async (session: Session | null, bidId: string) => {
  const response = await getOrderAs(session, t.app, bidId);
  expect(response.statusCode).toBe(200);
  return response.json<Order>().deliveries.at(-1)!.originality;
};

describe('originality evidence on an order', () => {
  let first: Awaited<ReturnType<typeof deliveredWith>>;
  let second: Awaited<ReturnType<typeof deliveredWith>>;
  let firstPeople: Cast;
  let secondPeople: Cast;

  beforeAll(async () => {
    firstPeople = await cast(t.app);
    first = await deliveredWith(
      firstPeople,
      [{ name: 'policy-essay.docx', type: DOCX, data: textDocx(ESSAY_EN) }],
      'Monetary policy essays',
    );
    await check();
    // Another seller delivers the same paragraphs, reordered, to the first order's buyer and, later, to someone else.
    const otherSeller = await registerAndLogin(t.app, { isSeller: true });
    secondPeople = { ...firstPeople, owner: otherSeller };
    second = await deliveredWith(secondPeople, [
      { name: 'my-essay.pdf', type: 'application/pdf', data: textPdf([[ESSAY_EN[2]!, ESSAY_EN[0]!], [ESSAY_EN[1]!]]) },
    ]);
  });

  it('is pending until the check has run after the delivery, then done', async () => {
    expect(second.order.deliveries[0]!.originality).toEqual({
      status: 'pending',
      overlapPercent: null,
      matches: [],
      unreadable: [],
      checkedAt: null,
    });
    expect(await originalityOf(secondPeople.buyer, second.bid._id)).toMatchObject({ status: 'pending' });
    await check();
    const done = await originalityOf(secondPeople.buyer, second.bid._id);
    expect(done.status).toBe('done');
    expect(done.checkedAt).not.toBeNull();
  });

  it('finds nothing in the first delivery on the platform', async () => {
    expect(await originalityOf(firstPeople.buyer, first.bid._id)).toMatchObject({
      status: 'done',
      overlapPercent: 0,
      matches: [],
      unreadable: [],
    });
  });

  it('shows the buyer of both orders the matching passages side by side, with the earlier order', async () => {
    const evidence = await originalityOf(secondPeople.buyer, second.bid._id);
    expect(evidence.overlapPercent).toBeGreaterThanOrEqual(80);
    expect(evidence.matches).toHaveLength(1);
    const [match] = evidence.matches;
    expect(match).toMatchObject({
      source: 'delivery',
      visible: true,
      gigTitle: 'Monetary policy essays',
      orderId: first.bid._id,
    });
    expect(match!.passages.length).toBeGreaterThanOrEqual(2);
    expect(match!.passages[0]).toMatchObject({ fileName: 'my-essay.pdf' });
    expect(match!.passages[0]!.delivered).toContain('Critics argue that a narrow mandate');
    expect(match!.passages[0]!.matched).toContain('Critics argue that a narrow mandate');
  });

  it("shows the seller the overlap and their own passages, but not another person's private delivery", async () => {
    const evidence = await originalityOf(secondPeople.owner, second.bid._id);
    const buyers = await originalityOf(secondPeople.buyer, second.bid._id);
    expect(evidence.overlapPercent).toBe(buyers.overlapPercent);
    const [match] = evidence.matches;
    expect(match).toMatchObject({
      source: 'delivery',
      visible: false,
      gigTitle: null,
      orderId: null,
      sharePercent: buyers.matches[0]!.sharePercent,
    });
    expect(match!.passages.map((passage) => passage.delivered)).toEqual(
      buyers.matches[0]!.passages.map((passage) => passage.delivered),
    );
    expect(match!.passages.every((passage) => passage.matched === null)).toBe(true);
    expect(JSON.stringify(evidence)).not.toContain(first.bid._id);
  });

  it('shows an operator deciding a dispute everything, and nobody else anything', async () => {
    const operator = await operatorSession(t.app, t.app.db);
    expect((await getOrderAs(operator, t.app, second.bid._id)).statusCode).toBe(404);
    expect((await openDispute(secondPeople.buyer, t.app, second.bid._id)).statusCode).toBe(200);
    const evidence = await originalityOf(operator, second.bid._id);
    expect(evidence.matches[0]).toMatchObject({
      visible: true,
      gigTitle: 'Monetary policy essays',
      orderId: first.bid._id,
    });
    expect(evidence.matches[0]!.passages[0]!.matched).toContain('Critics argue');
    expect((await getOrderAs(secondPeople.otherBuyer, t.app, second.bid._id)).statusCode).toBe(404);
    expect((await getOrderAs(secondPeople.otherSeller, t.app, second.bid._id)).statusCode).toBe(404);
    expect((await getOrderAs(null, t.app, second.bid._id)).statusCode).toBe(401);
  });
});

describe('what a delivery is compared with', () => {
  it("matches a gig's public sample document, shown to both parties with the gig's title", async () => {
    const people = await cast(t.app);
    const sampleSeller = await registerAndLogin(t.app, { isSeller: true });
    const gig = await sampleSeller.request({
      method: 'POST',
      url: '/api/gigs',
      ...gigMultipart(buildGig({ title: 'Sample essays in French history' }), [
        { field: 'document', filename: 'sample.docx', type: DOCX, data: textDocx([ESSAY_FR]) },
      ]),
    });
    expect(gig.statusCode).toBe(201);
    const { bid } = await deliveredWith(people, [
      { name: 'revolution.txt', type: 'text/plain', data: Buffer.from(`${OTHER_EN[0]}\n${ESSAY_FR}\n`) },
    ]);
    await check();
    for (const session of [people.buyer, people.owner]) {
      const evidence = await originalityOf(session, bid._id);
      const sample = evidence.matches.find((match) => match.source === 'sample');
      expect(sample).toMatchObject({ visible: true, gigTitle: 'Sample essays in French history', orderId: null });
      expect(sample!.passages[0]!.matched).toContain('La révolution française');
      expect(evidence.overlapPercent).toBeGreaterThan(30);
      expect(evidence.overlapPercent).toBeLessThan(100);
    }
  });

  it("never compares a delivery's files with each other, and lists the files it cannot read", async () => {
    const people = await cast(t.app);
    const unique = [
      'A study of coastal erosion along the northern shore, measured ' +
        'over four winters with fixed stakes and drone photographs.',
    ];
    const { bid } = await deliveredWith(people, [
      { name: 'erosion.docx', type: DOCX, data: textDocx(unique) },
      { name: 'erosion-copy.docx', type: DOCX, data: textDocx(unique) },
      { name: 'data.zip', type: 'application/zip', data: PLAIN_ZIP },
    ]);
    await check();
    expect(await originalityOf(people.buyer, bid._id)).toMatchObject({
      status: 'done',
      overlapPercent: 0,
      matches: [],
      unreadable: ['data.zip'],
    });
  });

  it('says so when nothing in the delivery could be read (a scanned PDF)', async () => {
    const people = await cast(t.app);
    const { bid } = await deliveredWith(people, [{ name: 'scan.pdf', type: 'application/pdf', data: MINIMAL_PDF }]);
    await check();
    expect(await originalityOf(people.owner, bid._id)).toMatchObject({
      status: 'unreadable',
      overlapPercent: null,
      matches: [],
      unreadable: ['scan.pdf'],
    });
  });
});

describe('a check that fails', () => {
  it('leaves that delivery pending without holding up the next one, and is tried again on the next pass', async () => {
    const older = await deliveredWith(await cast(t.app), [
      { name: 'older.txt', type: 'text/plain', data: Buffer.from(OTHER_EN.join('\n')) },
    ]);
    const newer = await deliveredWith(await cast(t.app), [
      { name: 'newer.txt', type: 'text/plain', data: Buffer.from(ESSAY_FR) },
    ]);
    const store = privateStore();
    let failures = 1;
    // The store is down for the first read: the oldest pending delivery's file.
    const flaky = {
      ...store,
      get: (key: string) => (failures-- > 0 ? Promise.reject(new Error('store unavailable')) : store.get(key)),
    };
    const warnings: string[] = [];
    const log = { warn: (_details: object, message: string) => void warnings.push(message) };
    expect(await runOriginalityChecks({ db: t.app.db, privateFiles: flaky, uploads: t.app.files, log })).toBe(1);
    expect(warnings).toHaveLength(1);
    expect((await originalityOf(older.people.buyer, older.bid._id)).status).toBe('pending');
    expect((await originalityOf(newer.people.buyer, newer.bid._id)).status).toBe('done');
    expect(await runOriginalityChecks({ db: t.app.db, privateFiles: flaky, uploads: t.app.files, log })).toBe(1);
    expect((await originalityOf(older.people.buyer, older.bid._id)).status).toBe('done');
    expect(await check()).toBe(0);
  });
});

describe('the checks running on their own', () => {
  it('checks a delivery right after it commits, woken by the delivery (no sweep needed)', async () => {
    const live = await createTestApp({}, { originality: { sweepMs: 3_600_000 } });
    try {
      const people = await cast(live.app);
      const setup = await paidOrder(live.app, people);
      const response = await people.owner.request({
        method: 'POST',
        url: '/api/files',
        payload: multipartBody([
          { field: 'file', filename: 'essay.txt', type: 'text/plain', data: Buffer.from(ESSAY_EN.join('\n')) },
        ]),
        headers: { 'content-type': MULTIPART_CONTENT_TYPE },
      });
      const file = response.json<FileDto>();
      expect(
        (await deliver(people.owner, live.app, setup.bid._id, { message: 'Done.', files: [file._id] })).statusCode,
      ).toBe(200);
      await expect
        .poll(
          async () =>
            (await getOrderAs(people.buyer, live.app, setup.bid._id)).json<Order>().deliveries[0]!.originality.status,
          { timeout: 10_000 },
        )
        .toBe('done');
    } finally {
      await live.close();
    }
  });
});
