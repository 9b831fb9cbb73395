import type { MyBidView } from '@inkwell/domain/bids/bid.schema';
import { RECENT_PENDING_BIDS_LIMIT } from '@inkwell/domain/limits';

/**
 * The TanStack Query keys of every feature, one factory per feature (TanStack Query's query-key
 * factory): each useQuery, setQueryData and invalidateQueries takes its key from here, so a screen
 * and whatever writes into its cache (a mutation of another feature, the live stream) can never
 * spell a key two ways. They live in lib/, below the features, because a feature refreshes other
 * features' data (approving a bid refreshes the gigs) without depending on them.
 * Lists of one person's own things are keyed by the viewer too, so a browser that changes hands
 * never shows the last person's data. Invalidating a factory's `all` refreshes all of it.
 */

export const authKeys = {
  all: ['auth'] as const,
  /** The signed-in person (GET /api/auth/session); null when nobody is. */
  me: () => [...authKeys.all, 'me'] as const,
};

export const gigKeys = {
  all: ['gigs'] as const,
  lists: () => [...gigKeys.all, 'list'] as const,
  list: (filters: object) => [...gigKeys.lists(), filters] as const,
  detail: (id: string) => [...gigKeys.all, 'single', id] as const,
};

/**
 * The Seller Hub's figures (GET /api/gigs/stats) sit under the gigs' keys: whatever refreshes the gigs refreshes them.
 */
export const sellerHubKeys = {
  stats: () => [...gigKeys.all, 'stats'] as const,
};

/** A seller's own money (GET /api/payouts/*), keyed by the viewer: balance, payout account, payouts. */
export const payoutKeys = {
  all: ['payouts'] as const,
  balance: (viewerId: string) => [...payoutKeys.all, viewerId, 'balance'] as const,
  account: (viewerId: string) => [...payoutKeys.all, viewerId, 'account'] as const,
  list: (viewerId: string) => [...payoutKeys.all, viewerId, 'list'] as const,
  statements: (viewerId: string) => [...payoutKeys.all, viewerId, 'statements'] as const,
};

export const bidKeys = {
  all: ['bids'] as const,
  gigCount: (gigId: string) => [...bidKeys.all, 'gig', gigId, 'count'] as const,
  /** Every viewer's bid on the gig (placing a bid refreshes them all). */
  myGigBids: (gigId: string) => [...bidKeys.all, 'my', 'gig', gigId] as const,
  myGigBid: (gigId: string, viewerId: string) => [...bidKeys.myGigBids(gigId), viewerId] as const,
  myOrders: (view: MyBidView, viewerId: string) => [...bidKeys.all, 'me', view, viewerId] as const,
  ownerOrders: (view: MyBidView, viewerId: string) => [...bidKeys.all, 'owner', view, 'pages', viewerId] as const,
  /** The dashboard's newest open bids: distinct from the owner's paged list. */
  recentPending: () => [...bidKeys.all, 'owner', 'pending', { limit: RECENT_PENDING_BIDS_LIMIT }] as const,
};

/**
 * One order's page (GET /api/orders/{bidId}), keyed by the viewer. It sits under the bids' keys:
 * whatever refreshes the bids (a live bid notification, an approval) refreshes the orders too.
 */
export const orderKeys = {
  all: [...bidKeys.all, 'order'] as const,
  detail: (bidId: string, viewerId: string) => [...orderKeys.all, bidId, viewerId] as const,
};

/** The operators' dispute desk (GET /api/operator/disputes and a dispute's conversation), keyed by the viewer. */
export const operatorKeys = {
  all: ['operator'] as const,
  disputes: (viewerId: string) => [...operatorKeys.all, 'disputes', viewerId] as const,
  messages: (viewerId: string, bidId: string) => [...operatorKeys.all, 'messages', viewerId, bidId] as const,
  finance: (viewerId: string) => [...operatorKeys.all, 'finance', viewerId] as const,
};

/**
 * Messaging, keyed by the viewer. The live stream writes into
 * these very entries (features/messages/conversation-cache.ts).
 */
export const messageKeys = {
  all: ['messages'] as const,
  viewer: (viewerId: string) => [...messageKeys.all, viewerId] as const,
  /** The conversation list (pages of GET /api/conversations). */
  conversations: (viewerId: string) => [...messageKeys.viewer(viewerId), 'conversations'] as const,
  /** Every single conversation (prefix of `conversation`). */
  conversationSingles: (viewerId: string) => [...messageKeys.viewer(viewerId), 'conversation'] as const,
  conversation: (viewerId: string, id: string) => [...messageKeys.conversationSingles(viewerId), id] as const,
  /** Every chat's messages (prefix of `thread`). */
  threads: (viewerId: string) => [...messageKeys.viewer(viewerId), 'thread'] as const,
  /** One chat's messages (pages of GET /api/messages/{conversationId}). */
  thread: (viewerId: string, conversationId: string) => [...messageKeys.threads(viewerId), conversationId] as const,
  /** How many conversations the viewer has not read (a number), which the Messages links show. */
  unreadConversations: (viewerId: string) => [...messageKeys.viewer(viewerId), 'unread'] as const,
};

/**
 * Notifications, keyed by the viewer. The live stream writes into
 * these very entries (features/notifications/notification-cache.ts).
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  viewer: (viewerId: string) => [...notificationKeys.all, viewerId] as const,
  list: (viewerId: string) => [...notificationKeys.viewer(viewerId), 'list'] as const,
  /** The bell's count (a number). */
  unread: (viewerId: string) => [...notificationKeys.viewer(viewerId), 'unread'] as const,
};

export const profileKeys = {
  all: ['profiles'] as const,
  detail: (id: string) => [...profileKeys.all, id] as const,
  sellerFacts: (id: string) => [...profileKeys.detail(id), 'seller-facts'] as const,
};

export const reviewKeys = {
  all: ['reviews'] as const,
  /** The reviews a person received (their profile). */
  user: (userId: string) => [...reviewKeys.all, 'user', userId] as const,
  /** The reviews of a seller's gigs. */
  seller: (userId: string) => [...reviewKeys.all, 'seller', userId] as const,
  /** The reviews of one gig (its page). */
  gig: (gigId: string) => [...reviewKeys.all, 'gig', gigId] as const,
};

export const paymentKeys = {
  all: ['payments'] as const,
  /** The payment intent of an approved order, for the viewer who pays it. */
  intent: (bidId: string, viewerId: string) => [...paymentKeys.all, 'intent', bidId, viewerId] as const,
  /** Confirming a payment the gateway sent the buyer back from. */
  confirm: (paymentIntent: string) => [...paymentKeys.all, 'confirm', paymentIntent] as const,
};

export const mailPreferenceKeys = {
  all: ['mail-preferences'] as const,
  /** The viewer's mail topics, on or off (GET /api/users/me/mail-preferences). */
  mine: (viewerId: string) => [...mailPreferenceKeys.all, 'me', viewerId] as const,
  /** What an unsubscribe link turns off (GET /api/mail/unsubscribe). */
  unsubscribe: (token: string) => [...mailPreferenceKeys.all, 'unsubscribe', token] as const,
};

/** The account page: one's signed-in devices and liked gigs, keyed by the viewer. */
export const accountKeys = {
  all: ['account'] as const,
  sessions: (viewerId: string) => [...accountKeys.all, 'sessions', viewerId] as const,
  /** Under the gigs' keys: a like toggled anywhere refreshes the liked page. */
  liked: (viewerId: string) => [...gigKeys.all, 'liked', viewerId] as const,
};

/** Reports and the operators' hub, keyed by the operator who reads them. */
export const reportKeys = {
  all: ['reports'] as const,
  queue: (viewerId: string) => [...reportKeys.all, 'queue', viewerId] as const,
  case: (viewerId: string, reportId: string) => [...reportKeys.all, 'case', viewerId, reportId] as const,
  audit: (viewerId: string) => [...reportKeys.all, 'audit', viewerId] as const,
  rules: (viewerId: string) => [...reportKeys.all, 'rules', viewerId] as const,
};
