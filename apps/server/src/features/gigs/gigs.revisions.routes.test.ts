import { Gig } from '@inkwell/domain/gigs/gig.schema';
import { REVISIONS_DEFAULT, REVISIONS_MAX } from '@inkwell/domain/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gigs } from '../../db/schema/gigs.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { buildGig, gigMultipart, postGig, sellerSession } from '../../../test/fixtures/gigs.ts';

/**
 * A gig says how many revisions an order of it includes
 * (docs/product.md#order-life): 0 to REVISIONS_MAX, 2 unless said.
 */

let t: TestApp;
let owner: Session;
beforeAll(async () => {
  t = await createTestApp();
  owner = await sellerSession(t.app);
});
afterAll(() => t.close());

const storedRevisions = async (id: string) =>
  (await t.database.db.select({ revisions: gigs.revisions }).from(gigs).where(eq(gigs.id, id)))[0]?.revisions;

describe('revisions on POST /api/gigs', () => {
  test('a gig that says nothing includes the default number of revisions', async () => {
    const gig = await postGig(owner);
    expect(Gig.strict().parse(gig).revisions).toBe(REVISIONS_DEFAULT);
    expect(await storedRevisions(gig._id)).toBe(REVISIONS_DEFAULT);
  });

  test.each([0, 5, REVISIONS_MAX])('a gig may include %i revisions', async (revisions) => {
    const gig = await postGig(owner, { revisions });
    expect(gig.revisions).toBe(revisions);
    expect(await storedRevisions(gig._id)).toBe(revisions);
  });

  test('the multipart form sends revisions as text', async () => {
    const response = await owner.request({
      method: 'POST',
      url: '/api/gigs',
      ...gigMultipart({ ...buildGig(), revisions: '4' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().revisions).toBe(4);
  });

  test.each([
    ['a negative number', -1, 'Revisions must be at least 0', { code: 'too_small', params: { minimum: 0 } }],
    [
      'more than the maximum',
      REVISIONS_MAX + 1,
      `Revisions must be at most ${REVISIONS_MAX}`,
      { code: 'too_big', params: { maximum: REVISIONS_MAX } },
    ],
    ['a fraction', 1.5, 'Revisions must be a whole number', { code: 'not_whole' }],
    ['a word', 'many', 'Revisions must be a number', { code: 'not_a_number' }],
    ['null', null, 'Revisions is required', { code: 'required' }],
  ])('%s is 400 with a field code and no gig is stored', async (_name, revisions, message, problem) => {
    const title = `Revisions refused ${String(revisions)}`;
    const response = await owner.request({ method: 'POST', url: '/api/gigs', payload: buildGig({ title, revisions }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { revisions: [message] },
      fields: { revisions: [problem] },
    });
    expect(await t.database.db.select().from(gigs).where(eq(gigs.title, title))).toHaveLength(0);
  });
});

describe('revisions on PATCH /api/gigs/{id}', () => {
  test('the owner changes the revisions alone; the rest stays', async () => {
    const gig = await postGig(owner, { revisions: 1 });
    const response = await owner.request({ method: 'PATCH', url: `/api/gigs/${gig._id}`, payload: { revisions: 0 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ revisions: 0, title: gig.title, totalPrice: gig.totalPrice });
    expect(await storedRevisions(gig._id)).toBe(0);
  });

  test('an edit that leaves revisions out keeps the stored number', async () => {
    const gig = await postGig(owner, { revisions: 7 });
    const response = await owner.request({
      method: 'PATCH',
      url: `/api/gigs/${gig._id}`,
      payload: { title: 'Retitled, same revisions' },
    });
    expect(response.json()).toMatchObject({ revisions: 7, title: 'Retitled, same revisions' });
  });

  test('too many revisions is 400 on the field and nothing changes', async () => {
    const gig = await postGig(owner, { revisions: 3 });
    const response = await owner.request({
      method: 'PATCH',
      url: `/api/gigs/${gig._id}`,
      payload: { revisions: REVISIONS_MAX + 5, title: 'Not saved' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { revisions: [{ code: 'too_big', params: { maximum: REVISIONS_MAX } }] },
    });
    expect(await storedRevisions(gig._id)).toBe(3);
    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/single/${gig._id}` })).json()).toMatchObject({
      revisions: 3,
      title: gig.title,
    });
  });
});
