import { HONOR_CODE_VERSION } from '@inkwell/domain/integrity/integrity.constants';
import { TEST_CARDS } from '@inkwell/domain/payments/card.rules';
import { BRIEF, PROPOSAL, REVIEW } from '../fixtures/bids.ts';
import { CARD } from '../fixtures/payments.ts';
import { REASON } from '../fixtures/settlements.ts';
import { PASSWORD, type Role, type SceneName } from './route-matrix.scenes.ts';

/**
 * One row per registered route (more when one route answers differently for two resources): who may
 * get a 2xx, and what everyone else gets. Data only: the test (route-matrix.test.ts) fails when a
 * route the app registers has no row, or a row names a route that no longer exists. A HEAD route
 * follows the row of its GET. How to add a route: docs/decisions/019-route-matrix.md.
 *
 * Roles (route-matrix.scenes.ts): visitor (not signed in), buyer and seller (unrelated accounts with
 * a gig and a bid of their own), stranger (signed in, nothing), owner (the seller whose gig, order,
 * conversation, file or notification it is), other (the buyer of that order, the bidder, the partner),
 * operator (decides disputes).
 */
export interface Row {
  /** `METHOD /path` exactly as Fastify registered it. */
  route: string;
  /** What the row is about when a route has several rows. */
  case?: string;
  /** The resources the call needs (route-matrix.scenes.ts). */
  scene: SceneName;
  /** The address; {name} is filled from the scene ({gig}, {bid}, {owner}, {file}...; {unique} is new each call). */
  url: string;
  /** JSON body with {name} fields filled the same way, or a multipart file. */
  body?: Record<string, unknown> | { multipart: 'image' | 'pdf' };
  /** The roles that may get a 2xx. */
  allow: readonly Role[];
  /** The status every other role gets; `rest` for those not named. */
  deny?: Partial<Record<Role | 'rest', number>>;
  /** The allowed answer when it is not a 2xx (a redirect). */
  allowStatus?: number;
  /** Each allowed call gets a scene of its own (an allowed write changes what it acts on). */
  fresh?: boolean;
  /** The route ends sessions: each role signs in anew for it, and these rows run last. */
  freshSession?: boolean;
  /** A live stream: called over HTTP and cut once the status is known. */
  stream?: boolean;
}

const ANYONE: readonly Role[] = ['visitor', 'buyer', 'seller', 'stranger', 'owner', 'other', 'operator'];
const SIGNED_IN: readonly Role[] = ['buyer', 'seller', 'stranger', 'owner', 'other', 'operator'];
const SELLERS: readonly Role[] = ['seller', 'owner'];
const BOTH: readonly Role[] = ['owner', 'other'];

const SIGN_IN = { visitor: 401 } as const;
/** Someone else's order, bid, conversation or file: it does not exist for them. */
const NOT_THEIRS = { visitor: 401, rest: 404 } as const;

const publicGet = (route: string, scene: SceneName, url: string): Row => ({ route, scene, url, allow: ANYONE });
const ownGet = (route: string, url: string): Row => ({ route, scene: 'people', url, allow: SIGNED_IN, deny: SIGN_IN });

export const ROWS: readonly Row[] = [
  // Health, docs and the web app: public.
  publicGet('GET /api/health', 'people', '/api/health'),
  publicGet('GET /api/ready', 'people', '/api/ready'),
  // Prometheus metrics: the matrix runs without METRICS_TOKEN, so 404
  // for everyone (features/metrics tests the token's 401 and 200).
  { route: 'GET /metrics', scene: 'people', url: '/metrics', allow: [], deny: { rest: 404 } },
  publicGet('GET /api/openapi.json', 'people', '/api/openapi.json'),
  publicGet('GET /api/docs', 'people', '/api/docs'),
  // swagger-ui registers its page's HEAD with a trailing slash, and no GET of that address.
  { route: 'HEAD /api/docs/', scene: 'people', url: '/api/docs/', allow: ANYONE },
  {
    route: 'GET /api/docs/static/index.html',
    scene: 'people',
    url: '/api/docs/static/index.html',
    allow: ANYONE,
    allowStatus: 302,
  },
  publicGet('GET /api/docs/static/swagger-initializer.js', 'people', '/api/docs/static/swagger-initializer.js'),
  publicGet('GET /api/docs/static/*', 'people', '/api/docs/static/swagger-ui.css'),
  publicGet('GET /api/docs/json', 'people', '/api/docs/json'),
  publicGet('GET /api/docs/yaml', 'people', '/api/docs/yaml'),
  publicGet('GET /', 'people', '/'),
  publicGet('GET /*', 'people', '/assets/matrix.js'),
  publicGet('GET /gigs', 'people', '/gigs'),
  publicGet('GET /gig/:id', 'pendingBid', '/gig/{gig}'),
  publicGet('GET /profile/:id', 'people', '/profile/{owner}'),
  publicGet('GET /robots.txt', 'people', '/robots.txt'),
  publicGet('GET /sitemap.xml', 'pendingBid', '/sitemap.xml'),
  publicGet('GET /sitemap-pages.xml', 'people', '/sitemap-pages.xml'),
  publicGet('GET /sitemap-gigs-:page.xml', 'pendingBid', '/sitemap-gigs-1.xml'),
  publicGet('GET /uploads/:file', 'upload', '{upload}'),
  publicGet('GET /uploads/w:width/:file', 'upload', '/uploads/w320/{uploadName}'),
  // The dev inbox (features/mail) shows everyone's mail to anyone who can reach a development server:
  // the matrix runs as production does, with it off, so it is 404 for everyone (its own tests turn it on).
  { route: 'GET /dev/mail', scene: 'people', url: '/dev/mail', allow: [], deny: { rest: 404 } },
  { route: 'GET /dev/mail.json', scene: 'people', url: '/dev/mail.json', allow: [], deny: { rest: 404 } },
  { route: 'GET /dev/mail.css', scene: 'people', url: '/dev/mail.css', allow: [], deny: { rest: 404 } },
  {
    route: 'GET /dev/mail/:id',
    scene: 'people',
    url: '/dev/mail/2026-01-01T00-00-00-000Z_01900000-0000-7000-8000-00000000abcd',
    allow: [],
    deny: { rest: 404 },
  },
  {
    route: 'GET /dev/mail/:id/html',
    scene: 'people',
    url: '/dev/mail/2026-01-01T00-00-00-000Z_01900000-0000-7000-8000-00000000abcd/html',
    allow: [],
    deny: { rest: 404 },
  },

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

  // Pictures and private files.
  { route: 'POST /api/uploads', scene: 'people', url: '/api/uploads', body: { multipart: 'image' }, allow: ANYONE },
  {
    route: 'POST /api/files',
    scene: 'people',
    url: '/api/files',
    body: { multipart: 'pdf' },
    allow: SIGNED_IN,
    deny: SIGN_IN,
  },
  {
    route: 'GET /api/files/:id',
    case: 'a file the owner sent in the conversation (the pair has a disputed order, so the operator reads it)',
    scene: 'conversation',
    url: '/api/files/{file}',
    allow: ['owner', 'other', 'operator'],
    deny: { rest: 404 },
  },
  {
    route: 'GET /api/files/:id',
    case: 'a file the owner gave nobody',
    scene: 'unsharedFile',
    url: '/api/files/{file}',
    allow: ['owner'],
    deny: { rest: 404 },
  },
  {
    route: 'GET /api/files/:id',
    case: 'a delivered file of an order not in dispute',
    scene: 'deliveredOrder',
    url: '/api/files/{file}',
    allow: BOTH,
    deny: { rest: 404 },
  },

  // Gigs.
  publicGet('GET /api/gigs', 'pendingBid', '/api/gigs'),
  publicGet('GET /api/gigs/single/:id', 'pendingBid', '/api/gigs/single/{gig}'),
  publicGet('GET /api/gigs/:id/document', 'gigWithDocument', '/api/gigs/{gig}/document'),
  {
    route: 'GET /api/gigs/stats',
    scene: 'people',
    url: '/api/gigs/stats',
    allow: SELLERS,
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'POST /api/gigs',
    scene: 'people',
    url: '/api/gigs',
    body: {
      title: 'Literature reviews in economics',
      purpose: 'research_help',
      cat: 'dissertation-writing',
      desc: PROPOSAL,
      deliveryTime: 3,
      pages: 2,
      priceMin: 10,
      priceMax: 20,
    },
    allow: SELLERS,
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'PATCH /api/gigs/:id',
    scene: 'pendingBid',
    url: '/api/gigs/{gig}',
    body: { title: 'Dissertation proposals in finance' },
    allow: ['owner'],
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'DELETE /api/gigs/:id',
    scene: 'pendingBid',
    url: '/api/gigs/{gig}',
    allow: ['owner'],
    deny: { visitor: 401, rest: 403 },
    fresh: true,
  },
  {
    route: 'POST /api/gigs/:id/like',
    scene: 'pendingBid',
    url: '/api/gigs/{gig}/like',
    allow: SIGNED_IN,
    deny: SIGN_IN,
  },

  // Bids.
  {
    route: 'POST /api/bids',
    scene: 'pendingBid',
    url: '/api/bids',
    body: { gigId: '{gig}', amount: 40, days: 2, message: PROPOSAL, brief: BRIEF },
    allow: ['buyer', 'stranger', 'operator'],
    deny: { visitor: 401, owner: 403, seller: 403, other: 409 },
    fresh: true,
  },
  publicGet('GET /api/bids/gig/:gigId/count', 'pendingBid', '/api/bids/gig/{gig}/count'),
  {
    route: 'GET /api/bids/my/gig/:gigId',
    scene: 'pendingBid',
    url: '/api/bids/my/gig/{gig}',
    allow: ['other'],
    deny: NOT_THEIRS,
  },
  ownGet('GET /api/bids/me', '/api/bids/me'),
  {
    route: 'GET /api/bids/owner/pending',
    scene: 'pendingBid',
    url: '/api/bids/owner/pending',
    allow: SELLERS,
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'GET /api/bids/owner/completed',
    scene: 'completedOrder',
    url: '/api/bids/owner/completed',
    allow: SELLERS,
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'POST /api/bids/approve/:bidId',
    scene: 'pendingBid',
    url: '/api/bids/approve/{bid}',
    allow: ['owner'],
    deny: { visitor: 401, rest: 403 },
    fresh: true,
  },
  {
    route: 'POST /api/bids/complete/:bidId',
    scene: 'paidOrder',
    url: '/api/bids/complete/{bid}',
    allow: [],
    deny: { visitor: 401, owner: 409, rest: 403 },
  },
  {
    route: 'POST /api/bids/:bidId/withdraw',
    scene: 'pendingBid',
    url: '/api/bids/{bid}/withdraw',
    allow: ['other'],
    deny: { visitor: 401, rest: 403 },
    fresh: true,
  },
  {
    route: 'POST /api/bids/:bidId/decline',
    scene: 'pendingBid',
    url: '/api/bids/{bid}/decline',
    body: { reason: REASON },
    allow: ['owner'],
    deny: { visitor: 401, rest: 403 },
    fresh: true,
  },
  {
    route: 'POST /api/bids/:id/cancel',
    scene: 'approvedBid',
    url: '/api/bids/{bid}/cancel',
    allow: BOTH,
    deny: NOT_THEIRS,
    fresh: true,
  },

  // Reviews.
  {
    route: 'POST /api/user-reviews',
    scene: 'completedOrder',
    url: '/api/user-reviews',
    body: { bidId: '{bid}', ...REVIEW },
    allow: ['owner'],
    deny: { visitor: 401, rest: 403 },
    fresh: true,
  },
  publicGet('GET /api/user-reviews/:userId', 'completedOrder', '/api/user-reviews/{other}'),
  {
    route: 'POST /api/gig-reviews',
    scene: 'completedOrder',
    url: '/api/gig-reviews',
    body: { bidId: '{bid}', stars: 5, comment: REVIEW.comment },
    allow: ['other'],
    deny: { visitor: 401, rest: 403 },
    fresh: true,
  },
  publicGet('GET /api/gig-reviews/gig/:gigId', 'completedOrder', '/api/gig-reviews/gig/{gig}'),
  publicGet('GET /api/gig-reviews/seller/:userId', 'completedOrder', '/api/gig-reviews/seller/{owner}'),

  // Conversations, messages, notifications, live events.
  ownGet('GET /api/conversations', '/api/conversations'),
  {
    route: 'GET /api/conversations/single/:id',
    scene: 'conversation',
    url: '/api/conversations/single/{conversation}',
    allow: BOTH,
    deny: NOT_THEIRS,
  },
  {
    route: 'POST /api/conversations',
    scene: 'people',
    url: '/api/conversations',
    body: { to: '{owner}' },
    allow: ['buyer', 'seller', 'stranger', 'other', 'operator'],
    deny: { visitor: 401, owner: 403 },
  },
  {
    route: 'POST /api/conversations',
    case: 'writing first to a buyer: only a seller whose gig the buyer bid on',
    scene: 'pendingBid',
    url: '/api/conversations',
    body: { to: '{other}' },
    allow: ['owner'],
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'PUT /api/conversations/:id',
    scene: 'conversation',
    url: '/api/conversations/{conversation}',
    allow: BOTH,
    deny: NOT_THEIRS,
  },
  {
    route: 'GET /api/messages/:conversationId',
    scene: 'conversation',
    url: '/api/messages/{conversation}',
    allow: BOTH,
    deny: NOT_THEIRS,
  },
  {
    route: 'POST /api/messages',
    case: "a message carrying the owner's unshared file: only the owner may attach it",
    scene: 'unsharedFile',
    url: '/api/messages',
    body: { conversationId: '{conversation}', desc: 'The draft.', files: ['{file}'] },
    allow: ['owner'],
    deny: { visitor: 401, other: 400, rest: 404 },
    fresh: true,
  },
  {
    route: 'POST /api/messages',
    scene: 'conversation',
    url: '/api/messages',
    body: { conversationId: '{conversation}', desc: 'Is Friday fine?' },
    allow: BOTH,
    deny: NOT_THEIRS,
  },
  ownGet('GET /api/notifications', '/api/notifications'),
  {
    route: 'PUT /api/notifications/read-all',
    scene: 'people',
    url: '/api/notifications/read-all',
    allow: SIGNED_IN,
    deny: SIGN_IN,
  },
  {
    route: 'PUT /api/notifications/:id',
    scene: 'notification',
    url: '/api/notifications/{notification}',
    allow: ['owner'],
    deny: NOT_THEIRS,
  },
  { route: 'GET /api/events', scene: 'people', url: '/api/events', allow: SIGNED_IN, deny: SIGN_IN, stream: true },

  // Payments.
  {
    route: 'POST /api/orders/create-payment-intent/:bidId',
    scene: 'approvedBid',
    url: '/api/orders/create-payment-intent/{bid}',
    allow: ['other'],
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'PUT /api/orders',
    scene: 'paymentStarted',
    url: '/api/orders',
    body: { payment_intent: '{intent}' },
    allow: ['other'],
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'POST /api/payments/demo/confirm',
    scene: 'paymentStarted',
    url: '/api/payments/demo/confirm',
    body: { clientSecret: '{clientSecret}', number: TEST_CARDS.succeeds, ...CARD },
    allow: ['other'],
    deny: { visitor: 401, rest: 403 },
    fresh: true,
  },
  ownGet('GET /api/payments/summary', '/api/payments/summary'),

  // A seller's money after release (features/payouts): sellers only; each seller sees their own.
  {
    route: 'GET /api/payouts/balance',
    scene: 'people',
    url: '/api/payouts/balance',
    allow: SELLERS,
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'GET /api/payouts/account',
    scene: 'people',
    url: '/api/payouts/account',
    allow: SELLERS,
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'POST /api/payouts/account/onboarding',
    scene: 'people',
    url: '/api/payouts/account/onboarding',
    allow: SELLERS,
    deny: { visitor: 401, rest: 403 },
  },
  // A forged token: no one gets a 2xx (the token's owner is tested in features/payouts).
  {
    route: 'POST /api/payouts/demo/onboarding',
    scene: 'people',
    url: '/api/payouts/demo/onboarding',
    body: { token: 'forged-token', accountHolder: 'Matrix Seller', iban: 'DE89 3704 0044 0532 0130 00' },
    allow: [],
    deny: { visitor: 401, seller: 400, owner: 400, rest: 403 },
  },
  // No payout account in the matrix's world: every seller is 409 (the payouts are tested in features/payouts).
  {
    route: 'POST /api/payouts',
    scene: 'people',
    url: '/api/payouts',
    body: {},
    allow: [],
    deny: { visitor: 401, seller: 409, owner: 409, rest: 403 },
  },
  {
    route: 'GET /api/payouts',
    scene: 'people',
    url: '/api/payouts',
    allow: SELLERS,
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'POST /api/payments/webhook',
    scene: 'people',
    url: '/api/payments/webhook',
    body: {},
    allow: [],
    deny: { rest: 404 },
  },

  // Orders.
  {
    route: 'GET /api/orders/:bidId',
    case: 'an order in progress',
    scene: 'paidOrder',
    url: '/api/orders/{bid}',
    allow: BOTH,
    deny: NOT_THEIRS,
  },
  {
    route: 'GET /api/orders/:bidId',
    case: 'a disputed order: the operator reads it',
    scene: 'disputedOrder',
    url: '/api/orders/{bid}',
    allow: ['owner', 'other', 'operator'],
    deny: NOT_THEIRS,
  },
  {
    route: 'POST /api/orders/:bidId/deliveries',
    scene: 'paidOrder',
    url: '/api/orders/{bid}/deliveries',
    body: { message: 'The finished paper.', files: ['{file}'] },
    allow: ['owner'],
    deny: { visitor: 401, other: 403, rest: 404 },
    fresh: true,
  },
  {
    route: 'POST /api/orders/:bidId/deliveries',
    case: "a delivery of the other's file, which the owner was never given",
    scene: 'paidOrderOthersFile',
    url: '/api/orders/{bid}/deliveries',
    body: { message: 'The finished paper.', files: ['{file}'] },
    allow: [],
    deny: { visitor: 401, owner: 400, other: 403, rest: 404 },
  },
  {
    route: 'POST /api/orders/:bidId/accept',
    scene: 'deliveredOrder',
    url: '/api/orders/{bid}/accept',
    allow: ['other'],
    deny: { visitor: 401, owner: 403, rest: 404 },
    fresh: true,
  },
  {
    route: 'POST /api/orders/:bidId/revision',
    scene: 'deliveredOrder',
    url: '/api/orders/{bid}/revision',
    body: { reason: REASON },
    allow: ['other'],
    deny: { visitor: 401, owner: 403, rest: 404 },
    fresh: true,
  },
  {
    route: 'POST /api/orders/:bidId/cancellation',
    scene: 'paidOrder',
    url: '/api/orders/{bid}/cancellation',
    body: { reason: REASON },
    allow: BOTH,
    deny: NOT_THEIRS,
    fresh: true,
  },
  {
    route: 'POST /api/orders/:bidId/cancellation/accept',
    scene: 'cancellationAsked',
    url: '/api/orders/{bid}/cancellation/accept',
    allow: ['other'],
    deny: { visitor: 401, owner: 403, rest: 404 },
    fresh: true,
  },
  {
    route: 'DELETE /api/orders/:bidId/cancellation',
    scene: 'cancellationAsked',
    url: '/api/orders/{bid}/cancellation',
    allow: ['owner'],
    deny: { visitor: 401, other: 409, rest: 404 },
    fresh: true,
  },
  {
    route: 'POST /api/orders/:bidId/dispute',
    scene: 'paidOrder',
    url: '/api/orders/{bid}/dispute',
    body: { reason: REASON },
    allow: BOTH,
    deny: NOT_THEIRS,
    fresh: true,
  },

  // Operators.
  {
    route: 'GET /api/operator/disputes',
    scene: 'disputedOrder',
    url: '/api/operator/disputes',
    allow: ['operator'],
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'GET /api/operator/disputes/:bidId/messages',
    scene: 'disputedOrder',
    url: '/api/operator/disputes/{bid}/messages',
    allow: ['operator'],
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'GET /api/operator/disputes/:bidId/messages',
    case: 'an order not in dispute: not even an operator',
    scene: 'paidOrder',
    url: '/api/operator/disputes/{bid}/messages',
    allow: [],
    deny: { visitor: 401, operator: 404, rest: 403 },
  },
  {
    route: 'POST /api/operator/disputes/:bidId/resolve',
    case: 'an order not in dispute: not even an operator',
    scene: 'paidOrder',
    url: '/api/operator/disputes/{bid}/resolve',
    body: { outcome: 'refund' },
    allow: [],
    deny: { visitor: 401, operator: 404, rest: 403 },
  },
  {
    route: 'POST /api/operator/disputes/:bidId/resolve',
    scene: 'disputedOrder',
    url: '/api/operator/disputes/{bid}/resolve',
    body: { outcome: 'release' },
    allow: ['operator'],
    deny: { visitor: 401, rest: 403 },
    fresh: true,
  },

  // Reports and the operators' queue.
  {
    route: 'POST /api/reports',
    scene: 'pendingBid',
    url: '/api/reports',
    body: { targetType: 'gig', targetId: '{gig}', reason: 'spam' },
    allow: ['buyer', 'seller', 'stranger', 'other', 'operator'],
    deny: { visitor: 401, owner: 403 },
    fresh: true,
  },
  {
    route: 'GET /api/operator/reports',
    scene: 'reportedGig',
    url: '/api/operator/reports',
    allow: ['operator'],
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'GET /api/operator/reports/:id',
    scene: 'reportedGig',
    url: '/api/operator/reports/{report}',
    allow: ['operator'],
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'POST /api/operator/reports/:id/dismiss',
    scene: 'reportedGig',
    url: '/api/operator/reports/{report}/dismiss',
    body: { note: 'Fine.' },
    allow: ['operator'],
    deny: { visitor: 401, rest: 403 },
    fresh: true,
  },
  {
    route: 'POST /api/operator/gigs/:id/hide',
    scene: 'reportedGig',
    url: '/api/operator/gigs/{gig}/hide',
    body: { note: 'Exam sitting.' },
    allow: ['operator'],
    deny: { visitor: 401, rest: 403 },
    fresh: true,
  },
  {
    route: 'POST /api/operator/gigs/:id/unhide',
    scene: 'hiddenGig',
    url: '/api/operator/gigs/{gig}/unhide',
    body: { note: 'Fixed.' },
    allow: ['operator'],
    deny: { visitor: 401, rest: 403 },
    fresh: true,
  },
  {
    route: 'POST /api/operator/users/:id/suspend',
    scene: 'bystander',
    url: '/api/operator/users/{person}/suspend',
    body: { message: 'Spam.' },
    allow: ['operator'],
    deny: { visitor: 401, rest: 403 },
    fresh: true,
  },
  {
    route: 'POST /api/operator/users/:id/unsuspend',
    scene: 'suspendedBystander',
    url: '/api/operator/users/{person}/unsuspend',
    body: { note: 'Appeal heard.' },
    allow: ['operator'],
    deny: { visitor: 401, rest: 403 },
    fresh: true,
  },
  {
    route: 'GET /api/operator/audit',
    scene: 'people',
    url: '/api/operator/audit',
    allow: ['operator'],
    deny: { visitor: 401, rest: 403 },
  },
  // The operators' rules per buyer country. Removing a rule that is not there is 404 even for an operator.
  {
    route: 'GET /api/operator/jurisdictions',
    scene: 'people',
    url: '/api/operator/jurisdictions',
    allow: ['operator'],
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'PUT /api/operator/jurisdictions/:country',
    scene: 'people',
    url: '/api/operator/jurisdictions/NZ',
    body: { allowedPurposes: ['editing', 'tutoring', 'research_help', 'formatting', 'model_answer'], note: 'matrix' },
    allow: ['operator'],
    deny: { visitor: 401, rest: 403 },
  },
  {
    route: 'DELETE /api/operator/jurisdictions/:country',
    scene: 'people',
    url: '/api/operator/jurisdictions/TV',
    allow: [],
    deny: { visitor: 401, operator: 404, rest: 403 },
  },
];
