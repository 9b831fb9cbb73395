import type {
  ChangeEmailInput,
  EmailChangeResult,
  PendingEmailChange,
} from '@inkwell/domain/users/email-change.schema';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { accountTokens } from '../../db/schema/auth.ts';
import { sessionsRepository } from '../../lib/auth/sessions.repository.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { rateLimitsRepository } from '../../lib/rate-limit.ts';
import { enqueueMail } from '../mail/index.ts';
import { emailUsedByAnother, findUser, lockAccount, setAccountEmail } from '../users/index.ts';
import { consumeAccountToken, issueAccountToken, retireAccountTokens } from './account-tokens.ts';
import { LOGIN_ACCOUNT, LOGIN_ADDRESS, loginBudgets, reservePasswordAttempt } from './auth.service.ts';
import { greetingOf } from './verification.ts';

/**
 * Changing the account's address (decision 036): asked with the current password under the sign-in
 * limits; the address is the account's only once the link mailed to it is opened, and the old
 * address gets a link that stops or undoes the change and ends every session. Until the new
 * address's link is opened, users.email stays the old address, so sign-in, password resets and
 * every mail use it; the pending address lives only in its `email_change` token.
 */

const WRONG_PASSWORD = 'The current password is not right.';
const SAME_ADDRESS = 'This is already your address.';
const UNAVAILABLE = 'This email address cannot be used. Please choose another.';

const confirmUrl = (config: Config, token: string) =>
  `${config.publicUrl}/confirm-email-change?token=${encodeURIComponent(token)}`;
const cancelUrl = (config: Config, token: string) =>
  `${config.publicUrl}/cancel-email-change?token=${encodeURIComponent(token)}`;

const fieldRefusal = (code: 'email_same' | 'email_unavailable', sentence: string) =>
  new DomainError('VALIDATION_FAILED', sentence, { errors: { email: [sentence] }, fields: { email: [{ code }] } });

/** The change waiting for its link: the newest unused, unexpired `email_change` token of the person. */
export async function pendingEmailChange(db: Executor, userId: string, now: Date): Promise<PendingEmailChange> {
  const [row] = await db
    .select({ email: accountTokens.email, expiresAt: accountTokens.expiresAt })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'email_change'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  return row
    ? { pendingEmail: row.email, expiresAt: row.expiresAt.toISOString() }
    : { pendingEmail: null, expiresAt: null };
}

/**
 * POST /auth/email/change: the password is checked first, as a sign-in attempt (429 once the
 * budgets are spent; a wrong one is 400 WRONG_PASSWORD on `password` and counts). The new address
 * must differ from the current one and be free, told as sign-up tells it. A new request replaces an
 * older pending one (its link stops working), also when both arrive at once. Both mails are queued
 * in one transaction with their tokens.
 */
export async function requestEmailChange(
  db: Database,
  config: Config,
  viewer: UserRow,
  input: ChangeEmailInput,
  context: { ip: string; now: Date },
): Promise<PendingEmailChange> {
  const limits = rateLimitsRepository(db);
  const accountKey = `user:${viewer.id}`;
  await reservePasswordAttempt(limits, loginBudgets(config), context.ip, accountKey, context.now);
  const user = await findUser(db, viewer.id);
  if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
    throw new DomainError('WRONG_PASSWORD', WRONG_PASSWORD, {
      errors: { password: [WRONG_PASSWORD] },
      fields: { password: [{ code: 'WRONG_PASSWORD' }] },
    });
  }
  await limits.clear(LOGIN_ACCOUNT, accountKey);
  await limits.refund(LOGIN_ADDRESS, context.ip);
  const newEmail = input.email;
  if (newEmail.toLowerCase() === user.email.toLowerCase()) throw fieldRefusal('email_same', SAME_ADDRESS);
  if (await emailUsedByAnother(db, newEmail, user.id)) throw fieldRefusal('email_unavailable', UNAVAILABLE);
  return db.transaction(async (tx) => {
    // Two requests at once run one after the other, so the later one retires the earlier one's link.
    await lockAccount(tx, user.id);
    await retireAccountTokens(tx, user.id, 'email_change', context.now);
    const confirm = await issueAccountToken(tx, user.id, 'email_change', newEmail, context.now);
    const cancel = await issueAccountToken(tx, user.id, 'email_change_cancel', user.email, context.now);
    const name = greetingOf(user);
    await enqueueMail(tx, [
      {
        idempotencyKey: `email_change:${confirm.tokenHash}`,
        to: newEmail,
        userId: user.id,
        language: user.language,
        template: 'email_change_confirm',
        data: { name, newEmail, url: confirmUrl(config, confirm.token) },
      },
      {
        idempotencyKey: `email_change_cancel:${cancel.tokenHash}`,
        to: user.email,
        userId: user.id,
        language: user.language,
        template: 'email_change_requested',
        data: { name, newEmail, url: cancelUrl(config, cancel.token) },
      },
    ]);
    return pendingEmailChange(tx, user.id, context.now);
  });
}

/**
 * POST /auth/email/change/confirm (signed in or not): the token's address becomes the account's,
 * verified (the link proved it). The address is checked again: another account may have taken it
 * since the request (409 EMAIL_CHANGE_UNAVAILABLE, nothing changes). Reset and verification links
 * mailed to the old address stop working.
 */
export async function confirmEmailChange(db: Database, token: string, now: Date): Promise<EmailChangeResult> {
  return db.transaction(async (tx) => {
    const row = await consumeAccountToken(tx, token, 'email_change', now);
    if (await emailUsedByAnother(tx, row.email, row.userId)) throw new DomainError('EMAIL_CHANGE_UNAVAILABLE');
    const user = await setAccountEmail(tx, row.userId, row.email, now);
    if (!user) throw new DomainError('ACCOUNT_TOKEN_INVALID');
    await retireAccountTokens(tx, user.id, 'password_reset', now);
    await retireAccountTokens(tx, user.id, 'email_verification', now);
    return { email: user.email };
  });
}

/**
 * POST /auth/email/change/cancel (no session needed: the old address's link): the pending change
 * stops; a change confirmed meanwhile is undone (the old address is the account's again, verified by
 * this link) unless another account has taken the old address since; every session of the account
 * ends and every reset link goes. Answers the account's address now.
 */
export async function cancelEmailChange(db: Database, token: string, now: Date): Promise<EmailChangeResult> {
  return db.transaction(async (tx) => {
    const row = await consumeAccountToken(tx, token, 'email_change_cancel', now);
    const user = await findUser(tx, row.userId);
    if (!user || user.deletedAt) throw new DomainError('ACCOUNT_TOKEN_INVALID');
    await retireAccountTokens(tx, user.id, 'email_change', now);
    await retireAccountTokens(tx, user.id, 'password_reset', now);
    let email = user.email;
    if (email.toLowerCase() !== row.email.toLowerCase() && !(await emailUsedByAnother(tx, row.email, user.id))) {
      await retireAccountTokens(tx, user.id, 'email_verification', now);
      email = (await setAccountEmail(tx, user.id, row.email, now))?.email ?? email;
    }
    await sessionsRepository(tx).deleteAllOfUser(user.id);
    return { email };
  });
}
