import { REPORTS_PER_HOUR } from '@inkwell/domain/integrity/integrity.constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { reports } from '../../db/schema/reports.ts';
import { rateLimitsRepository } from '../../lib/rate-limit.ts';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/test-app.ts';
import { cast, type Cast } from '../../../test/fixtures/bids.ts';
import { converse, send } from '../../../test/fixtures/conversations.ts';
import { postGig } from '../../../test/fixtures/gigs.ts';
import { report, reportItem } from '../../../test/fixtures/reports.ts';
import { operatorSession } from '../../../test/fixtures/settlements.ts';

/** POST /reports: anyone signed in reports a gig, a profile or a message they can see, once while it is open. */

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const body = (targetType: string, targetId: string, extra: Record<string, unknown> = {}) => ({
  targetType,
  targetId,
  reason: 'contract_cheating',
  ...extra,
});

test('a buyer reports a gig: 201 with the open report, stored once', async () => {
  const gig = await postGig(people.owner);
  const response = await report(
    people.buyer,
    t.app,
    body('gig', gig._id, { details: '  It offers to sit an online exam.  ' }),
  );
  expect(response.statusCode).toBe(201);
  expect(response.json()).toMatchObject({
    targetType: 'gig',
    targetId: gig._id,
    reason: 'contract_cheating',
    details: 'It offers to sit an online exam.',
    status: 'open',
  });
  const rows = await t.database.db.select().from(reports).where(eq(reports.targetId, gig._id));
  expect(rows).toMatchObject([{ reporterId: people.buyer.user._id, status: 'open' }]);
});

test('visitors get 401 before anything else, even with a broken body', async () => {
  const gig = await postGig(people.owner);
  expect((await report(null, t.app, body('gig', gig._id))).statusCode).toBe(401);
  expect((await report(null, t.app, { targetType: 3 })).statusCode).toBe(401);
});

test('a second open report on the same item is 409 REPORT_ALREADY_OPEN; another person may report it too', async () => {
  const gig = await postGig(people.owner);
  await reportItem(people.buyer, t.app, 'gig', gig._id);
  const again = await report(people.buyer, t.app, body('gig', gig._id, { reason: 'spam' }));
  expect(again.statusCode).toBe(409);
  expect(again.json().code).toBe('REPORT_ALREADY_OPEN');
  expect((await report(people.otherBuyer, t.app, body('gig', gig._id))).statusCode).toBe(201);
});

test("one cannot report oneself, one's own gig or one's own message: 403 REPORT_OWN_ITEM", async () => {
  const gig = await postGig(people.owner);
  const conversation = await converse(people.buyer, people.owner);
  const own = await send(people.owner, conversation._id, 'Here is the outline we discussed.');
  for (const [type, id] of [
    ['gig', gig._id],
    ['user', people.owner.user._id],
    ['message', own._id],
  ] as const) {
    const response = await report(people.owner, t.app, body(type, id));
    expect(response.statusCode, type).toBe(403);
    expect(response.json().code).toBe('REPORT_OWN_ITEM');
  }
});

test('a profile is reported by anyone signed in; a deleted or unknown one is 404', async () => {
  expect(
    (await report(people.otherSeller, t.app, body('user', people.owner.user._id, { reason: 'abuse' }))).statusCode,
  ).toBe(201);
  for (const id of ['00000000-0000-7000-8000-000000000000', 'not-an-id']) {
    const response = await report(people.otherSeller, t.app, body('user', id));
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('REPORT_TARGET_NOT_FOUND');
  }
});

test("a message is reported only by its conversation's two people: anyone else gets 404", async () => {
  const conversation = await converse(people.otherBuyer, people.owner);
  const message = await send(people.owner, conversation._id, 'Pay me outside the site and I will write your exam.');
  expect((await report(people.otherSeller, t.app, body('message', message._id))).statusCode).toBe(404);
  const operator = await operatorSession(t.app, t.database.db);
  expect((await report(operator, t.app, body('message', message._id))).statusCode).toBe(404);
  expect(
    (await report(people.otherBuyer, t.app, body('message', message._id, { reason: 'contact_outside' }))).statusCode,
  ).toBe(201);
});

test('a deleted gig cannot be reported: 404', async () => {
  const deleted = await postGig(people.owner);
  await people.owner.request({ method: 'DELETE', url: `/api/gigs/${deleted._id}` });
  const response = await report(people.buyer, t.app, body('gig', deleted._id));
  expect(response.statusCode).toBe(404);
});

test.each([
  ['an unknown target type', { targetType: 'review' }, 'targetType'],
  ['an unknown reason', { reason: 'boring' }, 'reason'],
  ['details over 2000 characters', { details: 'x'.repeat(2001) }, 'details'],
  ['no target id', { targetId: undefined }, 'targetId'],
  ['details that are not text', { details: 42 }, 'details'],
])('bad input: %s is 400 with the field', async (_name, change, field) => {
  const gig = await postGig(people.owner);
  const response = await report(people.buyer, t.app, { ...body('gig', gig._id), ...change });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  expect(Object.keys(response.json().errors)).toContain(field);
});

test(`more than ${REPORTS_PER_HOUR} reports an hour: 429 TOO_MANY_REPORTS with Retry-After, none stored`, async () => {
  const reporter = await registerAndLogin(t.app);
  const limits = rateLimitsRepository(t.database.db);
  for (let i = 0; i < REPORTS_PER_HOUR; i += 1)
    await limits.reserveInWindow(
      'reports',
      reporter.user._id,
      { max: REPORTS_PER_HOUR, windowMs: 3_600_000 },
      new Date(),
    );
  const gig = await postGig(people.owner);
  const response = await report(reporter, t.app, body('gig', gig._id));
  expect(response.statusCode).toBe(429);
  expect(response.json().code).toBe('TOO_MANY_REPORTS');
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(await t.database.db.select().from(reports).where(eq(reports.reporterId, reporter.user._id))).toEqual([]);
  // Someone else is not slowed down by it.
  expect((await report(people.otherBuyer, t.app, body('gig', gig._id))).statusCode).toBe(201);
});
