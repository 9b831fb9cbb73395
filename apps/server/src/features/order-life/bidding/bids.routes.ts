import { Bid, BidCount, BidList, MyBidsQuery, PlaceBidInput } from '@inkwell/domain/bids/bid.schema';
import { PageQuery } from '@inkwell/domain/pagination';
import { ReasonInput } from '@inkwell/domain/orders/order.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole, signedIn } from '../../../lib/auth/guard.ts';
import { checkedByService } from '../../../lib/validation.ts';
import { problemResponses } from '../../../lib/problem-responses.ts';
import {
  approveBid,
  completeBid,
  countGigBids,
  getMyBidOnGig,
  ONLY_SELLERS_HAVE_BIDS,
  placeBid,
} from './bids.service.ts';
import { listMyBids, listOwnerCompletedBids, listOwnerOpenBids } from './bid-lists.service.ts';
import { declineBid, withdrawBid } from './bid-endings.service.ts';

/** Any text: an id that is not a gig's or a bid's (unknown or malformed) is a 404, never a 400. */
const GigParams = z.object({ gigId: z.string().max(100) });
const BidParams = z.object({ bidId: z.string().max(100) });

const sellerOnly = async (request: FastifyRequest) => {
  requireRole(request.user, 'seller', ONLY_SELLERS_HAVE_BIDS);
};

export const bidsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bids',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['bids'],
        summary:
          'Place a bid (buyers). Checked in order: signed in (401), ' +
          'gig exists (404 GIG_NOT_FOUND), own gig (403 BID_OWN_GIG), ' +
          ('seller (403 BID_SELLERS_CANNOT_BID), gig ' +
            'available (409 GIG_NOT_AVAILABLE), no live bid ' +
            'of the caller on it (409 BID_ALREADY_PLACED; ') +
          'once a bid ended, withdrawn, declined, cancelled, completed or refunded, the buyer may bid again), ' +
          ('then the fields (400 BID_DAYS_OUT_OF_RANGE, BID_PROPOSAL_TOO_SHORT, ' +
            'BID_AMOUNT_INVALID or VALIDATION_FAILED, with `errors` per field).'),
        body: PlaceBidInput,
        response: { 201: Bid, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await placeBid(app.db, request.user, request.body as unknown)),
  );

  app.get(
    '/bids/gig/:gigId/count',
    {
      schema: {
        tags: ['bids'],
        summary:
          'How many bids a gig has received (every state). Public, like the gig; 404 for an unknown or deleted gig.',
        params: GigParams,
        response: { 200: BidCount, ...problemResponses(404) },
      },
    },
    async (request) => countGigBids(app.db, request.params.gigId),
  );

  app.get(
    '/bids/my/gig/:gigId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bids'],
        summary: "The caller's latest bid on a gig; 404 BID_NOT_FOUND when they have none",
        params: GigParams,
        response: { 200: Bid, ...problemResponses(401, 404) },
      },
    },
    async (request) => getMyBidOnGig(app.db, request.user, request.params.gigId),
  );

  app.get(
    '/bids/me',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bids'],
        summary:
          "The caller's bids, newest first; view=active (pending, or an " +
          'order under way: approved, in_progress, delivered, disputed) or ' +
          ('completed (ended, however: completed, refunded, cancelled, ' +
            'withdrawn, declined) splits them for the Orders tabs'),
        querystring: MyBidsQuery,
        response: { 200: BidList, ...problemResponses(400, 401) },
      },
    },
    async (request) => listMyBids(app.db, request.user, request.query),
  );

  app.get(
    '/bids/owner/pending',
    {
      onRequest: signedIn,
      preValidation: sellerOnly,
      schema: {
        tags: ['bids'],
        summary:
          "Bids on the caller's gigs that wait for an answer or are an order under " +
          'way (approved, in_progress, delivered, disputed), newest first (sellers)',
        querystring: PageQuery,
        response: { 200: BidList, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listOwnerOpenBids(app.db, app.config, request.user, request.query),
  );

  app.get(
    '/bids/owner/completed',
    {
      onRequest: signedIn,
      preValidation: sellerOnly,
      schema: {
        tags: ['bids'],
        summary: "Completed orders on the caller's gigs, the most recently completed first (sellers)",
        querystring: PageQuery,
        response: { 200: BidList, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listOwnerCompletedBids(app.db, app.config, request.user, request.query),
  );

  app.post(
    '/bids/approve/:bidId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bids'],
        summary:
          "Approve a pending bid (the gig's owner): the gig becomes in_progress " +
          'and its other pending bids cancelled, in one transaction. ' +
          '409 BID_NOT_PENDING or GIG_NOT_AVAILABLE (another bid was approved) changes nothing.',
        params: BidParams,
        response: { 200: Bid, ...problemResponses(401, 403, 404, 409) },
      },
    },
    async (request) => approveBid(app.db, app.config, request.user, request.params.bidId),
  );

  app.post(
    '/bids/complete/:bidId',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['bids'],
        summary:
          'Kept for old clients: an order is no longer completed by its ' +
          'seller. The seller delivers (POST /orders/{bidId}/deliveries) ' +
          ('and the buyer accepts (POST /orders/{bidId}/accept). ' +
            "Answers 401, 404, 403 (not the gig's owner), then always ") +
          '409 ORDER_DELIVER_FIRST, changing nothing.',
        params: BidParams,
        response: { ...problemResponses(401, 403, 404, 409) },
      },
    },
    async (request) => completeBid(app.db, request.user, request.params.bidId),
  );

  app.post(
    '/bids/:bidId/withdraw',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bids'],
        summary:
          'Withdraw a pending bid (its bidder): pending -> withdrawn, ' +
          "the gig's owner is told; the buyer may bid on the gig again. " +
          '404 BID_NOT_FOUND, 403 ORDER_BUYER_ONLY, 409 ORDER_WRONG_STATE (not pending any more) changing nothing.',
        params: BidParams,
        response: { 200: Bid, ...problemResponses(401, 403, 404, 409) },
      },
    },
    async (request) => withdrawBid(app.db, request.user, request.params.bidId),
  );

  app.post(
    '/bids/:bidId/decline',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['bids'],
        summary:
          "Decline a pending bid with a reason (the gig's owner): pending " +
          '-> declined, the reason kept for the buyer, who is told. ' +
          '404 BID_NOT_FOUND, 403 BID_OWNER_ONLY, 409 ORDER_WRONG_STATE changing nothing, then 400 for the reason.',
        params: BidParams,
        body: ReasonInput,
        response: { 200: Bid, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => declineBid(app.db, app.config, request.user, request.params.bidId, request.body as unknown),
  );
};
