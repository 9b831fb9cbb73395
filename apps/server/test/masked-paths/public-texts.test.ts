import { CONTACT_MASK_TOKEN } from '@inkwell/domain/integrity/contact-masking';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import { as, storedGig } from '../fixtures/bids.ts';
import { MINIMAL_PDF } from '../fixtures/files.ts';
import { buildGig, buyerSession, gigMultipart, postGig, sellerSession } from '../fixtures/gigs.ts';
import { completedOrder } from '../fixtures/orders.ts';
import { operatorGet, report } from '../fixtures/reports.ts';
import { operatorSession } from '../fixtures/settlements.ts';
import { buildRegistration, createTestApp, type Session, type TestApp } from '../test-app.ts';

/**
 * Decision 054, the texts anyone may read: a gig's discount condition and document name, every
 * public profile field, reviews and report details. Each is written with contact details by its
 * author, read masked by visitors, the other party and the author (as messages are), and read as
 * written by an operator on the report case.
 */

let t: TestApp;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp();
  operator = await operatorSession(t.app, t.database.db);
});
afterAll(() => t.close());

const CONTACT = 'reach me at john.smith@gmail.com or +44 7700 900123';
const MASKED = `reach me at ${CONTACT_MASK_TOKEN} or ${CONTACT_MASK_TOKEN}`;
const leaks = (body: string) => body.includes('john.smith@gmail.com') || body.includes('7700 900123');

/** GET `url` as a visitor and as each session: every answer 200 and without the contact details. */
async function readMasked(url: string, sessions: Session[]) {
  for (const session of [null, ...sessions]) {
    const answer = await as(t.app, session)({ method: 'GET', url });
    expect(answer.statusCode, url).toBe(200);
    expect(leaks(answer.body), `${url} as ${session?.user.username ?? 'a visitor'}`).toBe(false);
  }
}

/** An operator's case of a report on the item, made by `reporter`. */
async function operatorCase(reporter: Session, targetType: string, targetId: string, details = '') {
  const made = await report(reporter, t.app, { targetType, targetId, reason: 'contact_outside', details });
  expect(made.statusCode).toBe(201);
  const opened = await operatorGet(operator, t.app, `/reports/${made.json()._id}`);
  expect(opened.statusCode).toBe(200);
  return opened.json();
}

describe('gig texts', () => {
  test('discount condition and document name: masked for all, the seller too; operators read both', async () => {
    const [seller, buyer] = await Promise.all([sellerSession(t.app), buyerSession(t.app)]);
    const form = buildGig({ discountEnabled: true, discountAmount: 5, discountCondition: CONTACT });
    const created = await seller.request({
      method: 'POST',
      url: '/api/gigs',
      ...gigMultipart(form, [
        { field: 'document', filename: 'john.smith@gmail.com.pdf', type: 'application/pdf', data: MINIMAL_PDF },
      ]),
    });
    expect(created.statusCode).toBe(201);
    const gig = created.json();
    expect(gig).toMatchObject({ discountCondition: MASKED, textMasked: true });
    expect(gig.document.name).not.toContain('john.smith');
    expect(leaks(created.body)).toBe(false);
    await readMasked(`/api/gigs/single/${gig._id}`, [buyer, seller]);
    const download = await t.app.inject({ method: 'GET', url: `/api/gigs/${gig._id}/document` });
    expect(download.statusCode).toBe(200);
    expect(String(download.headers['content-disposition'])).not.toContain('john.smith');
    expect((await storedGig(t.database.db, gig._id)).originalText).toEqual({ discountCondition: CONTACT });

    const item = await operatorCase(buyer, 'gig', gig._id);
    expect(item.gig.originalText).toEqual({ discountCondition: CONTACT });
  });

  test('a patch of the condition masks it, keeps other originals; visitors, other sellers change nothing', async () => {
    const [seller, other] = await Promise.all([sellerSession(t.app), sellerSession(t.app)]);
    const gig = await postGig(seller, { desc: `${buildGig().desc} ${CONTACT}` });
    const url = `/api/gigs/${gig._id}`;
    const payload = { discountEnabled: true, discountAmount: 5, discountCondition: CONTACT };
    expect((await t.app.inject({ method: 'PATCH', url, payload })).statusCode).toBe(401);
    expect((await other.request({ method: 'PATCH', url, payload })).statusCode).toBe(403);
    expect((await storedGig(t.database.db, gig._id)).discountCondition).toBe('');
    const patched = await seller.request({ method: 'PATCH', url, payload });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().discountCondition).toBe(MASKED);
    expect((await storedGig(t.database.db, gig._id)).originalText).toEqual({
      desc: `${buildGig().desc} ${CONTACT}`,
      discountCondition: CONTACT,
    });
  });
});

const PROFILE = {
  fullName: 'Amy john.smith@gmail.com',
  bio: CONTACT,
  desc: CONTACT,
  languages: ['English', CONTACT],
  education: [{ institution: 'Oxford', qualification: CONTACT }],
  certifications: [{ title: 'Editor', credentialId: '+44 7700 900123', url: 'https://wa.me/447700900123' }],
  hobbies: [CONTACT],
  experience: [CONTACT],
  social: { linkedin: 'https://www.linkedin.com/in/john-smith', website: 'https://amy.example.com/' },
  phone: '+44 7700 900123',
  showContact: false,
};

describe('profile texts', () => {
  test('every public field is masked for all, the owner too; the phone stays as the owner wrote it', async () => {
    const [me, reader] = await Promise.all([sellerSession(t.app), buyerSession(t.app)]);
    const url = `/api/users/${me.user._id}`;
    const saved = await me.request({ method: 'PUT', url, payload: PROFILE });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      fullName: `Amy ${CONTACT_MASK_TOKEN}`,
      bio: MASKED,
      desc: MASKED,
      languages: ['English', MASKED],
      education: [{ institution: 'Oxford', qualification: MASKED }],
      certifications: [{ title: 'Editor', credentialId: CONTACT_MASK_TOKEN, url: '' }],
      hobbies: [MASKED],
      experience: [MASKED],
      social: { linkedin: '', website: 'https://amy.example.com/' },
      // The owner's own contact field, as they typed it (shown to others only with showContact on).
      phone: '+44 7700 900123',
    });
    await readMasked(url, [reader]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user._id));
    expect(row!.originalText).toMatchObject({ fullName: PROFILE.fullName, bio: CONTACT, social: PROFILE.social });

    const item = await operatorCase(reader, 'user', me.user._id);
    expect(item.user.originalText).toMatchObject({ bio: CONTACT, desc: CONTACT, hobbies: [CONTACT] });
    expect(item.user.desc).toBe(MASKED);

    // A later edit of one field replaces its original only; a clean one drops it.
    await me.request({ method: 'PUT', url, payload: { bio: 'Historian.' } });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, me.user._id));
    expect(after!.originalText).not.toHaveProperty('bio');
    expect(after!.originalText).toHaveProperty('desc', CONTACT);
  });

  test('visitors and other people cannot write a profile: 401, 403 and nothing stored', async () => {
    const [me, other] = await Promise.all([sellerSession(t.app), buyerSession(t.app)]);
    const url = `/api/users/${me.user._id}`;
    expect((await t.app.inject({ method: 'PUT', url, payload: { bio: CONTACT } })).statusCode).toBe(401);
    expect((await other.request({ method: 'PUT', url, payload: { bio: CONTACT } })).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user._id));
    expect(row).toMatchObject({ bio: '', originalText: null });
  });

  test("a seller's description is masked at registration and when a buyer becomes a seller", async () => {
    const registration = buildRegistration({ isSeller: true, desc: CONTACT });
    const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration });
    expect(registered.statusCode).toBe(201);
    expect(leaks(registered.body)).toBe(false);
    await readMasked(`/api/users/${registered.json()._id}`, []);

    const buyer = await buyerSession(t.app);
    const payload = { phone: '+44 20 7946 0001', desc: CONTACT };
    expect((await t.app.inject({ method: 'POST', url: '/api/users/me/seller', payload })).statusCode).toBe(401);
    const became = await buyer.request({ method: 'POST', url: '/api/users/me/seller', payload });
    expect(became.statusCode).toBe(200);
    expect(leaks(became.body)).toBe(false);
    await readMasked(`/api/users/${buyer.user._id}`, [buyer]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, buyer.user._id));
    expect(row).toMatchObject({ desc: MASKED, phone: '+44 20 7946 0001', originalText: { desc: CONTACT } });
  });
});

describe('reviews and reports', () => {
  test('review comments are masked on every public list; only the two parties may write one', async () => {
    const { people, bid, gig } = await completedOrder(t.app);
    const review = { stars: 5, satisfaction: 'excellent', comment: CONTACT, bidId: bid._id };
    expect((await t.app.inject({ method: 'POST', url: '/api/user-reviews', payload: review })).statusCode).toBe(401);
    expect(
      (await people.otherSeller.request({ method: 'POST', url: '/api/user-reviews', payload: review })).statusCode,
    ).toBe(403);
    const ofBuyer = await people.owner.request({ method: 'POST', url: '/api/user-reviews', payload: review });
    expect(ofBuyer.statusCode).toBe(201);
    expect(ofBuyer.json().comment).toBe(MASKED);
    const ofGig = await people.buyer.request({ method: 'POST', url: '/api/gig-reviews', payload: review });
    expect(ofGig.statusCode).toBe(201);
    expect(ofGig.json().comment).toBe(MASKED);
    for (const url of [
      `/api/user-reviews/${people.buyer.user._id}`,
      `/api/gig-reviews/gig/${gig._id}`,
      `/api/gig-reviews/seller/${people.owner.user._id}`,
    ])
      await readMasked(url, [people.owner, people.buyer]);
  });

  test("a report's details are masked for the reporter; the operator reads them as written", async () => {
    const [seller, reporter] = await Promise.all([sellerSession(t.app), buyerSession(t.app)]);
    const gig = await postGig(seller);
    const payload = { targetType: 'gig', targetId: gig._id, reason: 'other', details: CONTACT };
    expect((await report(null, t.app, payload)).statusCode).toBe(401);
    expect((await report(seller, t.app, payload)).statusCode).toBe(403);
    const item = await operatorCase(reporter, 'gig', gig._id, CONTACT);
    expect(item.report).toMatchObject({ details: MASKED, originalDetails: CONTACT });
    const mine = item.reports.find((entry: { _id: string }) => entry._id === item.report._id);
    expect(mine).toMatchObject({ details: MASKED, originalDetails: CONTACT });
  });
});
