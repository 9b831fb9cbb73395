import { ACCOUNT_TOKEN_TTL_MS, type AccountTokenPurpose } from '@inkwell/domain/users/account.schema';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountTokens } from '../../db/schema/auth.ts';
import { hashSessionToken, newSessionToken } from '../../lib/auth/session-token.ts';
import { DomainError } from '../../lib/domain-error.ts';

/**
 * Single-use links mailed to a person: 32 random bytes in the link, only their SHA-256
 * in account_tokens, a password reset for an hour, an address verification for a day.
 */
export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** Stores a new token for the person (and the address it proves) and answers the token for the link. */
export async function issueAccountToken(
  tx: Executor,
  userId: string,
  purpose: AccountTokenPurpose,
  email: string,
  now: Date,
): Promise<{ token: string; tokenHash: string }> {
  const token = newSessionToken();
  const tokenHash = hashSessionToken(token);
  await tx.insert(accountTokens).values({
    tokenHash,
    userId,
    purpose,
    email,
    expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[purpose]),
    createdAt: now,
  });
  return { token, tokenHash };
}

/**
 * Takes a token for good, in the caller's transaction: marks it used (one atomic update, so two
 * concurrent uses cannot both succeed) or says why not: unknown or for another purpose (forged),
 * expired, already used.
 */
export async function consumeAccountToken(
  tx: Executor,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<AccountTokenRow> {
  const tokenHash = hashSessionToken(token);
  const [taken] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        sql`${accountTokens.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  if (taken) return taken;
  const [row] = await tx
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
    .limit(1);
  if (!row) throw new DomainError('ACCOUNT_TOKEN_INVALID');
  if (row.usedAt) throw new DomainError('ACCOUNT_TOKEN_USED');
  throw new DomainError('ACCOUNT_TOKEN_EXPIRED');
}

/** Every other unused token of the person for that purpose stops working (after a reset, every reset link). */
export async function retireAccountTokens(
  tx: Executor,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/**
 * A deleted account's mailed single-use links go with it (a handler of the users feature's accountDeletion, app.ts).
 */
export async function deleteTokensOfDeletedAccount(tx: Executor, event: { userId: string }): Promise<void> {
  await tx.delete(accountTokens).where(eq(accountTokens.userId, event.userId));
}

/** Housekeeping: tokens that expired or were used more than a day ago (kept that long to say "already used"). */
export async function deleteStaleAccountTokens(db: Executor, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db.delete(accountTokens).where(or(lt(accountTokens.expiresAt, dayAgo), lt(accountTokens.usedAt, dayAgo)));
}
