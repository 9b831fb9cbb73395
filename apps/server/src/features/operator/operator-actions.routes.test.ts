import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { gigs } from '../../db/schema/gigs.ts';
import { operatorAuditLog } from '../../db/schema/audit.ts';
import { sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, login, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';
import { postGig } from '../../../test/fixtures/gigs.ts';
import { operatorGet, operatorPost, reportItem, SUSPENSION_MESSAGE } from '../../../test/fixtures/reports.ts';
import { expectStatus, operatorSession } from '../../../test/fixtures/settlements.ts';

/** What operators do: hide and show a gig, suspend and restore an account; each once, each in the audit log. */

let t: TestApp;
let operator: Session;
let buyer: Session;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://inkwell.example' });
  operator = await operatorSession(t.app, t.database.db);
  buyer = await registerAndLogin(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const PASSWORD = 'correct horse battery';
const auditOf = (targetId: string) =>
  db().select().from(operatorAuditLog).where(eq(operatorAuditLog.targetId, targetId));

/** Where a visitor can find a gig: the list, the search, its page (API and web) and the sitemap. */
async function visibility(gig: { _id: string; title: string }) {
  const list = (await t.app.inject({ method: 'GET', url: '/api/gigs?limit=100' }))
    .json()
    .items.map((item: { _id: string }) => item._id);
  const search = (
    await t.app.inject({ method: 'GET', url: `/api/gigs?search=${encodeURIComponent(gig.title)}&limit=100` })
  )
    .json()
    .items.map((item: { _id: string }) => item._id);
  return {
    list: list.includes(gig._id),
    search: search.includes(gig._id),
    page: (await t.app.inject({ method: 'GET', url: `/api/gigs/single/${gig._id}` })).statusCode,
    sitemap: (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body.includes(gig._id),
  };
}

test(
  'hiding a reported gig takes it out of the list, search, page and sitemap ' +
    'at once, actions its reports, writes one audit row; unhide brings it back',
  async () => {
    const seller = await registerAndLogin(t.app, { isSeller: true });
    const gig = await postGig(seller, { title: 'Ghostwritten capstone projects guaranteed' });
    expect(await visibility(gig)).toEqual({ list: true, search: true, page: 200, sitemap: true });
    const filed = await reportItem(buyer, t.app, 'gig', gig._id);
    const hidden = expectStatus(
      await operatorPost(operator, t.app, `/gigs/${gig._id}/hide`, {
        note: 'Offers work to hand in.',
        reportId: filed._id,
      }),
      200,
    ).json();
    expect(hidden.reportIds).toEqual([filed._id]);
    expect(await visibility(gig)).toEqual({ list: false, search: false, page: 404, sitemap: false });
    const item = expectStatus(await operatorGet(operator, t.app, `/reports/${filed._id}`), 200).json();
    expect(item).toMatchObject({
      report: { status: 'actioned' },
      gig: { hiddenReason: 'operator' },
      audit: [{ action: 'gig_hidden', note: 'Offers work to hand in.' }],
    });
    const again = await operatorPost(operator, t.app, `/gigs/${gig._id}/hide`, { note: 'again' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'GIG_ALREADY_HIDDEN']);
    // The owner starting to sell again does not bring back what an operator hid.
    expect((await seller.request({ method: 'GET', url: `/api/gigs/single/${gig._id}` })).statusCode).toBe(404);
    expectStatus(
      await operatorPost(operator, t.app, `/gigs/${gig._id}/unhide`, { note: 'Rewritten as tutoring.' }),
      200,
    );
    expect(await visibility(gig)).toEqual({ list: true, search: true, page: 200, sitemap: true });
    const twice = await operatorPost(operator, t.app, `/gigs/${gig._id}/unhide`, {});
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'GIG_NOT_HIDDEN_BY_OPERATOR']);
    expect((await auditOf(gig._id)).map((row) => row.action)).toEqual(['gig_hidden', 'gig_unhidden']);
    // A hidden gig cannot be reported by someone else.
    await operatorPost(operator, t.app, `/gigs/${gig._id}/hide`, {});
    expect(
      (
        await buyer.request({
          method: 'POST',
          url: '/api/reports',
          payload: { targetType: 'gig', targetId: gig._id, reason: 'spam' },
        })
      ).statusCode,
    ).toBe(404);
  },
);

test('two operators hiding one gig at once: one 200, one 409, exactly one audit row', async () => {
  const other = await operatorSession(t.app, db());
  const gig = await postGig(await registerAndLogin(t.app, { isSeller: true }));
  const filed = await reportItem(buyer, t.app, 'gig', gig._id);
  const answers = await Promise.all(
    [operator, other].map((who) =>
      operatorPost(who, t.app, `/gigs/${gig._id}/hide`, { note: 'exam sitting', reportId: filed._id }),
    ),
  );
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  expect(await auditOf(gig._id)).toHaveLength(1);
});

test('hide and suspend: unknown ids are 404, a deleted gig 404, an unknown report 404; nothing written', async () => {
  const seller = await registerAndLogin(t.app, { isSeller: true });
  const gig = await postGig(seller);
  await seller.request({ method: 'DELETE', url: `/api/gigs/${gig._id}` });
  const unknown = '00000000-0000-7000-8000-000000000000';
  const cases: [string, Record<string, unknown>, string][] = [
    [`/gigs/${gig._id}/hide`, {}, 'GIG_NOT_FOUND'],
    [`/gigs/${unknown}/hide`, {}, 'GIG_NOT_FOUND'],
    ['/gigs/x/unhide', {}, 'GIG_NOT_FOUND'],
    [`/users/${unknown}/suspend`, { message: 'x' }, 'USER_NOT_FOUND'],
    [`/users/${buyer.user._id}/suspend`, { message: 'x', reportId: unknown }, 'REPORT_NOT_FOUND'],
    ['/users/nope/unsuspend', {}, 'USER_NOT_FOUND'],
  ];
  for (const [url, payload, code] of cases) {
    const response = await operatorPost(operator, t.app, url, payload);
    expect([response.statusCode, response.json().code], url).toEqual([404, code]);
  }
  expect((await operatorGet(buyer, t.app, '/reports')).statusCode).toBe(403);
  expect(await auditOf(buyer.user._id)).toEqual([]);
});

test(
  'suspension ends every session at once, refuses sign-in with the ' +
    'message, hides the gigs and the profile; unsuspend restores them',
  async () => {
    const seller = await registerAndLogin(t.app, { isSeller: true });
    const secondDevice = await login(t.app, seller.user.username, PASSWORD);
    const shown = await postGig(seller, { title: 'Nursing care plans written for you' });
    const hiddenByOperator = await postGig(seller);
    expectStatus(await operatorPost(operator, t.app, `/gigs/${hiddenByOperator._id}/hide`, {}), 200);
    const filed = await reportItem(buyer, t.app, 'user', seller.user._id, 'fraud');
    // Warm the session cache: a suspension must not be served from it.
    expectStatus(await seller.request({ method: 'GET', url: '/api/auth/me' }), 200);
    const suspended = expectStatus(
      await operatorPost(operator, t.app, `/users/${seller.user._id}/suspend`, { message: SUSPENSION_MESSAGE }),
      200,
    ).json();
    expect(suspended.reportIds).toEqual([filed._id]);
    for (const session of [seller, secondDevice])
      expect((await session.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, seller.user._id))).toEqual([]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: seller.user.username, password: PASSWORD },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_SUSPENDED',
      errors: { suspensionMessage: [SUSPENSION_MESSAGE] },
    });
    expect(refused.json().detail).toContain(SUSPENSION_MESSAGE);
    // A wrong password says nothing about the suspension.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: seller.user.username, password: 'wrong wrong wrong' },
        })
      ).json().code,
    ).toBe('WRONG_CREDENTIALS');
    expect(await visibility(shown)).toEqual({ list: false, search: false, page: 404, sitemap: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${seller.user._id}` })).statusCode).toBe(404);
    expect((await operatorGet(operator, t.app, `/reports/${filed._id}`)).json().user).toMatchObject({
      suspensionMessage: SUSPENSION_MESSAGE,
      suspendedAt: expect.any(String),
    });
    const twice = await operatorPost(operator, t.app, `/users/${seller.user._id}/suspend`, { message: 'again' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'ACCOUNT_ALREADY_SUSPENDED']);

    expectStatus(
      await operatorPost(operator, t.app, `/users/${seller.user._id}/unsuspend`, { note: 'Appeal accepted.' }),
      200,
    );
    expect(await visibility(shown)).toEqual({ list: true, search: true, page: 200, sitemap: true });
    const [stillHidden] = await db()
      .select({ reason: gigs.hiddenReason })
      .from(gigs)
      .where(eq(gigs.id, hiddenByOperator._id));
    expect(stillHidden?.reason).toBe('operator');
    expectStatus(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: seller.user.username, password: PASSWORD },
      }),
      200,
    );
    const again = await operatorPost(operator, t.app, `/users/${seller.user._id}/unsuspend`, {});
    expect([again.statusCode, again.json().code]).toEqual([409, 'ACCOUNT_NOT_SUSPENDED']);
    expect((await auditOf(seller.user._id)).map((row) => row.action)).toEqual(['user_suspended', 'user_unsuspended']);
  },
);

test('an operator cannot suspend themselves or another operator: 403 OPERATOR_NOT_SUSPENDABLE', async () => {
  const other = await operatorSession(t.app, db());
  for (const id of [operator.user._id, other.user._id]) {
    const response = await operatorPost(operator, t.app, `/users/${id}/suspend`, { message: SUSPENSION_MESSAGE });
    expect([response.statusCode, response.json().code]).toEqual([403, 'OPERATOR_NOT_SUSPENDABLE']);
  }
  const [row] = await db().select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, other.user._id));
  expect(row?.suspendedAt).toBeNull();
});

test('a suspension needs a message: missing, empty or too long is 400, no change; others get 401/403', async () => {
  const person = await registerAndLogin(t.app);
  for (const payload of [{}, { message: '   ' }, { message: 'x'.repeat(1001) }, { message: 7 }]) {
    const response = await operatorPost(operator, t.app, `/users/${person.user._id}/suspend`, payload);
    expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    expect(response.json().errors).toHaveProperty('message');
  }
  expect((await operatorPost(null, t.app, `/users/${person.user._id}/suspend`, { message: 'x' })).statusCode).toBe(401);
  expect((await operatorPost(buyer, t.app, `/users/${person.user._id}/suspend`, { message: 'x' })).statusCode).toBe(
    403,
  );
  expect((await person.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  expect(
    await db()
      .select()
      .from(operatorAuditLog)
      .where(and(eq(operatorAuditLog.targetId, person.user._id))),
  ).toEqual([]);
});
