import type { Role, SceneName } from './route-matrix.scenes.ts';

/**
 * One row per registered route (more when one route answers differently for two resources): who may
 * get a 2xx, and what everyone else gets. Data only: the test (route-matrix.test.ts) fails when a
 * route the app registers has no row, or a row names a route that no longer exists. A HEAD route
 * follows the row of its GET. How to add a route: docs/decisions/019-route-matrix.md. The rows live in
 * one file per area (route-matrix.rows.money.ts, .operator.ts...), gathered by route-matrix.rows.ts.
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

export const ANYONE: readonly Role[] = ['visitor', 'buyer', 'seller', 'stranger', 'owner', 'other', 'operator'];
export const SIGNED_IN: readonly Role[] = ['buyer', 'seller', 'stranger', 'owner', 'other', 'operator'];
export const SELLERS: readonly Role[] = ['seller', 'owner'];
export const BOTH: readonly Role[] = ['owner', 'other'];

export const SIGN_IN = { visitor: 401 } as const;
/** Someone else's order, bid, conversation or file: it does not exist for them. */
export const NOT_THEIRS = { visitor: 401, rest: 404 } as const;

export const publicGet = (route: string, scene: SceneName, url: string): Row => ({ route, scene, url, allow: ANYONE });
export const ownGet = (route: string, url: string): Row => ({
  route,
  scene: 'people',
  url,
  allow: SIGNED_IN,
  deny: SIGN_IN,
});
