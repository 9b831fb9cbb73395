import { PageQuery } from '@inkwell/domain/pagination';
import {
  GigReview,
  GigReviewInput,
  GigReviewList,
  UserReview,
  UserReviewInput,
  UserReviewList,
} from '@inkwell/domain/reviews/review.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/auth/guard.ts';
import { checkedByService } from '../../lib/validation.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import {
  listGigReviewsOfGig,
  listGigReviewsOfSeller,
  listUserReviews,
  reviewBuyer,
  reviewGig,
} from './reviews.service.ts';

/** Any text: an unknown or malformed id is a 404, never a 400. */
const UserParams = z.object({ userId: z.string().max(100) });
const GigParams = z.object({ gigId: z.string().max(100) });

const ORDER_OF_CHECKS =
  '401, 404 BID_NOT_FOUND, 403 REVIEW_NOT_ALLOWED, 409 (order state, REVIEW_ALREADY_EXISTS), then 400 for the fields';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user-reviews',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['reviews'],
        summary:
          "The gig owner's review of the buyer of a completed " +
          'order (once per bid); an empty comment is stored as "-". ' +
          `Checks: ${ORDER_OF_CHECKS} (409 BID_NOT_COMPLETED before completion).`,
        body: UserReviewInput,
        response: { 201: UserReview, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await reviewBuyer(app.db, request.user, request.body as unknown)),
  );

  app.get(
    '/user-reviews/:userId',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'Reviews a user received from sellers on completed orders, ' +
          'newest first, with the average stars and the count',
        params: UserParams,
        querystring: PageQuery,
        response: { 200: UserReviewList, ...problemResponses(400, 404) },
      },
    },
    async (request) => listUserReviews(app.db, request.params.userId, request.query),
  );

  app.post(
    '/gig-reviews',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['reviews'],
        summary:
          "The buyer's review of the gig of a completed order (once per bid): " +
          "adds to the gig's totalStars and starNumber in the same transaction. " +
          `Checks: ${ORDER_OF_CHECKS} (409 BID_NOT_COMPLETED before completion).`,
        body: GigReviewInput,
        response: { 201: GigReview, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await reviewGig(app.db, request.user, request.body as unknown)),
  );

  app.get(
    '/gig-reviews/gig/:gigId',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'Reviews of one gig, newest first, with the average stars and the count; 404 for an unknown or deleted gig',
        params: GigParams,
        querystring: PageQuery,
        response: { 200: GigReviewList, ...problemResponses(400, 404) },
      },
    },
    async (request) => listGigReviewsOfGig(app.db, request.params.gigId, request.query),
  );

  app.get(
    '/gig-reviews/seller/:userId',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'Reviews of every gig of a seller (deleted gigs included), ' +
          'newest first, with the average stars and the count',
        params: UserParams,
        querystring: PageQuery,
        response: { 200: GigReviewList, ...problemResponses(400, 404) },
      },
    },
    async (request) => listGigReviewsOfSeller(app.db, request.params.userId, request.query),
  );
};
