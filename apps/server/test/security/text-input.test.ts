import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { approvedBid, startPaying } from '../fixtures/payments.ts';
import { cast, gigWithBid, type Cast } from '../fixtures/bids.ts';
import { converse } from '../fixtures/conversations.ts';
import { databaseSnapshot } from '../fixtures/db-snapshot.ts';
import { buildGig, gigMultipart, postGig } from '../fixtures/gigs.ts';
import { completedOrder, deliveredOrder } from '../fixtures/orders.ts';
import { buildRegistration, createTestApp, type Session, type TestApp } from '../test-app.ts';

/**
 * The text rule (packages/domain/src/text.ts) at every place a security review found a NUL
 * answering 500, and more: each text field refuses a NUL and a lone surrogate (and a
 * single-line one a tab) with 400, the field named in `errors` with the code invalid_characters,
 * and the database is the same before and after (a digest of every table).
 */

let t: TestApp;
let people: Cast;
/** Ids and secrets of the things the requests aim at. */
const at = {
  gig: '',
  bidPending: '',
  bidDelivered: '',
  bidCompleted: '',
  conversation: '',
  clientSecret: '',
  paymentIntent: '',
};

beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
  at.bidPending = (await gigWithBid(people)).bid._id;
  at.gig = (await postGig(people.owner))._id;
  at.bidDelivered = (await deliveredOrder(t.app, people)).bid._id;
  at.bidCompleted = (await completedOrder(t.app, people)).bid._id;
  at.conversation = (await converse(people.buyer, people.owner))._id;
  const intent = await startPaying(people.buyer, t.app, (await approvedBid(people, t.app)).bid._id);
  at.clientSecret = intent.clientSecret;
  at.paymentIntent = intent.paymentIntent;
}, 60_000);

afterAll(async () => {
  await t.close();
});

type Who = 'visitor' | 'owner' | 'buyer';
const NUL = '\u0000';
const LONE = '\uD800';

/**
 * One place: who sends, the request with the broken text in
 * `value`, the field `errors` names, and whether it is one line.
 */
interface Place {
  name: string;
  who: Who;
  field: string;
  line: boolean;
  request(value: string): InjectOptions;
  /** Multipart bodies and query strings travel as UTF-8, which cannot carry a lone surrogate. */
  utf8?: boolean;
}

const json = (method: InjectOptions['method'], url: string, payload: Record<string, unknown>): InjectOptions => ({
  method,
  url,
  payload,
});
const proposal =
  'I have written twenty dissertations in this field and can start today with a clear plan and weekly drafts for you.';

const profileField = (field: string, line: boolean, body: (value: string) => unknown): Place => ({
  name: `PUT /users/{id} ${field}`,
  who: 'owner',
  field,
  line,
  request: (value) => ({
    method: 'PUT',
    url: `/api/users/${people.owner.user._id}`,
    payload: { [field]: body(value) },
  }),
});

const gigPlaces = (field: 'title' | 'desc' | 'discountCondition', line: boolean): Place[] => [
  {
    name: `POST /gigs ${field} (JSON)`,
    who: 'owner',
    field,
    line,
    request: (v) => json('POST', '/api/gigs', buildGig({ [field]: `ok ${v}` })),
  },
  {
    name: `POST /gigs ${field} (multipart)`,
    who: 'owner',
    field,
    line,
    utf8: true,
    request: (v) => ({ method: 'POST', url: '/api/gigs', ...gigMultipart(buildGig({ [field]: `ok ${v}` })) }),
  },
  {
    name: `PATCH /gigs/{id} ${field} (JSON)`,
    who: 'owner',
    field,
    line,
    request: (v) => json('PATCH', `/api/gigs/${at.gig}`, { [field]: `ok ${v}` }),
  },
  {
    name: `PATCH /gigs/{id} ${field} (multipart)`,
    who: 'owner',
    field,
    line,
    utf8: true,
    request: (v) => ({ method: 'PATCH', url: `/api/gigs/${at.gig}`, ...gigMultipart({ [field]: `ok ${v}` }) }),
  },
];

const PLACES: Place[] = [
  {
    name: 'POST /auth/register desc',
    who: 'visitor',
    field: 'desc',
    line: false,
    request: (v) => json('POST', '/api/auth/register', buildRegistration({ desc: `About me ${v}` })),
  },
  {
    name: 'POST /auth/register username',
    who: 'visitor',
    field: 'username',
    line: true,
    request: (v) => json('POST', '/api/auth/register', buildRegistration({ username: `name${v}` })),
  },
  {
    name: 'POST /auth/login username',
    who: 'visitor',
    field: 'username',
    line: true,
    request: (v) => json('POST', '/api/auth/login', { username: `someone${v}`, password: 'whatever it is' }),
  },
  profileField('fullName', true, (v) => `Ada ${v} Lovelace`),
  profileField('bio', false, (v) => `Bio ${v}`),
  profileField('desc', false, (v) => `Desc ${v}`),
  profileField('languages', true, (v) => ['English', `French${v}`]),
  profileField('hobbies', true, (v) => [`chess ${v}`]),
  profileField('experience', true, (v) => [`Editor ${v}`]),
  profileField('education', true, (v) => [{ institution: `University ${v}` }]),
  profileField('certifications', true, (v) => [{ title: `Certificate ${v}` }]),
  profileField('social', true, (v) => ({ website: `https://example.com/${v}` })),
  ...gigPlaces('title', true),
  ...gigPlaces('desc', false),
  ...gigPlaces('discountCondition', true),
  {
    name: 'GET /gigs?search=',
    who: 'visitor',
    field: 'search',
    line: true,
    utf8: true,
    request: (v) => ({ method: 'GET', url: `/api/gigs?search=${encodeURIComponent(`essay${v}`)}` }),
  },
  {
    name: 'POST /bids message',
    who: 'buyer',
    field: 'message',
    line: false,
    request: (v) => json('POST', '/api/bids', { gigId: at.gig, amount: 20, days: 1, message: `${proposal}${v}` }),
  },
  {
    name: 'POST /bids/complete/{id} comment',
    who: 'owner',
    field: 'comment',
    line: false,
    request: (v) =>
      json('POST', `/api/bids/complete/${at.bidDelivered}`, { stars: 5, satisfaction: 'good', comment: `Fine ${v}` }),
  },
  {
    name: 'POST /user-reviews comment',
    who: 'owner',
    field: 'comment',
    line: false,
    request: (v) =>
      json('POST', '/api/user-reviews', {
        bidId: at.bidDelivered,
        stars: 5,
        satisfaction: 'good',
        comment: `Fine ${v}`,
      }),
  },
  {
    name: 'POST /gig-reviews comment',
    who: 'buyer',
    field: 'comment',
    line: false,
    request: (v) => json('POST', '/api/gig-reviews', { bidId: at.bidCompleted, stars: 5, comment: `Fine ${v}` }),
  },
  {
    name: 'POST /messages desc',
    who: 'buyer',
    field: 'desc',
    line: false,
    request: (v) => json('POST', '/api/messages', { conversationId: at.conversation, desc: `Hello ${v}` }),
  },
  {
    name: 'PUT /orders payment_intent',
    who: 'buyer',
    field: 'payment_intent',
    line: true,
    request: (v) => json('PUT', '/api/orders', { payment_intent: `${at.paymentIntent}${v}` }),
  },
  {
    name: 'POST /payments/demo/confirm clientSecret',
    who: 'buyer',
    field: 'clientSecret',
    // The service looks the secret up as it is: with a tab it is an unknown secret (404); a NUL never reaches it.
    line: false,
    request: (v) =>
      json('POST', '/api/payments/demo/confirm', {
        clientSecret: `${at.clientSecret}${v}`,
        number: '4242424242424242',
        expiry: '12 / 40',
        cvc: '123',
      }),
  },
  {
    name: 'POST /bids/{id}/decline reason',
    who: 'owner',
    field: 'reason',
    line: false,
    request: (v) => json('POST', `/api/bids/${at.bidPending}/decline`, { reason: `Not this time, sorry ${v}` }),
  },
  {
    name: 'POST /orders/{id}/revision reason',
    who: 'buyer',
    field: 'reason',
    line: false,
    request: (v) =>
      json('POST', `/api/orders/${at.bidDelivered}/revision`, { reason: `Please expand chapter two ${v}` }),
  },
  {
    name: 'POST /conversations to',
    who: 'buyer',
    field: 'to',
    line: true,
    request: (v) => json('POST', '/api/conversations', { to: `${people.otherSeller.user._id}${v}` }),
  },
];

const sessionOf = (who: Who): Session | null =>
  who === 'visitor' ? null : who === 'owner' ? people.owner : people.buyer;
const send = (who: Who, options: InjectOptions): Promise<LightMyRequestResponse> => {
  const session = sessionOf(who);
  return session ? session.request(options) : t.app.inject(options);
};

const cases = PLACES.flatMap((place) => [
  { place, kind: 'a NUL', value: NUL },
  ...(place.utf8
    ? [{ place, kind: 'an escape', value: '\u001B' }]
    : [{ place, kind: 'a lone surrogate', value: LONE }]),
  ...(place.line ? [{ place, kind: 'a tab (one line)', value: 'x\ty' }] : []),
]);

describe('broken text is refused with 400 at every place, naming the field, and changes nothing', () => {
  test('the places cover the 23 of the review', () => {
    const names = new Set(PLACES.map((place) => place.name));
    expect(names.size).toBe(PLACES.length);
    expect(PLACES.length).toBeGreaterThanOrEqual(30);
  });

  test.each(cases.map((c) => [c.place.name, c.kind, c] as const))(
    '%s with %s',
    async (_name, _kind, { place, value }) => {
      const before = await databaseSnapshot(t.database.db);
      const response = await send(place.who, place.request(value));
      expect(response.statusCode, response.body).toBe(400);
      const problem = response.json();
      expect(problem.code).toBe('VALIDATION_FAILED');
      const field = Object.keys(problem.errors).find((key) => key === place.field || key.startsWith(`${place.field}.`));
      expect(field, JSON.stringify(problem.errors)).toBeDefined();
      expect(problem.fields[field!]).toContainEqual(expect.objectContaining({ code: 'invalid_characters' }));
      expect(problem.detail).toMatch(/character U\+[0-9A-F]{4}/);
      expect(await databaseSnapshot(t.database.db)).toEqual(before);
    },
  );

  test('the same requests with clean text are not refused for their text (the places are real)', async () => {
    for (const place of PLACES.filter(
      (p) => p.name.startsWith('PUT /users') || p.name === 'GET /gigs?search=' || p.name === 'POST /messages desc',
    )) {
      const response = await send(place.who, place.request('fine'));
      expect(response.statusCode, `${place.name}: ${response.body}`).toBeLessThan(300);
    }
  });
});
