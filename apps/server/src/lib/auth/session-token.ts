import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'inkwell_session';

/** 256 random bits for the cookie; only its SHA-256 is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
