import { Profile, UpdateProfileInput } from '@inkwell/domain/users/user.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UUID_PATTERN } from '../../lib/ids.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { accountRoutes } from './account.routes.ts';
import { honorCodeRoutes } from './honor-code.routes.ts';
import { assertProfileOwner, getProfile, updateProfile } from './users.service.ts';

const UserParams = z.object({ id: z.string().regex(UUID_PATTERN, 'This is not a valid user id') });

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before /users/:id, whose id would otherwise be "me" (the account page).
  await app.register(accountRoutes);
  await app.register(honorCodeRoutes);
  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary:
          'A profile; email and phone are null unless the reader is its ' +
          'owner or an operator, or the owner shows them (showContact)',
        params: UserParams,
        response: { 200: Profile, ...problemResponses(400, 404) },
      },
    },
    async (request) => getProfile(app.db, request.params.id, request.user),
  );

  app.put(
    '/users/:id',
    {
      // Who may edit is settled before the body is validated: a visitor learns nothing from a 400.
      preValidation: async (request) => {
        assertProfileOwner(request.user, (request.params as { id?: string }).id ?? '');
      },
      schema: {
        tags: ['users'],
        summary:
          "Edit one's own profile: the fields sent are replaced, the rest stay; " +
          'an email is refused (400 EMAIL_NOT_CHANGEABLE): it changes through POST /api/auth/email/change',
        params: UserParams,
        body: UpdateProfileInput,
        response: { 200: Profile, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateProfile(app.db, request.user, request.params.id, request.body),
  );
};
