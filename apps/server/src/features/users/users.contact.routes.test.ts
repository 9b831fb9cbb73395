import { Profile } from '@inkwell/domain/users/user.schema';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { REVIEW, type Cast } from '../../../test/fixtures/bids.ts';
import { converse, send } from '../../../test/fixtures/conversations.ts';
import { completedOrder } from '../../../test/fixtures/orders.ts';
import { operatorSession } from '../../../test/fixtures/settlements.ts';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';

/**
 * Email and phone reach their owner, operators, and others only when the owner shows them on the
 * public CV (showContact, off by default): otherwise any account could harvest them.
 */
let t: TestApp;
let owner: Session;
let stranger: Session;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger] = await Promise.all([
    registerAndLogin(t.app, { isSeller: true, phone: '+44 20 7946 0000' }),
    registerAndLogin(t.app, { phone: '+44 20 7946 0999' }),
  ]);
  operator = await operatorSession(t.app, t.database.db);
});
afterAll(() => t.close());

const read = (session: Session | null, id: string) =>
  (session ? session.request : (o: InjectOptions) => t.app.inject(o))({ method: 'GET', url: `/api/users/${id}` });
const setShow = (session: Session, showContact: unknown) =>
  session.request({ method: 'PUT', url: `/api/users/${session.user._id}`, payload: { showContact } });

/** Who reads, whether they read the contact by default, and their session. */
const viewers: [string, boolean, () => Session | null][] = [
  ['a visitor', false, () => null],
  ['a stranger (signed in)', false, () => stranger],
  ['the owner', true, () => owner],
  ['an operator', true, () => operator],
];

describe('GET /api/users/{id}: who reads email and phone', () => {
  test.each(viewers)('by default %s reads them: %s', async (_who, sees, viewer) => {
    const response = await read(viewer(), owner.user._id);
    expect(response.statusCode).toBe(200);
    const body = Profile.strict().parse(response.json());
    expect(body.showContact).toBe(false);
    expect(body.email).toBe(sees ? owner.user.email : null);
    expect(body.phone).toBe(sees ? '+44 20 7946 0000' : null);
    if (!sees) expect(response.body).not.toContain(owner.user.email);
  });

  test('once the owner opts in, everyone (visitors too) reads them; opting out hides them again', async () => {
    const on = await setShow(owner, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ showContact: true, email: owner.user.email });
    for (const [, , viewer] of viewers) {
      expect((await read(viewer(), owner.user._id)).json()).toMatchObject({
        showContact: true,
        email: owner.user.email,
        phone: '+44 20 7946 0000',
      });
    }
    const off = await setShow(owner, false);
    expect(off.json()).toMatchObject({ showContact: false, email: owner.user.email, phone: '+44 20 7946 0000' });
    for (const [, sees, viewer] of viewers) {
      expect((await read(viewer(), owner.user._id)).json()).toMatchObject({
        email: sees ? owner.user.email : null,
        phone: sees ? '+44 20 7946 0000' : null,
      });
    }
  });

  test.each([['yes'], [1], [null], ['true']])(
    'showContact %j is 400 on the field and changes nothing',
    async (value) => {
      const response = await setShow(stranger, value);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.showContact?.length).toBeGreaterThan(0);
      const [row] = await t.database.db
        .select({ showContact: users.showContact })
        .from(users)
        .where(eq(users.id, stranger.user._id));
      expect(row?.showContact).toBe(false);
    },
  );

  test('nobody opts in for someone else', async () => {
    const response = await stranger.request({
      method: 'PUT',
      url: `/api/users/${owner.user._id}`,
      payload: { showContact: true },
    });
    expect(response.statusCode).toBe(403);
    expect((await read(null, owner.user._id)).json().email).toBeNull();
  });
});

describe('no other answer carries an email or a phone', () => {
  let people: Cast;
  let bidId: string;
  let gigId: string;
  let conversationId: string;
  const secrets = () =>
    Object.values(people).flatMap((person: Session) => [person.user.email, person.user.email.toLowerCase()]);

  beforeAll(async () => {
    people = {
      owner: await registerAndLogin(t.app, { isSeller: true, phone: '+1 555 0100 111' }),
      buyer: await registerAndLogin(t.app, { phone: '+1 555 0100 222' }),
      otherBuyer: await registerAndLogin(t.app, { phone: '+1 555 0100 333' }),
      otherSeller: await registerAndLogin(t.app, { isSeller: true, phone: '+1 555 0100 444' }),
    };
    const order = await completedOrder(t.app, people);
    bidId = order.bid._id;
    gigId = order.gig._id;
    await people.owner.request({ method: 'POST', url: '/api/user-reviews', payload: { bidId, ...REVIEW } });
    await people.buyer.request({
      method: 'POST',
      url: '/api/gig-reviews',
      payload: { bidId, stars: 5, comment: 'Careful work, on time.' },
    });
    conversationId = (await converse(people.buyer, people.owner))._id;
    await send(people.buyer, conversationId, 'Thank you for the chapter.');
    await send(people.owner, conversationId, 'You are welcome.');
  });

  /**
   * Every read that names people: profiles of the other side,
   * reviews' authors, gigs' sellers, bids, orders, conversations.
   */
  const reads = () => [
    `/api/users/${people.buyer.user._id}`,
    `/api/users/${people.owner.user._id}`,
    `/api/users/${people.owner.user._id}/seller-facts`,
    `/api/user-reviews/${people.buyer.user._id}`,
    `/api/gig-reviews/gig/${gigId}`,
    `/api/gig-reviews/seller/${people.owner.user._id}`,
    '/api/gigs',
    `/api/gigs?userId=${people.owner.user._id}`,
    `/api/gigs/single/${gigId}`,
    '/api/bids/me',
    '/api/bids/owner/pending',
    '/api/bids/owner/completed',
    `/api/bids/my/gig/${gigId}`,
    `/api/orders/${bidId}`,
    '/api/conversations',
    `/api/conversations/single/${conversationId}`,
    `/api/messages/${conversationId}`,
    '/api/notifications',
  ];

  test('the two sides of an order, a stranger and a visitor read no email or phone but their own', async () => {
    const phones = ['+1 555 0100 111', '+1 555 0100 222', '+1 555 0100 333', '+1 555 0100 444'];
    let answered = 0;
    for (const [name, session] of [
      ['owner', people.owner],
      ['buyer', people.buyer],
      ['stranger', people.otherBuyer],
      ['visitor', null],
    ] as const) {
      for (const url of reads()) {
        const response = await (session ? session.request : (o: InjectOptions) => t.app.inject(o))({
          method: 'GET',
          url,
        });
        expect(response.statusCode, `${name} ${url}`).toBeLessThan(500);
        if (response.statusCode === 200) answered += 1;
        const own = session ? [session.user.email] : [];
        const isOwnProfile = session !== null && url === `/api/users/${session.user._id}`;
        for (const secret of [...secrets(), ...phones]) {
          if (isOwnProfile || own.includes(secret)) continue;
          expect(response.body.includes(secret), `${name} reads ${secret} at ${url}`).toBe(false);
        }
      }
    }
    expect(answered).toBeGreaterThan(40);
  });
});
