import type { ChangePasswordInput, ResetPasswordInput } from '@inkwell/domain/users/password.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import { sessionsRepository } from '../../lib/auth/sessions.repository.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { rateLimitsRepository } from '../../lib/rate-limit.ts';
import { enqueueMail } from '../mail/index.ts';
import { findActiveUserByEmail, findUser, toCurrentUser, updateAccountFields } from '../users/index.ts';
import { consumeAccountToken, issueAccountToken, retireAccountTokens } from './account-tokens.ts';
import { LOGIN_ACCOUNT, LOGIN_ADDRESS, loginBudgets, reservePasswordAttempt } from './auth.service.ts';
import { endOtherSessions, startSession } from './sessions.ts';
import { greetingOf } from './verification.ts';

/**
 * A forgotten password is reset through a single-use link mailed to the address (an hour),
 * and a known one is changed with the current one. Both follow registration's rules (lib/passwords.ts).
 */

/**
 * Every forgot-password answer takes at least this long, so that timing does not tell which addresses have an account.
 */
export const FORGOT_ANSWER_MS = 250;

const resetUrl = (config: Config, token?: string) =>
  `${config.publicUrl}/reset-password${token ? `?token=${encodeURIComponent(token)}` : ''}`;
const forgotUrl = (config: Config) => `${config.publicUrl}/forgot-password`;

/**
 * POST /auth/password/forgot: for a known, not deleted account, a reset link queued in one transaction with its token.
 */
export async function forgotPassword(db: Database, config: Config, email: string, now: Date): Promise<void> {
  const started = Date.now();
  const user = await findActiveUserByEmail(db, email.trim());
  if (user) {
    await db.transaction(async (tx) => {
      const { token, tokenHash } = await issueAccountToken(tx, user.id, 'password_reset', user.email, now);
      await enqueueMail(tx, [
        {
          idempotencyKey: `password_reset:${tokenHash}`,
          to: user.email,
          userId: user.id,
          language: user.language,
          template: 'password_reset',
          data: { name: greetingOf(user), url: resetUrl(config, token) },
        },
      ]);
    });
  }
  const left = FORGOT_ANSWER_MS - (Date.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

async function queuePasswordChanged(tx: Executor, config: Config, user: UserRow): Promise<void> {
  await enqueueMail(tx, [
    {
      idempotencyKey: `password_changed:${user.id}:${newId()}`,
      to: user.email,
      userId: user.id,
      language: user.language,
      template: 'password_changed',
      data: { name: greetingOf(user), resetUrl: forgotUrl(config) },
    },
  ]);
}

/** Registration's rules for a new password, its problems told on the form's own field. */
async function newPasswordHash(password: string, field: string): Promise<string> {
  try {
    return await hashPassword(password);
  } catch (error) {
    if (error instanceof DomainError && field !== 'password' && error.errors?.password) {
      throw new DomainError(error.code, error.detail, {
        errors: { [field]: error.errors.password },
        ...(error.fields?.password ? { fields: { [field]: error.fields.password } } : {}),
      });
    }
    throw error;
  }
}

/**
 * POST /auth/password/reset: the new password (registration's rules, checked before the token is
 * spent), the token and every other reset link of the person spent, every session ended, a word
 * mailed, and a new session for this browser: the flow ends signed in.
 */
export async function resetPassword(
  db: Database,
  config: Config,
  input: ResetPasswordInput,
  now: Date,
): Promise<{ user: CurrentUser; token: string; expiresAt: Date }> {
  const passwordHash = await newPasswordHash(input.password, 'password');
  return db.transaction(async (tx) => {
    const row = await consumeAccountToken(tx, input.token, 'password_reset', now);
    const before = await findUser(tx, row.userId);
    if (!before || before.deletedAt) throw new DomainError('ACCOUNT_TOKEN_INVALID');
    const user = (await updateAccountFields(tx, row.userId, { passwordHash }))!;
    await retireAccountTokens(tx, user.id, 'password_reset', now);
    await sessionsRepository(tx).deleteAllOfUser(user.id);
    await queuePasswordChanged(tx, config, user);
    const session = await startSession(tx, config, user.id, now);
    return { user: toCurrentUser(user), ...session };
  });
}

/**
 * POST /auth/password/change: the current password is checked under the sign-in limits (a wrong one
 * counts as a failed sign-in: 400 WRONG_PASSWORD on currentPassword), then the new one by
 * registration's rules; every other session ends, this one stays.
 */
export async function changePassword(
  db: Database,
  config: Config,
  viewer: UserRow,
  input: ChangePasswordInput,
  context: { ip: string; now: Date; sessionToken: string | undefined },
): Promise<void> {
  const limits = rateLimitsRepository(db);
  const budgets = loginBudgets(config);
  const accountKey = `user:${viewer.id}`;
  await reservePasswordAttempt(limits, budgets, context.ip, accountKey, context.now);
  const user = await findUser(db, viewer.id);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    const sentence = 'The current password is not right.';
    throw new DomainError('WRONG_PASSWORD', sentence, {
      errors: { currentPassword: [sentence] },
      fields: { currentPassword: [{ code: 'WRONG_PASSWORD' }] },
    });
  }
  await limits.clear(LOGIN_ACCOUNT, accountKey);
  await limits.refund(LOGIN_ADDRESS, context.ip);
  const passwordHash = await newPasswordHash(input.newPassword, 'newPassword');
  await db.transaction(async (tx) => {
    const changed = (await updateAccountFields(tx, user.id, { passwordHash }))!;
    await retireAccountTokens(tx, user.id, 'password_reset', context.now);
    await endOtherSessions(tx, user.id, context.sessionToken);
    await queuePasswordChanged(tx, config, changed);
  });
}
