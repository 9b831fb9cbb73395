import { AcceptHonorCodeInput } from '@inkwell/domain/integrity/honor-code.schema';
import { HONOR_CODE_VERSION } from '@inkwell/domain/integrity/integrity.constants';
import { CurrentUser } from '@inkwell/domain/users/user.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser, signedIn } from '../../lib/auth/guard.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { toCurrentUser } from './user.mapper.ts';
import { usersRepository } from './users.repository.ts';

/**
 * POST /users/me/honor-code: the signed-in person accepts the honor code's current
 * version. Only the current one is taken (409 HONOR_CODE_VERSION_OUTDATED for an older text still
 * open in a tab); accepting it again changes nothing but the date.
 */
export async function acceptHonorCode(db: Database, viewer: UserRow | null, version: number): Promise<CurrentUser> {
  const user = requireUser(viewer);
  if (version !== HONOR_CODE_VERSION) throw new DomainError('HONOR_CODE_VERSION_OUTDATED');
  const row = await usersRepository(db).update(user.id, {
    honorCodeVersion: HONOR_CODE_VERSION,
    honorCodeAcceptedAt: new Date(),
  });
  if (!row) throw new DomainError('USER_NOT_FOUND');
  return toCurrentUser(row);
}

export const honorCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/me/honor-code',
    {
      onRequest: signedIn,
      schema: {
        tags: ['users'],
        summary:
          `Accept the honor code's current version (${HONOR_CODE_VERSION}); ` +
          `until then placing a bid, delivering and publishing a gig ` +
          ('answer 403 HONOR_CODE_NOT_ACCEPTED. 401 for visitors; 400 for a missing version; ' +
            '409 HONOR_CODE_VERSION_OUTDATED for another version. Answers the signed-in user.'),
        body: AcceptHonorCodeInput,
        response: { 200: CurrentUser, ...problemResponses(400, 401, 409) },
      },
    },
    async (request) => acceptHonorCode(app.db, request.user, request.body.version),
  );
};
