interface LocationLike {
  pathname: string;
  search?: string;
  hash?: string;
}

const AUTH_PAGES = /^\/(login|register)(?=[/?#]|$)/;

function isLocationLike(value: unknown): value is LocationLike {
  return typeof value === 'object' && value !== null && typeof (value as LocationLike).pathname === 'string';
}

/**
 * Where to go after signing in: the in-app page the user came from (`state.from`, a path or a
 * location), never another site and never back to the sign-in or join screens; else home.
 */
export function redirectTarget(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  const path =
    typeof from === 'string'
      ? from
      : isLocationLike(from)
        ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
        : '';
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/';
  if (AUTH_PAGES.test(path)) return '/';
  return path;
}

/** Reasons another page may give for sending a visitor to sign in (keys of login.notices in auth.json). */
export const LOGIN_NOTICES = ['contactSeller', 'likeGig', 'placeBid'] as const;
export type LoginNotice = (typeof LOGIN_NOTICES)[number];

/** The `notice` of the navigation state, when it is one the sign-in page knows how to say. */
export function loginNotice(state: unknown): LoginNotice | null {
  const notice = typeof state === 'object' && state !== null ? (state as { notice?: unknown }).notice : undefined;
  return (LOGIN_NOTICES as readonly unknown[]).includes(notice) ? (notice as LoginNotice) : null;
}
