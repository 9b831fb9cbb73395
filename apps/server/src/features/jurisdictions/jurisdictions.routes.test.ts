import { Gig } from '@inkwell/domain/gigs/gig.schema';
import { JurisdictionRule } from '@inkwell/domain/integrity/jurisdiction.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { operatorAuditLog } from '../../db/schema/audit.ts';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';
import { postGig, sellerSession } from '../../../test/fixtures/gigs.ts';
import { as, buildBid } from '../../../test/fixtures/bids.ts';
import { operatorSession } from '../../../test/fixtures/settlements.ts';

/** Operators' rules per buyer country; bids outside them are refused; lists mark what the reader cannot order. */

let t: TestApp;
let operator: Session;
let seller: Session;
let buyerGB: Session;
let buyerFR: Session;
beforeAll(async () => {
  t = await createTestApp();
  [operator, seller, buyerGB, buyerFR] = await Promise.all([
    operatorSession(t.app, t.database.db),
    sellerSession(t.app),
    registerAndLogin(t.app, { country: 'GB' }),
    registerAndLogin(t.app, { country: 'FR' }),
  ]);
});
afterAll(() => t.close());

const GB_RULE = {
  allowedPurposes: ['editing', 'tutoring', 'research_help', 'formatting'],
  note: 'No model answers of assessed work (Skills and Post-16 Education Act 2022).',
};
const put = (session: Session | null, country: string, body: unknown) =>
  as(
    t.app,
    session,
  )({ method: 'PUT', url: `/api/operator/jurisdictions/${country}`, payload: body as Record<string, unknown> });
const remove = (session: Session | null, country: string) =>
  as(t.app, session)({ method: 'DELETE', url: `/api/operator/jurisdictions/${country}` });
const list = (session: Session | null) => as(t.app, session)({ method: 'GET', url: '/api/operator/jurisdictions' });
const auditOf = (country: string) =>
  t.database.db
    .select()
    .from(operatorAuditLog)
    .where(and(eq(operatorAuditLog.targetType, 'jurisdiction'), eq(operatorAuditLog.targetId, country)));

describe('the operator API', () => {
  test('visitors are 401; buyers and sellers 403 OPERATOR_ONLY, even with a broken body; nothing changes', async () => {
    for (const request of [() => list(null), () => put(null, 'GB', GB_RULE), () => remove(null, 'GB')])
      expect((await request()).statusCode).toBe(401);
    for (const session of [buyerGB, seller]) {
      expect((await list(session)).json()).toMatchObject({ status: 403, code: 'OPERATOR_ONLY' });
      expect((await put(session, 'GB', GB_RULE)).json()).toMatchObject({ status: 403, code: 'OPERATOR_ONLY' });
      expect((await put(session, 'XX', { allowedPurposes: 'all' })).json()).toMatchObject({
        status: 403,
        code: 'OPERATOR_ONLY',
      });
      expect((await remove(session, 'GB')).json()).toMatchObject({ status: 403, code: 'OPERATOR_ONLY' });
    }
    expect((await list(operator)).json()).toEqual({ items: [] });
  });

  test('an operator sets, changes and removes a rule; each change is one audit line: operator, purposes', async () => {
    const set = await put(operator, 'DE', { allowedPurposes: ['tutoring', 'editing', 'tutoring'], note: '  trial  ' });
    expect(set.statusCode).toBe(200);
    expect(JurisdictionRule.strict().parse(set.json())).toMatchObject({
      country: 'DE',
      allowedPurposes: ['editing', 'tutoring'],
      note: 'trial',
      updatedBy: operator.user._id,
    });
    await put(operator, 'DE', { allowedPurposes: [] });
    expect((await list(operator)).json().items).toEqual([
      expect.objectContaining({ country: 'DE', allowedPurposes: [], note: '' }),
    ]);
    expect((await remove(operator, 'DE')).statusCode).toBe(204);
    expect((await list(operator)).json().items).toEqual([]);
    const lines = await auditOf('DE');
    expect(lines.map((line) => line.action).sort()).toEqual([
      'jurisdiction_rule_removed',
      'jurisdiction_rule_set',
      'jurisdiction_rule_set',
    ]);
    expect(lines.every((line) => line.operatorId === operator.user._id)).toBe(true);
    expect(lines.find((line) => line.action === 'jurisdiction_rule_removed')!.data).toEqual({ allowedPurposes: [] });
  });

  test('bad input is 400 with a code and a sentence; removing a country without a rule is 404', async () => {
    for (const [country, body] of [
      ['XX', GB_RULE],
      ['gb', GB_RULE],
      ['GB', { allowedPurposes: ['ghostwriting'] }],
      ['GB', { allowedPurposes: 'editing' }],
      ['GB', {}],
      ['GB', { ...GB_RULE, note: 'n'.repeat(501) }],
    ] as const) {
      const response = await put(operator, country, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.any(String) });
    }
    expect((await remove(operator, 'XX')).statusCode).toBe(400);
    expect((await remove(operator, 'NZ')).json()).toMatchObject({ status: 404, code: 'JURISDICTION_RULE_NOT_FOUND' });
    expect(await auditOf('NZ')).toEqual([]);
  });
});

describe('bids and lists under a rule', () => {
  test(
    "a GB buyer's bid on a model answer is 403 " +
      'PURPOSE_NOT_ALLOWED_IN_COUNTRY naming both; ' +
      'allowed purposes and other countries bid',
    async () => {
      await put(operator, 'GB', GB_RULE);
      const modelAnswer = await postGig(seller, { purpose: 'model_answer' });
      const editing = await postGig(seller, { purpose: 'editing' });
      const refused = await buyerGB.request({ method: 'POST', url: '/api/bids', payload: buildBid(modelAnswer) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'PURPOSE_NOT_ALLOWED_IN_COUNTRY' });
      expect(refused.json().detail).toContain('model_answer');
      expect(refused.json().detail).toContain('GB');
      expect((await buyerGB.request({ method: 'POST', url: '/api/bids', payload: buildBid(editing) })).statusCode).toBe(
        201,
      );
      expect(
        (await buyerFR.request({ method: 'POST', url: '/api/bids', payload: buildBid(modelAnswer) })).statusCode,
      ).toBe(201);
    },
  );

  test(
    'the list and the gig page mark a gig the signed-in reader cannot ' +
      'order; visitors, sellers and other countries see it available',
    async () => {
      await put(operator, 'GB', GB_RULE);
      const gig = await postGig(seller, { purpose: 'model_answer', title: 'Model answers for marked problem sets' });
      const mark = async (session: Session | null) => {
        const page = Gig.strict().parse(
          (await as(t.app, session)({ method: 'GET', url: `/api/gigs/single/${gig._id}` })).json(),
        );
        const listed = (
          await as(t.app, session)({ method: 'GET', url: `/api/gigs?userId=${seller.user._id}&purpose=model_answer` })
        ).json().items;
        expect(listed.find((item: Gig) => item._id === gig._id)).toMatchObject({
          availableToYou: page.availableToYou,
          unavailableReason: page.unavailableReason,
        });
        return page;
      };
      expect(await mark(buyerGB)).toMatchObject({
        availableToYou: false,
        unavailableReason: 'PURPOSE_NOT_ALLOWED_IN_COUNTRY',
      });
      for (const session of [null, buyerFR, seller])
        expect(await mark(session)).toMatchObject({ availableToYou: true, unavailableReason: null });
      // The visitor's answer is cached and shared: the GB buyer still gets their own mark after it.
      expect(await mark(buyerGB)).toMatchObject({ availableToYou: false });
      await remove(operator, 'GB');
      expect(await mark(buyerGB)).toMatchObject({ availableToYou: true });
    },
  );

  test('GET /api/gigs?purpose= filters by purpose and refuses an unknown one with 400', async () => {
    const tutoring = await postGig(seller, { purpose: 'tutoring' });
    const formatting = await postGig(seller, { purpose: 'formatting' });
    const items: Gig[] = (
      await t.app.inject({ method: 'GET', url: `/api/gigs?userId=${seller.user._id}&purpose=formatting` })
    ).json().items;
    expect(items.map((item) => item._id)).toContain(formatting._id);
    expect(items.map((item) => item._id)).not.toContain(tutoring._id);
    expect(items.every((item) => item.purpose === 'formatting')).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/gigs?purpose=essays' });
    expect(bad.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: { purpose: [{ code: 'invalid_value' }] },
    });
  });
});
