import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { hashSessionToken, newSessionToken } from '../../lib/auth/session-token.ts';
import { sessionsRepository } from '../../lib/auth/sessions.repository.ts';

/** A new session for the person (the end of a password reset signs them in): its cookie token and end. */
export async function startSession(
  db: Executor,
  config: Config,
  userId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + config.sessionTtlMs);
  await sessionsRepository(db).insert({ tokenHash: hashSessionToken(token), userId, expiresAt });
  return { token, expiresAt };
}

/**
 * Ends every session of the person but the one with this cookie token (a password change keeps the
 * device that made it); the ended ones are announced, as every session end is (lib/auth/session-ends.ts).
 */
export async function endOtherSessions(db: Executor, userId: string, keepToken: string | undefined): Promise<void> {
  await sessionsRepository(db).deleteOthersOfUser(userId, keepToken ? hashSessionToken(keepToken) : '');
}
