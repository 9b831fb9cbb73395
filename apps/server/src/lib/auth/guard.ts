import { hasAcceptedHonorCode } from '@inkwell/domain/integrity/honor-code.schema';
import { mayActWithEmail } from '@inkwell/domain/users/account.schema';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { DomainError } from '../domain-error.ts';
import type { UserRow } from './user.ts';

/**
 * Who may call: the one place that answers 401 for visitors and 403 for a missing role. Services
 * call these with the viewer they were given; routes use `signedIn` as a hook so that a visitor
 * gets 401 before anything else (even before a broken body is parsed).
 */

/**
 * The roles a person can have: a seller is a user with isSeller; an operator (decides disputes) one with isOperator.
 */
export type Role = 'seller' | 'operator';

const ROLES: Record<Role, { has: (user: UserRow) => boolean; code: 'SELLERS_ONLY' | 'OPERATOR_ONLY' }> = {
  seller: { has: (user) => user.isSeller, code: 'SELLERS_ONLY' },
  operator: { has: (user) => user.isOperator, code: 'OPERATOR_ONLY' },
};

/** The signed-in user, or 401 NOT_SIGNED_IN. */
export function requireUser(viewer: UserRow | null, detail?: string): UserRow {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN', detail);
  return viewer;
}

/**
 * The signed-in user with the role: 401 for visitors, 403
 * (SELLERS_ONLY...) for anyone else; `detail` says what was refused.
 */
export function requireRole(viewer: UserRow | null, role: Role, detail?: string): UserRow {
  const user = requireUser(viewer);
  if (!ROLES[role].has(user)) throw new DomainError(ROLES[role].code, detail);
  return user;
}

/** Route hook: 401 unless signed in. */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request.user);
}

/**
 * The one check of a verified address: when config.mail.verification is `required`,
 * publishing a gig and paying answer 403 EMAIL_NOT_VERIFIED until the person opened the mailed link.
 */
export function requireVerifiedEmail(user: UserRow, config: Pick<Config, 'mail'>): UserRow {
  if (!mayActWithEmail(config.mail.verification, user.emailVerifiedAt !== null))
    throw new DomainError('EMAIL_NOT_VERIFIED');
  return user;
}

/**
 * Route hook after `signedIn`: 403 EMAIL_NOT_VERIFIED when verification is required and the address is not verified.
 */
export async function verifiedEmail(request: FastifyRequest): Promise<void> {
  requireVerifiedEmail(requireUser(request.user), request.server.config);
}

/**
 * The honor code: placing a bid, delivering and publishing a gig answer 403
 * HONOR_CODE_NOT_ACCEPTED until the person has accepted the current version (POST /users/me/honor-code).
 */
export function requireHonorCode(user: UserRow): UserRow {
  if (!hasAcceptedHonorCode(user)) throw new DomainError('HONOR_CODE_NOT_ACCEPTED');
  return user;
}
