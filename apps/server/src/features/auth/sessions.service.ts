import type { SessionDto } from '@inkwell/domain/users/account.schema';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../lib/auth/guard.ts';
import { hashSessionToken } from '../../lib/auth/session-token.ts';
import { sessionsRepository } from '../../lib/auth/sessions.repository.ts';
import { summarizeUserAgent } from '../../lib/auth/user-agent.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { UUID_PATTERN } from '../../lib/ids.ts';

/** GET /auth/sessions: the signed-in devices of the caller, the one asking marked `current`. */
export async function listSessions(
  db: Database,
  viewer: UserRow | null,
  token: string | undefined,
  now: Date,
): Promise<SessionDto[]> {
  const user = requireUser(viewer);
  const currentHash = token ? hashSessionToken(token) : null;
  const rows = await sessionsRepository(db).listOfUser(user.id, now);
  return rows.map((row) => ({
    _id: row.id,
    device: summarizeUserAgent(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.tokenHash === currentHash,
  }));
}

/**
 * DELETE /auth/sessions/{id}: ends one of the caller's sessions (another person's id is 404). Every
 * process drops it from its session cache: the route is one of the read cache plugin's ENDS_SESSIONS.
 * Answers whether it was the caller's own session (its cookie is then cleared).
 */
export async function endSession(
  db: Database,
  viewer: UserRow | null,
  id: string,
  token: string | undefined,
): Promise<{ current: boolean }> {
  const user = requireUser(viewer);
  const tokenHash = UUID_PATTERN.test(id) ? await sessionsRepository(db).deleteOfUser(user.id, id) : undefined;
  if (!tokenHash) throw new DomainError('SESSION_NOT_FOUND');
  return { current: token !== undefined && hashSessionToken(token) === tokenHash };
}
