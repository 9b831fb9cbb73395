import { AssignmentAnswer, AssignmentList } from '@inkwell/domain/assignments/assignment.schema';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { as, cast, type Cast } from '../../../test/fixtures/bids.ts';
import { buyerSession, sellerSession } from '../../../test/fixtures/gigs.ts';
import { uploadFile } from '../../../test/fixtures/orders.ts';
import { operatorSession } from '../../../test/fixtures/settlements.ts';
import {
  ASSIGNMENT_BRIEF,
  closeAs,
  getAssignmentAs,
  makeOffer,
  postAssignment,
} from '../../../test/fixtures/assignments.ts';

/** The lists and the one assignment, as each person reads them, and who may read the brief's files. */

let t: TestApp;
let people: Cast;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
  operator = await operatorSession(t.app, t.database.db);
});
afterAll(() => t.close());

const get = (session: Session | null, url: string) => as(t.app, session)({ method: 'GET', url });
const titles = (body: unknown) =>
  AssignmentList.strict()
    .parse(body)
    .items.map((item) => item.title);

describe('GET /api/assignments (sellers: the open ones)', () => {
  test('newest first, keyset paged; closed ones left out; the poster by username and country only', async () => {
    const marker = `Kestrel ${crypto.randomUUID().slice(0, 8)}`;
    const first = await postAssignment(people.buyer, { title: `${marker} first essay` });
    const second = await postAssignment(people.otherBuyer, { title: `${marker} second essay` });
    const third = await postAssignment(people.buyer, { title: `${marker} third essay` });
    expect((await closeAs(t.app, people.otherBuyer, second._id)).statusCode).toBe(200);

    const page1 = await get(people.owner, `/api/assignments?search=${encodeURIComponent(marker)}&limit=1`);
    expect(page1.statusCode).toBe(200);
    expect(titles(page1.json())).toEqual([third.title]);
    expect(page1.json().items[0].poster).toEqual({ username: people.buyer.user.username, country: 'GB' });
    const cursor = encodeURIComponent(page1.json().nextCursor);
    const page2 = await get(
      people.owner,
      `/api/assignments?search=${encodeURIComponent(marker)}&limit=1&cursor=${cursor}`,
    );
    expect(titles(page2.json())).toEqual([first.title]);
    expect(page2.json().nextCursor).toBeNull();
  });

  test('filters: purpose, type of work, level, and search in the title or the subject', async () => {
    const marker = `Osprey${crypto.randomUUID().slice(0, 8)}`;
    const editing = await postAssignment(people.buyer, { title: `${marker} editing job`, purpose: 'editing' });
    const essay = await postAssignment(people.buyer, {
      title: `${marker} undergraduate essay`,
      brief: { ...ASSIGNMENT_BRIEF, workType: 'essay', level: 'undergraduate', subject: `Law ${marker}` },
    });
    const search = `search=${marker}`;
    expect(titles((await get(people.owner, `/api/assignments?${search}&purpose=editing`)).json())).toEqual([
      editing.title,
    ]);
    expect(titles((await get(people.owner, `/api/assignments?${search}&workType=essay`)).json())).toEqual([
      essay.title,
    ]);
    expect(titles((await get(people.owner, `/api/assignments?${search}&level=undergraduate`)).json())).toEqual([
      essay.title,
    ]);
    expect(titles((await get(people.owner, `/api/assignments?search=Law%20${marker}`)).json())).toEqual([essay.title]);
    expect(titles((await get(people.owner, `/api/assignments?search=${marker}%25`)).json())).toEqual([]);
  });

  test('a visitor 401, a buyer 403, a bad filter or cursor 400', async () => {
    expect((await get(null, '/api/assignments')).statusCode).toBe(401);
    expect((await get(people.buyer, '/api/assignments')).statusCode).toBe(403);
    expect((await get(people.owner, '/api/assignments?level=kindergarten')).statusCode).toBe(400);
    const badCursor = await get(people.owner, '/api/assignments?cursor=abc');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().code).toBe('INVALID_CURSOR');
  });
});

describe('GET /api/assignments/mine', () => {
  test("the buyer's own, every status, newest first; nobody else's; a visitor 401", async () => {
    const buyer = await buyerSession(t.app);
    const open = await postAssignment(buyer, { title: 'My open dissertation chapter' });
    const closed = await postAssignment(buyer, { title: 'My closed dissertation chapter' });
    await closeAs(t.app, buyer, closed._id);
    await postAssignment(people.otherBuyer, { title: 'Somebody else entirely here' });
    const mine = await get(buyer, '/api/assignments/mine');
    expect(mine.statusCode).toBe(200);
    expect(
      AssignmentList.strict()
        .parse(mine.json())
        .items.map((item) => [item.title, item.status]),
    ).toEqual([
      [closed.title, 'closed'],
      [open.title, 'open'],
    ]);
    expect((await get(null, '/api/assignments/mine')).statusCode).toBe(401);
    expect((await get(people.owner, '/api/assignments/mine')).json().items).toEqual([]);
  });
});

describe('GET /api/assignments/{id}', () => {
  test('the poster reads every offer, a seller their own; other buyers, operators, visitors refused', async () => {
    const assignment = await postAssignment(people.buyer);
    const mine = await makeOffer(people.owner, assignment._id);
    const theirs = await makeOffer(people.otherSeller, assignment._id, { amount: 200 });

    const poster = AssignmentAnswer.strict().parse((await getAssignmentAs(t.app, people.buyer, assignment._id)).json());
    expect(poster.assignment.offers.map((offer) => offer._id)).toEqual([mine._id, theirs._id]);
    const seller = AssignmentAnswer.parse((await getAssignmentAs(t.app, people.owner, assignment._id)).json());
    expect(seller.assignment.offers.map((offer) => offer._id)).toEqual([mine._id]);
    expect(seller.assignment.offers[0]).toMatchObject({ amount: 180, status: 'pending' });

    expect((await getAssignmentAs(t.app, operator, assignment._id)).statusCode).toBe(404);
    const stranger = await getAssignmentAs(t.app, people.otherBuyer, assignment._id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('ASSIGNMENT_NOT_FOUND');
    expect((await getAssignmentAs(t.app, null, assignment._id)).statusCode).toBe(401);
    for (const id of [crypto.randomUUID(), 'not-an-id'])
      expect((await getAssignmentAs(t.app, people.owner, id)).statusCode).toBe(404);
  });

  test('once closed: 404 for a seller who never offered, still readable by one who did and by the poster', async () => {
    const assignment = await postAssignment(people.buyer);
    const latecomer = await sellerSession(t.app);
    expect((await getAssignmentAs(t.app, latecomer, assignment._id)).statusCode).toBe(200);
    await makeOffer(people.owner, assignment._id);
    await closeAs(t.app, people.buyer, assignment._id);
    expect((await getAssignmentAs(t.app, latecomer, assignment._id)).statusCode).toBe(404);
    expect((await getAssignmentAs(t.app, people.owner, assignment._id)).json().assignment.status).toBe('closed');
    expect((await getAssignmentAs(t.app, people.buyer, assignment._id)).statusCode).toBe(200);
  });

  test("the brief's files: the poster, a seller who offered and operators read them; nobody else", async () => {
    const file = await uploadFile(people.buyer, 'brief.pdf');
    const assignment = await postAssignment(people.buyer, { attachments: [file._id] });
    const readFile = (session: Session | null) => get(session, `/api/files/${file._id}`);
    expect((await readFile(people.owner)).statusCode).toBe(404);
    // Before offering a seller learns how many files there are, not which.
    const before = (await getAssignmentAs(t.app, people.owner, assignment._id)).json().assignment;
    expect([before.attachments, before.attachmentCount]).toEqual([[], 1]);
    const listed = (await get(people.owner, '/api/assignments?limit=100')).json().items;
    expect(listed.find((item: { _id: string }) => item._id === assignment._id)).toMatchObject({
      attachments: [],
      attachmentCount: 1,
    });
    await makeOffer(people.owner, assignment._id);
    const after = (await getAssignmentAs(t.app, people.owner, assignment._id)).json().assignment;
    expect(after.attachments.map((item: { _id: string }) => item._id)).toEqual([file._id]);
    const listedAfter = (await get(people.owner, '/api/assignments?limit=100')).json().items;
    expect(listedAfter.find((item: { _id: string }) => item._id === assignment._id).attachments).toHaveLength(1);
    for (const session of [people.buyer, people.owner, operator])
      expect((await readFile(session)).statusCode).toBe(200);
    for (const session of [people.otherSeller, people.otherBuyer, null])
      expect((await readFile(session)).statusCode).toBe(404);
  });
});
