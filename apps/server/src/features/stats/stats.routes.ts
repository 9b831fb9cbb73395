import { SellerFacts, SellerStats } from '@inkwell/domain/stats/stats.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemResponses } from '../../lib/problem-responses.ts';
import { getSellerFacts, getSellerStats } from './stats.service.ts';

/** Any text: an unknown or malformed id is a 404. */
const UserParams = z.object({ id: z.string().max(100) });

/**
 * The Seller Hub's figures and the gig page's seller facts. GET /gigs/stats is a static path, so
 * find-my-way prefers it to any /gigs/:id route of the gigs feature.
 */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gigs/stats',
    {
      schema: {
        tags: ['stats'],
        summary:
          'The Seller Hub cards (sellers): total gigs, active orders, revenue ' +
          'in dollars, unread conversations, and the money held in escrow, ' +
          'released and refunded on their orders, with what the seller earns of the held and released ' +
          'money (the fees taken off); each trend compares a figure now with the same figure one month ' +
          'earlier (percent null when it was 0 then)',
        response: { 200: SellerStats, ...problemResponses(401, 403) },
      },
    },
    async (request) => getSellerStats(app.db, app.config, request.user),
  );

  app.get(
    '/users/:id/seller-facts',
    {
      schema: {
        tags: ['stats'],
        summary:
          'The seller facts of the gig page: member since, average ' +
          'first-response time in conversations, last delivery, languages',
        params: UserParams,
        response: { 200: SellerFacts, ...problemResponses(404) },
      },
    },
    async (request) => getSellerFacts(app.db, request.params.id),
  );
};
