import fs from 'node:fs';
import path from 'node:path';
import { UPLOADS_PATH } from '@inkwell/domain/uploads/upload.rules';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { files } from '../../db/schema/files.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { users } from '../../db/schema/users.ts';
import { localFileStore } from '../../lib/file-store.ts';
import { newId } from '../../lib/ids.ts';
import { cast, placeBid } from '../../../test/fixtures/bids.ts';
import { converse } from '../../../test/fixtures/conversations.ts';
import { MINIMAL_PDF } from '../../../test/fixtures/files.ts';
import { buildGig, gigMultipart, postGig, uploadImage } from '../../../test/fixtures/gigs.ts';
import { deliveredOrder, uploadFile } from '../../../test/fixtures/orders.ts';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';
import { sweepOrphanFiles } from '../files/index.ts';
import { assertOwnImages } from './upload-ownership.ts';
import { sweepOrphanUploads } from './orphan-uploads.ts';

/** Orphaned uploads and private files go after the grace period; nothing referenced ever does. Real files on disk. */
let t: TestApp;
const HOUR = 3_600_000;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const keyOf = (url: string) => url.slice(UPLOADS_PATH.length);
const onDisk = (url: string) => fs.existsSync(path.join(t.config.uploadsDir, keyOf(url)));
const privateOnDisk = async (id: string) => {
  const [row] = await db().select().from(files).where(eq(files.id, id));
  return row !== undefined && fs.existsSync(path.join(t.config.privateFilesDir, row.storageKey));
};
const uploadRow = async (url: string) =>
  (
    await db()
      .select()
      .from(uploads)
      .where(eq(uploads.storageKey, keyOf(url)))
  )[0];
/** Makes every upload and private file made so far older than the grace period. */
const ageEverything = async () => {
  await db()
    .update(uploads)
    .set({ createdAt: sql`now() - interval '2 hours'` });
  await db()
    .update(files)
    .set({ createdAt: sql`now() - interval '2 hours'` });
};
const sweep = () =>
  Promise.all([
    sweepOrphanUploads({ db: db(), files: t.app.files }, HOUR),
    sweepOrphanFiles({ db: db(), store: localFileStore(t.config.privateFilesDir) }, HOUR),
  ]);

describe('references of every kind keep their files; orphans go', () => {
  const kept: Record<string, string> = {};
  const gone: Record<string, string> = {};
  const keptFiles: Record<string, string> = {};
  let goneFile = '';
  let freshFile = '';
  let seller: Session;

  beforeAll(async () => {
    const people = await cast(t.app);
    seller = people.owner;
    // An avatar replaced by another: the first goes, the second stays.
    gone.replacedAvatar = await uploadImage(people.buyer);
    await people.buyer.request({
      method: 'PUT',
      url: `/api/users/${people.buyer.user._id}`,
      payload: { img: gone.replacedAvatar },
    });
    kept.avatar = await uploadImage(people.buyer);
    await people.buyer.request({
      method: 'PUT',
      url: `/api/users/${people.buyer.user._id}`,
      payload: { img: kept.avatar },
    });
    // A registration picture: uploaded anonymously, then named by the new account.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      ...gigMultipart({}, [
        {
          field: 'file',
          filename: 'me.png',
          data: await fs.promises.readFile(path.join(t.config.uploadsDir, keyOf(kept.avatar))),
        },
      ]),
    });
    kept.registration = anonymous.json().url;
    await registerAndLogin(t.app, { img: kept.registration });
    // A live gig: cover, images and document.
    [kept.cover, kept.image, kept.shared] = [
      await uploadImage(seller),
      await uploadImage(seller),
      await uploadImage(seller),
    ];
    const live = await seller.request({
      method: 'POST',
      url: '/api/gigs',
      ...gigMultipart(buildGig({ cover: kept.cover, images: [kept.image, kept.shared] }), [
        { field: 'document', filename: 'brief.pdf', data: MINIMAL_PDF },
      ]),
    });
    expect(live.statusCode, live.body).toBe(201);
    kept.document = (await db().select({ id: gigs.documentId }).from(gigs).where(eq(gigs.id, live.json()._id)))[0]!.id!;
    // A deleted gig with a bid: its cover stays (the bid lists show
    // it); images and document go, an image another gig shows stays.
    [kept.deletedCover, gone.deletedImage] = [await uploadImage(seller), await uploadImage(seller)];
    const withBid = await seller.request({
      method: 'POST',
      url: '/api/gigs',
      ...gigMultipart(buildGig({ cover: kept.deletedCover, images: [gone.deletedImage, kept.shared] }), [
        { field: 'document', filename: 'old.pdf', data: MINIMAL_PDF },
      ]),
    });
    gone.deletedDocument = (
      await db().select({ id: gigs.documentId }).from(gigs).where(eq(gigs.id, withBid.json()._id))
    )[0]!.id!;
    await placeBid(people.buyer, withBid.json());
    expect((await seller.request({ method: 'DELETE', url: `/api/gigs/${withBid.json()._id}` })).statusCode).toBe(204);
    // A deleted gig nobody bid on: its cover goes.
    gone.unbidCover = await uploadImage(seller);
    const unbid = await postGig(seller, { cover: gone.unbidCover });
    expect((await seller.request({ method: 'DELETE', url: `/api/gigs/${unbid._id}` })).statusCode).toBe(204);
    // A picture uploaded and never used.
    gone.unused = await uploadImage(seller);
    // Private files: a message attachment and a delivered file stay; one never attached goes.
    const conversation = await converse(people.buyer, seller);
    keptFiles.message = (await uploadFile(people.buyer, 'brief.pdf'))._id;
    const sent = await people.buyer.request({
      method: 'POST',
      url: '/api/messages',
      payload: { conversationId: conversation._id, desc: 'The brief.', files: [keptFiles.message] },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const order = await deliveredOrder(t.app);
    keptFiles.delivery = order.order.deliveries[0]!.files[0]!._id;
    goneFile = (await uploadFile(people.buyer, 'never-sent.pdf'))._id;
    await ageEverything();
    // Made within the grace period: they stay whatever references them.
    kept.fresh = await uploadImage(seller);
    freshFile = (await uploadFile(seller, 'fresh.pdf'))._id;
  }, 60_000);

  test('one sweep removes exactly the orphans, rows and bytes on disk', async () => {
    const allUrls = { ...kept, ...gone };
    for (const [name, url] of Object.entries(allUrls)) {
      if (url.startsWith(UPLOADS_PATH)) expect(onDisk(url), name).toBe(true);
    }
    const [uploadsRemoved, filesRemoved] = await sweep();
    expect(uploadsRemoved).toBe(Object.keys(gone).length);
    expect(filesRemoved).toBe(1);
    for (const [name, url] of Object.entries(kept)) {
      if (!url.startsWith(UPLOADS_PATH)) {
        expect((await db().select().from(uploads).where(eq(uploads.id, url))).length, name).toBe(1);
        continue;
      }
      expect(await uploadRow(url), name).toBeDefined();
      expect(onDisk(url), name).toBe(true);
    }
    for (const [name, url] of Object.entries(gone)) {
      if (!url.startsWith(UPLOADS_PATH)) {
        expect((await db().select().from(uploads).where(eq(uploads.id, url))).length, name).toBe(0);
        continue;
      }
      expect(await uploadRow(url), name).toBeUndefined();
      expect(onDisk(url), name).toBe(false);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, name).toBe(404);
    }
    for (const [name, id] of Object.entries(keptFiles)) expect(await privateOnDisk(id), name).toBe(true);
    expect(await privateOnDisk(freshFile)).toBe(true);
    expect(await privateOnDisk(goneFile)).toBe(false);
    expect((await db().select().from(files).where(eq(files.id, goneFile))).length).toBe(0);
    // What stays still serves.
    expect((await t.app.inject({ method: 'GET', url: kept.deletedCover })).statusCode).toBe(200);
    expect((await seller.request({ method: 'GET', url: `/api/files/${keptFiles.message}` })).statusCode).toBe(200);
    // A second sweep finds nothing more.
    expect(await sweep()).toEqual([0, 0]);
  });
});

describe('the sweeper knows every reference the schema has', () => {
  test('the foreign keys to uploads and files are the ones it checks', async () => {
    const result = await db().execute(sql`
      SELECT kcu.table_name AS "from", kcu.column_name AS "column", ccu.table_name AS "to"
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name
      AND kcu.table_schema = tc.table_schema
      JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name
      AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name IN ('uploads', 'files')
      AND tc.table_schema = current_schema()`);
    const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as {
      from: string;
      column: string;
      to: string;
    }[];
    expect(rows.map((row) => `${row.from}.${row.column} -> ${row.to}`).sort()).toEqual([
      'assignment_files.file_id -> files',
      'bid_files.file_id -> files',
      'document_texts.file_id -> files',
      'document_texts.upload_id -> uploads',
      'gigs.document_id -> uploads',
      'message_files.file_id -> files',
      'order_delivery_files.file_id -> files',
    ]);
  });

  // events.data is the live-event replay log, kept a day (features/events):
  // it copies what a screen showed at the time, it does not keep a file.
  test(
    'the only columns holding upload addresses are users.img, ' +
      'gigs.cover and gigs.images (and the day-long live-event log)',
    async () => {
      const columns = (await db().execute(sql`
      SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
      WHERE table_schema = current_schema() AND data_type IN ('text', 'jsonb', 'character varying')`)) as {
        rows?: unknown[];
      };
      const found: string[] = [];
      for (const { table, column } of (columns.rows ?? (columns as unknown as unknown[])) as {
        table: string;
        column: string;
      }[]) {
        const hit = await db().execute(
          sql`SELECT 1 FROM ${sql.identifier(table)}
            WHERE ${sql.identifier(column)}::text LIKE ${'%' + UPLOADS_PATH + '%'} LIMIT 1`,
        );
        if (((hit as { rows?: unknown[] }).rows ?? (hit as unknown as unknown[])).length > 0)
          found.push(`${table}.${column}`);
      }
      expect(found.sort()).toEqual(['events.data', 'gigs.cover', 'gigs.images', 'users.img']);
    },
  );
});

describe('several sweepers at once, and a write attaching a picture meanwhile', () => {
  test('four sweeps at once remove each of 250 orphans once, and nothing referenced', async () => {
    await ageEverything();
    await sweepOrphanUploads({ db: db(), files: t.app.files }, HOUR); // what earlier tests left
    const owner = await registerAndLogin(t.app, { isSeller: true });
    const keys = Array.from({ length: 250 }, () => `${newId()}.webp`);
    await Promise.all(keys.map((key) => t.app.files.put(key, Buffer.from('orphan'))));
    await db()
      .insert(uploads)
      .values(
        keys.map((storageKey) => ({
          id: storageKey.slice(0, 36),
          ownerId: owner.user._id,
          kind: 'image' as const,
          mimeType: 'image/webp',
          sizeBytes: 6,
          storageKey,
        })),
      );
    const avatar = await uploadImage(owner);
    await owner.request({ method: 'PUT', url: `/api/users/${owner.user._id}`, payload: { img: avatar } });
    await ageEverything();
    const removed = await Promise.all(
      [1, 2, 3, 4].map(() => sweepOrphanUploads({ db: db(), files: t.app.files }, HOUR)),
    );
    expect(removed.reduce((sum, count) => sum + count, 0)).toBe(250);
    expect(await db().select().from(uploads).where(inArray(uploads.storageKey, keys))).toHaveLength(0);
    expect(keys.filter((key) => fs.existsSync(path.join(t.config.uploadsDir, key)))).toEqual([]);
    expect(onDisk(avatar)).toBe(true);
  });

  test('a picture being attached while a sweep runs is kept', async () => {
    const me = await registerAndLogin(t.app);
    const picture = await uploadImage(me);
    await ageEverything();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const lockedNow = new Promise<void>((resolve) => (locked = resolve));
    const attaching = db().transaction(async (tx) => {
      await assertOwnImages(tx, me.user._id, [{ field: 'img', url: picture }]);
      locked();
      await gate;
      await tx.update(users).set({ img: picture }).where(eq(users.id, me.user._id));
    });
    await lockedNow;
    const sweeping = sweepOrphanUploads({ db: db(), files: t.app.files }, HOUR);
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await Promise.all([attaching, sweeping]);
    expect(await uploadRow(picture)).toBeDefined();
    expect(onDisk(picture)).toBe(true);
    expect(await sweepOrphanUploads({ db: db(), files: t.app.files }, HOUR)).toBe(0);
  });
});

describe('the sweeper runs by itself on every process', () => {
  test('with a short ORPHAN_FILES_GRACE_HOURS an unused picture goes and a used one stays', async () => {
    const quick = await createTestApp({ ORPHAN_FILES_GRACE_HOURS: '0.0003' });
    try {
      const me = await registerAndLogin(quick.app);
      const [unused, used] = [await uploadImage(me), await uploadImage(me)];
      await me.request({ method: 'PUT', url: `/api/users/${me.user._id}`, payload: { img: used } });
      const disk = (url: string) => fs.existsSync(path.join(quick.config.uploadsDir, keyOf(url)));
      await expect.poll(() => disk(unused), { timeout: 15_000, interval: 200 }).toBe(false);
      expect((await quick.app.inject({ method: 'GET', url: unused })).statusCode).toBe(404);
      expect(disk(used)).toBe(true);
      expect((await quick.app.inject({ method: 'GET', url: used })).statusCode).toBe(200);
    } finally {
      await quick.close();
    }
  });
});
