import { type Row, SIGNED_IN, BOTH, SIGN_IN, NOT_THEIRS, ownGet } from './route-matrix.rows.shared.ts';

/** The route matrix's rows: Conversations, messages, notifications and live events. */
export const TALK_ROWS: readonly Row[] = [
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
];
