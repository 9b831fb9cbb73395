import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { messages } from '../../db/schema/messages.ts';
import { operatorAuditLog } from '../../db/schema/audit.ts';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';
import { cast, type Cast } from '../../../test/fixtures/bids.ts';
import { converse, send } from '../../../test/fixtures/conversations.ts';
import { postGig } from '../../../test/fixtures/gigs.ts';
import { paidOrder } from '../../../test/fixtures/orders.ts';
import { operatorGet, operatorPost, reportItem } from '../../../test/fixtures/reports.ts';
import { expectStatus, openDispute, operatorSession, resolve } from '../../../test/fixtures/settlements.ts';

/** The operators' queue: reported items with their count, a report's case and history, dismissal and the audit log. */

let t: TestApp;
let people: Cast;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
  operator = await operatorSession(t.app, t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;

test('the queue and a case are for operators only: 401 for visitors, 403 OPERATOR_ONLY for anyone else', async () => {
  const gig = await postGig(people.owner);
  const filed = await reportItem(people.buyer, t.app, 'gig', gig._id);
  for (const url of ['/reports', `/reports/${filed._id}`, '/audit']) {
    expect((await operatorGet(null, t.app, url)).statusCode).toBe(401);
    for (const who of [people.buyer, people.owner, people.otherSeller]) {
      const response = await operatorGet(who, t.app, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('OPERATOR_ONLY');
    }
  }
  expect((await operatorPost(people.owner, t.app, `/reports/${filed._id}/dismiss`, { note: 'mine' })).statusCode).toBe(
    403,
  );
});

test(
  'the open queue has one row per item with its count and ' +
    'reasons, the one reported first at the top, a page at a time',
  async () => {
    const fresh = await createTestApp();
    try {
      const [owner, a, b, op] = [
        await registerAndLogin(fresh.app, { isSeller: true }),
        await registerAndLogin(fresh.app),
        await registerAndLogin(fresh.app),
        await operatorSession(fresh.app, fresh.database.db),
      ];
      const first = await postGig(owner, { title: 'Exam sitting service for any course' });
      const second = await postGig(owner);
      await reportItem(a, fresh.app, 'gig', first._id, 'contract_cheating');
      await reportItem(a, fresh.app, 'user', owner.user._id, 'abuse');
      await reportItem(b, fresh.app, 'gig', first._id, 'fraud');
      await reportItem(b, fresh.app, 'gig', second._id, 'spam');
      const page1 = expectStatus(await operatorGet(op, fresh.app, '/reports?limit=2'), 200).json();
      expect(page1.items).toMatchObject([
        {
          targetType: 'gig',
          targetId: first._id,
          label: 'Exam sitting service for any course',
          count: 2,
          reasons: ['contract_cheating', 'fraud'],
        },
        { targetType: 'user', targetId: owner.user._id, label: owner.user.username, count: 1, reasons: ['abuse'] },
      ]);
      expect(page1.nextCursor).toEqual(expect.any(String));
      const page2 = expectStatus(
        await operatorGet(op, fresh.app, `/reports?limit=2&cursor=${page1.nextCursor}`),
        200,
      ).json();
      expect(page2).toMatchObject({ items: [{ targetId: second._id, count: 1 }], nextCursor: null });
      expect(expectStatus(await operatorGet(op, fresh.app, '/reports?status=dismissed'), 200).json()).toEqual({
        items: [],
        nextCursor: null,
      });
    } finally {
      await fresh.close();
    }
  },
);

test('bad queries are 400: an unknown status, a forged cursor, a limit out of range', async () => {
  for (const query of ['?status=closed', '?cursor=abc', '?limit=0', '?limit=101']) {
    const response = await operatorGet(operator, t.app, `/reports${query}`);
    expect(response.statusCode, query).toBe(400);
    expect(response.json().code).toEqual(expect.any(String));
  }
  expect((await operatorGet(operator, t.app, '/audit?cursor=abc')).json().code).toBe('INVALID_CURSOR');
});

test('a reported message shows its masked and original text, the messages around it and the two people', async () => {
  const conversation = await converse(people.buyer, people.owner);
  const sent: string[] = [];
  for (const text of [
    'Hello, is the gig open?',
    'Yes, it is.',
    'Write to me at [hidden] instead.',
    'Why?',
    'Cheaper.',
  ]) {
    sent.push(
      (
        await send(
          text === 'Hello, is the gig open?' || text === 'Why?' ? people.buyer : people.owner,
          conversation._id,
          text,
        )
      )._id,
    );
  }
  await db()
    .update(messages)
    .set({ originalDesc: 'Write to me at amelia@example.com instead.' })
    .where(eq(messages.id, sent[2]!));
  const filed = await reportItem(people.buyer, t.app, 'message', sent[2]!, 'contact_outside');
  const item = expectStatus(await operatorGet(operator, t.app, `/reports/${filed._id}`), 200).json();
  expect(item.message.message).toMatchObject({
    _id: sent[2],
    desc: 'Write to me at [hidden] instead.',
    originalDesc: 'Write to me at amelia@example.com instead.',
  });
  expect(item.message.around.map((line: { _id: string }) => line._id)).toEqual(sent);
  expect(item.message.people.map((person: { _id: string }) => person._id).sort()).toEqual(
    [people.buyer.user._id, people.owner.user._id].sort(),
  );
  expect(item.user).toMatchObject({ _id: people.owner.user._id, suspendedAt: null });
  expect(item.reports).toMatchObject([
    { _id: filed._id, reason: 'contact_outside', reporter: { _id: people.buyer.user._id } },
  ]);
});

test('a reported gig shows its owner and hidden state; an unknown or malformed report id is 404', async () => {
  const gig = await postGig(people.owner);
  const filed = await reportItem(people.buyer, t.app, 'gig', gig._id);
  const item = expectStatus(await operatorGet(operator, t.app, `/reports/${filed._id}`), 200).json();
  expect(item).toMatchObject({
    gig: { _id: gig._id, owner: { _id: people.owner.user._id }, hiddenAt: null, deleted: false },
    message: null,
    audit: [],
  });
  for (const id of ['00000000-0000-7000-8000-000000000000', 'nope']) {
    const response = await operatorGet(operator, t.app, `/reports/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('REPORT_NOT_FOUND');
  }
});

test('dismiss closes every open report on the item with one audit row; again it is 409 REPORT_NOT_OPEN', async () => {
  const gig = await postGig(people.owner);
  const first = await reportItem(people.buyer, t.app, 'gig', gig._id);
  const second = await reportItem(people.otherBuyer, t.app, 'gig', gig._id, 'spam');
  const item = expectStatus(
    await operatorPost(operator, t.app, `/reports/${second._id}/dismiss`, {
      note: 'A proofreading gig, nothing wrong.',
    }),
    200,
  ).json();
  expect(item.reports.map((row: { status: string }) => row.status)).toEqual(['dismissed', 'dismissed']);
  expect(item.audit).toMatchObject([
    { action: 'report_dismissed', note: 'A proofreading gig, nothing wrong.', operator: { _id: operator.user._id } },
  ]);
  expect(item.audit[0].data.reportIds.sort()).toEqual([first._id, second._id].sort());
  const again = await operatorPost(operator, t.app, `/reports/${first._id}/dismiss`, {});
  expect(again.statusCode).toBe(409);
  expect(again.json().code).toBe('REPORT_NOT_OPEN');
  expect(await db().select().from(operatorAuditLog).where(eq(operatorAuditLog.targetId, gig._id))).toHaveLength(1);
  // The same person may report it again once their report was handled.
  expect((await reportItem(people.buyer, t.app, 'gig', gig._id)).status).toBe('open');
});

test('two operators dismissing one report at once: one 200, one 409, exactly one audit row', async () => {
  const other = await operatorSession(t.app, db());
  const gig = await postGig(people.owner);
  const filed = await reportItem(people.buyer, t.app, 'gig', gig._id);
  const answers = await Promise.all(
    [operator, other].map((who) => operatorPost(who, t.app, `/reports/${filed._id}/dismiss`, { note: 'fine' })),
  );
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  expect(await db().select().from(operatorAuditLog).where(eq(operatorAuditLog.targetId, gig._id))).toHaveLength(1);
});

test('a dismissal note over 1000 characters is 400 and changes nothing', async () => {
  const gig = await postGig(people.owner);
  const filed = await reportItem(people.buyer, t.app, 'gig', gig._id);
  const response = await operatorPost(operator, t.app, `/reports/${filed._id}/dismiss`, { note: 'x'.repeat(1001) });
  expect(response.statusCode).toBe(400);
  expect(response.json().code).toBe('VALIDATION_FAILED');
  expect(expectStatus(await operatorGet(operator, t.app, `/reports/${filed._id}`), 200).json().report.status).toBe(
    'open',
  );
});

test('deciding a dispute writes a dispute_decided row; the audit log lists actions the newest first', async () => {
  const { bid } = await paidOrder(t.app, people);
  expectStatus(await openDispute(people.buyer, t.app, bid._id), 200);
  expectStatus(await resolve(operator, t.app, bid._id, { outcome: 'refund' }), 200);
  const log = expectStatus(await operatorGet(operator, t.app, '/audit?limit=1'), 200).json();
  expect(log.items).toMatchObject([
    {
      action: 'dispute_decided',
      targetType: 'order',
      targetId: bid._id,
      operator: { _id: operator.user._id },
      data: { outcome: 'refund' },
    },
  ]);
  expect(log.nextCursor).toEqual(expect.any(String));
  const next = expectStatus(
    await operatorGet(operator, t.app, `/audit?limit=100&cursor=${log.nextCursor}`),
    200,
  ).json();
  expect(next.items.map((row: { _id: string }) => row._id)).not.toContain(log.items[0]._id);
});
