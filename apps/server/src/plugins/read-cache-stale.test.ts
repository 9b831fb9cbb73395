import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../../test/test-app.ts';
import { cast, type Cast } from '../../test/fixtures/bids.ts';
import { postGig } from '../../test/fixtures/gigs.ts';

/**
 * Stale answers for other visitors while one read recomputes (decision 027): after a like, a
 * visitor who asks for the gig while another read is computing its new answer is given the last
 * one at once; the read that computes, and the writer's own reads, get the new one. A write that
 * signs its writer out keeps none. Pages, and readers naming a session cookie: plugins/web-app.test.ts.
 */
let t: TestApp;
let people: Cast;
let gig: Gig;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
  gig = await postGig(people.owner, { title: 'Stale for a moment, never for the writer' });
});
afterAll(async () => t.close());

const url = () => `/api/gigs/single/${gig._id}`;
const read = (cookie?: string) => t.app.inject({ method: 'GET', url: url(), headers: cookie ? { cookie } : {} });
const likesOf = async (cookie?: string) => (await read(cookie)).json().likes as number;
const like = async (session: Session) => {
  const answer = await session.request({ method: 'POST', url: `/api/gigs/${gig._id}/like` });
  expect(answer.statusCode).toBe(200);
  return answer.json().likes as number;
};

describe('a visitor while another read recomputes', () => {
  test('after a like the read that computes gets the new count; a visitor reading meanwhile the last one', async () => {
    const before = await likesOf();
    const after = await like(people.buyer);
    const [computing, meanwhile] = await Promise.all([read(), read()]);
    expect(computing.json().likes).toBe(after);
    expect(meanwhile.json().likes).toBe(before);
    // Once the new answer is kept, everyone gets it.
    expect(await likesOf()).toBe(after);
    await like(people.buyer);
  });

  test('the writer, signed in, sees their own like at once, however many visitors read meanwhile', async () => {
    await read();
    const after = await like(people.buyer);
    const answers = await Promise.all([read(), read(), people.buyer.request({ method: 'GET', url: url() })]);
    expect(answers[2]!.json().likes).toBe(after);
    await like(people.buyer);
  });

  test('a write that signs its writer out (then a visitor) keeps no stale answer', async () => {
    const writer = await registerAndLogin(t.app);
    await read();
    const after = await like(writer);
    expect((await writer.request({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBeLessThan(300);
    const answers = await Promise.all([read(), read()]);
    expect(answers.map((answer) => answer.json().likes)).toEqual([after, after]);
  });
});
