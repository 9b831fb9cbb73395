import { HONOR_CODE_VERSION } from '@inkwell/domain/integrity/integrity.constants';
import { PASSWORD } from './route-matrix.scenes.ts';
import { type Row, ANYONE, SIGNED_IN, SIGN_IN, NOT_THEIRS, publicGet, ownGet } from './route-matrix.rows.shared.ts';

/** The route matrix's rows: accounts (signing up and in, the account page, the honor code, recovery, email). */
export const ACCOUNTS_ROWS: readonly Row[] = [
  // Accounts.
  {
    route: 'POST /api/auth/register',
    scene: 'people',
    url: '/api/auth/register',
    body: {
      username: '{unique}',
      email: '{unique}@example.com',
      password: PASSWORD,
      img: '',
      country: 'GB',
      isSeller: false,
      desc: '',
      phone: '',
      acceptHonorCode: true,
    },
    allow: ANYONE,
  },
  {
    route: 'POST /api/auth/login',
    scene: 'people',
    url: '/api/auth/login',
    body: { username: '{strangerName}', password: PASSWORD },
    allow: ANYONE,
  },
  { route: 'POST /api/auth/logout', scene: 'people', url: '/api/auth/logout', allow: ANYONE, freshSession: true },
  {
    route: 'POST /api/auth/logout-all',
    scene: 'people',
    url: '/api/auth/logout-all',
    allow: SIGNED_IN,
    deny: SIGN_IN,
    freshSession: true,
  },
  ownGet('GET /api/auth/me', '/api/auth/me'),
  // The account page: one's devices, data and liked gigs; another person's session does not exist.
  ownGet('GET /api/auth/sessions', '/api/auth/sessions'),
  {
    route: 'DELETE /api/auth/sessions/:id',
    scene: 'people',
    url: '/api/auth/sessions/0193f1d2-0000-7000-8000-000000000000',
    allow: [],
    deny: NOT_THEIRS,
  },
  ownGet('GET /api/users/me/export', '/api/users/me/export'),
  ownGet('GET /api/gigs/liked', '/api/gigs/liked'),
  // Becoming a seller with a phone that is not one, deleting the account
  // with a wrong password: refused for everyone, nothing changes.
  {
    route: 'POST /api/users/me/seller',
    scene: 'people',
    url: '/api/users/me/seller',
    body: { phone: 'not a phone', desc: '' },
    allow: [],
    deny: { visitor: 401, rest: 400 },
  },
  // Accepting the honor code's current version (everyone signed in has; accepting again only moves the date).
  {
    route: 'POST /api/users/me/honor-code',
    scene: 'people',
    url: '/api/users/me/honor-code',
    body: { version: HONOR_CODE_VERSION },
    allow: SIGNED_IN,
    deny: SIGN_IN,
  },
  {
    route: 'DELETE /api/users/me',
    scene: 'people',
    url: '/api/users/me',
    body: { password: 'not the password' },
    allow: [],
    deny: { visitor: 401, rest: 400 },
  },
  // Stopping selling: buyers are not sellers (409), the owner has a paid order under way (409); the unrelated seller
  // may. It hides that seller's gigs, so it runs with the rows that end sessions, after every other.
  {
    route: 'DELETE /api/users/me/seller',
    scene: 'paidOrder',
    url: '/api/users/me/seller',
    allow: ['seller'],
    deny: { visitor: 401, rest: 409 },
    freshSession: true,
  },
  // Recovery and verification answer anyone alike; a made-up token or a wrong current password changes nothing.
  {
    route: 'POST /api/auth/password/forgot',
    scene: 'people',
    url: '/api/auth/password/forgot',
    body: { email: '{unique}@example.com' },
    allow: ANYONE,
  },
  {
    route: 'POST /api/auth/password/reset',
    scene: 'people',
    url: '/api/auth/password/reset',
    body: { token: 'made-up-token', password: 'lantern meadow quarry 42' },
    allow: [],
    deny: { rest: 400 },
  },
  {
    route: 'POST /api/auth/password/change',
    scene: 'people',
    url: '/api/auth/password/change',
    body: { currentPassword: 'not the password', newPassword: 'lantern meadow quarry 42' },
    allow: [],
    deny: { visitor: 401, rest: 400 },
  },
  {
    route: 'POST /api/auth/email/verify',
    scene: 'people',
    url: '/api/auth/email/verify',
    body: { token: 'made-up-token' },
    allow: [],
    deny: { rest: 400 },
  },
  {
    route: 'POST /api/auth/email/resend',
    scene: 'people',
    url: '/api/auth/email/resend',
    allow: SIGNED_IN,
    deny: SIGN_IN,
  },
  // The email change: the request with the right password (every role's is PASSWORD) is each signed-in person's
  // own; the mailed links' made-up tokens change nothing for anyone.
  ownGet('GET /api/auth/email/change', '/api/auth/email/change'),
  {
    route: 'POST /api/auth/email/change',
    scene: 'people',
    url: '/api/auth/email/change',
    body: { password: PASSWORD, email: '{unique}@example.org' },
    allow: SIGNED_IN,
    deny: SIGN_IN,
  },
  {
    route: 'POST /api/auth/email/change/confirm',
    scene: 'people',
    url: '/api/auth/email/change/confirm',
    body: { token: 'made-up-token' },
    allow: [],
    deny: { rest: 400 },
  },
  {
    route: 'POST /api/auth/email/change/cancel',
    scene: 'people',
    url: '/api/auth/email/change/cancel',
    body: { token: 'made-up-token' },
    allow: [],
    deny: { rest: 400 },
  },
  {
    route: 'PUT /api/auth/me/language',
    scene: 'people',
    url: '/api/auth/me/language',
    body: { language: 'en' },
    allow: SIGNED_IN,
    deny: SIGN_IN,
  },
  publicGet('GET /api/auth/session', 'people', '/api/auth/session'),
  publicGet('GET /api/users/:id', 'people', '/api/users/{owner}'),
  {
    route: 'PUT /api/users/:id',
    scene: 'people',
    url: '/api/users/{owner}',
    body: { bio: 'Economics tutor.' },
    allow: ['owner'],
    deny: { visitor: 401, rest: 403 },
  },
  // The email is not changed here, not even by the owner (400 EMAIL_NOT_CHANGEABLE): POST /api/auth/email/change.
  {
    route: 'PUT /api/users/:id',
    case: 'an email in the body',
    scene: 'people',
    url: '/api/users/{owner}',
    body: { email: '{unique}@example.org' },
    allow: [],
    deny: { visitor: 401, owner: 400, rest: 403 },
  },
  publicGet('GET /api/users/:id/seller-facts', 'people', '/api/users/{owner}/seller-facts'),
  ownGet('GET /api/users/me/mail-preferences', '/api/users/me/mail-preferences'),
  {
    route: 'PUT /api/users/me/mail-preferences',
    scene: 'people',
    url: '/api/users/me/mail-preferences',
    body: { topics: { bid_placed: false } },
    allow: SIGNED_IN,
    deny: SIGN_IN,
  },
  // The one-click unsubscribe needs no session (the token is the proof): a token no mail carries is 404 for everyone.
  {
    route: 'GET /api/mail/unsubscribe',
    scene: 'people',
    url: '/api/mail/unsubscribe?token=forged-{unique}',
    allow: [],
    deny: { rest: 404 },
  },
  {
    route: 'POST /api/mail/unsubscribe',
    scene: 'people',
    url: '/api/mail/unsubscribe?token=forged-{unique}',
    allow: [],
    deny: { rest: 404 },
  },
];
