import { GigList } from '@inkwell/domain/gigs/gig.schema';
import { PageQuery } from '@inkwell/domain/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/auth/guard.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { listLikedGigs } from './gig-accounts.service.ts';

/** The liked-gigs page's list. */
export const likedGigsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gigs/liked',
    {
      onRequest: signedIn,
      schema: {
        tags: ['gigs'],
        summary: "The signed-in person's liked gigs, most recently liked first (deleted and hidden gigs left out)",
        querystring: PageQuery,
        response: { 200: GigList, ...problemResponses(400, 401) },
      },
    },
    async (request) => listLikedGigs(app.db, request.user, request.query),
  );
};
