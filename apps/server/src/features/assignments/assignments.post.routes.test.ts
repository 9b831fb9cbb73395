import { Assignment, AssignmentAnswer } from '@inkwell/domain/assignments/assignment.schema';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { cast, type Cast } from '../../../test/fixtures/bids.ts';
import { uploadFile } from '../../../test/fixtures/orders.ts';
import {
  ASSIGNMENT_BRIEF,
  assignmentTables,
  buildAssignment,
  hoursFromNow,
  postAssignmentAs,
  storedAssignment,
  withoutHonorCode,
} from '../../../test/fixtures/assignments.ts';

/** POST /api/assignments: who may post, every rule of the body, and the masking of what sellers read. */

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const post = (session: Session | null, payload: unknown) => postAssignmentAs(t.app, session, payload);

describe('POST /api/assignments', () => {
  test('a buyer posts one: 201 with the assignment open, its deadline the instant sent, its files', async () => {
    const file = await uploadFile(people.buyer, 'assignment.pdf');
    const deadline = hoursFromNow(50);
    const response = await post(people.buyer, buildAssignment({ deadline, attachments: [file._id.toUpperCase()] }));
    expect(response.statusCode).toBe(201);
    const { assignment } = AssignmentAnswer.strict().parse(response.json());
    Assignment.strict().parse(assignment);
    expect(assignment).toMatchObject({
      status: 'open',
      title: 'Dissertation chapter on microfinance in Kenya',
      brief: ASSIGNMENT_BRIEF,
      purpose: 'tutoring',
      budgetMax: 250,
      poster: { username: people.buyer.user.username, country: 'GB' },
      closedAt: null,
      offers: [],
    });
    expect(new Date(assignment.deadline).getTime()).toBe(new Date(deadline).getTime());
    expect(assignment.attachments).toEqual([
      { _id: file._id, name: 'assignment.pdf', size: file.size, contentType: 'application/pdf' },
    ]);
    expect((await storedAssignment(t.database.db, assignment._id))?.posterId).toBe(people.buyer.user._id);
  });

  test('budgetMax may be left out (no ceiling) and a deadline in UTC (Z) is an instant too', async () => {
    const { budgetMax: _budget, ...rest } = buildAssignment({
      deadline: new Date(Date.now() + 4 * 3_600_000).toISOString(),
    });
    const response = await post(people.buyer, rest);
    expect(response.statusCode).toBe(201);
    expect(response.json().assignment.budgetMax).toBeNull();
  });

  test('a visitor 401, a seller 403 ASSIGNMENT_BUYERS_ONLY; nothing stored', async () => {
    const before = await assignmentTables(t.database.db);
    expect((await post(null, buildAssignment())).statusCode).toBe(401);
    const seller = await post(people.owner, buildAssignment());
    expect(seller.statusCode).toBe(403);
    expect(seller.json()).toMatchObject({ code: 'ASSIGNMENT_BUYERS_ONLY' });
    expect(await assignmentTables(t.database.db)).toEqual(before);
  });

  test('a buyer who has not accepted the honor code: 403 HONOR_CODE_NOT_ACCEPTED, as for bids', async () => {
    const newcomer = await withoutHonorCode(t.app, t.database.db, false);
    const before = await assignmentTables(t.database.db);
    const response = await post(newcomer, buildAssignment());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'HONOR_CODE_NOT_ACCEPTED' });
    expect(await assignmentTables(t.database.db)).toEqual(before);
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['a deadline without its offset', { deadline: '2030-01-10T09:00:00' }, 'ASSIGNMENT_DEADLINE_INVALID', 'deadline'],
    ['a day that does not exist', { deadline: '2030-02-30T09:00:00+01:00' }, 'ASSIGNMENT_DEADLINE_INVALID', 'deadline'],
    ['a date without a time', { deadline: '2030-01-10' }, 'ASSIGNMENT_DEADLINE_INVALID', 'deadline'],
    ['a deadline as a number', { deadline: 1_900_000_000_000 }, 'ASSIGNMENT_DEADLINE_INVALID', 'deadline'],
    ['no deadline', { deadline: undefined }, 'ASSIGNMENT_DEADLINE_INVALID', 'deadline'],
    ['a deadline 2 hours ahead', { deadline: hoursFromNow(2) }, 'ASSIGNMENT_DEADLINE_TOO_SOON', 'deadline'],
    ['a deadline in the past', { deadline: hoursFromNow(-1) }, 'ASSIGNMENT_DEADLINE_TOO_SOON', 'deadline'],
    ['a short title', { title: 'Essay' }, 'VALIDATION_FAILED', 'title'],
    ['a title too long', { title: 'x'.repeat(121) }, 'VALIDATION_FAILED', 'title'],
    ['an unknown purpose', { purpose: 'ghostwriting' }, 'VALIDATION_FAILED', 'purpose'],
    ['a budget of 0', { budgetMax: 0 }, 'BID_AMOUNT_INVALID', 'budgetMax'],
    ['a budget with 3 decimals', { budgetMax: 10.001 }, 'BID_AMOUNT_INVALID', 'budgetMax'],
    ['no brief', { brief: undefined }, 'VALIDATION_FAILED', 'brief'],
    [
      'a brief without a level',
      { brief: { ...ASSIGNMENT_BRIEF, level: 'kindergarten' } },
      'VALIDATION_FAILED',
      'brief.level',
    ],
    [
      'six files',
      { attachments: Array.from({ length: 6 }, () => crypto.randomUUID()) },
      'VALIDATION_FAILED',
      'attachments',
    ],
  ];
  test.each(refusals)('%s: 400 %s naming the field, nothing stored', async (_name, overrides, code, field) => {
    const before = await assignmentTables(t.database.db);
    const response = await post(people.buyer, buildAssignment(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(Object.keys(response.json().errors)).toContain(field);
    expect(await assignmentTables(t.database.db)).toEqual(before);
  });

  test('files may come in brief.attachments as a bid sends them, or beside the brief: each once', async () => {
    const [one, two] = [await uploadFile(people.buyer, 'one.pdf'), await uploadFile(people.buyer, 'two.pdf')];
    const inBrief = await post(
      people.buyer,
      buildAssignment({ brief: { ...ASSIGNMENT_BRIEF, attachments: [one._id] } }),
    );
    expect(inBrief.json().assignment.attachments.map((file: { _id: string }) => file._id)).toEqual([one._id]);
    expect(inBrief.json().assignment.brief).toEqual(ASSIGNMENT_BRIEF);
    const both = await post(
      people.buyer,
      buildAssignment({ attachments: [two._id, one._id], brief: { ...ASSIGNMENT_BRIEF, attachments: [one._id] } }),
    );
    expect(both.json().assignment.attachments.map((file: { _id: string }) => file._id)).toEqual([two._id, one._id]);
    const before = await assignmentTables(t.database.db);
    const ids = Array.from({ length: 4 }, () => crypto.randomUUID());
    const tooMany = await post(
      people.buyer,
      buildAssignment({ attachments: ids, brief: { ...ASSIGNMENT_BRIEF, attachments: [ids[0]!, one._id, two._id] } }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().errors)).toContain('attachments');
    expect(await assignmentTables(t.database.db)).toEqual(before);
  });

  test("another person's file, or no file at all: 400 FILE_NOT_ATTACHABLE, nothing stored", async () => {
    const theirs = await uploadFile(people.otherBuyer, 'theirs.pdf');
    const before = await assignmentTables(t.database.db);
    for (const id of [theirs._id, crypto.randomUUID(), 'not-an-id']) {
      const response = await post(people.buyer, buildAssignment({ attachments: [id] }));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('FILE_NOT_ATTACHABLE');
    }
    expect(await assignmentTables(t.database.db)).toEqual(before);
  });

  test('contact details in the title and the subject are masked for sellers; the originals are kept', async () => {
    const response = await post(
      people.buyer,
      buildAssignment({
        title: 'Essay on trade, write to me at jo@example.com',
        brief: { ...ASSIGNMENT_BRIEF, subject: 'Economics, call +44 7700 900123' },
      }),
    );
    expect(response.statusCode).toBe(201);
    const { assignment } = response.json();
    expect(assignment.title).not.toContain('jo@example.com');
    expect(assignment.brief.subject).not.toContain('7700 900123');
    const stored = await storedAssignment(t.database.db, assignment._id);
    expect(stored?.originalText).toEqual({
      title: 'Essay on trade, write to me at jo@example.com',
      'brief.subject': 'Economics, call +44 7700 900123',
    });
  });
});
