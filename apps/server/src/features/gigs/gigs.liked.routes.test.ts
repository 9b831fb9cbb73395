import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/test-app.ts';
import { postGig } from '../../../test/fixtures/gigs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/gigs/liked', () => {
  test('is 401 for a visitor', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/gigs/liked' });
    expect(response.statusCode).toBe(401);
  });

  test("lists one's own liked gigs, most recently liked first, page by page, and nobody else's", async () => {
    const seller = await registerAndLogin(t.app, { isSeller: true });
    const [first, second, third, notLiked] = [
      await postGig(seller),
      await postGig(seller),
      await postGig(seller),
      await postGig(seller),
    ];
    const reader = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    for (const gig of [first, second, third])
      expect((await reader.request({ method: 'POST', url: `/api/gigs/${gig._id}/like` })).statusCode).toBe(200);
    await other.request({ method: 'POST', url: `/api/gigs/${notLiked._id}/like` });

    const page1 = await reader.request({ method: 'GET', url: '/api/gigs/liked?limit=2' });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().items.map((g: { _id: string }) => g._id)).toEqual([third._id, second._id]);
    expect(page1.json().items[0]).toMatchObject({ liked: true, likedBy: [reader.user._id] });
    const page2 = await reader.request({
      method: 'GET',
      url: `/api/gigs/liked?limit=2&cursor=${page1.json().nextCursor}`,
    });
    expect(page2.json()).toEqual({ items: [expect.objectContaining({ _id: first._id })], nextCursor: null });
    expect(
      (await other.request({ method: 'GET', url: '/api/gigs/liked' })).json().items.map((g: { _id: string }) => g._id),
    ).toEqual([notLiked._id]);
  });

  test('leaves out deleted gigs; a bad cursor or limit is 400', async () => {
    const seller = await registerAndLogin(t.app, { isSeller: true });
    const gig = await postGig(seller);
    const reader = await registerAndLogin(t.app);
    await reader.request({ method: 'POST', url: `/api/gigs/${gig._id}/like` });
    expect((await seller.request({ method: 'DELETE', url: `/api/gigs/${gig._id}` })).statusCode).toBeLessThan(300);
    expect((await reader.request({ method: 'GET', url: '/api/gigs/liked' })).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    for (const query of ['cursor=nope', 'limit=0', 'limit=101']) {
      const response = await reader.request({ method: 'GET', url: `/api/gigs/liked?${query}` });
      expect(response.statusCode).toBe(400);
    }
  });
});
