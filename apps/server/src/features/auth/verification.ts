import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { enqueueMail } from '../mail/index.ts';
import { findUser, markEmailVerified } from '../users/index.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.ts';

/** How a mail greets the person: their full name, else their username. */
export const greetingOf = (user: Pick<UserRow, 'fullName' | 'username'>) => user.fullName.trim() || user.username;

/**
 * An address is proved by a link mailed to it on registration (an email change proves the new
 * address by its own link, email-change.ts), queued in the caller's transaction with a token for
 * that address, valid for a day.
 */
export async function queueVerificationMail(tx: Executor, publicUrl: string, user: UserRow, now: Date): Promise<void> {
  const { token, tokenHash } = await issueAccountToken(tx, user.id, 'email_verification', user.email, now);
  await enqueueMail(tx, [
    {
      idempotencyKey: `email_verification:${tokenHash}`,
      to: user.email,
      userId: user.id,
      language: user.language,
      template: 'email_verification',
      data: { name: greetingOf(user), url: `${publicUrl}/verify-email?token=${encodeURIComponent(token)}` },
    },
  ]);
}

/**
 * POST /auth/email/verify (signed in or not): the token's address becomes verified if it is still
 * the account's. A used, expired or forged token is 400 with its code, and so is an address changed since.
 */
export async function verifyEmail(db: Database, token: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await consumeAccountToken(tx, token, 'email_verification', now);
    if (!(await markEmailVerified(tx, row.userId, row.email, now)))
      throw new DomainError('EMAIL_VERIFICATION_OUTDATED');
  });
}

/** POST /auth/email/resend: a new link to the current address (the route limits how often); 409 once verified. */
export async function resendVerification(db: Database, config: Config, viewer: UserRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findUser(tx, viewer.id);
    if (!user) throw new DomainError('NOT_SIGNED_IN');
    if (user.emailVerifiedAt) throw new DomainError('EMAIL_ALREADY_VERIFIED');
    await queueVerificationMail(tx, config.publicUrl, user, now);
  });
}
