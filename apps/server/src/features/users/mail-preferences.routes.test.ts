import { MailPreferences } from '@inkwell/domain/mail/mail-preferences.schema';
import { MAIL_TOPICS } from '@inkwell/domain/mail/mail.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';
import { as, placeBid } from '../../../test/fixtures/bids.ts';
import { buyerSession, postGig, sellerSession } from '../../../test/fixtures/gigs.ts';

const PUBLIC_URL = 'https://inkwell.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

const ALL_ON = Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, true]));
const getPrefs = (session: Session | null) =>
  as(t.app, session)({ method: 'GET', url: '/api/users/me/mail-preferences' });
const putPrefs = (session: Session | null, payload: unknown) =>
  as(
    t.app,
    session,
  )({
    method: 'PUT',
    url: '/api/users/me/mail-preferences',
    payload: payload as Record<string, unknown>,
    headers: { origin: PUBLIC_URL },
  });
const optOutsOf = async (userId: string) =>
  (await t.database.db.select({ optOuts: users.mailOptOuts }).from(users).where(eq(users.id, userId)))[0]!.optOuts;

describe('GET and PUT /api/users/me/mail-preferences', () => {
  test('a visitor is asked to sign in', async () => {
    expect((await getPrefs(null)).statusCode).toBe(401);
    expect((await putPrefs(null, { topics: { bid_placed: false } })).statusCode).toBe(401);
  });

  test("every topic is on at first; a change touches only the topics sent, and only the caller's", async () => {
    const [me, other] = await Promise.all([registerAndLogin(t.app), registerAndLogin(t.app)]);
    const first = await getPrefs(me);
    expect(first.statusCode).toBe(200);
    expect(MailPreferences.strict().parse(first.json())).toEqual({ topics: ALL_ON });

    const off = await putPrefs(me, { topics: { bid_placed: false, message_digest: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ topics: { ...ALL_ON, bid_placed: false, message_digest: false } });
    expect((await getPrefs(me)).json()).toEqual(off.json());
    expect(await optOutsOf(me.user._id)).toEqual(['bid_placed', 'message_digest']);

    const back = await putPrefs(me, { topics: { bid_placed: true, order_dispute: false } });
    expect(back.json()).toEqual({ topics: { ...ALL_ON, message_digest: false, order_dispute: false } });
    expect(await optOutsOf(me.user._id)).toEqual(['message_digest', 'order_dispute']);
    expect((await putPrefs(me, { topics: {} })).json()).toEqual(back.json());

    expect((await getPrefs(other)).json()).toEqual({ topics: ALL_ON });
    expect(await optOutsOf(other.user._id)).toEqual([]);
  });

  test('an unknown topic or a value not true/false is 400 saying what is wrong, and changes nothing', async () => {
    const me = await registerAndLogin(t.app);
    await putPrefs(me, { topics: { order_completed: false } });
    for (const body of [
      { topics: { bid_placed: false, newsletters: false } },
      { topics: { bid_placed: 'no' } },
      { topics: 'all' },
      {},
    ]) {
      const response = await putPrefs(me, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const unknown = await putPrefs(me, { topics: { newsletters: false } });
    expect(JSON.stringify(unknown.json())).toContain('There is no mail topic newsletters');
    expect(await optOutsOf(me.user._id)).toEqual(['order_completed']);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  /** A gig's owner with the mail of a bid on it, and that mail's unsubscribe token. */
  async function mailed() {
    const owner = await sellerSession(t.app);
    const buyer = await buyerSession(t.app);
    const gig = await postGig(owner);
    await placeBid(buyer, gig);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.userId, owner.user._id), eq(mailOutbox.topic, 'bid_placed')));
    return { owner, gig, token: mail!.unsubscribeToken! };
  }
  const oneClick = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: 'List-Unsubscribe=One-Click',
    });

  test("the mail client's POST, with no session and from another origin, turns the mail's topic off", async () => {
    const { owner, gig, token } = await mailed();
    const described = await t.app.inject({ method: 'GET', url: `/api/mail/unsubscribe?token=${token}` });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toEqual({ topic: 'bid_placed' });
    expect(await optOutsOf(owner.user._id)).toEqual([]);

    const response = await oneClick(token, { origin: 'https://mail.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ topic: 'bid_placed', unsubscribed: true });
    expect(await optOutsOf(owner.user._id)).toEqual(['bid_placed']);
    expect((await getPrefs(owner)).json().topics).toMatchObject({ bid_placed: false, bid_decided: true });
    // Again is fine; and the next bid is not mailed.
    expect((await oneClick(token)).statusCode).toBe(200);
    expect(await optOutsOf(owner.user._id)).toEqual(['bid_placed']);
    await placeBid(await buyerSession(t.app), gig);
    expect(
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.userId, owner.user._id), eq(mailOutbox.topic, 'bid_placed'))),
    ).toHaveLength(1);
  });

  test("the page's button (same origin, JSON) works too", async () => {
    const { owner, token } = await mailed();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?token=${token}`,
      headers: { origin: PUBLIC_URL },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(await optOutsOf(owner.user._id)).toEqual(['bid_placed']);
  });

  test('the one-click POST may be multipart form data, or bodiless (RFC 8058 allows both encodings)', async () => {
    const boundary = '----unsubscribe-boundary';
    const multipart =
      `--${boundary}\r\nContent-Disposition: form-data; ` +
      `name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const first = await mailed();
    const asForm = await t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?token=${first.token}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart,
    });
    expect(asForm.statusCode, asForm.body).toBe(200);
    expect(await optOutsOf(first.owner.user._id)).toEqual(['bid_placed']);
    const second = await mailed();
    const bare = await t.app.inject({ method: 'POST', url: `/api/mail/unsubscribe?token=${second.token}` });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(await optOutsOf(second.owner.user._id)).toEqual(['bid_placed']);
  });

  test('a forged or missing token is refused and changes nothing', async () => {
    const { owner } = await mailed();
    for (const token of ['forged-token-that-no-mail-carries', 'x'.repeat(32)]) {
      const posted = await oneClick(token);
      expect(posted.statusCode).toBe(404);
      expect(posted.json().detail).toBe('This unsubscribe link is not valid.');
      expect((await t.app.inject({ method: 'GET', url: `/api/mail/unsubscribe?token=${token}` })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/mail/unsubscribe', payload: {} })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/mail/unsubscribe?token=' })).statusCode).toBe(400);
    expect(await optOutsOf(owner.user._id)).toEqual([]);
  });

  test('the origin check still refuses every other state-changing request from another site', async () => {
    const me = await registerAndLogin(t.app);
    const response = await me.request({
      method: 'PUT',
      url: '/api/users/me/mail-preferences',
      payload: { topics: { bid_placed: false } },
      headers: { origin: 'https://mail.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_ORIGIN_REFUSED');
    expect(await optOutsOf(me.user._id)).toEqual([]);
  });
});
