import { HONOR_CODE_VERSION } from '@inkwell/domain/integrity/integrity.constants';
import { CurrentUser } from '@inkwell/domain/users/user.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/schema/users.ts';
import {
  buildRegistration,
  createTestApp,
  login,
  registerAndLogin,
  type Session,
  type TestApp,
} from '../../../test/test-app.ts';
import { buildGig, postGig } from '../../../test/fixtures/gigs.ts';
import { as, buildBid, cast } from '../../../test/fixtures/bids.ts';
import { deliver, paidOrder, uploadFile } from '../../../test/fixtures/orders.ts';

/**
 * The honor code is accepted at registration, again when its version moves; bids, deliveries and new gigs wait for it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accept = (session: Session | null, body: unknown) =>
  as(t.app, session)({ method: 'POST', url: '/api/users/me/honor-code', payload: body as Record<string, unknown> });
/** As if the code's version had moved past what this person accepted. */
const forgetHonorCode = (session: Session) =>
  t.database.db
    .update(users)
    .set({ honorCodeVersion: 0, honorCodeAcceptedAt: null })
    .where(eq(users.id, session.user._id));
const me = async (session: Session) =>
  CurrentUser.strict().parse((await session.request({ method: 'GET', url: '/api/auth/me' })).json());

describe('registration', () => {
  test('without the ticked checkbox it is 400 HONOR_CODE_REQUIRED on the field, and no account is made', async () => {
    for (const acceptHonorCode of [undefined, false]) {
      const registration = buildRegistration({ acceptHonorCode });
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'HONOR_CODE_REQUIRED',
        detail: expect.any(String),
        fields: { acceptHonorCode: [{ code: 'HONOR_CODE_REQUIRED' }] },
      });
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { username: registration.username, password: registration.password },
          })
        ).statusCode,
      ).toBe(401);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: buildRegistration({ acceptHonorCode: 'yes' }),
        })
      ).statusCode,
    ).toBe(400);
  });

  test('with it, the version is stored and /auth/me reports it', async () => {
    const person = await registerAndLogin(t.app);
    expect((await me(person)).honorCodeVersion).toBe(HONOR_CODE_VERSION);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.user._id));
    expect(row!.honorCodeAcceptedAt).toBeInstanceOf(Date);
  });
});

describe('POST /api/users/me/honor-code', () => {
  test('visitors 401; a bad body 400; an old version 409 HONOR_CODE_VERSION_OUTDATED; current is kept', async () => {
    const person = await registerAndLogin(t.app);
    await forgetHonorCode(person);
    expect((await accept(null, { version: HONOR_CODE_VERSION })).statusCode).toBe(401);
    for (const body of [{}, { version: 'one' }, { version: 0 }, { version: 1.5 }]) {
      expect((await accept(person, body)).json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
    expect((await accept(person, { version: HONOR_CODE_VERSION + 1 })).json()).toMatchObject({
      status: 409,
      code: 'HONOR_CODE_VERSION_OUTDATED',
    });
    expect((await me(person)).honorCodeVersion).toBe(0);
    const accepted = await accept(person, { version: HONOR_CODE_VERSION });
    expect(accepted.statusCode).toBe(200);
    expect(CurrentUser.strict().parse(accepted.json()).honorCodeVersion).toBe(HONOR_CODE_VERSION);
    expect((await me(person)).honorCodeVersion).toBe(HONOR_CODE_VERSION);
  });

  test("one person's acceptance is theirs only", async () => {
    const [a, b] = [await registerAndLogin(t.app), await registerAndLogin(t.app)];
    await Promise.all([forgetHonorCode(a), forgetHonorCode(b)]);
    await accept(a, { version: HONOR_CODE_VERSION });
    expect((await me(b)).honorCodeVersion).toBe(0);
  });
});

describe('until the current code is accepted', () => {
  test(
    'placing a bid, delivering and publishing a gig are 403 ' +
      'HONOR_CODE_NOT_ACCEPTED; after accepting, they go through',
    async () => {
      const people = await cast(t.app);
      const { bid } = await paidOrder(t.app, people);
      const gig = await postGig(people.owner);
      const file = await uploadFile(people.owner, 'final.pdf');
      await Promise.all([forgetHonorCode(people.owner), forgetHonorCode(people.otherBuyer)]);
      // The session cache keeps people for a moment: sign in again to read the changed row.
      const [owner, buyer] = [
        await login(t.app, people.owner.user.username, 'correct horse battery'),
        await login(t.app, people.otherBuyer.user.username, 'correct horse battery'),
      ];

      const bidRefused = await buyer.request({ method: 'POST', url: '/api/bids', payload: buildBid(gig) });
      expect(bidRefused.json()).toMatchObject({ status: 403, code: 'HONOR_CODE_NOT_ACCEPTED' });
      const deliveryRefused = await deliver(owner, t.app, bid._id, { message: 'Here it is.', files: [file._id] });
      expect(deliveryRefused.json()).toMatchObject({ status: 403, code: 'HONOR_CODE_NOT_ACCEPTED' });
      const gigRefused = await owner.request({ method: 'POST', url: '/api/gigs', payload: buildGig() });
      expect(gigRefused.json()).toMatchObject({ status: 403, code: 'HONOR_CODE_NOT_ACCEPTED' });

      await accept(buyer, { version: HONOR_CODE_VERSION });
      await accept(owner, { version: HONOR_CODE_VERSION });
      expect((await buyer.request({ method: 'POST', url: '/api/bids', payload: buildBid(gig) })).statusCode).toBe(201);
      expect((await deliver(owner, t.app, bid._id, { message: 'Here it is.', files: [file._id] })).statusCode).toBe(
        200,
      );
      expect((await owner.request({ method: 'POST', url: '/api/gigs', payload: buildGig() })).statusCode).toBe(201);
    },
  );

  test('a new gig without a purpose, or with an unknown one, is 400 with the field named', async () => {
    const seller = await registerAndLogin(t.app, { isSeller: true });
    for (const purpose of [undefined, 'ghostwriting']) {
      const response = await seller.request({ method: 'POST', url: '/api/gigs', payload: buildGig({ purpose }) });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.purpose).toBeDefined();
    }
    const gig = await postGig(seller, { purpose: 'research_help' });
    expect(gig.purpose).toBe('research_help');
    const edited = await seller.request({
      method: 'PATCH',
      url: `/api/gigs/${gig._id}`,
      payload: { purpose: 'editing' },
    });
    expect(edited.json().purpose).toBe('editing');
    expect(
      (await seller.request({ method: 'PATCH', url: `/api/gigs/${gig._id}`, payload: { purpose: 'essays' } }))
        .statusCode,
    ).toBe(400);
  });
});
